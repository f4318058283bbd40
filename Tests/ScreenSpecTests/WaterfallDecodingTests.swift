import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

@Suite("Waterfall screens: layout.waterfall keys")
struct WaterfallDecodingTests {
    typealias W = WaterfallScreens

    @Test("An empty layout.waterfall keeps WaterfallLayout's defaults (seed 002: 2 columns, cellInset 5)")
    func defaults() throws {
        let layout = try #require(try W.screen(items: "").layout as? WaterfallLayout)
        #expect(layout.columnCount == 2)
        #expect(layout.minimumColumnWidth == nil)
        #expect(layout.placement == .shortestColumn)
        #expect(layout.cellInset == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(layout.columnSpacing == 0 && layout.itemSpacing == 0)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.headerHeight == 0 && layout.footerHeight == 0)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test("Every key reaches the WaterfallLayout property of its name")
    func everyKey() throws {
        let layout = try #require(try W.screen(#"""
            {"columnCount": 3, "minimumColumnWidth": 170, "placement": "roundRobin",
             "cellInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "columnSpacing": 6, "itemSpacing": 7,
             "sectionInset": {"top": 8, "left": 9, "bottom": 10, "right": 11}, "sectionInsetReference": "fromSafeArea",
             "headerHeight": 40, "footerHeight": 20, "flipsHorizontallyInOppositeLayoutDirection": false}
            """#, items: "", supplementaryViews: W.headerAndFooterStyles).layout as? WaterfallLayout)
        #expect(layout.columnCount == 3)
        #expect(layout.minimumColumnWidth == 170)
        #expect(layout.placement == .roundRobin)
        #expect(layout.cellInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.columnSpacing == 6 && layout.itemSpacing == 7)
        #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 9, bottom: 10, right: 11))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        #expect(layout.headerHeight == 40 && layout.footerHeight == 20)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        let margins = try #require(try W.screen(#"{"sectionInsetReference": "fromLayoutMargins"}"#, items: "").layout as? WaterfallLayout)
        #expect(margins.sectionInsetReference == .fromLayoutMargins)
    }

    @Test("H1: the keys shape the frames — 3 round-robin columns, insets, spacings, header and footer")
    func keysInFrames() throws {
        let screen = try W.screen(#"""
            {"columnCount": 3, "placement": "roundRobin", "cellInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
             "columnSpacing": 6, "itemSpacing": 7, "sectionInset": {"top": 8, "left": 9, "bottom": 10, "right": 11},
             "headerHeight": 40, "footerHeight": 20}
            """#, items: W.items(heights: [50, 60, 70, 80]), supplementaryViews: W.headerAndFooterStyles)
        let solved = try screen.solve(on: W.phone)
        // 375 − 9 − 11 = 355 pt; (355 − 2·6) / 3 = 114.33 → 114 pt columns @2x; cells 114 − 2 − 4 = 108 wide
        // at x 9 + 2 + c·120. Columns start at 40 + 8 = 48, cells 1 lower; a slot is 1 + h + 3, then 7 spacing.
        #expect(W.frames(solved, count: 4) == [
            CGRect(x: 11, y: 49, width: 108, height: 50), CGRect(x: 131, y: 49, width: 108, height: 60),
            CGRect(x: 251, y: 49, width: 108, height: 70), CGRect(x: 11, y: 110, width: 108, height: 80),
        ])
        #expect(solved.supplementary(ElementKind.header)?.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
        // Lowest slot ends at 109 + 1 + 80 + 3 = 193; + sectionInset.bottom 10 → footer at 203.
        #expect(solved.supplementary(ElementKind.footer)?.frame == CGRect(x: 0, y: 203, width: 375, height: 20))
        #expect(solved.contentSize == CGSize(width: 375, height: 223))
    }

    @Test("minimumColumnWidth picks the column count; flipsHorizontally… false keeps column 0 left in RTL")
    func columnsAndMirroring() throws {
        let items = W.items(heights: [100, 100, 100])
        let fit = try W.screen(#"{"columnCount": 7, "minimumColumnWidth": 120}"#, items: items).solve(on: W.phone)
        #expect(W.frames(fit, count: 3).map { $0?.minX } == [5, 130, 255])   // 375 / 120 → 3 columns of 125
        let rtl = W.phone.viewport(layoutDirection: .rightToLeft)
        let mirrored = try W.screen(items: items)
        #expect(try mirrored.layout.solve(in: rtl, itemCounts: [3]).cell(0)?.minX == 192.5)
        let kept = try W.screen(#"{"flipsHorizontallyInOppositeLayoutDirection": false}"#, items: items)
        #expect(try kept.layout.solve(in: rtl, itemCounts: [3]).cell(0)?.minX == 5)
    }

    @Test("Waterfall headers and footers are drawn with the screen's supplementaryViews styles")
    func headerStyles() throws {
        let screen = try W.decode(#"""
            {"layout": {"waterfall": {"headerHeight": 40}},
             "supplementaryViews": {"elementKindSectionHeader": {
                "contentConfiguration": {"text": "Board {section}"},
                "backgroundConfiguration": {"backgroundColor": "#FF0000"}}},
             "sections": [{"items": [{"text": "Red", "height": 100}]}]}
            """#)
        let scene = SceneBuilder.scene(for: screen, solved: try screen.solve(on: W.phone), device: W.phone, appearance: .light)
        let rects = scene.nodes.compactMap { node -> RectNode? in if case .rect(let r) = node { r } else { nil } }
        #expect(rects.contains { $0.frame == CGRect(x: 0, y: 0, width: 375, height: 40) && $0.fill == RGBA(hex: "#FF0000") })
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.sorted() == ["Board 0", "Red"])
    }
}
