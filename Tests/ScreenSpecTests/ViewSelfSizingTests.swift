import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

@Suite("Self-sizing cells with content views")
struct ViewSelfSizingTests {
    @Test("A chip — a label with padding — self-sizes both axes from its measured text")
    func chips() throws {
        let layout = #"""
        {"compositional": {"section": {"interGroupSpacing": 8,
          "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 32}},
                    "subitems": [{"layoutSize": {"widthDimension": {"estimated": 60}, "heightDimension": {"estimated": 32}}}],
                    "interItemSpacing": {"fixed": 8}}}}}
        """#
        let cell = #"""
        {"backgroundConfiguration": {"backgroundColor": "systemGray5", "cornerRadius": 16},
         "contentView": {"label": {"text": "{text}", "font": {"size": 15}}, "padding": {"top": 6, "leading": 12, "bottom": 6, "trailing": 12}}}
        """#
        let screen = try ViewJSON.screen(cell: cell, items: ["Swift", "UIKit", "Compositional layout", "Pango"], layout: layout)
        let device = Device.custom(width: 400, height: 800, scale: 2)
        let solved = try screen.solve(on: device, measuringWith: FixedWidthText())
        // 50 + 24 wide; one 15-pt SF line (17.9 → 18 at @2x) + 12 tall.
        #expect(solved.cell(0) == CGRect(x: 0, y: 0, width: 74, height: 30))
        #expect(solved.cell(1) == CGRect(x: 82, y: 0, width: 74, height: 30))
        #expect(solved.cell(2) == CGRect(x: 164, y: 0, width: 224, height: 30))
        #expect(solved.cell(3) == CGRect(x: 0, y: 38, width: 74, height: 30))
        // Drawn with the measurer the screen was solved with: the text sits inside the padding.
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light)
        let swift = scene.nodes.compactMap { if case .text(let t) = $0, t.text == "Swift" { t } else { nil } }.first
        #expect(swift?.frame == CGRect(x: 12, y: 6, width: 50, height: 18))
    }

    @Test("ExtraLargeAppCell with an estimated height grows to its thumbnail's bottom (315.667 pt at 342 wide)")
    func extraLargeHeight() throws {
        let layout = #"""
        {"compositional": {"section": {"group": {"kind": "vertical",
          "layoutSize": {"widthDimension": {"absolute": 342}, "heightDimension": {"estimated": 300}},
          "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 300}}}]}}}}
        """#
        let screen = try ViewJSON.screen(cell: #"{"contentView": \#(CloneCells.extraLarge)}"#, items: ["Title", "Other"], layout: layout)
        let solved = try screen.solve(on: Device.custom(width: 400, height: 900, scale: 3), measuringWith: XibText())
        // 20 + 17 + 8 + 20.333 + 8 + 20.333 + 8 (SF lines at @3x) + the 167:107 thumbnail, 214.
        let height = 61 + 2 * Double(61) / 3 + 214
        #expect(solved.cell(0).isClose(to: CGRect(x: 0, y: 0, width: 342, height: height)))
        #expect(solved.cell(1).isClose(to: CGRect(x: 0, y: height, width: 342, height: height)))
    }

    @Test("A list row with a content view is at least 44 pt; an empty item text still measures its views")
    func listRow() throws {
        let layout = #"{"compositional": {"section": {"list": {"appearance": "plain"}}}}"#
        let cell = #"""
        {"contentView": {"stack": {"axis": "vertical", "spacing": 4, "arrangedSubviews": [
           {"label": {"text": "{text}"}}, {"label": {"text": "second line"}}]},
         "padding": {"top": 10, "bottom": 10}}}
        """#
        let screen = try ViewJSON.screen(cell: cell, items: ["", "Wi-Fi"], layout: layout)
        let solved = try screen.solve(on: Device.custom(width: 300, height: 800, scale: 2), measuringWith: FixedWidthText())
        // SF lines at @2x: 20.5 each; an empty label is 0 tall but keeps its spacing.
        #expect(solved.cell(0)?.height == 44.5)  // 10 + 0 + 4 + 20.5 + 10
        #expect(solved.cell(1)?.height == 65)    // 10 + 20.5 + 4 + 20.5 + 10
    }

    @Test("Nested containers are measured once per view and width: 31 levels cost a few dozen text measurements")
    func nestedMeasuring() throws {
        var view = #"{"label": {"text": "{text}"}, "constraints": {"leading": 0, "top": 0}}"#
        for _ in 0..<31 { view = #"{"view": {"subviews": [\#(view)]}, "constraints": {"leading": 0, "top": 0}}"# }
        let content = try ViewJSON.content(#"{"contentView": \#(view)}"#)
        let counter = CountingText()
        let size = try content.fittingSize(width: nil, item: ViewItem(text: "chip"), measuringWith: counter, scale: 2)
        #expect(size == CGSize(width: 40, height: 20.5))   // one SF line at @2x
        #expect(counter.calls < 10)
    }

    @Test("Without any measurer, SceneBuilder sizes labels with EstimatedText (0.55 em a character)")
    func estimated() throws {
        let screen = try ViewJSON.screen(cell: #"{"contentView": {"label": {"text": "{text}"}, "constraints": {"leading": 10, "centerY": 0}}}"#,
                                         items: ["GET"])
        let device = Device.custom(width: 375, height: 200, scale: 2)
        let scene = SceneBuilder.scene(for: screen, solved: try screen.solve(on: device), device: device, appearance: .light)
        let text = scene.nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }.first
        #expect(text?.frame == CGRect(x: 10, y: 30, width: 28.5, height: 20.5))   // 3 × 9.35 → 28.5 at @2x; one SF line; (80 − 20.5) / 2 → 30
    }
}

/// `FixedWidthText` that counts its calls.
final class CountingText: TextMeasuring {
    private(set) var calls = 0
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        calls += 1
        return try FixedWidthText().size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}
