import Foundation

/// UIKit's `UILayoutGuide`: a rectangle in its owning view's coordinates that takes part in Auto
/// Layout without drawing — a spacer between views, or one of the system guides every view has
/// (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `readableContentGuide`), which the engine pins to the
/// view's safe area, margins and readable width.
///
/// ```swift
/// let gap = UILayoutGuide()
/// container.addLayoutGuide(gap)
/// gap.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
/// gap.trailingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
/// gap.widthAnchor.constraint(equalTo: a.widthAnchor).isActive = true
/// ```
open class UILayoutGuide {
    /// Unowned; the owning view clears it when it goes.
    public internal(set) var owningView: UIView? {
        get { owningViewRef?.takeUnretainedValue() }
        set { owningViewRef = newValue.map { .passUnretained($0) } }
    }
    /// As stored: unmanaged, so the engine reads it without a reference count (`AttributeExpressions`).
    @exclusivity(unchecked) private(set) var owningViewRef: Unmanaged<UIView>?
    public var identifier = ""
    /// Set by the engine: the guide's rectangle in its owning view's bounds.
    @exclusivity(unchecked) public internal(set) var layoutFrame = CGRect.zero
    var systemKind: SystemKind?
    lazy var anchors = Anchors(self)

    public init() {}

    enum SystemKind: Sendable {
        case safeArea, layoutMargins, readableContent
        /// A stack view's spacer between two arranged subviews (UIKit's `UISV-distributing` guides).
        case stackSpacer
        /// A baseline-aligned stack view's guide round its arranged subviews across the axis (UIKit's
        /// `UISV-alignment-spanner`).
        case alignmentSpanner
        /// A scroll view's `contentLayoutGuide` (its content area) and `frameLayoutGuide` (its frame).
        case scrollContent, scrollFrame
    }

    var kindName: String {
        switch systemKind {
        case .safeArea: "UILayoutGuide(safeArea)"
        case .layoutMargins: "UILayoutGuide(layoutMargins)"
        case .readableContent: "UILayoutGuide(readableContent)"
        case .stackSpacer: "UILayoutGuide(UISV-distributing)"
        case .alignmentSpanner: "UILayoutGuide(UISV-alignment-spanner)"
        case .scrollContent: "UILayoutGuide(contentLayoutGuide)"
        case .scrollFrame: "UILayoutGuide(frameLayoutGuide)"
        case nil: "UILayoutGuide"
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    public var widthAnchor: NSLayoutDimension { anchors.width }
    public var heightAnchor: NSLayoutDimension { anchors.height }
}
