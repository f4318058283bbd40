import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Image nodes")
struct ImageNodeTests {
    /// The 40×20 px red|blue|red test PNG drawn into a 20×20 pt frame at (0, 0), scale 1, on white.
    private func square(_ mode: ImageContentMode, cornerRadius: Double = 0, alpha: Double = 1) throws -> RasterImage {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Paint.writeWidePNG(in: folder)
        return try Paint.raster([.image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 20, height: 20), contentMode: mode,
                                                  cornerRadius: cornerRadius, alpha: alpha))],
                                size: CGSize(width: 20, height: 20))
    }

    @Test("scaleToFill stretches the whole image over the frame")
    func scaleToFill() throws {
        let image = try square(.scaleToFill)
        #expect(Paint.at(image, 1, 1) == Paint.red && Paint.at(image, 1, 18) == Paint.red && Paint.at(image, 18, 10) == Paint.red)
        #expect(Paint.at(image, 10, 1) == Paint.pureBlue && Paint.at(image, 10, 18) == Paint.pureBlue)
    }

    @Test("scaleAspectFit letterboxes a wide image: background above and below, the whole width shown")
    func scaleAspectFit() throws {
        let image = try square(.scaleAspectFit)
        #expect(Paint.at(image, 10, 2) == Paint.white && Paint.at(image, 10, 17) == Paint.white)
        #expect(Paint.at(image, 1, 10) == Paint.red && Paint.at(image, 10, 10) == Paint.pureBlue && Paint.at(image, 18, 10) == Paint.red)
        #expect(Paint.at(image, 10, 5) == Paint.pureBlue && Paint.at(image, 10, 14) == Paint.pureBlue, "rows 5–14 are the image")
    }

    @Test("scaleAspectFill covers the frame and crops the sides of a wide image")
    func scaleAspectFill() throws {
        let image = try square(.scaleAspectFill)
        for (x, y) in [(0, 0), (19, 0), (0, 19), (19, 19), (10, 10)] {
            #expect(Paint.at(image, x, y) == Paint.pureBlue, "(\(x), \(y)) shows the middle of the image")
        }
    }

    @Test("center keeps one image pixel per device pixel and clips to the frame")
    func center() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Paint.writeWidePNG(in: folder)
        let frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        let image = try Paint.raster([.image(ImageNode(path: path, frame: frame, contentMode: .center))],
                                     size: CGSize(width: 60, height: 30), scale: 2)
        // 40×20 px = 20×10 pt at 2×, centred at (10…30, 10…20) pt = (20…60, 20…40) px.
        #expect(Paint.at(image, 20, 20) == Paint.red && Paint.at(image, 29, 39) == Paint.red && Paint.at(image, 30, 30) == Paint.pureBlue)
        #expect(Paint.at(image, 49, 30) == Paint.pureBlue && Paint.at(image, 50, 30) == Paint.red && Paint.at(image, 59, 30) == Paint.red)
        #expect(Paint.at(image, 19, 30) == Paint.white && Paint.at(image, 60, 30) == Paint.white && Paint.at(image, 40, 19) == Paint.white)
        let clipped = ImageNode(path: path, frame: CGRect(x: 10, y: 0, width: 10, height: 10), contentMode: .center)
        let wide = try Paint.raster([.image(clipped)],
                                    size: CGSize(width: 30, height: 10), scale: 1)
        #expect(Paint.at(wide, 9, 5) == Paint.white && Paint.at(wide, 20, 5) == Paint.white, "clipped to its frame")
        #expect(Paint.at(wide, 10, 5) == Paint.pureBlue && Paint.at(wide, 19, 5) == Paint.pureBlue)
    }

    @Test("rounded corners clip the image; alpha composites it")
    func cornersAndAlpha() throws {
        let rounded = try square(.scaleAspectFill, cornerRadius: 8)
        #expect(Paint.at(rounded, 0, 0) == Paint.white && Paint.at(rounded, 19, 19) == Paint.white)
        #expect(Paint.at(rounded, 10, 0) == Paint.pureBlue && Paint.at(rounded, 10, 10) == Paint.pureBlue)
        let faded = try square(.scaleAspectFill, alpha: 0.5)
        #expect(Paint.near(Paint.at(faded, 10, 10), [128, 128, 255, 255], 1))
    }

    @Test("a missing, unreadable or relative path is a one-line RenderError.cairo naming the file")
    func unreadable() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("not-a.png")
        try Data("hello".utf8).write(to: text)
        for path in ["/nonexistent/layoutshot/missing.png", text.path, "relative/photo.png", folder.path] {
            let scene = Scene(size: CGSize(width: 10, height: 10), scale: 1, background: .white,
                              nodes: [.image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 10, height: 10)))])
            for format in OutputFormat.allCases {
                do {
                    _ = try Renderer().render(scene, as: format)
                    Issue.record("\(path) rendered as \(format)")
                } catch RenderError.cairo(let message) {
                    #expect(message.hasPrefix("cannot read image \(path): "), "\(message)")
                    #expect(!message.contains("\n") && !"\(RenderError.cairo(message))".contains("\n"))
                }
            }
        }
    }

    @Test("a path drawn twice is read once per render")
    func cache() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Paint.writeWidePNG(in: folder)
        let cache = ImageCache()
        #expect(try cache.surface(at: path) == cache.surface(at: path))
        let image = try Paint.raster([
            .image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 20, height: 20))),
            .image(ImageNode(path: path, frame: CGRect(x: 20, y: 0, width: 20, height: 20), contentMode: .scaleToFill)),
        ], size: CGSize(width: 40, height: 20))
        #expect(Paint.at(image, 10, 10) == Paint.pureBlue && Paint.at(image, 21, 10) == Paint.red)
    }

    @Test("ImageFit places the image by content mode")
    func fit() {
        let frame = CGRect(x: 10, y: 10, width: 100, height: 50), pixels = CGSize(width: 300, height: 300)
        let place = { (mode: ImageContentMode, scale: Double) in ImageFit.rect(for: pixels, in: frame, mode: mode, pixelsPerPoint: scale) }
        #expect(place(.scaleToFill, 3) == frame)
        #expect(place(.scaleAspectFit, 3) == CGRect(x: 35, y: 10, width: 50, height: 50))
        #expect(place(.scaleAspectFill, 3) == CGRect(x: 10, y: -15, width: 100, height: 100))
        #expect(place(.center, 3) == CGRect(x: 10, y: -15, width: 100, height: 100))
        #expect(place(.center, 6) == CGRect(x: 35, y: 10, width: 50, height: 50))
    }
}

/// Issue 31: a JPEG is drawn whatever its name says — an asset catalog's `.png` may hold JPEG data,
/// which iOS sniffs (IslandGuideSample's photos) — decoded by libjpeg-turbo's integer DCT.
@Suite("JPEG images")
struct JPEGImageTests {
    @Test("a JPEG named .png is drawn as iOS draws it: its colours within JPEG's loss")
    func jpegNamedPNG() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 16 × 8 px: the left half red, the right half blue.
        var rgb: [UInt8] = []
        for _ in 0..<8 { for x in 0..<16 { rgb += x < 8 ? [220, 30, 30] : [30, 30, 220] } }
        let jpeg = try #require(JPEGImage.encode(rgb: rgb, width: 16, height: 8))
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let path = folder.appendingPathComponent("photo.png").path
        try Data(jpeg).write(to: URL(fileURLWithPath: path))
        let image = try Paint.raster([.image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 16, height: 8), contentMode: .scaleToFill))],
                                     size: CGSize(width: 16, height: 8))
        let left = Paint.at(image, 3, 4), right = Paint.at(image, 12, 4)
        #expect(abs(left[0] - 220) < 12 && left[2] < 50 && abs(right[2] - 220) < 12 && right[0] < 50, "\(left) \(right)")
        let again = try Paint.raster([.image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 16, height: 8), contentMode: .scaleToFill))],
                                     size: CGSize(width: 16, height: 8))
        #expect(again == image, "the same file gives the same pixels")
    }

    @Test("a file that starts like a JPEG but is not one: one line naming it")
    func brokenJPEG() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("broken.jpg").path
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]).write(to: URL(fileURLWithPath: path))
        #expect(throws: RenderError.self) {
            try Paint.raster([.image(ImageNode(path: path, frame: CGRect(x: 0, y: 0, width: 4, height: 4), contentMode: .scaleToFill))],
                             size: CGSize(width: 4, height: 4))
        }
    }
}
