import Foundation
@testable import Rendering
import Scene
import Testing

/// The libpng writer against cairo's: same pixels, no extra chunks, RGB for opaque canvases and
/// straight RGBA otherwise, the same bytes every time, files near cairo's size.
@Suite("PNG writer")
struct PNGWriterTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test("opaque scenes: RGB with only IHDR, IDAT and IEND, decoding to cairo's pixels exactly")
    func opaqueMatchesCairo() throws {
        for scene in [PNGWriterFixture.mixed(background: .white), PNGWriterFixture.namesGrid(), Fixture.card()] {
            let surface = try renderer.rasterize(scene)
            let ours = try surface.encodePNG(with: .libpng)
            let cairo = try surface.encodePNG(with: .cairo)
            let chunks = try #require(PNGChunks(ours))
            #expect(chunks.layout == ["IHDR", "IDAT", "IEND"])
            #expect(chunks.format?.bitDepth == 8 && chunks.format?.colorType == 2)
            let (a, b) = (try RasterImage.decodePNG(ours), try RasterImage.decodePNG(cairo))
            #expect(a.width == surface.width && a.height == surface.height)
            #expect(a == b, "\(differing(a, b)) pixels differ from cairo's PNG")
        }
    }

    @Test("a transparent background gives RGBA with alpha kept and colours un-premultiplied like cairo")
    func transparentMatchesCairo() throws {
        let surface = try renderer.rasterize(PNGWriterFixture.mixed(background: .clear))
        let ours = try surface.encodePNG(with: .libpng)
        let chunks = try #require(PNGChunks(ours))
        #expect(chunks.layout == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.format?.bitDepth == 8 && chunks.format?.colorType == 6)
        let image = try RasterImage.decodePNG(ours)
        let reference = try RasterImage.decodePNG(surface.encodePNG(with: .cairo))
        #expect(image == reference, "\(differing(image, reference)) pixels differ from cairo's PNG")

        // Against the surface itself: alpha exact; colour × alpha within 1 of the premultiplied value.
        var worst = 0
        for (i, word) in surface.words.enumerated() {
            let alpha = Int(word >> 24)
            #expect(Int(image.pixels[i * 4 + 3]) == alpha)
            for (channel, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                let premultiplied = Int(word >> shift & 0xFF)
                let restored = (Int(image.pixels[i * 4 + channel]) * alpha + 127) / 255
                worst = max(worst, abs(restored - premultiplied))
            }
        }
        #expect(worst <= 1, "premultiplied colour off by \(worst)")
        // The red circle alone, away from the other shapes: (255, 59, 48) at alpha 0.6, the colour
        // within the rounding of premultiplying (59 × 0.6 = 35.4 is stored as 35, which reads back as 58).
        let red = Fixture.rgb(image.pixel(x: 3 * 185, y: 3 * 25))
        #expect(red[3] == 153 && zip(red.prefix(3), [255, 59, 48]).allSatisfy { abs($0 - $1) <= 1 }, "\(red)")
        #expect(Fixture.rgb(image.pixel(x: 2, y: 2)) == [0, 0, 0, 0])
    }

    @Test("a non-opaque pixel anywhere, even in the last row, gives RGBA; a fully covered canvas is RGB")
    func colourTypeFollowsAlpha() throws {
        /// A transparent 40×30 px canvas with white painted over `width × height` px from the top left.
        func covered(_ width: Double, _ height: Double) throws -> [UInt8] {
            try renderer.render(Scene(size: CGSize(width: 40, height: 30), scale: 1, background: .clear, nodes: [
                .rect(RectNode(frame: CGRect(x: 0, y: 0, width: width, height: height), fill: .white)),
            ]), as: .png)
        }
        #expect(PNGChunks(try covered(40, 30))?.format?.colorType == 2)
        for (width, height) in [(39.0, 30.0), (40.0, 29.0)] {
            let png = try covered(width, height)
            #expect(PNGChunks(png)?.format?.colorType == 6)
            let image = try RasterImage.decodePNG(png)
            #expect(Fixture.rgb(image.pixel(x: 39, y: 29)) == [0, 0, 0, 0])
            #expect(Fixture.rgb(image.pixel(x: 38, y: 28)) == [255, 255, 255, 255])
        }
    }

    @Test("the same scene gives the same bytes on every render")
    func repeatable() throws {
        for scene in [PNGWriterFixture.namesGrid(), PNGWriterFixture.mixed(background: .clear)] {
            let first = try renderer.render(scene, as: .png)
            let second = try renderer.render(scene, as: .png)
            let again = try renderer.rasterize(scene).encodePNG()
            #expect(!first.isEmpty && first == second && second == again)
        }
    }

    /// Level 1 trades size for speed: on text it is about cairo's size, on flat screens larger, since
    /// zlib's fast mode spends about 10 bits on every 258-byte run where cairo's level 6 spends about 3.
    /// The bounds catch a writer that stops being RGB or stops compressing.
    @Test("files stay near cairo's size: within 1.1× on a text-dense grid, 1.7× on the flat names grid")
    func sizeAgainstCairo() throws {
        for (name, scene, bound) in [("text-dense names grid", PNGWriterFixture.denseNamesGrid(), 1.1),
                                     ("flat names grid", PNGWriterFixture.namesGrid(), 1.7)] {
            let surface = try renderer.rasterize(scene)
            let (ours, cairo) = (try surface.encodePNG(with: .libpng), try surface.encodePNG(with: .cairo))
            let ratio = Double(ours.count) / Double(cairo.count)
            print("PNG writer: \(name) \(surface.width)×\(surface.height): libpng \(ours.count) bytes, "
                  + "cairo \(cairo.count) bytes (\(String(format: "%.2f", ratio))×)")
            #expect(ratio <= bound, "\(name): \(ours.count) bytes against cairo's \(cairo.count)")
        }
    }

    /// How many pixels differ between two images of the same size (all of them if the sizes differ).
    private func differing(_ a: RasterImage, _ b: RasterImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count) / 4 }
        return (0..<a.pixels.count / 4).count { i in a.pixels[i * 4..<i * 4 + 4] != b.pixels[i * 4..<i * 4 + 4] }
    }
}
