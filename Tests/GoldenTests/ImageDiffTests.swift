import Foundation
@testable import Golden
import Rendering
import Scene
import Testing
import LayoutshotTestSupport

/// The image comparison: tolerances, ignore regions, sizes (pixelmatch's counts and diff image: `PixelmatchFacts`).
@Suite("Image diff", .tags(.concurrency))
struct ImageDiffTests {
    static let renderer = try! Renderer()

    /// A 200×120 pt card at @2x with a title and a badge; `shift` moves the title right.
    static func card(shift: Double = 0, badge: RGBA = RGBA(255, 59, 48), background: RGBA = .white) -> RasterImage {
        let scene = Scene(size: CGSize(width: 200, height: 120), scale: 2, background: background, nodes: [
            .rect(RectNode(frame: CGRect(x: 10, y: 10, width: 180, height: 100), fill: RGBA(242, 242, 247),
                           cornerRadius: 16, cornerCurve: .continuous)),
            .text(TextNode(text: "Monument Valley 3", frame: CGRect(x: 20 + shift, y: 20, width: 160, height: 22),
                           font: FontSpec(size: 17, weight: .semibold), color: .black)),
            .text(TextNode(text: "쿠키런: 모험의 탑", frame: CGRect(x: 20, y: 50, width: 160, height: 20),
                           font: FontSpec(size: 14), color: RGBA(60, 60, 67, 0.6))),
            .rect(RectNode(frame: CGRect(x: 150, y: 80, width: 24, height: 24), fill: badge, cornerRadius: 12)),
        ])
        return try! RasterImage(png: renderer.render(scene, as: .png))
    }

    static func translucent(_ seed: UInt8) -> RasterImage {
        var pixels: [UInt8] = []
        for i in 0..<(40 * 30) {
            let v = UInt8(truncatingIfNeeded: i &* 7 &+ Int(seed))
            pixels += [v, 255 &- v, UInt8(truncatingIfNeeded: i / 3), UInt8(truncatingIfNeeded: 128 &+ (i % 5 == 0 ? Int(seed) : 0))]
        }
        return RasterImage(width: 40, height: 30, pixels: pixels)
    }

    @Test("identical files answer from their bytes; equal pixels in different files are 'similar' with 0 px")
    func identical() throws {
        let png = try Self.renderer.render(Scene(size: CGSize(width: 10, height: 10), scale: 1, background: .white), as: .png)
        var options = ImageDiff.Options()
        options.drawDiffImage = false
        let same = try ImageDiff.compare(expected: png, actual: png, options: options)
        #expect(same.outcome == .identical && same.passes)
        #expect(same.expectedSize.width == 10 && same.expectedSize.height == 10)
        #expect(same.comparedPixels == 100 && same.diffPixels == 0)
        let image = try RasterImage(png: png)
        let reencoded = try image.pngBytes()
        let similar = try ImageDiff.compare(expected: try Self.renderer.rasterize(Scene(size: CGSize(width: 10, height: 10), scale: 1,
                                                                                             background: .white)).encodePNG(with: .cairo),
                                            actual: reencoded)
        #expect(similar.outcome == .identical || (similar.outcome == .similar && similar.diffPixels == 0))
    }

    @Test("tolerances: --max-diff-pixels and --max-diff-ratio pass at the limit and fail one past it")
    func tolerances() {
        let (a, b) = (Self.card(), Self.card(badge: RGBA(0, 122, 255)))
        let count = ImageDiff.compare(expected: a, actual: b).diffPixels
        #expect(count > 500)
        var options = ImageDiff.Options()
        options.maxDiffPixels = count
        #expect(ImageDiff.compare(expected: a, actual: b, options: options).outcome == .similar)
        options.maxDiffPixels = count - 1
        #expect(ImageDiff.compare(expected: a, actual: b, options: options).outcome == .different)
        options.maxDiffPixels = nil
        let total = Double(a.width * a.height)
        options.maxDiffRatio = Double(count) / total
        #expect(ImageDiff.compare(expected: a, actual: b, options: options).outcome == .similar)
        options.maxDiffRatio = Double(count - 1) / total
        #expect(ImageDiff.compare(expected: a, actual: b, options: options).outcome == .different)
    }

    @Test("ignore regions in points leave pixels out, are hatched in the diff image, and still show the image under them")
    func ignoreRegions() {
        let (a, b) = (Self.card(), Self.card(badge: RGBA(0, 122, 255)))
        var options = ImageDiff.Options()
        options.ignore = [IgnoreRegion(x: 145, y: 75, width: 40, height: 40)]   // around the badge
        let result = ImageDiff.compare(expected: a, actual: b, options: options, scale: 2)
        #expect(result.outcome == .identical || result.diffPixels == 0)
        #expect(result.comparedPixels == 400 * 240 - 80 * 80)
        let image = try! #require(result.diffImage)
        func px(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 400 + x) * 4..<(y * 400 + x) * 4 + 4]) }
        // Inside the region: blue-tinted hatch stripes (x + y) / 8 even, faded grey between.
        let grey = px(296, 160), hatched = px(300, 164)   // (296 + 160) / 8 = 57 is odd, (300 + 164) / 8 = 58 even
        #expect(grey[0] == grey[1] && grey[1] == grey[2])
        #expect(hatched[2] > hatched[0] + 50)
        // Outside: unchanged pixels faded towards white.
        #expect(px(2, 2) == [255, 255, 255, 255])
        // Regions overlapping each other and the edge are counted once and clipped.
        options.ignore = [IgnoreRegion(x: 0, y: 0, width: 100, height: 100), IgnoreRegion(x: 50, y: 50, width: 1000, height: 10)]
        let overlapping = ImageDiff.compare(expected: a, actual: a, options: options, scale: 2)
        #expect(overlapping.comparedPixels == 400 * 240 - (200 * 200 + (400 - 200) * 20))
    }

    @Test("a size mismatch is reported as such, with both sizes, and nothing compared")
    func sizeMismatch() {
        let small = RasterImage(width: 2, height: 2, pixels: Array(repeating: 255, count: 16))
        let result = ImageDiff.compare(expected: Self.card(), actual: small)
        #expect(result.outcome == .sizeMismatch && !result.passes && result.diffImage == nil)
        #expect(result.expectedSize.width == 400 && result.expectedSize.height == 240)
        #expect(result.actualSize.width == 2 && result.actualSize.height == 2)
    }

    @Test("--ignore arguments: four numbers in points, width and height positive")
    func ignoreArguments() {
        #expect(IgnoreRegion(argument: "0,0,393,54") == IgnoreRegion(x: 0, y: 0, width: 393, height: 54))
        #expect(IgnoreRegion(argument: " 1.5, 2 ,3,4") == IgnoreRegion(x: 1.5, y: 2, width: 3, height: 4))
        for bad in ["", "1,2,3", "1,2,3,4,5", "a,b,c,d", "0,0,0,10", "0,0,10,-1", "nan,0,1,1", "0,0,inf,1"] {
            #expect(IgnoreRegion(argument: bad) == nil, "\(bad)")
        }
    }

    @Test("unreadable files name which side failed and why")
    func unreadable() throws {
        let png = try Self.renderer.render(Scene(size: CGSize(width: 4, height: 4), scale: 1, background: .white), as: .png)
        #expect(throws: ImageDiffError.unreadable(which: "actual", reason: "Not a PNG file")) {
            try ImageDiff.compare(expected: png, actual: Array("hello, this is a text file and not a PNG at all".utf8))
        }
        #expect(throws: ImageDiffError.self) { try ImageDiff.compare(expected: Array(png.prefix(60)), actual: png) }
    }
}
