import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Shape nodes: fills, gradients, strokes, alpha, outlines")
struct ShapeNodeTests {
    private func horizontal(_ colors: [RGBA], locations: [Double]? = nil) -> SceneNode {
        .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 100, height: 20),
                         fill: .linearGradient(LinearGradient(colors: colors, locations: locations,
                                                              startPoint: CGPoint(x: 0, y: 0.5),
                                                              endPoint: CGPoint(x: 1, y: 0.5)))))
    }

    @Test("a systemBlue → systemPink gradient left to right has both colours at its ends and their mix in the middle")
    func gradientEnds() throws {
        let image = try Paint.raster([horizontal([Paint.blue, Paint.pink])], size: CGSize(width: 100, height: 20))
        #expect(Paint.near(Paint.at(image, 0, 10), [1, 123, 255, 255]))       // #007AFF
        #expect(Paint.near(Paint.at(image, 99, 10), [254, 46, 86, 255]))      // #FF2D55
        #expect(Paint.near(Paint.at(image, 50, 10), [128, 84, 170, 255]))     // halfway
        #expect(Paint.at(image, 50, 0) == Paint.at(image, 50, 19), "constant down each column")
    }

    @Test("the same gradient at scales 1, 2 and 3 has the same colour at the same point")
    func gradientAnyScale() throws {
        for scale in [1.0, 2, 3] {
            let image = try Paint.raster([horizontal([Paint.blue, Paint.pink])], size: CGSize(width: 100, height: 20), scale: scale)
            #expect(image.width == Int(100 * scale))
            #expect(Paint.near(Paint.at(image, Int(50 * scale), 5), [128, 84, 170, 255]))
        }
    }

    @Test("locations hold each colour flat up to its stop; mismatched locations fall back to even spacing")
    func gradientLocations() throws {
        let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255)
        let stopped = try Paint.raster([horizontal([red, blue], locations: [0.25, 0.75])], size: CGSize(width: 100, height: 20))
        #expect(Paint.at(stopped, 10, 10) == Paint.red)
        #expect(Paint.at(stopped, 24, 10) == Paint.red)
        #expect(Paint.at(stopped, 90, 10) == Paint.pureBlue)
        #expect(Paint.near(Paint.at(stopped, 50, 10), [128, 0, 128, 255], 3))
        #expect(Paint.near(Paint.at(stopped, 37, 10), [191, 0, 64, 255], 4))
        let even = try Paint.raster([horizontal([red, blue], locations: [0.9])], size: CGSize(width: 100, height: 20))
        #expect(Paint.near(Paint.at(even, 25, 10), [191, 0, 64, 255], 4))
        #expect(GradientPattern.stops(LinearGradient(colors: [red, blue, red])) == [0, 0.5, 1])
    }

    @Test("UIKit's default axis runs top to bottom, and colours keep their alpha")
    func gradientDefaultsAndAlpha() throws {
        let node = SceneNode.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 20, height: 100),
                                             fill: .linearGradient(LinearGradient(colors: [RGBA(0, 0, 0, 0.5), RGBA(0, 0, 0, 0.5)]))))
        let image = try Paint.raster([node], size: CGSize(width: 20, height: 100))
        #expect(Paint.near(Paint.at(image, 10, 50), [128, 128, 128, 255], 1))
        let vertical = SceneNode.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 20, height: 100),
                                                 fill: .linearGradient(LinearGradient(colors: [.black, .white]))))
        let ramp = try Paint.raster([vertical], size: CGSize(width: 20, height: 100))
        #expect(Paint.at(ramp, 10, 2)[0] < 10 && Paint.at(ramp, 10, 97)[0] > 245)
        #expect(Paint.at(ramp, 2, 50) == Paint.at(ramp, 17, 50))
    }

    @Test("a stroke-only circle leaves its centre to the background and colours its ring")
    func strokeOnlyCircle() throws {
        let node = SceneNode.shape(ShapeNode(frame: CGRect(x: 5, y: 5, width: 30, height: 30), kind: .ellipse,
                                             stroke: Paint.blue, lineWidth: 2))
        let image = try Paint.raster([node], size: CGSize(width: 40, height: 40), scale: 2)
        let blue = Paint.bytes(Paint.blue)
        #expect(Paint.at(image, 40, 40) == Paint.white)
        #expect(Paint.at(image, 20, 40) == Paint.white, "inside the ring")
        for (x, y) in [(10, 40), (69, 40), (40, 10), (40, 69)] {
            #expect(Paint.near(Paint.at(image, x, y), blue, 3), "ring at (\(x), \(y))")
        }
        #expect(Paint.at(image, 4, 40) == Paint.white && Paint.at(image, 15, 40) == Paint.white, "the line is 2 pt, centred on the outline")
        #expect(Paint.at(image, 16, 16) == Paint.white, "a circle, not a square")
    }

    @Test("alpha 0.5 composites fill and stroke as one layer over the background")
    func halfAlpha() throws {
        let node = SceneNode.shape(ShapeNode(frame: CGRect(x: 10, y: 10, width: 40, height: 40), fill: .color(RGBA(255, 0, 0)),
                                             stroke: RGBA(0, 0, 255), lineWidth: 4, alpha: 0.5))
        let image = try Paint.raster([node], size: CGSize(width: 60, height: 60))
        #expect(Paint.near(Paint.at(image, 30, 30), [255, 128, 128, 255], 1), "red at half over white")
        #expect(Paint.near(Paint.at(image, 11, 30), [128, 128, 255, 255], 1), "the stroke's inner half hides the fill, then fades")
        #expect(Paint.near(Paint.at(image, 9, 30), [128, 128, 255, 255], 1))
        #expect(Paint.at(image, 5, 30) == Paint.white)
    }

    @Test("a capsule leaves its corner pixels to the background and has round ends")
    func capsuleCorners() throws {
        let node = SceneNode.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 100, height: 40), kind: .capsule, fill: .color(.black)))
        let image = try Paint.raster([node], size: CGSize(width: 100, height: 40))
        for (x, y) in [(0, 0), (99, 0), (0, 39), (99, 39), (3, 3), (96, 36)] {
            #expect(Paint.at(image, x, y) == Paint.white, "corner (\(x), \(y))")
        }
        #expect(Paint.at(image, 50, 0) == [0, 0, 0, 255] && Paint.at(image, 50, 39) == [0, 0, 0, 255], "straight top and bottom")
        #expect(Paint.at(image, 1, 20) == [0, 0, 0, 255] && Paint.at(image, 20, 20) == [0, 0, 0, 255])
        // A tall capsule rounds its top and bottom instead.
        let tall = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 20, height: 60), kind: .capsule,
                                                     fill: .color(.black)))], size: CGSize(width: 20, height: 60))
        #expect(Paint.at(tall, 0, 0) == Paint.white && Paint.at(tall, 0, 30) == [0, 0, 0, 255])
    }

    @Test("rectangles take circular or continuous corners from ShapePainter; an ellipse fills its frame's inscribed oval")
    func outlines() throws {
        let square = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                       kind: .rectangle(cornerRadius: 30, curve: .continuous),
                                                       fill: .color(.black)))], size: CGSize(width: 100, height: 100))
        #expect(Paint.at(square, 0, 0) == Paint.white)
        #expect(Paint.at(square, 30, 0)[0] > 30, "a continuous corner has already bent 30 pt from the corner")
        let sharp = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .color(.black)))],
                                     size: CGSize(width: 10, height: 10))
        #expect(Paint.at(sharp, 0, 0) == [0, 0, 0, 255])
        let oval = try Paint.raster([.shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 100, height: 40), kind: .ellipse,
                                                     fill: .color(.black)))], size: CGSize(width: 100, height: 40))
        #expect(Paint.at(oval, 50, 20) == [0, 0, 0, 255] && Paint.at(oval, 1, 20)[0] < 128)
        #expect(Paint.at(oval, 12, 4) == Paint.white && Paint.at(oval, 50, 1) == [0, 0, 0, 255])
    }

    @Test("empty frames, zero alpha and invalid numbers draw nothing and never fail the render")
    func degenerate() throws {
        let nodes: [SceneNode] = [
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 0, height: 10), kind: .ellipse, fill: .color(.black), stroke: .black)),
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .color(.black), alpha: 0)),
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), fill: .color(.black))),
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10), stroke: .black, lineWidth: .infinity)),
            .shape(ShapeNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                             fill: .linearGradient(LinearGradient(colors: [])),
                             shadow: Shadow(opacity: 1, radius: .nan, offset: CGSize(width: 0, height: 1e300)))),
        ]
        let image = try Paint.raster(nodes, size: CGSize(width: 10, height: 10))
        #expect((0..<10).allSatisfy { Paint.at(image, $0, $0) == Paint.white })
    }
}
