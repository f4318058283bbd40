import Foundation

/// One axis of an `NSCollectionLayoutSize` (uikit-semantics.md §A1–A5).
///
/// Difference from UIKit: a value type. Fractions resolve against the containing group, or for a
/// section's root group against the section's content area (width) and the collection view's
/// visible height (height) — rule A3.
public struct NSCollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings
    }

    let kind: Kind
    /// The raw number: points for absolute and estimated, a factor for fractional dimensions.
    public let dimension: CGFloat

    /// A fraction of the container's width: `.fractionalWidth(1 / 6)`.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { .init(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { .init(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { .init(kind: .absolute, dimension: absoluteDimension) }
    /// A first guess in points; the measurer passed to `solve` supplies the real size, else the
    /// estimate stands (A4).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { .init(kind: .estimated, dimension: estimatedDimension) }
    /// iOS 17: measured like `.estimated`, then every sibling in the parent group takes the largest
    /// size; on a section's root group, the largest across the whole section (A5).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        .init(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    public var description: String {
        switch kind {
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

/// UIKit's `NSCollectionLayoutSize`: a width and a height dimension (A6). A value type.
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }
}

/// UIKit's `NSCollectionLayoutSpacing`: `.fixed(x)` is exactly x, `.flexible(x)` at least x,
/// with the space left over shared evenly (B2, C4). A value type.
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ fixedSpacing: CGFloat) -> Self { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}

/// UIKit's `NSCollectionLayoutEdgeSpacing`: space outside an item, per edge (B2). The item keeps
/// its size and takes a larger slot; flexible edges share the space left over in the group.
public struct NSCollectionLayoutEdgeSpacing: Hashable, Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
