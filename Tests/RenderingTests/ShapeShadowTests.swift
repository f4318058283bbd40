import CCairo
import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Shape shadows")
struct ShapeShadowTests {
    /// A white 40×40 pt square at (30, 30) on white, casting a black shadow (opacity 0.5, radius 8, offset (0, 8)).
    private func card(scale: Double = 1, alpha: Double = 1) throws -> RasterImage {
        try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 30, y: 30, width: 40, height: 40), fill: .color(.white),
                                           shadow: Shadow(color: .black, opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 8)),
                                           alpha: alpha))],
                         size: CGSize(width: 100, height: 100), scale: scale)
    }

    private func gray(_ image: RasterImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).g) }

    @Test("the shadow darkens below the shape more than above it, and fades with distance")
    func belowAndFading() throws {
        let image = try card()
        #expect(gray(image, 50, 74) < gray(image, 50, 26) - 40, "5 pt below vs 5 pt above")
        #expect(gray(image, 50, 26) >= 250)
        let column = [72, 76, 80, 84, 88].map { gray(image, 50, $0) }
        #expect(column == column.sorted() && Set(column).count == column.count, "lighter with each step away: \(column)")
        #expect(abs(gray(image, 50, 78) - 191) <= 8, "the offset edge is half the shadow: 255 × (1 − 0.5 / 2)")
        #expect(gray(image, 50, 99) == 255 && gray(image, 5, 50) == 255, "nothing beyond 2 × radius")
        #expect(gray(image, 24, 55) < 255 && gray(image, 24, 55) > gray(image, 50, 74), "a little at the sides")
        #expect(Paint.at(image, 50, 50) == Paint.white, "the shape covers its own shadow")
        var darkest = 255
        for y in 0..<100 { for x in 0..<100 { darkest = min(darkest, gray(image, x, y)) } }
        #expect(darkest >= 127 && darkest < 150, "never darker than the opacity allows: \(darkest)")
    }

    @Test("two renders are byte-identical, and the blur scales with the canvas")
    func deterministicAndScaled() throws {
        let scene = Scene(size: CGSize(width: 100, height: 100), scale: 3, background: .white, nodes: [
            .shape(ShapeNode(frame: CGRect(x: 30, y: 30, width: 40, height: 40), kind: .capsule, fill: .color(.white),
                             shadow: Shadow(opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 8)))),
        ])
        let renderer = try Renderer()
        #expect(try renderer.render(scene, as: .png) == renderer.render(scene, as: .png))
        let one = try card(), three = try card(scale: 3)
        for y in [72, 76, 80, 84] {
            #expect(abs(gray(one, 50, y) - gray(three, 150, 3 * y + 1)) <= 6, "same darkness at \(y) pt at 1× and 3×")
        }
    }

    @Test("the shadow takes the node's alpha and the colour's alpha")
    func alphas() throws {
        let half = try card(alpha: 0.5)
        #expect(abs(gray(half, 50, 78) - 223) <= 6, "255 × (1 − 0.25 / 2)")
        let tinted = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 30, y: 30, width: 40, height: 40), fill: .color(.white),
                                                        shadow: Shadow(color: RGBA(0, 0, 0, 0.5), opacity: 1, radius: 8,
                                                                       offset: CGSize(width: 0, height: 8))))],
                                      size: CGSize(width: 100, height: 100))
        #expect(Paint.at(tinted, 50, 78) == Paint.at(try card(), 50, 78))
    }

    @Test("a stroke-only shape casts a ring, not a disc; radius 0 gives a hard shadow")
    func silhouette() throws {
        let ring = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 20, y: 20, width: 60, height: 60), kind: .ellipse,
                                                      stroke: .black, lineWidth: 2,
                                                      shadow: Shadow(opacity: 1, radius: 2, offset: CGSize(width: 0, height: 10))))],
                                    size: CGSize(width: 100, height: 100))
        #expect(Paint.at(ring, 50, 50) == Paint.white)
        #expect(gray(ring, 50, 89) < 200, "the ring's shadow 10 pt below its bottom")
        let hard = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 10, y: 10, width: 20, height: 20), fill: .color(.white),
                                                      shadow: Shadow(opacity: 1, radius: 0, offset: CGSize(width: 5, height: 5))))],
                                    size: CGSize(width: 40, height: 40))
        #expect(Paint.at(hard, 32, 32) == [0, 0, 0, 255] && Paint.at(hard, 35, 35) == Paint.white)
    }

    @Test("the three-pass box blur: radius from σ, symmetric spread, mass kept")
    func boxBlur() {
        #expect(BoxBlur.radius(sigma: 0) == 0 && BoxBlur.radius(sigma: 4) == 4 && BoxBlur.radius(sigma: 12) == 12)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 41, 41)
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 8..<33 { for x in 8..<33 { data[y * stride + x] = 255 } }   // 25×25 px, centred on (20, 20)
        cairo_surface_mark_dirty(surface)
        BoxBlur.blur(surface, radius: 2)   // reaches 3 × 2 = 6 px
        let value = { (x: Int, y: Int) in Int(data[y * stride + x]) }
        #expect(value(20, 20) == 255 && value(1, 20) == 0 && value(0, 0) == 0)
        #expect(value(7, 20) == value(33, 20) && value(20, 7) == value(20, 33) && value(7, 20) == value(20, 7))
        #expect(abs(value(7, 20) + value(8, 20) - 255) <= 2 && value(8, 20) > 127 && value(9, 20) > value(8, 20))
        var mass = 0
        for y in 0..<41 { for x in 0..<41 { mass += value(x, y) } }
        #expect(abs(mass - 625 * 255) < 625 * 255 / 100)
    }
}
