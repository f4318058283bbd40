import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

@Suite("Flow screens (G1–G6)")
struct FlowScreenTests {
    let device = Device.custom(width: 375, height: 667, scale: 2)

    func screen(_ json: String) throws -> Screen { try Screen.decode(Data(json.utf8), name: "flow") }

    @Test("G2 G4: items' own sizes and per-section metrics reach the flow layout as its delegate")
    func delegateFromJSON() throws {
        let s = try screen(#"""
        {"layout": {"flow": {"itemSize": {"width": 100, "height": 100}, "minimumInteritemSpacing": 10, "minimumLineSpacing": 10}},
         "sections": [
           {"items": [{"text": "wide", "size": {"width": 200, "height": 50}}, "a", "b"]},
           {"layout": {"sectionInset": {"top": 10, "left": 20, "bottom": 0, "right": 20}, "minimumLineSpacing": 4,
                       "headerReferenceSize": {"width": 0, "height": 30}},
            "items": ["c", "d", "e", "f"]}],
         "supplementaryViews": {"elementKindSectionHeader": {}}}
        """#)
        let solved = try s.solve(on: device)
        func frame(_ i: Int, _ s: Int) -> CGRect? { solved.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame }
        // Section 0: 200 + 10 + 100 = 310 fits, + 110 > 375: line 1 [wide, a] justified (gap 75), 100 tall;
        // "wide" centred in it (G4). Line 2 [b], last, leading.
        #expect(frame(0, 0) == CGRect(x: 0, y: 25, width: 200, height: 50))
        #expect(frame(1, 0) == CGRect(x: 275, y: 0, width: 100, height: 100))
        #expect(frame(2, 0) == CGRect(x: 0, y: 110, width: 100, height: 100))
        // Section 1 from 210: header 30, inset 10; 335 pt of room: three a line (gap 17.5); line spacing 4.
        #expect(solved.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 210, width: 375, height: 30))
        #expect(frame(0, 1) == CGRect(x: 20, y: 250, width: 100, height: 100))
        #expect(frame(2, 1) == CGRect(x: 255, y: 250, width: 100, height: 100))
        #expect(frame(3, 1) == CGRect(x: 20, y: 354, width: 100, height: 100))
    }

    @Test("A4: estimatedItemSize self-sizes flow cells to their text")
    func estimated() throws {
        let s = try screen(#"""
        {"layout": {"flow": {"estimatedItemSize": {"width": 80, "height": 32}, "minimumInteritemSpacing": 8,
                             "sectionHeadersPinToVisibleBounds": true}},
         "cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 6, "leading": 12, "bottom": 6, "trailing": 12}}},
         "sections": [{"items": ["Swift", "UIKit"]}]}
        """#)
        let flow = try #require(s.layout as? UICollectionViewFlowLayout)
        #expect(flow.sectionHeadersPinToVisibleBounds)
        let solved = try s.solve(on: device, measuringWith: FixedWidthText())
        // 10 pt a character: 50 + 24 wide, 20 + 12 tall.
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 74, height: 32))
    }

    @Test("Flow-only keys name their paths when misused")
    func errors() {
        #expect(throws: SpecError(path: "sections[0].items[0].size", "an item's size applies to flow layouts; a compositional layout sizes items by its groups")) {
            _ = try screen(#"""
            {"layout": {"compositional": {"section": {"group": {"kind": "horizontal",
               "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}},
               "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}}}]}}}},
             "sections": [{"items": [{"size": {"width": 1, "height": 1}}]}]}
            """#)
        }
        // G8: negative spacing is UIKit's too; a non-number is not.
        #expect(throws: SpecError.self) {
            _ = try screen(#"{"layout": {"flow": {}}, "sections": [{"layout": {"minimumLineSpacing": "-4"}, "items": []}]}"#)
        }
        #expect(throws: Never.self) {
            _ = try screen(#"{"layout": {"flow": {}}, "sections": [{"layout": {"minimumLineSpacing": -4}, "items": []}]}"#)
        }
        #expect(throws: SpecError(path: "layout.flow.estimatedItemSize", #"unknown value "automatic"; expected one of automaticSize"#)) {
            _ = try screen(#"{"layout": {"flow": {"estimatedItemSize": "automatic"}}, "sections": []}"#)
        }
    }
}
