import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Path shapes (a CAShapeLayer's path, issue 32)")
struct PathShapeTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    private func render(_ kind: ShapeKind, fill: RGBA? = .black, stroke: RGBA? = nil, width: Double = 1) throws -> RasterImage {
        let scene = Scene(size: CGSize(width: 100, height: 100), scale: 1, background: .white, nodes: [
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), kind: kind, fill: fill.map { .color($0) }, stroke: stroke,
                             lineWidth: width)),
        ])
        return try RasterImage.decodePNG(renderer.render(scene, as: .png))
    }

    @Test("A triangle's inside is filled and its outside is not; an open sub-path fills as if closed")
    func triangle() throws {
        let image = try render(.path(PathOutline(elements: [.move(0, 0), .line(1, 0), .line(0, 1)])))
        #expect(Fixture.rgb(image.pixel(x: 20, y: 20)) == [0, 0, 0, 255])
        #expect(Fixture.rgb(image.pixel(x: 80, y: 80)) == [255, 255, 255, 255])
    }

    @Test("Even-odd leaves a nested square's inside empty; non-zero (same direction) fills it")
    func fillRules() throws {
        let square: [PathOutline.Element] = [.move(0, 0), .line(1, 0), .line(1, 1), .line(0, 1), .close,
                                             .move(0.25, 0.25), .line(0.75, 0.25), .line(0.75, 0.75), .line(0.25, 0.75), .close]
        let evenOdd = try render(.path(PathOutline(elements: square, evenOdd: true)))
        let nonZero = try render(.path(PathOutline(elements: square)))
        #expect(Fixture.rgb(evenOdd.pixel(x: 50, y: 50)) == [255, 255, 255, 255] && Fixture.rgb(evenOdd.pixel(x: 10, y: 10)) == [0, 0, 0, 255])
        #expect(Fixture.rgb(nonZero.pixel(x: 50, y: 50)) == [0, 0, 0, 255])
    }

    @Test("A stroked curve without a fill draws only its line; non-finite points draw nothing and do not crash")
    func strokedCurve() throws {
        let arc = try render(.path(PathOutline(elements: [.move(0, 0.5), .curve(0, 0, 1, 0, 1, 0.5)])), fill: nil, stroke: .black, width: 4)
        #expect(Fixture.rgb(arc.pixel(x: 50, y: 80)) == [255, 255, 255, 255])
        #expect(arc.pixel(x: 1, y: 49).r < 128)
        _ = try render(.path(PathOutline(elements: [.move(.nan, 0), .line(1, .infinity)])))
    }
}
