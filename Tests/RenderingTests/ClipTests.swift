import Foundation
import Rendering
import Scene
import Testing

/// `SceneNode.clip` / `.unclip`: a scroll view's bounds (an orthogonal section's scroller clips its
/// cells, D7).
@Suite("Clipping")
struct ClipTests {
    static let size = CGSize(width: 40, height: 40)

    @Test("Nodes between clip and unclip draw only inside the rectangle; nodes after it draw everywhere")
    func clipsUntilUnclip() throws {
        let image = try Paint.raster([
            .clip(CGRect(x: 10, y: 10, width: 20, height: 20)),
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 40, height: 20), fill: Paint.blue)),
            .unclip,
            .rect(RectNode(frame: CGRect(x: 0, y: 30, width: 40, height: 10), fill: Paint.pink)),
        ], size: Self.size, scale: 2)
        #expect(Paint.at(image, 30, 30) == Paint.bytes(Paint.blue))     // inside the clip (15, 15 pt)
        #expect(Paint.at(image, 10, 10) == Paint.white)                 // the rect, outside the clip
        #expect(Paint.at(image, 30, 50) == Paint.white)                 // inside the clip, outside the rect
        #expect(Paint.at(image, 2, 70) == Paint.bytes(Paint.pink))      // after unclip: unclipped, still @2x
        #expect(Paint.at(image, 78, 78) == Paint.bytes(Paint.pink))
    }

    @Test("Clips nest; an unpaired unclip is ignored and an unclosed clip ends with the scene")
    func nestingAndUnpaired() throws {
        let image = try Paint.raster([
            .unclip,
            .clip(CGRect(x: 0, y: 0, width: 30, height: 40)),
            .clip(CGRect(x: 10, y: 0, width: 30, height: 40)),
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 40, height: 20), fill: Paint.blue)),
            .unclip,
            .rect(RectNode(frame: CGRect(x: 0, y: 20, width: 40, height: 20), fill: Paint.pink)),
        ], size: Self.size, scale: 1)
        #expect(Paint.at(image, 5, 5) == Paint.white && Paint.at(image, 35, 5) == Paint.white)   // outside the intersection
        #expect(Paint.at(image, 20, 5) == Paint.bytes(Paint.blue))
        #expect(Paint.at(image, 5, 30) == Paint.bytes(Paint.pink) && Paint.at(image, 35, 30) == Paint.white)   // outer clip holds
    }

    @Test("Tiles keep the clips around the nodes they draw, moved into the tile's coordinates")
    func tiles() {
        let scene = Scene(size: CGSize(width: 10, height: 30), scale: 1, background: .white, nodes: [
            .clip(CGRect(x: 0, y: 5, width: 10, height: 20)),
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 10, height: 8), fill: Paint.blue)),
            .rect(RectNode(frame: CGRect(x: 0, y: 12, width: 10, height: 2), fill: Paint.pink)),
            .unclip,
        ])
        let tiles = scene.tiles(maximumPixels: 10)
        #expect(tiles.count == 3)
        for (k, tile) in tiles.prefix(2).enumerated() {
            guard case .clip(let rect) = tile.nodes.first, case .unclip = tile.nodes.last else {
                Issue.record("tile \(k) lost its clip"); continue
            }
            #expect(rect == CGRect(x: 0, y: 5 - 10 * Double(k), width: 10, height: 20))
        }
        #expect(tiles.map(\.nodes.count) == [3, 3, 0])   // clip, rect, unclip; the last tile draws nothing
    }
}
