import Foundation
@testable import Golden
import Testing

/// The layout-aware explanation: what moved or resized, in words, from two frame dumps.
@Suite("Layout changes")
struct LayoutChangesTests {
    typealias Element = LayoutFrames.Element

    static func frames(_ elements: [Element], height: Double = 500) -> LayoutFrames {
        LayoutFrames(screen: "games-tab", device: "iphone-15", scale: 3, contentSize: CGSize(width: 393, height: height), elements: elements)
    }

    static func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 50) -> Element {
        Element(category: "cell", kind: nil, section: section, item: item, frame: CGRect(x: x, y: y, width: w, height: h))
    }

    static func header(_ section: Int, y: Double, height: Double) -> Element {
        Element(category: "supplementary", kind: "UICollectionElementKindSectionHeader", section: section, item: 0,
                frame: CGRect(x: 0, y: y, width: 393, height: height))
    }

    @Test("the issue's example: an item moved 4 pt right, a header 50 → 44 tall")
    func example() {
        let before = Self.frames([Self.header(1, y: 0, height: 50), Self.cell(2, 4, 10, 100)])
        let after = Self.frames([Self.header(1, y: 0, height: 44), Self.cell(2, 4, 14, 100)])
        #expect(LayoutChanges.explain(expected: before, actual: after)
                == ["section 1 header height 50 → 44", "section 2 item 4 moved x +4.0 pt"])
    }

    @Test("moves and resizes together, tiny moves, sub-tolerance noise, content size, new and gone elements")
    func kinds() {
        let before = Self.frames([Self.cell(0, 0, 0, 0), Self.cell(0, 1, 0, 60), Self.cell(0, 2, 0, 120), Self.cell(0, 3, 0, 180)])
        let after = Self.frames([Self.cell(0, 0, 0.005, 0), Self.cell(0, 1, -2.5, 61, 96, 50), Self.cell(0, 2, 0, 120.05),
                                 Self.cell(0, 4, 15, 200, 345, 324.8)], height: 4056.8)
        #expect(LayoutChanges.explain(expected: before, actual: after) == [
            "content height 500 → 4056.8 pt",
            "section 0 item 1 moved x −2.5 pt, y +1.0 pt, width 100 → 96",
            "section 0 item 2 moved y +0.05 pt",
            "section 0 item 3 is gone",
            "section 0 item 4 is new, at 15, 200, 345 × 324.8",
        ])
    }

    @Test("three or more cells of a section moving alike are one line; a long list is cut with a count")
    func grouping() {
        let before = Self.frames((0..<12).map { Self.cell(5, $0, 0, Double($0) * 60) } + [Self.cell(6, 0, 0, 800)])
        let after = Self.frames((0..<12).map { Self.cell(5, $0, 0, Double($0) * 60 + ($0 == 7 ? 0 : 20)) } + [Self.cell(6, 0, 0, 820)])
        #expect(LayoutChanges.explain(expected: before, actual: after) == [
            "section 5: 11 items (0–6, 8–11) moved y +20.0 pt", "section 6 item 0 moved y +20.0 pt",
        ])
        let many = Self.frames((0..<40).map { Self.cell($0, 0, 0, Double($0)) })
        let moved = Self.frames((0..<40).map { Self.cell($0, 0, 1, Double($0)) })
        let lines = LayoutChanges.explain(expected: many, actual: moved, limit: 5)
        #expect(lines.count == 6 && lines.last == "… and 35 more changes")
        #expect(LayoutChanges.ranges([0, 1, 2, 3, 7, 9, 10]) == "0–3, 7, 9–10")
    }

    @Test("names: cells, headers, footers, other kinds, layout-wide supplementaries")
    func names() {
        #expect(Self.cell(2, 4, 0, 0).name == "section 2 item 4")
        #expect(Self.header(1, y: 0, height: 1).name == "section 1 header")
        #expect(Element(category: "supplementary", kind: "UICollectionElementKindSectionFooter", section: 0, item: 0, frame: .zero).name
                == "section 0 footer")
        #expect(Element(category: "supplementary", kind: "badge", section: 3, item: 2, frame: .zero).name == "section 3 badge 2")
        #expect(Element(category: "supplementary", kind: "UICollectionElementKindSectionHeader", section: nil, item: 0, frame: .zero).name
                == "layout header")
    }

    @Test("frame dumps as 'layoutshot layout' prints them read back; a broken one names the JSON path")
    func parsing() throws {
        let json = """
            {
              "screen": "names-grid",
              "device": {"name": "iphone-15", "width": 393, "height": 852, "scale": 3},
              "contentSize": {"width": 393, "height": 500},
              "elements": [
                {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 393, "height": 100}},
                {"category": "cell", "kind": null, "section": 0, "item": 1, "frame": {"x": 69.6667, "y": 100, "width": 65.3333, "height": 60}}
              ]
            }
            """
        let frames = try LayoutFrames(json: Data(json.utf8))
        #expect(frames.screen == "names-grid" && frames.device == "iphone-15" && frames.scale == 3)
        #expect(frames.elements.count == 2 && frames.elements[1].frame == CGRect(x: 69.6667, y: 100, width: 65.3333, height: 60))
        let broken = json.replacingOccurrences(of: "\"item\": 1,", with: "\"item\": -1,")
        #expect(throws: (any Error).self) { try LayoutFrames(json: Data(broken.utf8)) }
        do { _ = try LayoutFrames(json: Data(broken.utf8)) } catch {
            #expect("\(error)".hasPrefix("elements[1].item:"), "\(error)")
        }
    }
}
