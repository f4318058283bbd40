import Foundation
import Golden
import Rendering
import Testing

/// `layoutshot handout`: design-review pages as PDF — pages, sizes, captions found by pdftotext, a page
/// rasterised by pdftoppm checked against a golden with the golden-testing comparison.
@Suite("layoutshot handout")
struct HandoutCommandTests {
    static func pdfinfo(_ path: String) throws -> [String: String] {
        guard let tool = tool("pdfinfo") else { return [:] }
        let run = try execute(tool, [path])
        var result: [String: String] = [:]
        for line in String(decoding: run.out, as: UTF8.self).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            result[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return result
    }

    @Test("--page fit: one page a screen at true scale, sized as the metrics give them (as before paper sizes); the same bytes twice")
    func pages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("h.pdf").path
        let arguments = ["handout", "names-grid", "settings-list", "--devices", "iphone-se,iphone-15,ipad-pro-11", "--page", "fit", "--out", out]
        let result = layoutshot(arguments)
        #expect(result.code == 0 && result.out == out, "\(result.err)")
        let first = try #require(FileManager.default.contents(atPath: out))
        #expect(layoutshot(arguments).code == 0)
        #expect(FileManager.default.contents(atPath: out) == first)
        let info = try Self.pdfinfo(out)
        guard !info.isEmpty else { print("handout pages: pdfinfo missing, page checks skipped"); return }
        #expect(info["Pages"] == "2")
        // 2 × 48 margin + (375 + 393 + 834) + 3 × 20 bezel + 2 × 48 gap; 48 + 64 title + 1210 + 20 + 52 captions + 28 + 48.
        #expect(info["Page size"]?.hasPrefix("1854 x 1470 pts") == true, "\(info["Page size"] ?? "")")
        #expect(info["CreationDate"]?.contains("2024") == true)   // the sample's date, not today's
        let dark = folder.appendingPathComponent("dark.pdf").path
        #expect(layoutshot(["handout", "names-grid", "--devices", "iphone-15", "--appearance", "light,dark", "--page", "fit", "--out", dark]).code == 0)
        // One device: 2 × 48 + 393 + 20 wide; two rows: 48 + 64 + 2 × (852 + 20 + 52) + 48 + 28 + 48 tall.
        #expect(try Self.pdfinfo(dark)["Page size"]?.hasPrefix("509 x 2084 pts") == true)
    }

    @Test("paper: every --page size in both orientations (pdfinfo, points); A3 landscape by default; every page one sheet")
    func paperSizes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected: [(arguments: [String], size: String)] = [
            ([], "1190.55 x 841.89 pts (A3)"),
            (["--page", "a3", "--page-orientation", "portrait"], "841.89 x 1190.55 pts (A3)"),
            (["--page", "a4"], "841.89 x 595.276 pts (A4)"),
            (["--page", "a4", "--page-orientation", "portrait"], "595.276 x 841.89 pts (A4)"),
            (["--page", "letter"], "792 x 612 pts (letter)"),
            (["--page", "letter", "--page-orientation", "portrait"], "612 x 792 pts (letter)"),
            (["--page", "tabloid"], "1224 x 792 pts"),
            (["--page", "tabloid", "--page-orientation", "portrait"], "792 x 1224 pts"),
        ]
        for (i, (arguments, size)) in expected.enumerated() {
            let out = folder.appendingPathComponent("p\(i).pdf").path
            let result = layoutshot(["handout", "names-grid", "games-tab"] + arguments + ["--out", out])
            #expect(result.code == 0, "\(arguments): \(result.err)")
            let info = try Self.pdfinfo(out)
            guard !info.isEmpty else { print("handout paper: pdfinfo missing, skipped"); return }
            #expect(info["Pages"] == "2" && info["Page size"]?.hasPrefix(size) == true, "\(arguments): \(info["Page size"] ?? "")")
        }
    }

    @Test("games-tab on three devices with redlines: one A3-landscape page at one scale, the scale in every caption, strips below")
    func gamesTabOnA3() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("g.pdf").path
        #expect(layoutshot(["handout", "games-tab", "--devices", "iphone-se,iphone-15,ipad-pro-11", "--overlay", "--out", out]).code == 0)
        let info = try Self.pdfinfo(out)
        guard !info.isEmpty, let pdftotext = tool("pdftotext") else { print("handout A3: poppler missing, skipped"); return }
        #expect(info["Pages"] == "1" && info["Page size"]?.hasPrefix("1190.55 x 841.89 pts (A3)") == true, "\(info)")
        let text = String(decoding: try execute(pdftotext, [out, "-"]).out, as: UTF8.self)
        #expect(text.contains("834 × 1210 pt @2x · light · 22 %"), "\(text.prefix(800))")
        #expect(text.contains("carousels unrolled below the screens") && text.contains("featured · 4 off screen"))
        // The fitted page, today's layout, is 7748 pt wide: the unrolled carousels run off to the right.
        let fit = folder.appendingPathComponent("fit.pdf").path
        #expect(layoutshot(["handout", "games-tab", "--devices", "iphone-se,iphone-15,ipad-pro-11", "--overlay", "--page", "fit",
                            "--out", fit]).code == 0)
        #expect(try Self.pdfinfo(fit)["Page size"]?.hasPrefix("7748 x 1470 pts") == true)
        #expect(!String(decoding: try execute(pdftotext, [fit, "-"]).out, as: UTF8.self).contains(" %"))   // 100 %: no scale in captions
    }

    @Test("captions, title, date and version are text in the PDF (pdftotext)")
    func captions() throws {
        guard let pdftotext = tool("pdftotext") else { print("handout captions: pdftotext missing, skipped"); return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("h.pdf").path
        #expect(layoutshot(["handout", "names-grid", "--date", "2026-11-30", "--out", out]).code == 0)
        let text = String(decoding: try execute(pdftotext, [out, "-"]).out, as: UTF8.self)
        for caption in ["Names grid (compositional layout)", "iPhone SE (3rd generation)", "375 × 667 pt @2x · light", "iPhone 15",
                        "393 × 852 pt @3x · light", "iPad Pro 11-inch (M4)", "834 × 1210 pt @2x · light",
                        "2026-11-30 · Layoutshot 0.1.0"] {
            #expect(text.contains(caption), "\(caption) not in:\n\(text.prefix(600))")
        }
        #expect(try Self.pdfinfo(out)["CreationDate"]?.contains("Nov 30") == true)
    }

    /// `arguments`' first page rasterised by pdftoppm at 36 dpi, compared with `Tests/HandoutGoldens/<golden>` as
    /// verify compares (recorded when missing).
    func expectPage(_ arguments: [String], matches golden: String) throws {
        guard let pdftoppm = tool("pdftoppm") else { print("handout raster: pdftoppm missing, skipped"); return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("h.pdf").path
        #expect(layoutshot(["handout"] + arguments + ["--out", out]).code == 0)
        _ = try execute(pdftoppm, ["-r", "36", "-png", "-singlefile", out, folder.appendingPathComponent("page").path])
        let page = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("page.png").path))
        let path = repositoryRoot.appendingPathComponent("Tests/HandoutGoldens/\(golden)").path
        guard let expected = FileManager.default.contents(atPath: path) else {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try page.write(to: URL(fileURLWithPath: path))
            Issue.record("recorded the missing golden \(path); look at it, commit it and run again")
            return
        }
        var options = ImageDiff.Options()
        options.maxDiffRatio = 0.001   // poppler's anti-aliasing, should another build of it differ by a few pixels
        let comparison = try ImageDiff.compare(expected: [UInt8](expected), actual: [UInt8](page), options: options)
        #expect(comparison.passes, "\(comparison.diffPixels) px differ from \(path)")
    }

    @Test("an A3 page rasterised by pdftoppm matches its golden (Tests/HandoutGoldens), compared as verify compares")
    func rasterisedPage() throws {
        try expectPage(["names-grid"], matches: "names-grid-page1.png")
    }

    @Test("an A3 page with carousels' off-screen cards in strips under the screens, and redlines, matches its golden")
    func rasterisedStrips() throws {
        try expectPage(["games-tab", "--devices", "iphone-se,iphone-15,ipad-pro-11", "--overlay"], matches: "games-tab-a3-strips.png")
    }

    @Test("--page fit: carousels unroll by default, widening the page to every card (--no-unroll clips them); --full-length marks the fold")
    func unrolledAndFullLength() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, unrolled, full) = (folder.appendingPathComponent("p.pdf").path, folder.appendingPathComponent("u.pdf").path,
                                       folder.appendingPathComponent("f.pdf").path)
        #expect(layoutshot(["handout", "games-tab", "--devices", "iphone-se", "--page", "fit", "--no-unroll", "--out", plain]).code == 0)
        #expect(layoutshot(["handout", "games-tab", "--devices", "iphone-se", "--page", "fit", "--out", unrolled]).code == 0)
        #expect(layoutshot(["handout", "games-tab", "--devices", "iphone-se", "--page", "fit", "--no-unroll", "--full-length", "--out", full]).code == 0)
        guard !(try Self.pdfinfo(plain)).isEmpty, let pdftotext = tool("pdftotext") else { print("handout modes: poppler missing, skipped"); return }
        func size(_ path: String) throws -> (Double, Double) {
            let parts = (try Self.pdfinfo(path)["Page size"] ?? "").split(separator: " ")
            return (Double(parts[0]) ?? 0, Double(parts[2]) ?? 0)
        }
        let (w0, h0) = try size(plain), (w1, h1) = try size(unrolled), (w2, h2) = try size(full)
        #expect(w0 == 2 * 48 + 375 + 20 && w1 >= 2 * 48 + 1755 + 20 && h1 == h0, "\(w0) \(w1) \(h1)")
        #expect(w2 == w0 && h2 > h0 + 3000, "\(w2) \(h2)")   // games-tab is about 4000 pt long on a phone
        let text = String(decoding: try execute(pdftotext, [unrolled, "-"]).out, as: UTF8.self)
        #expect(text.contains("carousels unrolled") && text.contains("Stardew Valley"))
        let fullText = String(decoding: try execute(pdftotext, ["-layout", full, "-"]).out, as: UTF8.self)
        #expect(fullText.contains("fold · 667 pt") && fullText.contains("full length"))
    }

    @Test("--overlay draws redlines on handouts and renders; its density must be one of three and needs --overlay")
    func overlay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plain, lined) = (folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("b.png").path)
        #expect(layoutshot(["render", "names-grid", "--out", plain]).code == 0)
        #expect(layoutshot(["render", "names-grid", "--overlay", "--overlay-density", "high", "--out", lined]).code == 0)
        let a = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: plain))))
        let b = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: lined))))
        // The first item's outline: magenta on its top edge, where the plain render has the cell's grey.
        let edge = (x: 30 * 3, y: (59 + 100) * 3)
        #expect(a.pixel(x: edge.x, y: edge.y) != b.pixel(x: edge.x, y: edge.y))
        #expect(b.pixel(x: edge.x, y: edge.y).r > 200 && b.pixel(x: edge.x, y: edge.y).b > 60)
        let pdf = folder.appendingPathComponent("h.pdf").path
        #expect(layoutshot(["handout", "names-grid", "--overlay", "--out", pdf]).code == 0)
        if let pdftotext = tool("pdftotext") {
            let text = String(decoding: try execute(pdftotext, ["-layout", pdf, "-"]).out, as: UTF8.self)
            #expect(text.contains("redlines (medium density)") && text.contains("65.33 × 60"))
        }
        #expect(layoutshot(["render", "names-grid", "--overlay-density", "low", "--out", plain]).err == "layoutshot: --overlay-density goes with --overlay")
        #expect(layoutshot(["handout", "names-grid", "--overlay", "--overlay-density", "max", "--out", pdf]).err
                == "layoutshot: --overlay-density must be low, medium or high, got 'max'")
    }

    @Test("--contact-sheet: every sample × device × appearance on A3 pages, an index first naming each screen's pages")
    func contactSheet() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("sheet.pdf").path
        #expect(layoutshot(["handout", "--contact-sheet", "--date", "2026-11-30", "--out", out]).code == 0)
        let first = FileManager.default.contents(atPath: out)
        #expect(layoutshot(["handout", "--contact-sheet", "--date", "2026-11-30", "--out", out]).code == 0)
        #expect(FileManager.default.contents(atPath: out) == first)
        let info = try Self.pdfinfo(out)
        guard let pages = info["Pages"].flatMap(Int.init), let pdftotext = tool("pdftotext") else {
            print("contact sheet: poppler missing, checks skipped"); return
        }
        // 7 samples × 8 presets × 2 appearances = 112 thumbnails at 25 %: nine A3 pages of them, and the index.
        #expect(pages == 10 && info["Page size"]?.hasPrefix("1190.55 x 841.89 pts (A3)") == true, "\(info)")
        let text = String(decoding: try execute(pdftotext, ["-l", "1", out, "-"]).out, as: UTF8.self)
        #expect(text.contains("7 screens × 8 devices × light and dark · thumbnails at 25 % · 10 pages"))
        for sample in ["channel-home", "games-tab", "names-grid", "names-grid-flow", "pinterest", "settings-list", "top-charts"] {
            #expect(text.contains("(\(sample)) — page"), "\(sample) missing from the index")
        }
        let later = String(decoding: try execute(pdftotext, ["-f", "10", "-l", "10", out, "-"]).out, as: UTF8.self)
        #expect(later.contains("Contact sheet — page 10 of 10") && later.contains("top-charts"))
        #expect(layoutshot(["handout", "--contact-sheet", "--out", folder.appendingPathComponent("s.svg").path]).err
                == "layoutshot: --contact-sheet writes a PDF; give --out FILE.pdf")
        let a4 = folder.appendingPathComponent("a4.pdf").path
        #expect(layoutshot(["handout", "--contact-sheet", "names-grid", "--page", "a4", "--page-orientation", "portrait", "--out", a4]).code == 0)
        #expect(try Self.pdfinfo(a4)["Page size"]?.hasPrefix("595.276 x 841.89 pts (A4)") == true)
    }

    @Test("SVG and PNG: a file a page, numbered when there are several")
    func otherFormats() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("h.svg").path
        let result = layoutshot(["handout", "names-grid", "settings-list", "--devices", "iphone-15", "--out", svg])
        #expect(result.code == 0 && result.out.split(separator: "\n") == ["\(folder.path)/h-1.svg", "\(folder.path)/h-2.svg"], "\(result.out)")
        let png = folder.appendingPathComponent("one.png").path
        #expect(layoutshot(["handout", "names-grid", "--devices", "iphone-15", "--page", "fit", "--out", png]).code == 0)
        let image = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: png))))
        #expect(image.width == 509 * 2 && image.height == (48 + 64 + 852 + 20 + 52 + 28 + 48) * 2)
        #expect(layoutshot(["handout", "names-grid", "--devices", "iphone-15", "--out", png]).code == 0)   // A3 landscape at @2x
        let sheet = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: png))))
        #expect(sheet.width == 2381 && sheet.height == 1684, "\(sheet.width) × \(sheet.height)")
    }

    @Test("bad input: one line, exit 2, nothing written")
    func badInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("h.pdf").path
        let cases: [([String], String)] = [
            (["handout", "names-grid", "--date", "yesterday", "--out", out], "layoutshot: --date must be YYYY-MM-DD, got 'yesterday'"),
            (["handout", "names-grid", "--out", folder.appendingPathComponent("h.txt").path],
             "layoutshot: --out must end in .pdf, .svg or .png, got '\(folder.path)/h.txt'"),
            (["handout", "names-grid", "--devices", "iphone-99", "--out", out],
             "layoutshot: unknown device 'iphone-99'; presets: iphone-se, iphone-15, iphone-15-plus, iphone-16-pro, iphone-16-pro-max, ipad-10, ipad-pro-11, ipad-pro-13"),
            (["handout", "nope", "--out", out], "layoutshot: unknown screen 'nope'; samples: channel-home, games-tab, names-grid, names-grid-flow, pinterest, settings-list, top-charts"),
            (["handout", "names-grid", "--page", "A3", "--out", out], "layoutshot: --page must be a4, a3, letter, tabloid or fit, got 'A3'"),
            (["handout", "names-grid", "--page", "", "--out", out], "layoutshot: --page must be a4, a3, letter, tabloid or fit, got ''"),
            (["handout", "names-grid", "--page-orientation", "upright", "--out", out],
             "layoutshot: --page-orientation must be portrait or landscape, got 'upright'"),
        ]
        for (arguments, message) in cases {
            let result = layoutshot(arguments)
            #expect(result.code == 2 && result.err == message, "\(arguments): \(result.err)")
        }
        #expect(files(in: folder).isEmpty)
    }
}
