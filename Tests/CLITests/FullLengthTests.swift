import Foundation
import Rendering
import Testing

@Suite("render --full-length")
struct FullLengthTests {
    @Test("A long screen draws whole, in numbered tiles past the 16384-px limit; SVG in numbered pages of the screen's length")
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

        // SVG: 11033 pt in pages of 852 pt (the screen) are 13 files of 852 + 24 pt (the foot).
        let svg = layoutshot(["render", screen.path, "--device", "iphone-15", "--full-length", "--format", "svg", "--out", folder.path])
        #expect(svg.code == 0, "\(svg.err)")
        #expect(svg.out.split(separator: "\n").count == 13)
        let text = try String(contentsOf: folder.appendingPathComponent("long-iphone-15-13.svg"), encoding: .utf8)
        #expect(text.contains(#"width="393px" height="876px""#))
    }
}

/// `render --full-length` of Pinterest boards from `scripts/pinterest-board` (pins 100–280 pt tall, 200-pt
/// slots on average, two columns on an iPhone 15): PDF pages, SVG files a page, PNG tiles under
/// `--max-pixels`.
@Suite("render --full-length: boards in pages")
struct FullLengthPagesTests {
    /// A board of `pins` pins written into `folder`, and its full length in points on an iPhone 15: the
    /// content's height (from `layout`) plus the 59 + 34 pt safe area, rounded up.
    static func board(_ pins: Int, in folder: URL) throws -> (path: String, length: Int, cells: [CGRect]) {
        let script = repositoryRoot.appendingPathComponent("scripts/pinterest-board").path
        let made = try execute(script, ["\(pins)"])
        #expect(made.status == 0)
        let path = folder.appendingPathComponent("board.json").path
        try made.out.write(to: URL(fileURLWithPath: path))
        let layout = layoutshot(["layout", path, "--device", "iphone-15"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(layout.out.utf8)) as? [String: Any])
        let content = try #require((json["contentSize"] as? [String: Double])?["height"])
        let cells = (json["elements"] as? [[String: Any]] ?? []).compactMap { element -> CGRect? in
            guard let f = element["frame"] as? [String: Double], let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"] else { return nil }
            return CGRect(x: x, y: y + 59, width: w, height: h)   // in the full-length canvas
        }
        #expect(cells.count == pins)
        return (path, Int((content + 59 + 34).rounded(.up)), cells)
    }

    static func pageCount(_ length: Int, _ page: Int) -> Int { (length + page - 1) / page }

    @Test("10 000 pins to PDF: ceil(length / 852) pages of 393 × 876 pt, each with its foot; a pin across a cut is on both pages")
    func tenThousandPins() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = try Self.board(10_000, in: folder)
        #expect((990_000...1_010_000).contains(board.length))   // about a million points
        let pdf = folder.appendingPathComponent("board-iphone-15.pdf").path
        let result = layoutshot(["render", board.path, "--device", "iphone-15", "--full-length", "--format", "pdf", "--out", folder.path])
        #expect(result.code == 0 && result.out == pdf, "\(result.err)")
        let pages = Self.pageCount(board.length, 852)
        #expect(pages == 1174)
        let info = try HandoutCommandTests.pdfinfo(pdf)
        guard !info.isEmpty, let pdftotext = tool("pdftotext"), let pdftoppm = tool("pdftoppm") else {
            print("full-length pages: poppler-utils missing, page checks skipped"); return
        }
        #expect(info["Pages"] == "\(pages)")
        #expect(info["Page size"]?.hasPrefix("393 x 876 pts") == true)
        let third = try execute(pdftotext, ["-f", "3", "-l", "3", pdf, "-"])
        #expect(String(decoding: third.out, as: UTF8.self).contains("page 3 of 1174 · content y 1704–2556 pt"))
        let last = try execute(pdftotext, ["-f", "\(pages)", "-l", "\(pages)", pdf, "-"])
        #expect(String(decoding: last.out, as: UTF8.self).contains("page 1174 of 1174 · content y \((pages - 1) * 852)–\(board.length) pt"))

        // The first pin that runs 20 pt or more past a cut on both sides: its white cell fills the foot of
        // the band above the cut and the top of the band below, beside the column gap's grey.
        let cut = try #require(board.cells.lazy.compactMap { cell -> (cell: CGRect, page: Int)? in
            let k = Int((cell.minY + 20) / 852) + 1   // the cut at k · 852 below the cell's top
            return cell.maxY > Double(k * 852) + 20 ? (cell, k) : nil
        }.first)
        let above = try Self.raster(pdf, page: cut.page, pdftoppm: pdftoppm, in: folder)
        let below = try Self.raster(pdf, page: cut.page + 1, pdftoppm: pdftoppm, in: folder)
        #expect(above.width == 393 && above.height == 876)
        let x = Int(cut.cell.midX)
        let white: [UInt8] = [255, 255, 255], grey: [UInt8] = [0xF2, 0xF2, 0xF7]
        #expect(Self.rgb(above, x, 846) == white && Self.rgb(below, x, 5) == white)
        #expect(Self.rgb(above, 196, 846) == grey && Self.rgb(below, 196, 5) == grey)
    }

    static func raster(_ pdf: String, page: Int, pdftoppm: String, in folder: URL) throws -> RasterImage {
        let base = folder.appendingPathComponent("page-\(page)").path
        _ = try execute(pdftoppm, ["-f", "\(page)", "-l", "\(page)", "-r", "72", "-png", "-singlefile", pdf, base])
        return try RasterImage(png: [UInt8](Data(contentsOf: URL(fileURLWithPath: base + ".png"))))
    }

    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    @Test("SVG: one file a page, named like PNG tiles, each 876 pt tall and parsed by rsvg-convert; --page-length sets the page; the same bytes twice")
    func svgPages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = try Self.board(300, in: folder)
        let result = layoutshot(["render", board.path, "--device", "iphone-15", "--full-length", "--format", "svg", "--out", folder.path])
        #expect(result.code == 0, "\(result.err)")
        let pages = Self.pageCount(board.length, 852)
        let names = (1...pages).map { "board-iphone-15-\($0).svg" }
        #expect(result.out.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent } == names)
        let rsvg = tool("rsvg-convert")
        for name in names {
            let path = folder.appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(#"width="393px" height="876px""#), "\(name)")
            if let rsvg {
                let parsed = try execute(rsvg, ["--format", "png", "--output", folder.appendingPathComponent("parsed.png").path, path])
                #expect(parsed.status == 0, "\(name): \(String(decoding: parsed.err, as: UTF8.self))")
            }
        }
        let first = try Data(contentsOf: folder.appendingPathComponent(names[0]))
        #expect(try Data(contentsOf: folder.appendingPathComponent(names[1])) != first, "each file is its own page")

        // --page-length 2000: pages of 2000 + 24 pt.
        let long = folder.appendingPathComponent("long.pdf").path
        let paged = layoutshot(["render", board.path, "--device", "iphone-15", "--full-length", "--format", "pdf",
                                "--page-length", "2000", "--out", long])
        #expect(paged.code == 0, "\(paged.err)")
        let bytes = try #require(FileManager.default.contents(atPath: long))
        #expect(layoutshot(["render", board.path, "--device", "iphone-15", "--full-length", "--format", "pdf",
                            "--page-length", "2000", "--out", long]).code == 0)
        #expect(FileManager.default.contents(atPath: long) == bytes, "the same bytes twice")
        let info = try HandoutCommandTests.pdfinfo(long)
        if !info.isEmpty {
            #expect(info["Pages"] == "\(Self.pageCount(board.length, 2000))")
            #expect(info["Page size"]?.hasPrefix("393 x 2024 pts") == true)
        }
    }

    @Test("A screen that fits one page stays one page without a foot, as without pages")
    func shortScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("short.pdf").path
        // names-grid-flow's content (500 pt) fits the iPhone 15's 852-pt screen: the canvas is the screen.
        let result = layoutshot(["render", "names-grid-flow", "--device", "iphone-15", "--full-length", "--format", "pdf", "--out", pdf])
        #expect(result.code == 0, "\(result.err)")
        let info = try HandoutCommandTests.pdfinfo(pdf)
        guard !info.isEmpty, let pdftotext = tool("pdftotext") else { return }
        #expect(info["Pages"] == "1")
        #expect(info["Page size"]?.hasPrefix("393 x 852 pts") == true)
        #expect(!String(decoding: try execute(pdftotext, [pdf, "-"]).out, as: UTF8.self).contains("page 1 of"))
    }

    @Test("PNG: as many tiles as it takes up to --max-pixels in all; one pixel more is refused, exit 2, no file")
    func pixelCap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let board = try Self.board(300, in: folder)
        // At @1x the board is 393 × length px, in tiles of 4000 px.
        let total = 393 * board.length
        let args = ["render", board.path, "--device", "iphone-15", "--scale", "1", "--full-length", "--max-canvas", "4000"]
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let refused = layoutshot(args + ["--max-pixels", "\(total - 1)", "--out", out.path])
        #expect(refused.code == 2)
        #expect(refused.err == "layoutshot: board-iphone-15: the full length is 393×\(board.length) px, \(total) px in all, over the limit of "
                + "\(total - 1) px; draw fewer items or a lower scale, or raise the limit with --max-pixels \(total)")
        #expect(files(in: out).isEmpty)
        let drawn = layoutshot(args + ["--max-pixels", "\(total)", "--out", out.path])
        #expect(drawn.code == 0, "\(drawn.err)")
        let tiles = Self.pageCount(board.length, 4000)
        #expect(files(in: out) == (1...tiles).map { "board-iphone-15-\($0).png" }.sorted())
        let heights = try (1...tiles).map {
            try RasterImage(png: [UInt8](Data(contentsOf: out.appendingPathComponent("board-iphone-15-\($0).png")))).height
        }
        #expect(heights == Array(repeating: 4000, count: tiles - 1) + [board.length - 4000 * (tiles - 1)])
    }
}
