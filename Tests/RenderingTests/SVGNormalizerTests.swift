@testable import Rendering
import Testing

@Suite("SVG normaliser")
struct SVGNormalizerTests {
    private func normalize(_ text: String) -> String {
        String(decoding: SVGNormalizer.normalize(Array(text.utf8)), as: UTF8.self)
    }

    @Test("ids and references are renumbered in order of first appearance")
    func renumbers() {
        let input = ##"<g id="surface4407"><use xlink:href="#surface912"/><g id="surface912"/><use xlink:href="#surface4407"/></g>"##
        #expect(normalize(input)
            == ##"<g id="surface1"><use xlink:href="#surface2"/><g id="surface2"/><use xlink:href="#surface1"/></g>"##)
    }

    @Test("other text that merely contains surface is left alone")
    func leavesOtherText() {
        let input = ##"<g id="glyph0-1"/><text>surface12 surface</text><g id="surface12x"/><use href="#surface"/>"##
        #expect(normalize(input) == input)
    }
}
