import CPangoCairo
import Foundation
@testable import Rendering
import Scene
import Testing

@Suite("Label layout")
struct TextLayoutTests {
    init() throws { _ = try Renderer() }

    private func layout(_ text: String, width: Double = 100, lines: Int) throws -> (lines: Int, ellipsized: Bool) {
        let label = try Typesetter().makeLabel(node(text, width: width, lines: lines))
        return (label.lineCount, label.isTruncated)
    }

    private func node(_ text: String, width: Double = 100, lines: Int) -> TextNode {
        TextNode(text: text, frame: CGRect(x: 0, y: 0, width: width, height: 200),
                 font: FontSpec(size: 14), color: .black, numberOfLines: lines)
    }

    /// The text each drawn line shows (ellipsis included), from Pango's runs.
    private func shownLines(_ text: String, lines: Int) throws -> [String] {
        try Typesetter().makeLabel(node(text, lines: lines)).layouts.flatMap { layout in
            (0..<pango_layout_get_line_count(layout.raw)).map { index in
                let line = pango_layout_get_line_readonly(layout.raw, index)!
                var text = ""
                var runs = line.pointee.runs
                while let node = runs {
                    let run = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                    text += layout.text(of: run.item.pointee)
                    runs = node.pointee.next
                }
                return text
            }
        }
    }

    private let long = "The quick brown fox jumps over the lazy dog and keeps running through the field"

    @Test("numberOfLines 1 gives one ellipsized line; short text is untouched")
    func singleLine() throws {
        let result = try layout(long, lines: 1)
        #expect(result.lines == 1 && result.ellipsized)
        let short = try layout("Short", lines: 1)
        #expect(short.lines == 1 && !short.ellipsized)
    }

    @Test("numberOfLines 2 wraps to two lines and ellipsizes the second")
    func twoLines() throws {
        let result = try layout(long, lines: 2)
        #expect(result.lines == 2 && result.ellipsized)
    }

    @Test("numberOfLines 0 wraps without limit and without ellipsis")
    func unlimited() throws {
        let result = try layout(long, lines: 0)
        #expect(result.lines > 3 && !result.ellipsized)
    }

    @Test("the limit counts lines across paragraphs", arguments: [1, 2, 3])
    func paragraphs(_ limit: Int) throws {
        let result = try layout("One\nTwo\nThree\nFour\nFive", lines: limit)
        #expect(result.lines == limit && result.ellipsized)
        let mixed = try layout("김민준\n\(long)\nLast", lines: limit)
        #expect(mixed.lines == limit && mixed.ellipsized)
    }

    @Test("the last allowed line ends in an ellipsis when later paragraphs are dropped")
    func paragraphEllipsis() throws {
        #expect(try shownLines("One\nTwo\nThree", lines: 2) == ["One", "Two…"])
        #expect(try shownLines("One\r\nTwo\r\nThree", lines: 1) == ["One…"])
        #expect(try shownLines("One\nTwo", lines: 2) == ["One", "Two"])
        #expect(try shownLines("One\n", lines: 1) == ["One"])
        let wrapped = try shownLines("Short\n\(long)", lines: 3)
        #expect(wrapped.count == 3 && wrapped[0] == "Short" && wrapped[2].hasSuffix("…"))
    }

    @Test("a word longer than the width breaks between characters (WORD_CHAR)")
    func longWord() throws {
        let result = try layout(String(repeating: "W", count: 40), lines: 0)
        #expect(result.lines > 1)
    }

    @Test("an invalid font size is an error")
    func invalidFontSize() {
        let node = TextNode(text: "x", frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                            font: FontSpec(size: .nan), color: .black)
        #expect(throws: RenderError.self) { try Typesetter().makeLabel(node) }
    }
}
