import CollectionLayout
import Foundation
import Rendering
import ScreenSpec
import Testing

/// A rendered PNG, decoded by the renderer's own `RasterImage`.
struct ListPNG {
    let image: RasterImage
    var width: Int { image.width }
    var height: Int { image.height }

    init(_ data: Data) throws { image = try RasterImage.decodePNG([UInt8](data)) }

    /// The pixel at device-pixel (x, y) as `#RRGGBB`.
    func hex(_ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x, y: y)
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    /// The sum of the pixel's three channels: a rough lightness.
    func lightness(_ x: Int, _ y: Int) -> Int {
        let p = image.pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b)
    }
}

/// Renders with the built `layoutshot` (beside the test bundle, or in `.build/debug`).
private func renderSample(_ name: String, device: String, appearance: String) throws -> ListPNG {
    let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutshot"),
                      samplesDirectory.deletingLastPathComponent().appendingPathComponent(".build/debug/layoutshot")]
    let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "no built layoutshot")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("list-render-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["render", samplesDirectory.appendingPathComponent("\(name).json").path,
                         "--device", device, "--appearance", appearance, "--out", out.path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try ListPNG(try Data(contentsOf: out))
}

@Suite("Rendering the settings-list sample (F)")
struct ListRenderTests {
    /// Screen points → device pixels at @3x, from the solved frames (content y 0 is the safe area, 59 pt).
    let scale = 3.0, top = 59.0

    @Test("F I1: platter, grouped background and separators in light and dark on an iPhone 15",
          arguments: [("light", "#FFFFFF", "#F2F2F7"), ("dark", "#1C1C1E", "#000000")])
    func sample(appearance: String, platter: String, background: String) throws {
        let screen = try loadSample("settings-list")
        let solved = try screen.solve(on: Device.preset(named: "iphone-15")!)
        let row = try #require(solved.cell(0))
        let nextSection = try #require(solved.cell(0, section: 1))
        let lastOfFirst = try #require(solved.cell(5))
        let png = try renderSample("settings-list", device: "iphone-15", appearance: appearance)
        #expect(png.width == 1179 && png.height == 2556)
        func px(_ v: Double) -> Int { Int((v * scale).rounded(.down)) }
        // Trailing side of the first row, far from its text: the platter.
        let rowY = px(top + row.midY)
        #expect(png.hex(px(row.maxX - 40), rowY) == platter)
        // Between the first and second sections: the grouped background.
        #expect(png.hex(px(200), px(top + (lastOfFirst.maxY + nextSection.minY) / 2)) == background)
        // The hairline under the first row: its last pixel row, past the 16-pt text inset.
        let line = Int(((top + row.maxY) * scale).rounded()) - 1
        let x = px(row.minX + 100)
        if appearance == "light" {
            #expect(png.lightness(x, line) < png.lightness(x, line - 3))     // darker than the row
        } else {
            #expect(png.lightness(x, line) > png.lightness(x, line - 3))     // dark mode's separator is lighter
        }
        #expect(png.hex(px(row.minX + 8), line) == platter)                 // inset: none under the leading margin
        #expect(png.hex(x, Int(((top + lastOfFirst.maxY) * scale).rounded()) - 1) == platter)   // none under the last row
    }
}
