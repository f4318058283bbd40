import Foundation
import Rendering
import Scene
import Testing

@Suite("Text measuring for self-sizing (A4)")
struct TextMeasurerTests {
    let font = FontSpec(size: 15, weight: .semibold)

    @Test("One line is as wide as its text; the same text measures the same every time")
    func oneLine() throws {
        let m = try TextMeasurer()
        let short = try m.size(of: "Swift", font: font, maxWidth: nil, numberOfLines: 1)
        let long = try m.size(of: "Swift Concurrency", font: font, maxWidth: nil, numberOfLines: 1)
        #expect(short.width > 20 && short.width < 60)
        #expect(long.width > short.width * 2)
        #expect(short.height == long.height)
        #expect(short.height > 15 && short.height < 22)   // Inter's line height at 15 pt
        #expect(try m.size(of: "Swift", font: font, maxWidth: nil, numberOfLines: 1) == short)
        #expect(try TextMeasurer().size(of: "Swift", font: font, maxWidth: nil, numberOfLines: 1) == short)
    }

    @Test("Wrapping at a width gives whole lines; numberOfLines caps them")
    func wrapping() throws {
        let m = try TextMeasurer()
        let line = try m.size(of: "word", font: font, maxWidth: nil, numberOfLines: 1).height
        let text = "one two three four five six seven eight nine ten"
        let wrapped = try m.size(of: text, font: font, maxWidth: 80, numberOfLines: 0)
        #expect(wrapped.width <= 80)
        let lines = (wrapped.height / line).rounded()
        #expect(lines >= 4)
        #expect(abs(wrapped.height - lines * line) < 0.01)
        let capped = try m.size(of: text, font: font, maxWidth: 80, numberOfLines: 2)
        #expect(abs(capped.height - 2 * line) < 0.01)
    }

    @Test("Korean text measures with Noto Sans CJK; a missing glyph is an error")
    func koreanAndMissing() throws {
        let m = try TextMeasurer()
        let korean = try m.size(of: "김민준", font: FontSpec(size: 14, weight: .bold), maxWidth: nil, numberOfLines: 1)
        #expect(korean.width > 35 && korean.width < 50)   // three 14-pt Hangul syllables
        #expect(throws: RenderError.self) { try m.size(of: "a\u{E001}", font: font, maxWidth: nil, numberOfLines: 1) }
    }

    /// The measurer asks Pango for fonts at the render's scale so that measuring and drawing share
    /// them; unhinted metrics make the sizes independent of it.
    @Test("sizes do not depend on the scale the measurer is set to (1, 2, 3, 2.5)")
    func scaleIndependent() throws {
        let cases: [(String, Double?, Int)] = [("Swift", nil, 1), ("쿠키런: 모험의 탑", nil, 1),
                                              ("one two three four five six seven eight nine ten", 80, 0),
                                              ("Bend the rules of a world made of impossible geometry", 120, 2)]
        let reference = try TextMeasurer()
        for scale in [1.0, 2, 3, 2.5] {
            let measurer = try TextMeasurer(scale: scale)
            for (text, width, lines) in cases {
                let expected = try reference.size(of: text, font: font, maxWidth: width, numberOfLines: lines)
                #expect(try measurer.size(of: text, font: font, maxWidth: width, numberOfLines: lines) == expected, "\(text) at \(scale)")
            }
            reference.scale = scale   // and changing it on a live measurer
            #expect(try reference.size(of: "Swift", font: font, maxWidth: nil, numberOfLines: 1)
                    == (try TextMeasurer().size(of: "Swift", font: font, maxWidth: nil, numberOfLines: 1)))
        }
    }
}
