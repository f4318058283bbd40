import Foundation
import Rendering
import Testing

@Suite("layoutshot render")
struct RenderCommandTests {
    @Test("names-grid on iphone-15: a 1179×2556 PNG with the seed's colours, byte-identical twice")
    func renderPNG() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = layoutshot(["render", "names-grid", "--device", "iphone-15", "--out", folder.path])
        #expect(first.code == 0, "\(first.err)")
        let path = folder.appendingPathComponent("names-grid-iphone-15.png").path
        #expect(first.out == path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let image = try RasterImage.decodePNG(bytes)
        #expect(image.width == 1179 && image.height == 2556)

        // Header 0 spans y 59…159 pt on screen; cell 0 is x 0…65.67, y 159…219 pt.
        func px(_ x: Double, _ y: Double) -> [UInt8] {
            let p = image.pixel(x: Int(x * 3), y: Int(y * 3))
            return [p.r, p.g, p.b]
        }
        #expect(px(196.5, 70) == [0xC7, 0xC7, 0xCC])     // header: systemGray3
        #expect(px(32.8, 163) == [0xE5, 0xE5, 0xEA])     // cell: systemGray5
        #expect(px(200, 30) == [0xFF, 0xFF, 0xFF])       // status bar area: systemBackground
        #expect(px(67.5, 189) == [0xFF, 0xFF, 0xFF])     // the 4 pt gap between cells 0 and 1
        // The centres carry the labels: systemBrown ink in the cell, systemBlue in the header.
        func inkNear(_ cx: Double, _ cy: Double, _ color: [Int]) -> Bool {
            for dy in stride(from: -7.0, through: 7, by: 1.0 / 3) {
                for dx in stride(from: -20.0, through: 20, by: 1.0 / 3) {
                    let p = px(cx + dx, cy + dy).map(Int.init)
                    if zip(p, color).allSatisfy({ abs($0 - $1) <= 8 }) { return true }
                }
            }
            return false
        }
        #expect(inkNear(32.8, 189, [0xA2, 0x84, 0x5E]))
        #expect(inkNear(196.5, 109, [0x00, 0x7A, 0xFF]))
        // Five cells a row (C1): the sixth column's place stays white.
        #expect(px(375, 189) == [0xFF, 0xFF, 0xFF])
        #expect(px(310, 189) == [0xE5, 0xE5, 0xEA])

        let second = layoutshot(["render", "names-grid", "--device", "iphone-15", "--out", folder.path])
        #expect(second.code == 0)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        #expect(files(in: folder) == ["names-grid-iphone-15.png"])   // no temporary file left behind
    }

    @Test("Dark appearance and several devices; file names <screen>-<device>[-dark]")
    func darkAndDevices() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = layoutshot(["render", "names-grid-flow", "--device", "iphone-se,ipad-10", "--appearance", "light,dark", "--out", folder.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(in: folder) == ["names-grid-flow-ipad-10-dark.png", "names-grid-flow-ipad-10.png",
                                      "names-grid-flow-iphone-se-dark.png", "names-grid-flow-iphone-se.png"])
        let dark = try RasterImage.decodePNG([UInt8](try Data(contentsOf: folder.appendingPathComponent("names-grid-flow-iphone-se-dark.png"))))
        #expect(dark.width == 750 && dark.height == 1334)
        let bg = dark.pixel(x: 700, y: 10), header = dark.pixel(x: 700, y: 80)
        #expect([bg.r, bg.g, bg.b] == [0, 0, 0])
        #expect([header.r, header.g, header.b] == [0x48, 0x48, 0x4A])   // systemGray3, dark
    }

    @Test("SVG and PDF are valid: they rasterise with rsvg-convert and pdftoppm")
    func vectorFormats() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["svg", "pdf"] {
            let result = layoutshot(["render", "names-grid", "--device", "iphone-se", "--format", format, "--out", folder.path])
            #expect(result.code == 0, "\(result.err)")
        }
        let svg = try String(contentsOf: folder.appendingPathComponent("names-grid-iphone-se.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"375px\" height=\"667px\""))
        let pdf = try Data(contentsOf: folder.appendingPathComponent("names-grid-iphone-se.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("20240401"))   // the sample's date, not the clock
        if let rsvg = tool("rsvg-convert") {
            let png = folder.appendingPathComponent("svg.png").path
            #expect(try execute(rsvg, ["-o", png, folder.appendingPathComponent("names-grid-iphone-se.svg").path]).status == 0)
            let image = try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
            #expect(image.width == 375 && image.height == 667)
            let header = image.pixel(x: 10, y: 40)
            #expect([header.r, header.g, header.b] == [0xC7, 0xC7, 0xCC])
        }
        if let pdftoppm = tool("pdftoppm") {
            let prefix = folder.appendingPathComponent("page").path
            #expect(try execute(pdftoppm, ["-png", "-r", "144", "-singlefile", folder.appendingPathComponent("names-grid-iphone-se.pdf").path, prefix]).status == 0)
            let image = try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))))
            #expect(image.width == 750 && image.height == 1334)
            let cell = image.pixel(x: 20, y: 2 * 122)
            #expect([cell.r, cell.g, cell.b] == [0xE5, 0xE5, 0xEA])
        }
    }

    @Test("Bad JSON exits 2, names the path, and writes no file")
    func badInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/names-grid.json"), encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.json")
        try sample.replacingOccurrences(of: #""fractionalWidth": 0.16666666666666666"#, with: #""fractionalWidth": "1/6""#)
            .write(to: bad, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let result = layoutshot(["render", bad.path, "--out", out.path])
        #expect(result.code == 2)
        #expect(result.err == "layoutshot: \(bad.path): layout.compositional.section.group.subitems[0].layoutSize.widthDimension.fractionalWidth: expected a number, got a string")
        #expect(files(in: out).isEmpty)

        // One good screen and one bad one: nothing is written at all.
        let both = layoutshot(["render", "names-grid", bad.path, "--out", out.path])
        #expect(both.code == 2)
        #expect(files(in: out).isEmpty)

        // A missing --out folder is made (OutputFolderTests); a file where a folder should be is an error.
        let inTheWay = layoutshot(["render", "names-grid", "--out", bad.appendingPathComponent("sub").path])
        #expect(inTheWay.code == 2 && inTheWay.err == "layoutshot: --out \(bad.path)/sub: \(bad.path) is a file, not a folder")
        let wrongFormat = layoutshot(["render", "names-grid", "--format", "gif", "--out", out.path])
        #expect(wrongFormat.code == 2 && wrongFormat.err == "layoutshot: --format must be png, svg or pdf, got 'gif'")
    }

    @Test("A character no pinned font has is an error, never a box, and writes no file")
    func missingGlyph() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/names-grid.json"), encoding: .utf8)
        let screen = folder.appendingPathComponent("emoji.json")
        try sample.replacingOccurrences(of: "\"송하린\"", with: "\"송하린😀\"").write(to: screen, atomically: true, encoding: .utf8)
        let result = layoutshot(["render", screen.path, "--out", folder.path])
        #expect(result.code == 2)
        #expect(result.err.contains("U+1F600"), "\(result.err)")
        #expect(files(in: folder) == ["emoji.json"])
    }

    @Test("The executable: exit codes and a file named by --out")
    func executable() throws {
        let binary = try #require(layoutshotBinary, "the layoutshot executable is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("grid.png").path
        var env = ProcessInfo.processInfo.environment
        env["LAYOUTSHOT_SAMPLES"] = repositoryRoot.appendingPathComponent("samples").path
        let ok = try execute(binary, ["render", "names-grid", "--device", "iphone-15", "--out", file], environment: env)
        #expect(ok.status == 0)
        #expect(try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))).width == 1179)
        let bad = try execute(binary, ["layout", "names-grid", "--device", "nope"], environment: env)
        #expect(bad.status == 2)
        #expect(String(decoding: bad.err, as: UTF8.self).hasPrefix("layoutshot: unknown device 'nope'"))
        let layout = try execute(binary, ["layout", "names-grid-flow", "--device", "iphone-15"], environment: env)
        #expect(layout.status == 0)
        #expect(String(decoding: layout.out, as: UTF8.self).contains(#""contentSize": {"width": 393, "height": 500}"#))
    }
}
