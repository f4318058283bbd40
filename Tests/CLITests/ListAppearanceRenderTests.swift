import Foundation
import Rendering
import Testing

@Suite("Lists of every appearance render (F)")
struct ListAppearanceRenderTests {
    @Test("F: plain, grouped, insetGrouped, sidebar, sidebarPlain — each renders, on its own background, with rows 44 pt")
    func everyAppearance() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectations: [(String, [UInt8])] = [("plain", [0xFF, 0xFF, 0xFF]), ("grouped", [0xF2, 0xF2, 0xF7]),
                                                  ("insetGrouped", [0xF2, 0xF2, 0xF7]), ("sidebar", [0xF2, 0xF2, 0xF7]),
                                                  ("sidebarPlain", [0xFF, 0xFF, 0xFF])]   // sidebarPlain: the sidebar look on a plain background
        for (appearance, background) in expectations {
            let screen = folder.appendingPathComponent("\(appearance).json")
            try #"""
            {"layout": {"compositional": {"section": {"list": {"appearance": "\#(appearance)"}}}},
             "cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 11, "leading": 16, "bottom": 11, "trailing": 16}}},
             "sections": [{"items": ["Wi-Fi", "Bluetooth", "Cellular"]}]}
            """#.write(to: screen, atomically: true, encoding: .utf8)
            let layout = layoutshot(["layout", screen.path, "--device", "iphone-se"])
            #expect(layout.code == 0, "\(appearance): \(layout.err)")
            // Every row self-sizes to at least 44 pt.
            let heights = cellHeights(layout.out)
            #expect(heights.count == 3 && heights.allSatisfy { $0 >= 44 }, "\(appearance): \(heights)")
            let render = layoutshot(["render", screen.path, "--device", "iphone-se", "--out", folder.path])
            #expect(render.code == 0, "\(appearance): \(render.err)")
            let image = try RasterImage.decodePNG([UInt8](try Data(contentsOf: folder.appendingPathComponent("\(appearance)-iphone-se.png"))))
            #expect(image.width == 750 && image.height == 1334)
            let p = image.pixel(x: 375, y: 1300)   // far below the rows
            #expect([p.r, p.g, p.b] == background, "\(appearance)")
        }
    }

    /// The `height` of each cell line in a `layoutshot layout` dump.
    func cellHeights(_ dump: String) -> [Double] {
        var heights: [Double] = []
        for line in dump.split(separator: "\n") where line.contains(#""category": "cell""#) {
            guard let r = line.range(of: #""height": "#) else { continue }
            let digits = line[r.upperBound...].prefix { $0.isNumber || $0 == "." }
            if let h = Double(digits) { heights.append(h) }
        }
        return heights
    }
}
