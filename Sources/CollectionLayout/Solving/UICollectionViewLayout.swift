import Foundation

/// The base of every layout (UIKit's `UICollectionViewLayout`), with the one entry point all
/// layouts share:
///
/// ```swift
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// ```
///
/// `solve` is a pure function of the layout's definition, the viewport and the item counts
/// (one count per section). Difference from UIKit: there is no collection view or data source;
/// the counts stand in for `numberOfItems(inSection:)`.
open class UICollectionViewLayout {
    public init() {}

    /// Solves the layout: every element's frame and the content size.
    /// Throws `LayoutError` where UIKit would raise an exception.
    open func solve(in viewport: Viewport, itemCounts: [Int]) throws -> SolvedLayout {
        throw LayoutError("\(type(of: self)) does not implement solve(in:itemCounts:)")
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
        let total = itemCounts.reduce(0) { $0 &+ $1 }
        guard total <= Self.maximumElementCount else {
            throw LayoutError("\(total) items exceed the limit of \(Self.maximumElementCount) elements")
        }
    }

    /// The most elements one solve accepts (a guard against runaway input).
    public static let maximumElementCount = 10_000_000
}
