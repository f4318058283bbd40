import Foundation

/// UIKit's `NSDirectionalRectEdge`: the edges an `NSCollectionLayoutAnchor` attaches to.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The unit point of these edges (B3): x 0 leading, 1 trailing, ½ for neither or both; y likewise.
    var unitPoint: CGPoint {
        func unit(_ low: Bool, _ high: Bool) -> CGFloat { low == high ? 0.5 : (low ? 0 : 1) }
        return CGPoint(x: unit(contains(.leading), contains(.trailing)), y: unit(contains(.top), contains(.bottom)))
    }
}
