import Foundation
import Rendering
import Testing

@Suite("render --full-length")
struct FullLengthTests {
    @Test("A long screen draws whole, in numbered tiles past the 16384-px limit; SVG stays one page")
    func tiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The names grid with 300 names a section: 60 rows of 60 pt, 30 pt apart (5370), under a 100-pt
        // header = 5470 pt a section, 10940 in all; with the 59 + 34 pt safe area, 11033 pt = 33099 px.
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/names-grid.json"), encoding: .utf8)
        let names = (0..<300).map { "\"\($0)\"" }.joined(separator: ", ")
        let long = sample.replacingOccurrences(of: #""items": \["김민준"[^\]]*\]"#, with: "\"items\": [\(names)]", options: .regularExpression)
        let screen = folder.appendingPathComponent("long.json")
        try long.write(to: screen, atomically: true, encoding: .utf8)
        let result = layoutshot(["render", screen.path, "--device", "iphone-15", "--full-length", "--out", folder.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
                == ["long-iphone-15-1.png", "long-iphone-15-2.png", "long-iphone-15-3.png"])
        let tiles = try (1...3).map { try RasterImage.decodePNG([UInt8](try Data(contentsOf: folder.appendingPathComponent("long-iphone-15-\($0).png")))) }
        // 16384 px a tile (5461⅓ pt); the last holds the remaining 331 px.
        #expect(tiles.map(\.width) == [1179, 1179, 1179])
        #expect(tiles.map(\.height) == [16384, 16384, 331])
        // Section 1's header (content 5470…5570 pt, canvas 5529…5629 pt) is in tile 2, 203 px down.
        let header = tiles[1].pixel(x: 600, y: 5529 * 3 - 16384 + 30)
        #expect([header.r, header.g, header.b] == [0xC7, 0xC7, 0xCC])
        // The last row of cells ends 34 pt above the bottom of the last tile.
        let lastCell = tiles[2].pixel(x: 30, y: 331 - 34 * 3 - 10)
        #expect([lastCell.r, lastCell.g, lastCell.b] == [0xE5, 0xE5, 0xEA])

        let svg = layoutshot(["render", screen.path, "--device", "iphone-15", "--full-length", "--format", "svg", "--out", folder.path])
        #expect(svg.code == 0, "\(svg.err)")
        let text = try String(contentsOf: folder.appendingPathComponent("long-iphone-15.svg"), encoding: .utf8)
        #expect(text.contains(#"width="393px" height="11033px""#))
    }
}
