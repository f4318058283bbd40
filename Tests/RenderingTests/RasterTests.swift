import Foundation
import Rendering
import Scene
import Testing

@Suite("PNG output")
struct RasterTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test("a 100×80 pt scene at 3x is 300×240 px with exact fill and background colours")
    func sizeAndColours() throws {
        let image = try RasterImage.decodePNG(renderer.render(Fixture.card(), as: .png))
        #expect(image.width == 300 && image.height == 240)
        // The card's lower half, away from the label: exactly systemGray5 #E5E5EA.
        #expect(Fixture.rgb(image.pixel(x: 150, y: 150)) == [229, 229, 234, 255])
        #expect(Fixture.rgb(image.pixel(x: 5, y: 5)) == [255, 255, 255, 255])
        #expect(Fixture.rgb(image.pixel(x: 295, y: 235)) == [255, 255, 255, 255])
    }

    @Test("a translucent separator is composited over white, not made opaque")
    func translucentComposite() throws {
        let image = try RasterImage.decodePNG(renderer.render(Fixture.card(), as: .png))
        let p = Fixture.rgb(image.pixel(x: 150, y: 216))    // y = 72 pt, inside the 70…74 pt strip
        let expected = Fixture.separator.composited(over: .white).bytes.map(Int.init)
        #expect(expected == [198, 198, 200, 255] || expected == [199, 199, 201, 255])
        for (channel, target) in zip(p, [199, 199, 201, 255]) {
            #expect(abs(channel - target) <= 1, "pixel \(p) should be ≈ (199,199,201)")
        }
    }

    @Test("a translucent background stays translucent in the PNG")
    func translucentBackground() throws {
        let scene = Scene(size: CGSize(width: 4, height: 4), scale: 1, background: RGBA(0, 122, 255, 0.5))
        let image = try RasterImage.decodePNG(renderer.render(scene, as: .png))
        let p = Fixture.rgb(image.pixel(x: 1, y: 1))
        #expect(abs(p[0] - 0) <= 1 && abs(p[1] - 122) <= 1 && abs(p[2] - 255) <= 1 && abs(p[3] - 128) <= 1)
    }

    @Test("the label's text actually draws inside its frame")
    func textDraws() throws {
        let image = try RasterImage.decodePNG(renderer.render(Fixture.card(), as: .png))
        let ink = image.ink(in: (42..<258, 42..<96), background: [229, 229, 234, 255])
        #expect(ink != nil)
        if let ink {
            #expect(ink.maxX - ink.minX > 100, "\"Featured\" at 14 pt bold is about 65 pt wide")
            #expect(ink.minX >= 42 && ink.minX < 48, "left-aligned text starts at the frame's left edge")
        }
    }

    @Test("a Korean label draws")
    func koreanDraws() throws {
        let scene = Fixture.label("김민준", frame: CGRect(x: 10, y: 10, width: 100, height: 30), size: 17)
        let image = try RasterImage.decodePNG(renderer.render(scene, as: .png))
        let ink = try #require(image.ink(in: (0..<360, 0..<180), background: [255, 255, 255, 255]))
        // Three 17 pt full-width syllables: about 51 pt = 153 px of ink, vertically inside the frame.
        #expect(ink.maxX - ink.minX > 130 && ink.maxX - ink.minX < 160)
        #expect(ink.minY >= 30 && ink.maxY < 120)
    }

    @Test("centred, left and right aligned text", arguments: [TextAlignment.left, .center, .right])
    func alignment(_ alignment: TextAlignment) throws {
        let frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        let image = try RasterImage.decodePNG(renderer.render(
            Fixture.label("Hello", frame: frame, alignment: alignment, size: 17), as: .png))
        let ink = try #require(image.ink(in: (0..<360, 0..<180), background: [255, 255, 255, 255]))
        let (left, right) = (Double(ink.minX) / 3, Double(ink.maxX + 1) / 3)
        switch alignment {
        case .left: #expect(abs(left - frame.minX) <= 2)
        case .right: #expect(abs(right - frame.maxX) <= 2)
        case .center: #expect(abs((left + right) / 2 - frame.midX) <= 1, "ink \(left)…\(right) pt")
        }
        // Vertically centred: the ink of "Hello" (cap height, no descender) sits about the middle.
        let (top, bottom) = (Double(ink.minY) / 3, Double(ink.maxY + 1) / 3)
        #expect(abs((top + bottom) / 2 - frame.midY) <= 2.5, "ink \(top)…\(bottom) pt")
    }

    @Test("a label cut across paragraphs draws its lines centred as one block")
    func paragraphsCentred() throws {
        let frame = CGRect(x: 10, y: 0, width: 100, height: 60)
        let image = try RasterImage.decodePNG(renderer.render(
            Fixture.label("Alpha\nAlpha\nAlpha", frame: frame, size: 14, lines: 2), as: .png))
        let ink = try #require(image.ink(in: (0..<360, 0..<180), background: [255, 255, 255, 255]))
        let (top, bottom) = (Double(ink.minY) / 3, Double(ink.maxY + 1) / 3)
        #expect(bottom - top > 25 && bottom - top < 40, "two lines of 14 pt text, ink \(top)…\(bottom)")
        #expect(abs((top + bottom) / 2 - frame.midY) <= 2.5)
    }

    @Test("the same scene at 1x and 3x lays text out identically (metrics do not depend on scale)")
    func scaleIndependentMetrics() throws {
        var scene = Fixture.label("Game 김민준", frame: CGRect(x: 0, y: 10, width: 120, height: 30), size: 15)
        let three = try #require(RasterImage.decodePNG(renderer.render(scene, as: .png))
            .ink(in: (0..<360, 0..<180), background: [255, 255, 255, 255]))
        scene.scale = 1
        let one = try #require(RasterImage.decodePNG(renderer.render(scene, as: .png))
            .ink(in: (0..<120, 0..<60), background: [255, 255, 255, 255]))
        #expect(abs(Double(three.maxX + 1) / 3 - Double(one.maxX + 1)) <= 1)
    }
}
