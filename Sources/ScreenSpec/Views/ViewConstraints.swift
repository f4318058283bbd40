import Foundation

/// The constraints of one view, relative to its superview (`"constraints": {…}`):
///
/// ```json
/// {"topToBottomOf": "subtitle", "spacing": 8, "leading": 4, "trailing": 4, "aspectRatio": 1.5607}
/// ```
///
/// - `top`, `leading`, `bottom`, `trailing`: insets from the superview's edges (`bottom` and
///   `trailing` measured inwards, as positive numbers: `"trailing": 4` is UIKit's `-4` constant).
/// - `centerX`, `centerY`: the view's centre offset from the superview's centre.
/// - `width`, `height` (points) or `widthFraction`, `heightFraction` (of the superview's size, like
///   `widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.8)`).
/// - `aspectRatio`: width / height (`167.0 / 107.0`).
/// - `topToBottomOf` / `leadingToTrailingOf`: a sibling's name; the top (leading edge) is that
///   sibling's bottom (trailing edge) plus `spacing` (default 0, shared by both relations).
///
/// In a stack only `width`, `height`, `widthFraction`, `heightFraction` and `aspectRatio` apply.
public struct ViewConstraints: Sendable, Equatable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?
    public var centerX: Double?
    public var centerY: Double?
    public var width: Double?
    public var height: Double?
    public var widthFraction: Double?
    public var heightFraction: Double?
    public var aspectRatio: Double?
    public var topToBottomOf: String?
    public var leadingToTrailingOf: String?
    public var spacing = 0.0

    public init() {}

    /// The constraints along one axis.
    var horizontal: AxisConstraints {
        AxisConstraints(start: leading, after: leadingToTrailingOf, end: trailing, center: centerX,
                        size: width, fraction: widthFraction, spacing: spacing)
    }

    var vertical: AxisConstraints {
        AxisConstraints(start: top, after: topToBottomOf, end: bottom, center: centerY,
                        size: height, fraction: heightFraction, spacing: spacing)
    }

    /// The sibling names this view's constraints refer to.
    var siblings: [String] { [topToBottomOf, leadingToTrailingOf].compactMap { $0 } }

    /// The JSON keys that position a view (not allowed on an arranged subview).
    static let positionKeys = ["top", "leading", "bottom", "trailing", "centerX", "centerY",
                               "topToBottomOf", "leadingToTrailingOf", "spacing"]
}

/// One axis of a view's constraints: `start` is leading/top, `end` trailing/bottom (an inset),
/// `after` a sibling whose far edge plus `spacing` is the start.
struct AxisConstraints {
    var start: Double?
    var after: String?
    var end: Double?
    var center: Double?
    var size: Double?
    var fraction: Double?
    var spacing: Double

    /// Some constraint positions the view along this axis.
    var isPositioned: Bool { start != nil || after != nil || end != nil || center != nil }
    /// A size comes from `size` or `fraction`.
    var isSized: Bool { size != nil || fraction != nil }
    /// Both edges are pinned: the size is the span between them.
    var spans: Bool { (start != nil || after != nil) && end != nil }
}
