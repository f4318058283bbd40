import Foundation
import Rendering
import Scene
import Testing

@Suite("SVG and PDF output")
struct VectorTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test("SVG is 100×80 px (1 pt = 1 CSS px) and rasterises with rsvg-convert to the right size and fill colour")
    func svg() throws {
        let svg = try renderer.render(Fixture.card(), as: .svg)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("width=\"100px\" height=\"80px\""))
        guard let rsvg = Tool.find("rsvg-convert") else {
            print("note: rsvg-convert not installed (apt-get install librsvg2-bin); SVG rasterisation not checked")
            return
        }
        let result = try Tool.convert(rsvg, input: svg, inputExtension: "svg", outputName: "output") { input, output in
            ["--zoom", "3", "-f", "png", "-o", output, input]
        }
        #expect(result.status == 0)
        let image = try RasterImage.decodePNG(result.output)
        #expect(image.width == 300 && image.height == 240)
        #expect(Fixture.rgb(image.pixel(x: 150, y: 150)) == [229, 229, 234, 255])
        #expect(Fixture.rgb(image.pixel(x: 5, y: 5)) == [255, 255, 255, 255])
        let ink = image.ink(in: (42..<258, 42..<96), background: [229, 229, 234, 255])
        #expect(ink != nil, "the label's glyphs are in the SVG")
    }

    @Test("PDF starts with %PDF, carries the scene's date and title, and rasterises to its page size")
    func pdf() throws {
        let pdf = try renderer.render(Fixture.card(), as: .pdf)
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/CreationDate (20240401000000Z)"))
        #expect(text.contains("/ModDate (20240401000000Z)"))
        #expect(text.contains("/Title (Card)"))
        guard let pdftoppm = Tool.find("pdftoppm") else {
            print("note: pdftoppm not installed (apt-get install poppler-utils); PDF rasterisation not checked")
            return
        }
        let result = try Tool.convert(pdftoppm, input: pdf, inputExtension: "pdf", outputName: "output.png") { input, output in
            ["-png", "-r", "72", "-singlefile", input, output]
        }
        #expect(result.status == 0)
        let image = try RasterImage.decodePNG(result.output)
        #expect(image.width == 100 && image.height == 80)
        #expect(Fixture.rgb(image.pixel(x: 50, y: 50)) == [229, 229, 234, 255])
    }

    @Test("the PDF date comes from the scene, never from the clock")
    func pdfDate() throws {
        var scene = Fixture.card()
        scene.date = "2031-12-24T18:30:00Z"
        let text = String(decoding: try renderer.render(scene, as: .pdf), as: UTF8.self)
        #expect(text.contains("/CreationDate (20311224183000Z)"))
        #expect(text.contains("/ModDate (20311224183000Z)"))
    }
}
