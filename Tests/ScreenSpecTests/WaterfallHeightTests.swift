import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Items' `height` and `aspectRatio` on the 375 × 667 @2x board: cells 177.5 pt wide at x 5 and 192.5,
/// slots `5 + h + 5`, and heights floored to a device pixel (H2).
@Suite("Waterfall screens: item heights")
struct WaterfallHeightTests {
    typealias W = WaterfallScreens

    @Test("H2: heights go to the shortest column, the leftmost winning ties (seed 002: small, large, small, medium)")
    func shortestColumn() throws {
        let screen = try W.screen(items: W.items(heights: [100, 300, 100, 200]))
        let layout = try #require(screen.layout as? WaterfallLayout)
        #expect(layout.itemHeight != nil && layout.itemSize == nil)
        let solved = try screen.solve(on: W.phone)
        // Column 0 ends at 110 after item 0, column 1 at 310: items 2 and 3 both go left.
        #expect(W.frames(solved, count: 4) == [
            CGRect(x: 5, y: 5, width: 177.5, height: 100), CGRect(x: 192.5, y: 5, width: 177.5, height: 300),
            CGRect(x: 5, y: 115, width: 177.5, height: 100), CGRect(x: 5, y: 225, width: 177.5, height: 200),
        ])
        #expect(solved.contentSize == CGSize(width: 375, height: 430))
    }

    @Test("H1: roundRobin puts item i in column i % 2 whatever the heights")
    func roundRobin() throws {
        let solved = try W.screen(#"{"placement": "roundRobin"}"#, items: W.items(heights: [100, 300, 100, 200])).solve(on: W.phone)
        #expect(W.frames(solved, count: 4) == [
            CGRect(x: 5, y: 5, width: 177.5, height: 100), CGRect(x: 192.5, y: 5, width: 177.5, height: 300),
            CGRect(x: 5, y: 115, width: 177.5, height: 100), CGRect(x: 192.5, y: 315, width: 177.5, height: 200),
        ])
        #expect(solved.contentSize.height == 520)
    }

    @Test("H2: aspect ratios alone become itemSize; heights are ratio × 177.5 floored to ½ pt")
    func aspectRatios() throws {
        let screen = try W.screen(items: #"""
            {"text": "portrait", "aspectRatio": {"width": 3, "height": 4}},
            {"text": "square", "aspectRatio": {"width": 1, "height": 1}},
            {"text": "wide", "aspectRatio": {"width": 16, "height": 9}}
            """#)
        let layout = try #require(screen.layout as? WaterfallLayout)
        #expect(layout.itemSize != nil && layout.itemHeight == nil)
        // 4 · 177.5 / 3 = 236.67 → 236.5; 177.5; 9 · 177.5 / 16 = 99.84 → 99.5.
        #expect(W.frames(try screen.solve(on: W.phone), count: 3) == [
            CGRect(x: 5, y: 5, width: 177.5, height: 236.5), CGRect(x: 192.5, y: 5, width: 177.5, height: 177.5),
            CGRect(x: 192.5, y: 192.5, width: 177.5, height: 99.5),
        ])
    }

    @Test("H2: mixed heights and ratios share one itemHeight closure; a ratio's frame is the same as with itemSize")
    func mixed() throws {
        let screen = try W.screen(items: #"""
            {"text": "portrait", "aspectRatio": {"width": 3, "height": 4}},
            {"text": "fixed", "height": 100},
            {"text": "wide", "aspectRatio": {"width": 16, "height": 9}}
            """#)
        let layout = try #require(screen.layout as? WaterfallLayout)
        #expect(layout.itemHeight != nil && layout.itemSize == nil)
        #expect(W.frames(try screen.solve(on: W.phone), count: 3) == [
            CGRect(x: 5, y: 5, width: 177.5, height: 236.5), CGRect(x: 192.5, y: 5, width: 177.5, height: 100),
            CGRect(x: 192.5, y: 115, width: 177.5, height: 99.5),
        ])
    }

    @Test("H2: at @3x a ratio floors to ⅓ pt: 3:4 in a 559/3-pt cell is 745 px")
    func thirdPoints() throws {
        let screen = try W.screen(items: #"{"text": "a", "aspectRatio": {"width": 3, "height": 4}}, {"text": "b", "height": 10}"#)
        let solved = try screen.solve(on: Device.preset(named: "iphone-15")!)
        // Column 589 px (393 · 3 / 2 floored); cell 589/3 − 5 − 5 pt; 4 · 186.33 / 3 · 3 = 745.3 px → 745.
        #expect(solved.cell(0) == CGRect(x: 5, y: 5, width: 589.0 / 3 - 5 - 5, height: 745.0 / 3))
    }

    @Test("Every section gets its heights; a height of 0 is allowed (an empty cell)")
    func sections() throws {
        let screen = try W.decode(#"""
            {"layout": {"waterfall": {}},
             "sections": [{"items": [{"text": "a", "height": 0}]}, {"items": [{"text": "b", "height": 50}]}]}
            """#)
        let solved = try screen.solve(on: W.phone)
        #expect(solved.cell(0) == CGRect(x: 5, y: 5, width: 177.5, height: 0))
        #expect(solved.cell(0, section: 1) == CGRect(x: 5, y: 15, width: 177.5, height: 50))
    }
}
