import Foundation
import Rendering
import Scene
import Testing

@Suite("Missing glyphs")
struct GlyphTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    private func scene(_ text: String, lines: Int = 1, width: Double = 100) -> Scene {
        Scene(size: CGSize(width: 120, height: 40), scale: 2, background: .white, nodes: [
            .text(TextNode(text: text, frame: CGRect(x: 0, y: 0, width: width, height: 40),
                           font: FontSpec(size: 14), color: .black, numberOfLines: lines)),
        ])
    }

    // U+E001 (private use) and U+1F600 (emoji) are in neither Inter nor Noto Sans CJK
    // (`fc-list ':charset=e001'` lists neither; U+E000 *is* in Inter and U+2603 in Noto, so they would draw).
    @Test("a character no pinned font covers is an error naming it", arguments: [OutputFormat.png, .svg, .pdf])
    func missingGlyph(_ format: OutputFormat) throws {
        let error = try #require(throws: RenderError.self) {
            try renderer.render(scene("x\u{E001}y😀"), as: format)
        }
        guard case let .missingGlyphs(text, characters) = error else {
            Issue.record("expected missingGlyphs, got \(error)")
            return
        }
        #expect(text == "x\u{E001}y😀")
        #expect(characters == ["U+E001", "U+1F600"])
        #expect(error.description.contains("U+E001, U+1F600"))
    }

    @Test("the message is one line and says what to do")
    func message() {
        let message = RenderError.missingGlyphs(text: "a\nb\u{E001}", characters: ["U+E001"]).description
        #expect(!message.contains("\n"))
        #expect(message.contains("U+E001") && message.contains("remove or replace"))
        #expect(RenderError.missingFonts(["/x.otf"]).description.contains("apt-get install fonts-inter fonts-noto-cjk"))
    }

    @Test("a missing character hidden by the ellipsis is still an error")
    func hiddenByEllipsis() {
        let text = String(repeating: "Long text ", count: 20) + "\u{E001}"
        #expect(throws: RenderError.self) { try renderer.render(scene(text), as: .png) }
    }

    @Test("characters both fonts lack are reported, covered ones are not")
    func coveredCharactersPass() throws {
        // ☃ (Noto), U+E000 (Inter), Hangul, Latin, ellipsis: all covered.
        _ = try renderer.render(scene("☃\u{E000} 김 a…", lines: 0), as: .png)
    }
}
