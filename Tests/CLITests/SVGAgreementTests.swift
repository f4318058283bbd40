import Foundation
import Rendering
import Testing

@Suite("SVG checked by a real client")
struct SVGAgreementTests {
    /// Every sample rendered to SVG and rasterised by rsvg-convert at the device scale agrees with
    /// the PNG render: the same size, and almost every pixel within a few levels (glyph edges are
    /// antialiased by two different rasterisers, so a small share may differ more).
    @Test("Every sample: SVG through rsvg-convert matches the PNG within tolerance")
    func everySample() throws {
        guard let rsvg = tool("rsvg-convert") else {
            Issue.record("rsvg-convert is missing: scripts/install-deps --test installs librsvg2-bin")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("samples").path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        #expect(!samples.isEmpty)
        for sample in samples {
            for format in ["png", "svg"] {
                let r = layoutshot(["render", sample, "--device", "iphone-se", "--format", format, "--out", folder.path])
                #expect(r.code == 0, "\(sample) \(format): \(r.err)")
            }
            let svg = folder.appendingPathComponent("\(sample)-iphone-se.svg").path
            let rasterised = folder.appendingPathComponent("\(sample)-rsvg.png").path
            #expect(try execute(rsvg, ["--zoom", "2", "-o", rasterised, svg]).status == 0, "\(sample)")
            let png = try RasterImage.decodePNG([UInt8](try Data(contentsOf: folder.appendingPathComponent("\(sample)-iphone-se.png"))))
            let other = try RasterImage.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: rasterised))))
            #expect(png.width == other.width && png.height == other.height, "\(sample)")
            guard png.width == other.width, png.height == other.height else { continue }
            var far = 0, total = 0
            for y in 0..<png.height {
                for x in 0..<png.width {
                    let a = png.pixel(x: x, y: y), b = other.pixel(x: x, y: y)
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    total += d
                    if d > 24 { far += 1 }
                }
            }
            // Text edges differ (glyph outlines vs Cairo's glyph rasteriser); shapes and colours agree.
            let share = Double(far) / Double(png.width * png.height)
            let mean = Double(total) / Double(png.width * png.height)
            #expect(share < 0.02, "\(sample): \(far) pixels (\(share * 100) %) differ by more than 24 levels")
            #expect(mean < 2, "\(sample): mean difference \(mean) levels")
        }
    }
}
