import Foundation

/// One axis of an `NSCollectionLayoutSize` (uikit-semantics.md §A1–A4).
///
/// Difference from UIKit: a value type. Fractions resolve against the containing group, or for a
/// section's root group against the section's content area (width) and the collection view's
/// visible height (height) — rule A3.
public struct NSCollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case absolute, estimated, fractionalWidth, fractionalHeight
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
    /// A first guess in points; the size stands until a measurer supplies the real one (A4).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { .init(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The size in points inside a container of size `container` (rule A2).
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated: dimension
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        }
    }

    public var description: String {
        switch kind {
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        }
    }
}

/// UIKit's `NSCollectionLayoutSize`: a width and a height dimension (A6).
public struct NSCollectionLayoutSize: Hashable, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// UIKit's `NSCollectionLayoutSpacing`: `.fixed(x)` is exactly x, `.flexible(x)` at least x,
/// with the space left over shared evenly (C4). Difference from UIKit: a value type.
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    public static func fixed(_ fixedSpacing: CGFloat) -> Self { .init(spacing: fixedSpacing, isFlexibleSpacing: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { .init(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}
