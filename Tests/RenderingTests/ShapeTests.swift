import CCairo
import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Shapes and canvas")
struct ShapeTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    private func corner(_ curve: CornerCurve, radius: Double = 30, size: Double = 100) throws -> RasterImage {
        let scene = Scene(size: CGSize(width: size, height: size), scale: 1, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: size, height: size), fill: .black,
                           cornerRadius: radius, cornerCurve: curve)),
        ])
        return try RasterImage.decodePNG(renderer.render(scene, as: .png))
    }

    @Test("I4: continuous and circular corners differ, and both leave the corner pixel to the background")
    func continuousVersusCircular() throws {
        let continuous = try corner(.continuous), circular = try corner(.circular)
        #expect(Fixture.rgb(continuous.pixel(x: 0, y: 0)) == [255, 255, 255, 255])
        #expect(Fixture.rgb(circular.pixel(x: 0, y: 0)) == [255, 255, 255, 255])
        #expect(Fixture.rgb(continuous.pixel(x: 50, y: 50)) == [0, 0, 0, 255])
        var differing = 0
        for y in 0..<46 { for x in 0..<46 where continuous.pixel(x: x, y: y) != circular.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing > 20)
        // The squircle starts bending 1.53·r = 45.9 pt from the corner, where the arc is still straight:
        // 30 pt along the top edge it has dropped ≈ 0.25 pt, the arc not at all.
        #expect(continuous.pixel(x: 30, y: 0).r > 30 && circular.pixel(x: 30, y: 0).r == 0)
        #expect(continuous.pixel(x: 0, y: 30).r > 30 && circular.pixel(x: 0, y: 30).r == 0)
    }

    /// The points (end and control points) of the outline `ShapePainter` builds.
    /// Cairo keeps path coordinates in 24.8 fixed point, so they compare to 1/256 pt.
    private func outline(_ frame: CGRect, radius: Double, curve: CornerCurve, flat: Bool = false) -> [(x: Double, y: Double)] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        ShapePainter.appendPath(frame: frame, radius: radius, curve: curve, to: cr)
        let path = (flat ? cairo_copy_path_flat(cr) : cairo_copy_path(cr))!
        defer { cairo_path_destroy(path) }
        var points: [(x: Double, y: Double)] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = path.pointee.data[index].header
            for offset in 1..<Int(header.length) {
                let point = path.pointee.data[index + offset].point
                points.append((point.x, point.y))
            }
            index += Int(header.length)
        }
        return points
    }

    @Test("the squircle outline is symmetric, stays in its frame and starts bending 1.52866483·r from each corner")
    func squircleGeometry() {
        let frame = CGRect(x: 10, y: 20, width: 100, height: 80)
        let points = outline(frame, radius: 20, curve: .continuous)
        #expect(points.count > 40)
        let (minX, minY, maxX, maxY) = (Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY))
        let near = { (p: (x: Double, y: Double)) in
            points.contains { abs($0.x - p.x) <= 1.0 / 256 && abs($0.y - p.y) <= 1.0 / 256 }
        }
        #expect(points.allSatisfy { near((minX + maxX - $0.x, $0.y)) }, "left/right mirror")
        #expect(points.allSatisfy { near(($0.x, minY + maxY - $0.y)) }, "top/bottom mirror")
        #expect(points.allSatisfy { frame.insetBy(dx: -1e-9, dy: -1e-9).contains(CGPoint(x: $0.x, y: $0.y)) })
        #expect(near((maxX - 1.52866483 * 20, minY)))
        #expect(near((maxX, minY + 1.52866483 * 20)))
        #expect(near((maxX - 0.07491176 * 20, minY + 0.63149399 * 20)))
        #expect(near((minX + 0.86840689 * 20, maxY)))
    }

    @Test("circular corners are arcs of the given radius")
    func circularGeometry() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        let points = outline(frame, radius: 20, curve: .circular, flat: true)
        #expect(points.contains { abs($0.x - 80) < 0.01 && abs($0.y) < 0.01 })
        #expect(points.contains { abs($0.x - 100) < 0.01 && abs($0.y - 20) < 0.01 })
        let corner = points.filter { $0.x < 20 && $0.y < 20 }
        #expect(corner.count > 4)
        #expect(corner.allSatisfy { abs(hypot(20 - $0.x, 20 - $0.y) - 20) < 0.15 })
    }

    @Test("a radius too large for a continuous corner falls back to a circular capsule")
    func capsule() throws {
        let continuous = try corner(.continuous, radius: 500), circular = try corner(.circular, radius: 50)
        #expect(continuous == circular)
    }

    @Test("canvases over 16384 px a side are refused before allocating", arguments: [
        (20000.0, 10.0, 1.0), (10.0, 6000.0, 3.0), (1e12, 1e12, 3.0),
    ])
    func canvasTooLarge(_ width: Double, _ height: Double, _ scale: Double) throws {
        let scene = Scene(size: CGSize(width: width, height: height), scale: scale, background: .white)
        // A 10¹²-pt-square canvas at @3x would need 3.6 × 10²⁵ bytes: refusing it at all proves the
        // check comes before any allocation (no timing needed).
        #expect(throws: RenderError.self) { try renderer.render(scene, as: .png) }
        let error = try #require(throws: RenderError.self) { try renderer.render(scene, as: .pdf) }
        guard case let .canvasTooLarge(w, h, _) = error else { Issue.record("got \(error)"); return }
        #expect(w > 16384 || h > 16384)
        #expect(error.description.contains("16384"))
    }

    @Test("exactly 16384 px is allowed")
    func canvasLimit() throws {
        let scene = Scene(size: CGSize(width: 16384, height: 1), scale: 1, background: .white)
        let image = try RasterImage.decodePNG(renderer.render(scene, as: .png))
        #expect(image.width == 16384 && image.height == 1)
    }

    @Test("the canvas cap moves with Renderer.maximumCanvasSide (the CLI's --max-canvas), both ways")
    func canvasLimitRaised() throws {
        let scene = Scene(size: CGSize(width: 20000, height: 1), scale: 1, background: .white)
        let error = try #require(throws: RenderError.self) { try renderer.render(scene, as: .png) }
        #expect(error.description == "canvas 20000×1 px is over the 16384 px limit on a side; reduce the size or scale, "
                + "or raise the limit with --max-canvas 20000")
        var raised = renderer
        raised.maximumCanvasSide = 20000
        #expect(try RasterImage.decodePNG(raised.render(scene, as: .png)).width == 20000)
        var lowered = renderer
        lowered.maximumCanvasSide = 100
        let small = Scene(size: CGSize(width: 101, height: 10), scale: 1, background: .white)
        #expect(throws: RenderError.self) { try lowered.render(small, as: .svg) }
    }

    @Test("invalid canvas sizes are errors, not crashes", arguments: [(Double.nan, 1.0), (10, 0), (-5, 1), (0.1, 1)])
    func invalidCanvas(_ width: Double, _ scale: Double) {
        let scene = Scene(size: CGSize(width: width, height: 10), scale: scale, background: .white)
        #expect(throws: RenderError.self) { try renderer.render(scene, as: .png) }
    }

    @Test("a rect with radius 0 fills its corner pixels")
    func clampedRadius() throws {
        let scene = Scene(size: CGSize(width: 40, height: 20), scale: 1, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 40, height: 20), fill: .black, cornerRadius: 0)),
        ])
        let image = try RasterImage.decodePNG(renderer.render(scene, as: .png))
        #expect(Fixture.rgb(image.pixel(x: 0, y: 0)) == [0, 0, 0, 255])
        #expect(Fixture.rgb(image.pixel(x: 39, y: 19)) == [0, 0, 0, 255])
    }
}
