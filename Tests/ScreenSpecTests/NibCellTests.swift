import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// Screens with xib cells (issue 15, Deliver 6): `"cell": {"nib", "outlets"}` bound to item fields,
/// drawn through Auto Layout and self-sized with `systemLayoutSizeFitting` (A4).
@Suite struct NibCellTests {
    static func screen(_ outlets: String, items: String) throws -> Screen {
        let json = """
            {"cell": {"nib": "Cells/ChartRowCell.xib", "outlets": \(outlets)},
             "layout": {"compositional": {"section": {"list": {"appearance": "plain", "showsSeparators": false}}}},
             "sections": [{"items": \(items)}]}
            """
        return try Screen.decode(Data(json.utf8), name: "chart", folder: samplesDirectory.path)
    }

    static func texts(_ screen: Screen, device: String = "iphone-15") throws -> [TextNode] {
        let measurer = try TextMeasurer(scale: 3)
        let d = try #require(Device.preset(named: device))
        let solved = try screen.solve(on: d, measuringWith: measurer)
        return SceneBuilder.scene(for: screen, solved: solved, device: d, appearance: .light, measuringWith: measurer).nodes
            .compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    /// Outlets bound to the item: text templates, a colour template, hidden by a field.
    @Test func outletsTakeTheItemsFields() throws {
        let screen = try Self.screen(#"{"titleLabel": "{text}", "rankLabel": "{rank}", "getButton": {"text": "{price}", "hidden": "{owned}"}, "iconView": "{tint}"}"#,
                                     items: ##"[{"text": "Ledger", "fields": {"rank": "4", "price": "GET", "tint": "systemIndigo"}}, {"text": "Night Owl", "fields": {"rank": "5", "price": "$1", "owned": "yes", "tint": "#FF0000"}}]"##)
        let texts = try Self.texts(screen).map(\.text)
        #expect(texts.contains("Ledger") && texts.contains("4") && texts.contains("GET"))
        #expect(texts.contains("Night Owl") && !texts.contains("$1"))   // owned: the button is hidden
        #expect(!texts.contains("Title"))   // the xib's placeholder text is replaced
    }

    /// A4 with a xib cell: the list's estimated rows are measured by the cell's constraints — the
    /// 64-pt icon 12 pt from the top and bottom makes every row 88 pt, on a phone and an iPad.
    @Test func estimatedRowsAreTheCellsFittingSizeA4() throws {
        let screen = try Self.screen(#"{"titleLabel": "{text}"}"#, items: #"["A", "B — a title long enough to wrap onto a second line on a phone"]"#)
        for device in ["iphone-se", "ipad-pro-11"] {
            let d = try #require(Device.preset(named: device))
            let solved = try screen.solve(on: d, measuringWith: try TextMeasurer(scale: d.scale))
            let cells = solved.attributes.filter { $0.representedElementCategory == .cell }
            #expect(cells.map(\.frame.height) == [88, 88], "\(device)")
            #expect(cells.map { Double($0.frame.width) } == [d.width, d.width])
        }
    }

    /// A xib the screen cannot use is an error at its JSON path, naming the outlets it has.
    @Test func unknownOutletIsAnError() {
        #expect(throws: SpecError.self) { try Self.screen(#"{"iconImage": "x.png"}"#, items: #"["A"]"#) }
        do { _ = try Self.screen(#"{"iconImage": "x.png"}"#, items: #"["A"]"#) } catch {
            #expect("\(error)".contains("cell.outlets.iconImage: Cells/ChartRowCell.xib has no outlet \"iconImage\""))
            #expect("\(error)".contains("(it has getButton, iconView, rankLabel, separatorView, subtitleLabel, titleLabel)"))
        }
    }
}
