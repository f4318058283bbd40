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

    /// This tree mirrored inside `bounds` for a right-to-left layout: every frame flipped about the
    /// bounds' vertical centre line, which is what UIKit's leading and trailing constraints and a
    /// horizontal stack's arrangement give (the model has no `left`/`right` anchors to keep still).
    func mirrored(in bounds: CGRect) -> PlacedView {
        let flipped = CGRect(x: Double(bounds.minX + bounds.maxX - frame.maxX), y: Double(frame.minY),
                             width: Double(frame.width), height: Double(frame.height))
        return PlacedView(view: view, frame: flipped, subviews: subviews.map { $0.mirrored(in: bounds) })
    }

    /// The first view (depth first) named `name`.
    public func first(named name: String) -> PlacedView? {
        if view.name == name { return self }
        for s in subviews { if let found = s.first(named: name) { return found } }
        return nil
    }
}
