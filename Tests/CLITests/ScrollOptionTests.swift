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
