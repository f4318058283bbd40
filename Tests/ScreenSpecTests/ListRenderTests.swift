import CollectionLayout
import Foundation
import ScreenSpec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// An 8-bit RGB or RGBA, non-interlaced PNG (what Cairo writes), decoded with the system's zlib
/// (loaded at run time: this test target does not link the renderer).
struct ListPNG {
    let width: Int, height: Int
    private let channels: Int
    private let rows: [[UInt8]]

    init(_ data: Data) throws {
        struct Malformed: Error { let reason: String }
        let bytes = [UInt8](data)
        guard bytes.count > 33, bytes[1...3] == [0x50, 0x4E, 0x47] else { throw Malformed(reason: "not a PNG") }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var idat: [UInt8] = [], offset = 8
        var header = (width: 0, height: 0, depth: 0, colorType: 0, interlace: 0)
        while offset + 8 <= bytes.count {
            let length = be32(offset), type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            if type == "IHDR" {
                header = (be32(body), be32(body + 4), Int(bytes[body + 8]), Int(bytes[body + 9]), Int(bytes[body + 12]))
            } else if type == "IDAT" {
                idat += bytes[body..<body + length]
            }
            offset = body + length + 4
        }
        guard header.depth == 8, header.interlace == 0, header.colorType == 2 || header.colorType == 6 else {
            throw Malformed(reason: "unsupported PNG \(header)")
        }
        width = header.width; height = header.height; channels = header.colorType == 6 ? 4 : 3
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        guard let zlib = dlopen("libz.so.1", RTLD_NOW), let symbol = dlsym(zlib, "uncompress") else { throw Malformed(reason: "no zlib") }
        typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32
        var length = UInt(raw.count)
        let status = unsafeBitCast(symbol, to: Uncompress.self)(&raw, &length, idat, UInt(idat.count))
        guard status == 0, length == UInt(raw.count) else { throw Malformed(reason: "zlib status \(status)") }
        // Undo the per-row filters (None, Sub, Up, Average, Paeth).
        var rows: [[UInt8]] = [], previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[y * (stride + 1) + 1..<(y + 1) * (stride + 1)])
            for i in 0..<stride {
                let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                row[i] = UInt8(truncatingIfNeeded: Int(row[i]) + predictor)
            }
            rows.append(row)
            previous = row
        }
        self.rows = rows
    }

    /// The pixel at device-pixel (x, y) as `#RRGGBB`.
    func hex(_ x: Int, _ y: Int) -> String {
        let p = rows[y][x * channels..<x * channels + 3]
        return "#" + p.map { String(format: "%02X", $0) }.joined()
    }

    /// The sum of the pixel's three channels: a rough lightness.
    func lightness(_ x: Int, _ y: Int) -> Int {
        rows[y][x * channels..<x * channels + 3].reduce(0) { $0 + Int($1) }
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
