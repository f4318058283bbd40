import Foundation
@testable import Rendering
import Scene
import Testing
import LayoutshotTestSupport

/// The parallel PNG writer: the image cut into pieces deflated separately, joined into one zlib
/// stream. It must decode to cairo's pixels, and its bytes must not depend on threads or timing.
@Suite("PNG pieces", .tags(.concurrency))
struct PNGPiecesTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test("a 1179×2556 canvas is twelve pieces, one IDAT each, decoding to cairo's and libpng's pixels")
    func manyPieces() throws {
        let surface = try renderer.rasterize(PNGWriterFixture.denseNamesGrid())
        let pieces = try PNGPieces(surface, level: PNGEncoder.compressionLevel)
        #expect(pieces.count == 12 && pieces.rowsPerPiece == (1 << 20) / (1179 * 4))
        #expect(pieces.rows(11) == 11 * pieces.rowsPerPiece..<2556)
        let png = try pieces.finish()
        let chunks = try #require(PNGChunks(png))
        #expect(chunks.chunks.map(\.type) == ["IHDR"] + Array(repeating: "IDAT", count: 12) + ["IEND"])
        #expect(chunks.chunks[1].data.prefix(2) == [0x78, 0x01])   // zlib header, fastest level
        #expect(chunks.format?.colorType == 2)
        let decoded = try RasterImage.decodePNG(png)
        #expect(decoded == (try RasterImage.decodePNG(surface.encodePNG(with: .cairo))))
        #expect(decoded == (try RasterImage.decodePNG(surface.encodePNG(with: .libpng))))
    }

    @Test("the same bytes on one core, on all cores, and with pieces started early in any order")
    func independentOfScheduling() throws {
        let surface = try renderer.rasterize(PNGWriterFixture.namesGrid())
        let parallel = try surface.encodePNG(with: .pieces)
        #expect(try surface.encodePNG(with: .piecesOnOneCore) == parallel)
        for order in [[11, 0, 5], Array((0..<12).reversed()), [3, 3, 7]] {
            let pieces = try PNGPieces(surface, level: PNGEncoder.compressionLevel)
            order.forEach(pieces.submit)
            #expect(try pieces.finish() == parallel, "submitted early: \(order)")
        }
    }

    @Test("a thread's reused deflate stream forgets the last image and level: same bytes as a fresh start")
    func reusedStreams() throws {
        let grid = try renderer.rasterize(PNGWriterFixture.namesGrid())
        let mixed = try renderer.rasterize(PNGWriterFixture.mixed(background: .white))
        let first = try PNGPieces(grid, level: 1).finish(parallel: false)
        let level6 = try PNGPieces(mixed, level: 6).finish(parallel: false)
        #expect(try RasterImage.decodePNG(level6) == (try RasterImage.decodePNG(mixed.encodePNG(with: .cairo))))
        #expect(PNGChunks(level6).map { $0.chunks[1].data.prefix(2) == [0x78, 0x9C] } == true)
        _ = try mixed.encodePNG(with: .piecesOnOneCore)
        #expect(try PNGPieces(grid, level: 1).finish(parallel: false) == first)
    }

    @Test("a transparent corner in the last piece only makes the whole image RGBA, matching cairo's pixels")
    func transparentLastPiece() throws {
        var scene = PNGWriterFixture.namesGrid()
        // White everywhere but the bottom-right point (3×3 px), under the grid, on a clear background.
        scene.background = .clear
        scene.nodes.insert(contentsOf: [
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 393, height: 851), fill: .white)),
            .rect(RectNode(frame: CGRect(x: 0, y: 851, width: 392, height: 1), fill: .white)),
        ], at: 0)
        let surface = try renderer.rasterize(scene)
        let png = try surface.encodePNG()
        #expect(PNGChunks(png)?.format?.colorType == 6)
        let image = try RasterImage.decodePNG(png)
        #expect(image == (try RasterImage.decodePNG(surface.encodePNG(with: .cairo))))
        #expect(Fixture.rgb(image.pixel(x: 1178, y: 2555)) == [0, 0, 0, 0])
        #expect(Fixture.rgb(image.pixel(x: 1175, y: 2552)) == [255, 255, 255, 255])
        #expect(try surface.encodePNG(with: .piecesOnOneCore) == png)
    }

    @Test("one row, one column, one pixel: a single piece each, valid PNGs")
    func tinyImages() throws {
        for (width, height) in [(300.0, 1.0), (1.0, 300.0), (1.0, 1.0)] {
            let scene = Scene(size: CGSize(width: width, height: height), scale: 1, background: .white,
                              nodes: [.rect(RectNode(frame: CGRect(x: 0, y: 0, width: 1, height: 1), fill: .black))])
            let surface = try renderer.rasterize(scene)
            #expect(try PNGPieces(surface, level: 1).count == 1)
            let image = try RasterImage.decodePNG(try renderer.render(scene, as: .png))
            #expect(image.width == Int(width) && image.height == Int(height))
            #expect(Fixture.rgb(image.pixel(x: 0, y: 0)) == [0, 0, 0, 255])
        }
    }

    @Test("zlib headers as deflateInit writes them (RFC 1950: a multiple of 31)")
    func zlibHeaders() {
        #expect(PNGFile.zlibHeader(level: 1) == [0x78, 0x01])
        #expect(PNGFile.zlibHeader(level: 6) == [0x78, 0x9C])
        #expect(PNGFile.zlibHeader(level: 9) == [0x78, 0xDA])
        for level: Int32 in 0...9 {
            let header = PNGFile.zlibHeader(level: level)
            #expect((Int(header[0]) << 8 | Int(header[1])) % 31 == 0)
        }
    }
}
