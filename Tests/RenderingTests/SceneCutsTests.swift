import Foundation
import Scene
import Testing

/// `SceneCuts` and `ScenePages`: a full-length scene cut into tiles or pages along its scroll axis.
@Suite("Scene cuts and pages")
struct SceneCutsTests {
    static let blue = RGBA(0, 0, 255), pink = RGBA(255, 0, 128)

    /// A 40 × 100 pt scene: a rect across the cut at 30, a rect inside the second window, a shadowed
    /// shape whose shadow (not its frame) reaches the third, and a rect off the canvas to the right.
    static let scene = Scene(size: CGSize(width: 40, height: 100), scale: 2, background: .white, nodes: [
        .rect(RectNode(frame: CGRect(x: 0, y: 25, width: 40, height: 10), fill: blue)),
        .rect(RectNode(frame: CGRect(x: 0, y: 40, width: 40, height: 5), fill: pink)),
        .shape(ShapeNode(frame: CGRect(x: 0, y: 50, width: 40, height: 5), fill: .color(pink),
                         shadow: Shadow(color: .black, opacity: 1, radius: 4, offset: CGSize(width: 0, height: 2)))),
        .rect(RectNode(frame: CGRect(x: 50, y: 0, width: 10, height: 100), fill: blue)),
    ])

    static func minYs(_ scene: Scene) -> [Double] {
        scene.nodes.compactMap {
            switch $0 {
            case .rect(let r): Double(r.frame.minY)
            case .shape(let s): Double(s.frame.minY)
            default: nil
            }
        }
    }

    @Test("Windows of equal length, the last shorter; a node crossing a cut is in both, moved into each")
    func windows() {
        let cuts = SceneCuts(Self.scene, vertical: true, length: 30)
        #expect(cuts.count == 4)
        #expect((0..<4).map { cuts.window($0) } == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 0, y: 30, width: 40, height: 30),
                                                   CGRect(x: 0, y: 60, width: 40, height: 30), CGRect(x: 0, y: 90, width: 40, height: 10)])
        #expect(cuts.scene(0).size == CGSize(width: 40, height: 30) && cuts.scene(3).size == CGSize(width: 40, height: 10))
        // Window 1 (y 30–60): the crossing rect 5 pt above its top, the pink rect, the shape.
        #expect(Self.minYs(cuts.scene(0)) == [25])
        #expect(Self.minYs(cuts.scene(1)) == [-5, 10, 20])
        // The shadow reaches 8 + 2 pt past the shape's frame (50–55): into window 2 (60–90), not window 3.
        #expect(Self.minYs(cuts.scene(2)) == [-10])
        #expect(cuts.scene(3).nodes.isEmpty)
    }

    @Test("PNG tiles are whole pixels long: 100 pt at @2x in tiles of 75 px are 37.5 pt each")
    func tilePixels() {
        let cuts = SceneCuts(Self.scene, vertical: true, tilePixels: 75)
        #expect(cuts.count == 3)
        #expect(cuts.length == 37.5)
        #expect(cuts.window(2) == CGRect(x: 0, y: 75, width: 40, height: 25))
    }

    @Test("A length that is a whole number of tiles gives no sliver of a tile after the last")
    func wholeTiles() {
        // 77 px at @3x (25⅔ pt) in tiles of 11 px: 25⅔ / 3⅔ is 7.000000000000001 in floating point.
        let scene = Scene(size: CGSize(width: 10, height: 77.0 / 3), scale: 3, background: .white)
        let cuts = SceneCuts(scene, vertical: true, tilePixels: 11)
        #expect(cuts.count == 7)
        #expect((Double(cuts.window(6).height) * 3).rounded() == 11)
    }

    @Test("A horizontal scroller is cut across its width")
    func horizontal() {
        let wide = Scene(size: CGSize(width: 100, height: 20), scale: 1, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 45, y: 0, width: 10, height: 20), fill: Self.blue)),
        ])
        let cuts = SceneCuts(wide, vertical: false, length: 50)
        #expect(cuts.count == 2)
        let xs = (0..<2).map { n in cuts.scene(n).nodes.compactMap { if case .rect(let r) = $0 { Double(r.frame.minX) } else { nil } } }
        #expect(xs == [[45], [-5]])
    }

    @Test("A page is the band, clipped to itself over its background, then the foot below it")
    func pages() throws {
        let pages = ScenePages(SceneCuts(Self.scene, vertical: true, length: 30))
        #expect(pages.count == 4)
        #expect(pages.pageSize == CGSize(width: 40, height: 30 + ScenePages.footHeight))
        #expect(pages.foot(1) == "page 2 of 4 · content y 30–60 pt")
        #expect(pages.foot(3) == "page 4 of 4 · content y 90–100 pt")
        let last = pages.page(3)
        #expect(last.size == pages.pageSize && last.background == .white)
        guard case .clip(let band) = last.nodes.first, case .rect(let fill) = last.nodes[1],
              case .text(let foot) = last.nodes.last else {
            Issue.record("page 4 is not band then foot: \(last.nodes)"); return
        }
        #expect(band == CGRect(x: 0, y: 0, width: 40, height: 10))   // the last band is shorter
        #expect(fill.frame == band && fill.fill == .white)
        #expect(foot.text == "page 4 of 4 · content y 90–100 pt")
        #expect(foot.frame.minY >= 30)                                  // below a full band, not over it
        let fractional = ScenePages(SceneCuts(Self.scene, vertical: true, length: 33.25))
        #expect(fractional.foot(1) == "page 2 of 4 · content y 33.25–66.5 pt")
    }
}
