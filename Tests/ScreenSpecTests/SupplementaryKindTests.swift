import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Element kinds and their styles must match: a declared kind with no style, or a style no layout item
/// declares, is an error at its JSON path.
@Suite("Screen files: element kinds and their styles")
struct SupplementaryKindTests {
    func decode(_ json: String) throws -> Screen { try Screen.decode(Data(json.utf8), name: "kinds") }

    func expectError(_ expected: String, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: SpecError(path: String(expected.prefix { $0 != ":" }), String(expected.drop { $0 != ":" }.dropFirst(2))),
                sourceLocation: sourceLocation) { try decode(json) }
    }

    static let item = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}"#
    static func group(supplementary: String = "") -> String {
        #"{"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [\#(item)\#(supplementary)}]}"#
    }
    static let badge = #", "supplementaryItems": [{"layoutSize": {"widthDimension": {"absolute": 10}, "heightDimension": {"absolute": 10}}, "elementKind": "badge", "containerAnchor": {"edges": ["top"]}}]"#

    @Test("Every sample's kinds have styles and every style is declared")
    func samples() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path).filter { $0.hasSuffix(".json") }
        #expect(names.count == 7)
        for name in names {
            _ = try Screen.decode(Data(contentsOf: samplesDirectory.appendingPathComponent(name)), name: name)
        }
    }

    @Test("An item's supplementary kind inside a nested group is found; with its style the screen decodes")
    func nested() throws {
        let inner = #"{"kind": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitem": \#(Self.item)\#(Self.badge)}, "count": 2}"#
        let outer = #"{"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 88}}, "subitems": [\#(inner)]}"#
        let screen = #"{"layout": {"compositional": {"section": {"group": \#(outer)}}}, "sections": [{"items": ["a"]}]"#
        expectError(#"layout.compositional.section.group.subitems[0].subitem.supplementaryItems[0].elementKind: "badge" has no style in supplementaryViews"#,
                    screen + "}")
        let styled = try decode(screen + #", "supplementaryViews": {"badge": {"backgroundConfiguration": {"backgroundColor": "systemRed"}}}}"#)
        #expect(styled.supplementaryViews["badge"] != nil)
    }

    @Test("A section with its own supplementaryViews uses those: its kinds need styles there, and its styles need its kinds")
    func sectionStyles() throws {
        let shared = #"{"layout": {"compositional": {"section": {"group": \#(Self.group(supplementary: Self.badge))}}}, "#
        expectError(#"layout.compositional.section.group.subitems[0].supplementaryItems[0].elementKind: "badge" has no style in sections[1].supplementaryViews"#,
                    shared + #""supplementaryViews": {"badge": {}}, "sections": [{"items": ["a"]}, {"items": ["b"], "supplementaryViews": {"dot": {}}}]}"#)
        let plain = #"{"layout": {"compositional": {"section": {"group": \#(Self.group())}}}, "#
        expectError(#"sections[0].supplementaryViews.dot: no layout item declares this element kind"#,
                    plain + #""sections": [{"items": ["a"], "supplementaryViews": {"dot": {}}}]}"#)
        _ = try decode(shared + #""sections": [{"items": ["a"], "supplementaryViews": {"badge": {}}}]}"#)
    }

    @Test("The Swift constant names are aliases of UIKit's kinds on both sides")
    func aliases() throws {
        let header = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}, "elementKind": "UICollectionElementKindSectionHeader", "alignment": "top"}"#
        let screen = try decode(#"""
            {"layout": {"compositional": {"section": {"group": \#(Self.group()), "boundarySupplementaryItems": [\#(header)]}}},
             "supplementaryViews": {"elementKindSectionHeader": {}}, "sections": [{"items": ["a"]}]}
            """#)
        #expect(screen.supplementaryViews[ElementKind.header] != nil)
    }

    @Test("List decorations need no style; another decoration does")
    func decorations() throws {
        _ = try decode(#"{"layout": {"compositional": {"section": {"list": {"appearance": "insetGrouped"}}}}, "sections": [{"items": ["a"]}]}"#)
        expectError(#"layout.compositional.section.decorationItems[0].background: "card" has no style in supplementaryViews"#,
                    #"{"layout": {"compositional": {"section": {"group": \#(Self.group()), "decorationItems": [{"background": "card"}]}}}, "sections": [{"items": ["a"]}]}"#)
    }

    @Test("A flow header of zero size declares nothing, so its style is an error; a section's own size declares it")
    func flowHeaders() throws {
        let styles = #""supplementaryViews": {"UICollectionElementKindSectionHeader": {}}"#
        expectError("supplementaryViews.UICollectionElementKindSectionHeader: no layout item declares this element kind",
                    #"{"layout": {"flow": {"headerReferenceSize": {"width": 0, "height": 0}}}, "sections": [{"items": ["a"]}], \#(styles)}"#)
        _ = try decode(#"{"layout": {"flow": {}}, "sections": [{"items": ["a"]}, {"items": ["b"], "layout": {"headerReferenceSize": {"width": 0, "height": 20}}}], \#(styles)}"#)
        expectError(#"sections[1].layout.headerReferenceSize: "UICollectionElementKindSectionHeader" has no style in supplementaryViews"#,
                    #"{"layout": {"flow": {}}, "sections": [{"items": ["a"]}, {"items": ["b"], "layout": {"headerReferenceSize": {"width": 0, "height": 20}}}]}"#)
    }
}
