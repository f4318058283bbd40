import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// A small App Store–like screen of the clone's cells, solved and drawn with the real Pango
/// measurer, rendered to a PNG and checked pixel by pixel.
@Suite("Rendering content views")
struct ViewRenderTests {
    static func rows(_ height: Int) -> String {
        #"""
        {"group": {"kind": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": \#(height)}},
                   "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": \#(height)}}}]}}
        """#
    }

    static let channelRow = #"""
    {"group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.2}, "heightDimension": {"absolute": 120}},
               "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]},
     "orthogonalScrollingBehavior": "continuous"}
    """#

    /// The channel cell with the generated swatch as its image.
    static let channel = CloneCells.channel.replacingOccurrences(of: #""color": "systemGray4""#, with: #""asset": "swatch.png""#)

    static let json = #"""
    {"layout": {"compositional": {}},
     "sections": [
       {"items": ["Popular"], "layout": \#(rows(50)), "cell": {"contentView": \#(CloneCells.sectionTitle)}},
       {"items": ["Maps", "Notes"], "layout": \#(rows(80)), "cell": {"contentView": \#(CloneCells.small)}},
       {"items": ["Games"], "layout": \#(rows(50)), "cell": {"contentView": \#(CloneCells.category)}},
       {"items": ["Dal", "Bom"], "layout": \#(channelRow), "cell": {"contentView": \#(channel)}}]}
    """#

    @Test("Icon, pill, circle and asset colours and label ink in a PNG of the clone's cells (iPhone SE, @2x)")
    func render() throws {
        let folder = try ViewAssetFolder()
        defer { folder.remove() }
        let screen = try ViewAssets.$directory.withValue(folder.path) { try Screen.decode(Data(Self.json.utf8), name: "cells") }
        let device = try #require(Device.preset(named: "iphone-se"))
        let measurer = try TextMeasurer()
        let solved = try screen.solve(on: device, measuringWith: measurer)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, measuringWith: measurer)
        let png = try ListPNG(Data(try Renderer().render(scene, as: .png)))
        #expect(png.width == 750 && png.height == 1334)

        let top = device.safeAreaTop
        /// A cell's views placed on screen, with the same measurer.
        func placed(_ item: Int, section: Int) throws -> PlacedView {
            let frame = try #require(solved.cell(item, section: section)).offsetBy(dx: 0, dy: top)
            let text = screen.sections[section].items[item]
            return try #require(screen.sections[section].cell.contentView)
                .layout(in: frame, item: ViewItem(section: section, item: item, text: text), measuringWith: measurer, scale: 2)
        }
        func px(_ v: Double) -> Int { Int((v * 2).rounded(.down)) }
        func color(at p: CGPoint) -> (Int, Int, Int) {
            let c = png.image.pixel(x: px(p.x), y: px(p.y))
            return (Int(c.r), Int(c.g), Int(c.b))
        }
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 2) -> Bool {
            abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
        }
        /// Pixels in `rect` satisfying `test`.
        func count(in rect: CGRect, _ test: (Int, Int, Int) -> Bool) -> Int {
            var n = 0
            for y in px(rect.minY)..<px(rect.maxY) { for x in px(rect.minX)..<px(rect.maxX) {
                let c = png.image.pixel(x: x, y: y)
                if test(Int(c.r), Int(c.g), Int(c.b)) { n += 1 }
            } }
            return n
        }

        // SmallAppCell: the yellow icon, the pill's translucent grey over white, black title ink, blue GET ink.
        let small = try placed(0, section: 1)
        let icon = try #require(small.frame("icon")), pill = try #require(small.frame("get")), title = try #require(small.frame("title"))
        #expect(near(color(at: CGPoint(x: icon.midX, y: icon.midY)), (255, 204, 0)))
        #expect(near(color(at: CGPoint(x: pill.minX + 6, y: pill.midY)), (233, 233, 235)))
        #expect(count(in: title) { r, g, b in r + g + b < 150 } > 20)
        #expect(count(in: pill) { r, g, b in b > 200 && r < 120 } > 10)
        #expect(near(color(at: CGPoint(x: title.maxX - 2, y: title.midY)), (255, 255, 255)))   // "Maps" is short

        // SectionTitleCell: heavy black title, blue "See All".
        let header = try placed(0, section: 0)
        #expect(count(in: try #require(header.frame("title"))) { r, g, b in r + g + b < 150 } > 40)
        #expect(count(in: try #require(header.frame("seeAll"))) { r, g, b in b > 200 && r < 120 } > 20)

        // CategoryCell: the green circle; its corner stays white.
        let category = try placed(0, section: 2)
        let circle = try #require(category.frame("icon"))
        #expect(near(color(at: CGPoint(x: circle.midX, y: circle.midY)), (52, 199, 89)))
        #expect(near(color(at: CGPoint(x: circle.minX + 1, y: circle.minY + 1)), (255, 255, 255)))

        // The channel cell: the PNG asset fills the square image; the #606060 label has grey ink.
        let channel = try placed(1, section: 3)
        let image = try #require(channel.frame("image"))
        #expect(near(color(at: CGPoint(x: image.midX, y: image.midY)), (200, 40, 120)))
        #expect(count(in: try #require(channel.frame("label"))) { r, g, b in r == g && g == b && r < 200 } > 5)
    }
}
