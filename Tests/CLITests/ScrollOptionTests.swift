import Foundation
import Rendering
import Testing

@Suite("Scroll state: --scroll-offset and --orthogonal-offset (D5 D7 G6)")
struct ScrollOptionTests {
    @Test("render --scroll-offset moves the content up; the status-bar band shows the header")
    func scrolledRender() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scrolled.png").path
        let result = layoutshot(["render", "names-grid", "--device", "iphone-15", "--scroll-offset", "100", "--out", file])
        #expect(result.code == 0, "\(result.err)")
        let image = try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        func px(_ x: Double, _ y: Double) -> [UInt8] { let p = image.pixel(x: Int(x * 3), y: Int(y * 3)); return [p.r, p.g, p.b] }
        // Content offset −59 + 100 = 41: header 0 (content 0…100) is on screen at −41…59.
        #expect(px(200, 30) == [0xC7, 0xC7, 0xCC])
        #expect(px(32, 63) == [0xE5, 0xE5, 0xEA])   // row 0 (content 100…160) at 59…119
    }

    @Test("layout --orthogonal-offset rests a carousel where its behaviour snaps; bad values exit 2")
    func orthogonalOffset() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = folder.appendingPathComponent("carousel.json")
        try #"""
        {"layout": {"compositional": {"section": {
           "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.92}, "heightDimension": {"absolute": 200}},
                     "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]},
           "orthogonalScrollingBehavior": "groupPagingCentered"}}},
         "sections": [{"items": ["a", "b", "c", "d", "e"]}]}
        """#.write(to: screen, atomically: true, encoding: .utf8)
        // 375 wide: groups 345, centred at 15; at 340 it rests on group 1, which then sits at 15.
        let rest = layoutshot(["layout", screen.path, "--device", "iphone-se"])
        #expect(rest.out.contains(#""item": 0, "frame": {"x": 15, "y": 0, "width": 345, "height": 200}"#))
        let paged = layoutshot(["layout", screen.path, "--device", "iphone-se", "--orthogonal-offset", "0:340"])
        #expect(paged.code == 0, "\(paged.err)")
        #expect(paged.out.contains(#""item": 1, "frame": {"x": 15, "y": 0, "width": 345, "height": 200}"#))
        for bad in [["--orthogonal-offset", "3:10"], ["--orthogonal-offset", "0-10"], ["--scroll-offset", "far"]] {
            let result = layoutshot(["layout", screen.path, "--device", "iphone-se"] + bad)
            #expect(result.code == 2 && result.err.hasPrefix("layoutshot: --"), "\(bad): \(result.err)")
        }
    }
}

/// Issue 13 point 9: under a large-title navigation bar the safe area follows the bar as it collapses,
/// so a pinned header scrolled past its section's top sits right under the compact bar — not 52 pt
/// lower, where the large title's safe area would put it (a gap the content showed through).
@Suite("Scrolled chrome: the safe area follows a collapsing large-title bar (D5, G6)")
struct CollapsingBarTests {
    static let screen = #"""
    {"chrome": {"navigationBar": {"title": "Pinned", "prefersLargeTitles": true}},
     "layout": {"compositional": {"section": {
        "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}},
                  "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]},
        "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}},
                                        "elementKind": "UICollectionElementKindSectionHeader", "alignment": "top", "pinToVisibleBounds": true}]}}},
     "supplementaryViews": {"UICollectionElementKindSectionHeader": {"backgroundConfiguration": {"backgroundColor": "#FF0000"}}},
     "cell": {"backgroundConfiguration": {"backgroundColor": "#00FF00"}},
     "sections": [{"items": ["a","b","c","d","e","f","g","h","i","j","k","l","m","n","o","p","q","r","s","t"]}]}
    """#

    /// The header's frame in content coordinates after `layout --scroll-offset points` on an iPhone 15
    /// (status bar 59 pt, large-title bar 96 pt at rest, 44 pt collapsed).
    static func headerY(scrolledBy points: Double, in folder: URL) throws -> Double? {
        let file = folder.appendingPathComponent("pinned.json")
        try screen.write(to: file, atomically: true, encoding: .utf8)
        let result = layoutshot(["layout", file.path, "--device", "iphone-15", "--scroll-offset", "\(points)"])
        #expect(result.code == 0, "\(result.err)")
        guard let range = result.out.range(of: #""kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": {"x": 0, "y": "#) else { return nil }
        return Double(result.out[range.upperBound...].prefix { $0 != "," })
    }

    @Test("collapsed (scrolled 300 pt): the header pins at the compact bar's bottom, content y 300 − 52")
    func collapsed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // contentOffset −(59 + 96) + 300 = 145; the visible top is 145 + 59 + 44 = 248 = 300 − 52.
        #expect(try Self.headerY(scrolledBy: 300, in: folder) == 248)
        #expect(try Self.headerY(scrolledBy: 0, in: folder) == 0)
    }

    @Test("collapsing (scrolled 30 pt, less than the 52-pt title band): the bar shrinks with the content, the header has not pinned yet")
    func collapsing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.headerY(scrolledBy: 30, in: folder) == 0)
        #expect(try Self.headerY(scrolledBy: 80, in: folder) == 28)
    }

    @Test("drawn collapsed: the red header starts right under the compact bar's hairline, no content between")
    func drawn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("pinned.json")
        try Self.screen.write(to: file, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("pinned.png").path
        let result = layoutshot(["render", file.path, "--device", "iphone-15", "--scroll-offset", "300", "--out", png])
        #expect(result.code == 0, "\(result.err)")
        let image = try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        func rgb(_ y: Double) -> [UInt8] { let p = image.pixel(x: 20 * 3, y: Int(y * 3)); return [p.r, p.g, p.b] }
        // The compact bar ends at 59 + 44 = 103 pt; the pinned header fills 103…143.
        #expect(rgb(104) == [0xFF, 0, 0])
        #expect(rgb(142) == [0xFF, 0, 0])
        #expect(rgb(145) == [0, 0xFF, 0])
    }
}
