import EvidenceMeasure
import Rendering
import Testing

@Suite struct SolidRegionFinderTests {
    let white = RGBA(r: 255, g: 255, b: 255), grey = RGBA(r: 128, g: 128, b: 128), cyan = RGBA(r: 0, g: 255, b: 255)

    @Test func findsEachRectangleWithItsColourAndBox() throws {
        var canvas = SyntheticImage(width: 60, height: 40, background: white)
        canvas.fill(PixelBox(x: 3, y: 4, width: 20, height: 10), with: grey)
        canvas.fill(PixelBox(x: 30, y: 20, width: 12, height: 15), with: cyan)
        // Through the PNG writer and the project's libpng decoder, as a recording is read.
        let image = try RasterImage(png: try canvas.image.pngBytes())
        let regions = SolidRegionFinder(minimumSize: 2).regions(in: image)
        #expect(regions == [
            SolidRegion(box: PixelBox(x: 0, y: 0, width: 60, height: 40), color: white, pixelCount: 60 * 40 - 200 - 180),
            SolidRegion(box: PixelBox(x: 3, y: 4, width: 20, height: 10), color: grey, pixelCount: 200),
            SolidRegion(box: PixelBox(x: 30, y: 20, width: 12, height: 15), color: cyan, pixelCount: 180),
        ])
    }

    @Test func aLabelAndRoundedCornersKeepTheCellsFullBox() {
        var canvas = SyntheticImage(width: 40, height: 30, background: white)
        let cell = PixelBox(x: 5, y: 5, width: 30, height: 20)
        canvas.fill(cell, with: grey)
        // Anti-aliased corners: a blend pixel at each corner, beyond the tolerance.
        for (x, y) in [(5, 5), (34, 5), (5, 24), (34, 24)] { canvas.set(x: x, y: y, RGBA(r: 200, g: 200, b: 200)) }
        // A black "label" inside.
        canvas.fill(PixelBox(x: 15, y: 12, width: 8, height: 4), with: RGBA(r: 0, g: 0, b: 0))
        let regions = SolidRegionFinder(tolerance: 2, minimumSize: 10, color: grey).regions(in: canvas.image)
        #expect(regions.count == 1)
        #expect(regions.first?.box == cell)
        #expect(regions.first?.pixelCount == 30 * 20 - 4 - 32)
    }

    @Test func toleranceJoinsNearColoursAndSplitsFarOnes() {
        var canvas = SyntheticImage(width: 20, height: 10, background: white)
        canvas.fill(PixelBox(x: 0, y: 0, width: 10, height: 10), with: grey)
        canvas.fill(PixelBox(x: 10, y: 0, width: 10, height: 10), with: RGBA(r: 130, g: 129, b: 128))
        let exact = SolidRegionFinder(tolerance: 0, minimumSize: 5).regions(in: canvas.image)
        #expect(exact.map(\.box) == [PixelBox(x: 0, y: 0, width: 10, height: 10), PixelBox(x: 10, y: 0, width: 10, height: 10)])
        let loose = SolidRegionFinder(tolerance: 2, minimumSize: 5).regions(in: canvas.image)
        #expect(loose.map(\.box) == [PixelBox(x: 0, y: 0, width: 20, height: 10)])
    }

    @Test func theRegionOptionLooksOnlyInsideIt() {
        var canvas = SyntheticImage(width: 50, height: 50, background: white)
        canvas.fill(PixelBox(x: 2, y: 2, width: 10, height: 10), with: grey)
        canvas.fill(PixelBox(x: 30, y: 30, width: 15, height: 10), with: grey)
        let finder = SolidRegionFinder(minimumSize: 5, color: grey, area: PixelBox(x: 20, y: 20, width: 100, height: 100))
        #expect(finder.regions(in: canvas.image).map(\.box) == [PixelBox(x: 30, y: 30, width: 15, height: 10)])
    }

    @Test func smallRegionsAreLeftOut() {
        var canvas = SyntheticImage(width: 30, height: 30, background: white)
        canvas.fill(PixelBox(x: 1, y: 1, width: 3, height: 20), with: grey)
        canvas.fill(PixelBox(x: 10, y: 10, width: 12, height: 12), with: grey)
        let boxes = SolidRegionFinder(minimumSize: 4, color: grey).regions(in: canvas.image).map(\.box)
        #expect(boxes == [PixelBox(x: 10, y: 10, width: 12, height: 12)])
    }

    @Test func hexColours() {
        #expect(RGBA(hex: "#808080") == RGBA(r: 128, g: 128, b: 128))
        #expect(RGBA(hex: "00FFFF80") == RGBA(r: 0, g: 255, b: 255, a: 128))
        #expect(RGBA(hex: "#80808") == nil)
        #expect(RGBA(hex: "#GGGGGG") == nil)
        #expect(RGBA(r: 0, g: 255, b: 255, a: 128).description == "#00FFFF80")
    }
}
