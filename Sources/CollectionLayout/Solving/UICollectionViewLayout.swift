import Foundation

/// The base of every layout (UIKit's `UICollectionViewLayout`), with the one entry point all
/// layouts share:
///
/// ```swift
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// ```
///
/// `solve` is a pure function of the layout's definition, the viewport, the item counts (one per
/// section), an optional measurer for self-sizing, and a scroll position. Difference from UIKit:
/// there is no collection view or data source; the counts stand in for `numberOfItems(inSection:)`.
open class UICollectionViewLayout {
    public init() {}

    /// The classes registered for decoration views, by element kind
    /// (`register(_:forDecorationViewOfKind:)`).
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// UIKit's `register(_:forDecorationViewOfKind:)`: the class a decoration of `elementKind` is
    /// drawn with (nil removes it). Layoutshot keeps the class; decoration items
    /// (`NSCollectionLayoutDecorationItem`) are laid out whether or not one is registered.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// Solves the layout at rest without self-sizing: every element's frame and the content size.
    public final func solve(in viewport: Viewport, itemCounts: [Int]) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: nil, scroll: .rest)
    }

    /// Solves with a measurer (self-sizing, A4) and at a scroll position (pinned headers, orthogonal
    /// offsets). Throws `LayoutError` where UIKit would raise an exception.
    public final func solve(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: measurer, scroll: .rest)
    }

    public final func solve(in viewport: Viewport, itemCounts: [Int], scroll: ScrollPosition) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: nil, scroll: scroll)
    }

    /// Solves as `solve(in:itemCounts:measurer:scroll:)` and also keeps every root group instance's
    /// frame (`SolvedLayout.groupFrames(inSection:)`), for redlines and diagnostics. Layouts without
    /// groups (flow, lists drawn as flow, waterfall) keep none. UIKit has no such API: it is Layoutshot's.
    public final func solveRecordingGroupFrames(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?,
                                                scroll: ScrollPosition = .rest) throws -> SolvedLayout {
        if let compositional = self as? UICollectionViewCompositionalLayout {
            return try compositional.solve(in: viewport, itemCounts: itemCounts, measurer: measurer, scroll: scroll,
                                           recordingGroupFrames: true)
        }
        return try solve(in: viewport, itemCounts: itemCounts, measurer: measurer, scroll: scroll)
    }

    /// The one method a layout overrides.
    open func solve(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?,
                    scroll: ScrollPosition) throws -> SolvedLayout {
        throw LayoutError("\(type(of: self)) does not implement solve(in:itemCounts:measurer:scroll:)")
    }

    /// Shared checks on the inputs of every layout.
    func validate(_ viewport: Viewport, _ itemCounts: [Int]) throws {
        let s = viewport.size
        guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
            throw LayoutError("viewport size must be finite and positive, got \(s.width)×\(s.height)")
        }
        guard viewport.scale.isFinite, viewport.scale > 0 else {
            throw LayoutError("viewport scale must be positive, got \(viewport.scale)")
        }
        if let (section, count) = itemCounts.enumerated().first(where: { $0.element < 0 }) {
            throw LayoutError("section \(section): item count must not be negative, got \(count)")
        }
        var total = 0
        for count in itemCounts {
            total = total.addingReportingOverflow(count).partialValue
            guard total <= maximumElementCount else {
                throw LayoutError("over the element limit of \(maximumElementCount) items; raise it with --max-elements "
                                  + "(UICollectionViewLayout.maximumElementCount)")
            }
        }
    }

    /// The most items one solve accepts, checked before anything is allocated (a guard against runaway
    /// input: 10⁹ items would otherwise ask for tens of gigabytes of frames). Layoutshot's, not UIKit's.
    ///
    /// ```swift
    /// layout.maximumElementCount = 20_000_000   // the CLI's --max-elements
    /// ```
    public var maximumElementCount = UICollectionViewLayout.defaultMaximumElementCount

    /// `maximumElementCount` unless set: 10 000 000.
    public static let defaultMaximumElementCount = 10_000_000
}
