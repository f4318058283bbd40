import Foundation
import ScreenSpec
import Testing

/// Mistakes in waterfall screens: one line each, the JSON path first.
@Suite("Waterfall screens: errors")
struct WaterfallErrorTests {
    typealias W = WaterfallScreens

    /// A waterfall screen whose layout.waterfall is `waterfall` and whose items are `items`.
    func json(_ waterfall: String = "{}", items: String = #"{"text": "Red", "height": 100}"#) -> String {
        #"{"layout": {"waterfall": \#(waterfall)}, "sections": [{"items": [\#(items)]}]}"#
    }

    @Test("Unknown keys, wrong types and impossible values in layout.waterfall")
    func layoutKeys() {
        W.expectError(#"layout.waterfall.columnCont: unknown key "columnCont"; did you mean "columnCount"?"#, json(#"{"columnCont": 2}"#))
        W.expectError("layout.waterfall.columnSpacing: expected a number, got a string", json(#"{"columnSpacing": "10"}"#))
        W.expectError("layout.waterfall.columnCount: expected a whole number from 1 to 1000, got 0", json(#"{"columnCount": 0}"#))
        W.expectError("layout.waterfall.minimumColumnWidth: must be greater than 0, got 0", json(#"{"minimumColumnWidth": 0}"#))
        W.expectError("layout.waterfall.itemSpacing: must not be negative, got -1", json(#"{"itemSpacing": -1}"#))
        W.expectError("layout.waterfall.cellInset.left: must not be negative, got -5", json(#"{"cellInset": {"left": -5}}"#))
        W.expectError("layout.waterfall.headerHeight: 200000 pt is too large (at most 100000)", json(#"{"headerHeight": 200000}"#))
        W.expectError("layout.waterfall.flipsHorizontallyInOppositeLayoutDirection: expected true or false, got a number",
                      json(#"{"flipsHorizontallyInOppositeLayoutDirection": 1}"#))
    }

    @Test("Unknown placement and sectionInsetReference values list the choices")
    func choices() {
        W.expectError(#"layout.waterfall.placement: unknown value "shortest"; expected one of shortestColumn, roundRobin"#,
                      json(#"{"placement": "shortest"}"#))
        W.expectError(#"layout.waterfall.sectionInsetReference: unknown value "safeArea"; expected one of fromContentInset, fromSafeArea, fromLayoutMargins"#,
                      json(#"{"sectionInsetReference": "safeArea"}"#))
    }

    @Test("Item heights: missing, negative, wrong type, both, bad ratios")
    func itemHeights() {
        W.expectError(#"sections[0].items[3]: a waterfall item needs "height" or "aspectRatio""#,
                      json(items: W.items(heights: [1, 2, 3]) + #", {"text": "Four"}"#))
        W.expectError(#"sections[0].items[1]: a waterfall item needs "height" or "aspectRatio""#,
                      json(items: #"{"text": "Red", "height": 100}, "Green""#))
        W.expectError("sections[0].items[1].height: must not be negative, got -5",
                      json(items: #"{"text": "Red", "height": 100}, {"text": "Green", "height": -5}"#))
        W.expectError("sections[0].items[0].height: expected a number, got a string", json(items: #"{"text": "Red", "height": "tall"}"#))
        W.expectError("sections[0].items[0]: expected only one of height, aspectRatio",
                      json(items: #"{"height": 100, "aspectRatio": {"width": 1, "height": 1}}"#))
        W.expectError("sections[0].items[0].aspectRatio.width: must be greater than 0, got 0",
                      json(items: #"{"aspectRatio": {"width": 0, "height": 1}}"#))
        W.expectError(#"sections[0].items[0].aspectRatio: missing required key "height""#,
                      json(items: #"{"aspectRatio": {"width": 3}}"#))
        W.expectError(#"sections[0].items[0].aspectRatio.depth: unknown key "depth""#,
                      json(items: #"{"aspectRatio": {"width": 3, "height": 4, "depth": 1}}"#))
        W.expectError(#"sections[0].items[0].heigth: unknown key "heigth"; did you mean "height"?"#, json(items: #"{"text": "Red", "heigth": 100}"#))
    }

    @Test("height and aspectRatio on other layouts, size and section layouts on a waterfall")
    func misplaced() {
        W.expectError(#"sections[0].items[0].height: an item's height applies to waterfall layouts; a flow layout sizes items by "size" or its itemSize"#,
                      #"{"layout": {"flow": {}}, "sections": [{"items": [{"text": "Red", "height": 100}]}]}"#)
        W.expectError("sections[0].items[1].aspectRatio: an item's aspectRatio applies to waterfall layouts; a compositional layout sizes items by its groups",
                      #"""
                      {"layout": {"compositional": {"section": {"group": {"kind": "horizontal",
                         "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}},
                         "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 10}}}]}}}},
                       "sections": [{"items": ["Red", {"text": "Green", "aspectRatio": {"width": 1, "height": 1}}]}]}
                      """#)
        W.expectError(#"sections[0].items[0].size: an item's size applies to flow layouts; a waterfall item gives "height" or "aspectRatio""#,
                      json(items: #"{"text": "Red", "height": 100, "size": {"width": 10, "height": 10}}"#))
        W.expectError("sections[0].layout: a waterfall has no per-section layout; set its keys in layout.waterfall",
                      #"{"layout": {"waterfall": {}}, "sections": [{"layout": {"itemSpacing": 4}, "items": []}]}"#)
    }

    @Test("An unknown layout kind lists waterfall among the choices")
    func layoutKind() {
        W.expectError(#"layout: expected a layout: one of compositional, flow, waterfall (found "masonry")"#,
                      #"{"layout": {"masonry": {}}, "sections": []}"#)
    }
}
