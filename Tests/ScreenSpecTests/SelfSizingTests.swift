import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// A measurer with round numbers: 10 pt a character, 20 pt a line, wrapping by characters.
struct FixedWidthText: TextMeasuring {
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        let width = Double(text.count) * 10
        guard let maxWidth, width > maxWidth else { return CGSize(width: width, height: 20) }
        let perLine = max(1, Int(maxWidth / 10))
        var lines = (text.count + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: Double(perLine) * 10, height: Double(lines) * 20)
    }
}

@Suite("Self-sizing screens (A4)")
struct SelfSizingTests {
    let chipsJSON = #"""
    {"layout": {"compositional": {"section": {
       "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 32}},
                 "subitems": [{"layoutSize": {"widthDimension": {"estimated": 60}, "heightDimension": {"estimated": 32}}}],
                 "interItemSpacing": {"fixed": 8}},
       "interGroupSpacing": 8}}},
     "cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 6, "leading": 12, "bottom": 6, "trailing": 12}}},
     "sections": [{"items": ["Swift", "UIKit", "Compositional layout", "Pango"]}]}
    """#

    @Test("A4: estimated chips take their measured text plus margins, and wrap by measured width")
    func chips() throws {
        let screen = try Screen.decode(Data(chipsJSON.utf8), name: "chips")
        let device = Device.custom(width: 400, height: 800, scale: 2)
        let estimated = try screen.solve(on: device, measuringWith: nil)
        #expect(estimated.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 60)
        let solved = try screen.solve(on: device, measuringWith: FixedWidthText())
        func frame(_ i: Int) -> CGRect? { solved.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 74, height: 32))      // 50 + 24 wide, 20 + 12 tall
        #expect(frame(1) == CGRect(x: 82, y: 0, width: 74, height: 32))
        #expect(frame(2) == CGRect(x: 164, y: 0, width: 224, height: 32))   // 200 + 24: still fits (388 ≤ 400)
        #expect(frame(3) == CGRect(x: 0, y: 40, width: 74, height: 32))     // next row after 8 pt
    }

    @Test("A4: an estimated height wraps the text at the cell's width")
    func wrappedHeight() throws {
        let json = #"""
        {"layout": {"compositional": {"section": {"group": {"kind": "vertical",
           "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
           "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}}]}}}},
         "cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 11, "leading": 20, "bottom": 11, "trailing": 20}}},
         "sections": [{"items": ["short", "a text of exactly forty-six characters in all!"]}]}
        """#
        let screen = try Screen.decode(Data(json.utf8), name: "rows")
        let solved = try screen.solve(on: Device.custom(width: 200, height: 800, scale: 2), measuringWith: FixedWidthText())
        // 160 pt for text: 16 characters a line. 5 → one line (42 pt); 46 → three lines (82 pt).
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 200, height: 42))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 42, width: 200, height: 82))
    }
}

@Suite("List rows self-size to at least 44 pt (F)")
struct ListRowMinimumTests {
    @Test("F: a one-line list row measures 42 pt of text and margins and is raised to 44; two lines grow past it")
    func minimumRowHeight() throws {
        let json = #"""
        {"layout": {"compositional": {"section": {"list": {"appearance": "plain"}}}},
         "cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 11, "leading": 16, "bottom": 11, "trailing": 16}}},
         "sections": [{"items": ["Wi-Fi", "a label long enough to wrap onto a second line in a 200-pt row"]}]}
        """#
        let screen = try Screen.decode(Data(json.utf8), name: "list")
        #expect(screen.sections[0].minimumCellHeight == 44)
        let solved = try screen.solve(on: Device.custom(width: 200, height: 800, scale: 2), measuringWith: FixedWidthText())
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
        // 168 pt for text: 16 characters a line; 63 characters → 4 lines → 80 + 22.
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 102)
    }
}

@Suite("Fonts in screen files (I3)")
struct FontJSONTests {
    func font(_ json: String) throws -> FontSpec {
        let decoded = try Screen.decode(Data(#"{"layout": {"flow": {}}, "cell": {"contentConfiguration": {"textProperties": {"font": \#(json)}}}, "sections": [{"items": []}]}"#.utf8), name: "f")
        return decoded.sections[0].cell.contentConfiguration.textProperties.font.spec
    }

    @Test("I3: textStyle gives UIKit's size and weight; weight and tracking can be set; a bad style names its path")
    func textStyles() throws {
        #expect(try font(#"{"textStyle": "headline"}"#) == FontSpec(textStyle: .headline, size: 17, weight: .semibold))
        #expect(try font(#"{"textStyle": "title2", "weight": "bold"}"#) == FontSpec(textStyle: .title2, size: 22, weight: .bold))
        #expect(try font(#"{"size": 15, "tracking": 0}"#) == FontSpec(size: 15, tracking: 0))
        #expect(throws: SpecError.self) { try font(#"{"textStyle": "heading"}"#) }
        #expect(throws: SpecError(path: "cell.contentConfiguration.textProperties.font.textStyle", "give textStyle or size, not both")) {
            try font(#"{"textStyle": "body", "size": 3}"#)
        }
    }
}
