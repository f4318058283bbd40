import Foundation
@testable import Rendering
import Scene
import Testing

/// Prints (never asserts) how long each PNG writer takes on a 1179×2556 screen; in a debug build the
/// C loop is unoptimised, so run in release (`-c release -Xswiftc -enable-testing`) for real figures.
@Suite("PNG writer timing")
struct PNGWriterBenchTests {
    @Test("time libpng level 1 against cairo_surface_write_to_png_stream, 5 runs each")
    func timing() throws {
        for (name, scene) in [("text-dense names grid", PNGWriterFixture.denseNamesGrid()),
                              ("flat names grid", PNGWriterFixture.namesGrid())] {
            try time(name, try Renderer().rasterize(scene))
        }
    }

    private func time(_ name: String, _ surface: RasterSurface) throws {
        let clock = ContinuousClock()
        func measure(_ encoder: PNGEncoder) throws -> (times: [Double], bytes: Int) {
            var bytes = 0
            let times = try (0..<5).map { _ in
                let start = clock.now
                bytes = try surface.encodePNG(with: encoder).count
                let elapsed = clock.now - start
                return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            }
            return (times, bytes)
        }
        let ours = try measure(.libpng), cairo = try measure(.cairo)
        func line(_ name: String, _ result: (times: [Double], bytes: Int)) -> String {
            let sorted = result.times.sorted()
            return "\(name): median \(String(format: "%.1f", sorted[2])) ms, best \(String(format: "%.1f", sorted[0])) ms, "
                + "\(result.bytes) bytes; runs \(result.times.map { String(format: "%.1f", $0) }.joined(separator: " "))"
        }
        print("PNG writer timing, \(name), \(surface.width)×\(surface.height):")
        print("  " + line("libpng level 1, no filter", ours))
        print("  " + line("cairo_surface_write_to_png_stream", cairo))
    }
}
