import Foundation

/// A view of a content view tree with its frame: the result of laying out (`ContentView.layout`),
/// in the coordinates of the bounds it was laid out in (the screen, when `SceneBuilder` draws).
///
/// ```swift
/// let placed = try contentView.layout(in: CGRect(x: 0, y: 0, width: 375, height: 80), item: ViewItem(text: "Title"),
///                                     measuringWith: measurer, scale: 3)
/// placed.first(named: "icon")?.frame    // (4, 10, 60, 60)
/// ```
public struct PlacedView: Sendable {
    public let view: ViewSpec
    public let frame: CGRect
    /// Placed subviews, in document order (hidden arranged subviews have a zero frame).
    public let subviews: [PlacedView]

    /// This view and all below it, depth first in painting order.
    public var all: [PlacedView] { [self] + subviews.flatMap(\.all) }

    /// The first view (depth first) named `name`.
    public func first(named name: String) -> PlacedView? {
        if view.name == name { return self }
        for s in subviews { if let found = s.first(named: name) { return found } }
        return nil
    }
}
