import Foundation
import Rendering
import Testing

/// The caps (README "Robustness"): `--max-canvas` (16384 px a side) and `--max-elements` (10 M JSON
/// values and items) refuse runaway input with the limit and the flag in the error, and the flags move
/// them both ways.
@Suite("Resource limits")
struct ResourceLimitTests {
    @Test("--max-canvas raises the canvas cap: a 20000-px-wide canvas is refused, then drawn")
    func canvasRaised() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let args = ["render", "names-grid", "--width", "10000", "--height", "20", "--scale", "2", "--out", folder.path]
        let refused = layoutshot(args)
        #expect(refused.code == 2)
        #expect(refused.err == "layoutshot: a 10000×20 pt canvas at @2x is 20000×40 px, over the 16384 px limit on a side; "
                + "lower the scale or raise the limit with --max-canvas 20000")
        #expect(files(in: folder).isEmpty)
        let drawn = layoutshot(args + ["--max-canvas", "20000"])
        #expect(drawn.code == 0, "\(drawn.err)")
        let image = try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent("names-grid-10000x20@2x.png"))))
        #expect(image.width == 20000 && image.height == 40)
    }

    @Test("full-length PNG tiles are --max-canvas pixels long")
    func tilesFollowTheCap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The games tab on an iPhone SE at @1x, full length: 3727 px long (its fractions floored to
        // whole points, G7), so four tiles of at most 1000 px.
        let result = layoutshot(["render", "games-tab", "--device", "iphone-se", "--scale", "1", "--full-length",
                                 "--max-canvas", "1000", "--out", folder.path])
        #expect(result.code == 0, "\(result.err)")
        let heights = try files(in: folder).map {
            try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent($0)))).height
        }
        #expect(heights == [1000, 1000, 1000, 727])
    }

    @Test("--max-elements counts every JSON value: the sample's own count passes, one fewer is refused")
    func elementsExactly() throws {
        let url = repositoryRoot.appendingPathComponent("samples/names-grid.json")
        let values = Self.valueCount(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
        let passes = layoutshot(["layout", "names-grid", "--max-elements", "\(values)"])
        #expect(passes.code == 0, "\(passes.err)")
        let refused = layoutshot(["layout", "names-grid", "--max-elements", "\(values - 1)"])
        #expect(refused.code == 2)
        #expect(refused.err.contains("over the element limit of \(values - 1) values at line ")
                && refused.err.hasSuffix("; raise it with --max-elements"), "\(refused.err)")
    }

    /// Objects, arrays and scalars, each one value.
    static func valueCount(_ value: Any) -> Int {
        switch value {
        case let object as [String: Any]: 1 + object.values.reduce(0) { $0 + valueCount($1) }
        case let array as [Any]: 1 + array.reduce(0) { $0 + valueCount($1) }
        default: 1
        }
    }
}
