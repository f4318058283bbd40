import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Item and group keys decode to the engine's objects, and the solved frames show it (iPhone 15, 393 pt).
@Suite("Screen files: item and group keys")
struct ItemKeyTests {
    typealias J = ScreenJSON

    @Test("uniformAcrossSiblings: the estimate stands unmeasured; measured, each row takes its tallest")
    func uniformAcrossSiblings() throws {
        let section: [String: Any] = ["group": J.row(J.size(J.fractionalWidth(1), ["estimated": 44]),
                                                     [["layoutSize": J.size(J.fractionalWidth(1.0 / 3), ["uniformAcrossSiblings": 44])]])]
        let screen = try J.screen(section, items: 6)
        let rest = try screen.solve(on: J.iPhone15)
        #expect(rest.cell(0) == CGRect(x: 0, y: 0, width: 131, height: 44))
        #expect(rest.cell(3)?.minY == 44)
        let heights: [CGFloat] = [30, 60, 45, 20, 25, 10]
        let measured = try screen.layout.solve(in: J.iPhone15.viewport(), itemCounts: screen.itemCounts,
                                               measurer: LayoutMeasurer { a in CGSize(width: 0, height: heights[a.indexPath.item]) })
        #expect((0..<3).map { measured.cell($0)?.height } == [60, 60, 60])
        #expect((3..<6).map { measured.cell($0)?.height } == [25, 25, 25])
        #expect(measured.cell(3)?.minY == 60)
    }

    @Test("edgeSpacing: a fixed leading edge offsets each item, a flexible top alone sends it down")
    func itemEdgeSpacing() throws {
        let item: [String: Any] = ["layoutSize": J.size(J.absolute(100), J.absolute(40)),
                                   "edgeSpacing": ["leading": ["fixed": 4], "top": ["flexible": 0]]]
        let solved = try J.solve(["group": J.row(J.size(J.fractionalWidth(1), J.absolute(60)), [item])], items: 4)
        // Each slot is 104 wide: three fit in 393 (312), a fourth would end at 416.
        #expect((0..<3).map { solved.cell($0) } == [0, 104, 208].map { CGRect(x: $0 + 4, y: 20, width: 100, height: 40) })
        #expect(solved.cell(3) == CGRect(x: 4, y: 80, width: 100, height: 40))
    }

    @Test("edgeSpacing on a nested group: flexible edges share what is left over")
    func groupEdgeSpacing() throws {
        let flexible: [String: Any] = ["flexible": 0]
        let nested: [String: Any] = [
            "kind": "vertical", "layoutSize": J.size(J.absolute(121), J.absolute(60)),
            "subitem": ["layoutSize": J.size(J.fractionalWidth(1), J.fractionalHeight(1))], "count": 1,
            "edgeSpacing": ["leading": flexible, "trailing": flexible],
        ]
        let solved = try J.solve(["group": J.row(J.size(J.fractionalWidth(1), J.absolute(60)), [nested])], items: 3)
        // Three groups of 121 leave 30 pt over six flexible edges: 5 each.
        #expect((0..<3).map { solved.cell($0)?.minX } == [5, 136, 267])
    }

    @Test("supplementaryItems: a badge on the top-trailing corner, an item anchor, an absolute offset")
    func supplementaryItems() throws {
        let badge: [String: Any] = [
            "layoutSize": J.size(J.absolute(20), J.absolute(20)), "elementKind": "badge", "zIndex": 2,
            "containerAnchor": ["edges": ["top", "trailing"], "fractionalOffset": ["x": 0.5, "y": -0.5]],
        ]
        let glued: [String: Any] = [
            "layoutSize": J.size(J.absolute(20), J.absolute(20)), "elementKind": "glued",
            "containerAnchor": ["edges": ["top", "trailing"]], "itemAnchor": ["edges": ["bottom", "leading"]],
        ]
        let dot: [String: Any] = [
            "layoutSize": J.size(J.absolute(20), J.absolute(20)), "elementKind": "dot",
            "containerAnchor": ["edges": ["bottom"], "absoluteOffset": ["y": 5]],
        ]
        let cover: [String: Any] = [
            "layoutSize": J.size(J.fractionalWidth(0.5), J.fractionalHeight(0.5)), "elementKind": "cover",
            "containerAnchor": ["edges": "all"],
        ]
        let item: [String: Any] = ["layoutSize": J.size(J.absolute(100), J.absolute(100)),
                                   "supplementaryItems": [badge, glued, dot, cover]]
        let solved = try J.solve(["group": J.row(J.size(J.fractionalWidth(1), J.absolute(100)), [item])], items: 2)
        #expect(solved.supplementary("badge")?.frame == CGRect(x: 90, y: -10, width: 20, height: 20))
        #expect(solved.supplementary("badge", 1)?.frame == CGRect(x: 190, y: -10, width: 20, height: 20))
        #expect(solved.supplementary("badge")?.zIndex == 2)
        #expect(solved.supplementary("glued")?.frame == CGRect(x: 100, y: -20, width: 20, height: 20))
        #expect(solved.supplementary("dot")?.frame == CGRect(x: 40, y: 85, width: 20, height: 20))
        #expect(solved.supplementary("dot")?.zIndex == 1)
        #expect(solved.supplementary("cover")?.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test("subitem + count: a vertical group of three resized to fill it, spacing included")
    func countGroup() throws {
        let group: [String: Any] = [
            "kind": "vertical", "layoutSize": J.size(J.fractionalWidth(1), J.absolute(180)),
            "subitem": ["layoutSize": J.size(J.fractionalWidth(1), J.absolute(10))], "count": 3,
            "interItemSpacing": ["fixed": 6],
        ]
        let solved = try J.solve(["group": group], items: 4)
        // (180 − 2 × 6) / 3 = 56 each, not the subitem's own 10.
        #expect((0..<3).map { solved.cell($0) } == [0, 62, 124].map { CGRect(x: 0, y: $0, width: 393, height: 56) })
        #expect(solved.cell(3)?.minY == 180)
    }

    @Test("repeatingSubitem + count: three items at their own width, then the next group")
    func repeatingCountGroup() throws {
        let group: [String: Any] = [
            "kind": "horizontal", "layoutSize": J.size(J.fractionalWidth(1), J.absolute(50)),
            "repeatingSubitem": ["layoutSize": J.size(J.absolute(100), J.fractionalHeight(1))], "count": 3,
        ]
        let solved = try J.solve(["group": group], items: 4)
        #expect((0..<3).map { solved.cell($0) } == [0, 100, 200].map { CGRect(x: $0, y: 0, width: 100, height: 50) })
        #expect(solved.cell(3) == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test("A horizontal subitem + count group nested in a vertical one")
    func nestedCountGroups() throws {
        let inner: [String: Any] = [
            "kind": "horizontal", "layoutSize": J.size(J.fractionalWidth(1), J.fractionalHeight(0.5)),
            "subitem": ["layoutSize": J.size(J.absolute(1), J.fractionalHeight(1))], "count": 3,
        ]
        let outer: [String: Any] = ["kind": "vertical", "layoutSize": J.size(J.fractionalWidth(1), J.absolute(100)),
                                    "subitem": inner, "count": 2]
        let solved = try J.solve(["group": outer], items: 7)
        #expect(solved.cell(1) == CGRect(x: 131, y: 0, width: 131, height: 50))
        #expect(solved.cell(4) == CGRect(x: 131, y: 50, width: 131, height: 50))
        #expect(solved.cell(6) == CGRect(x: 0, y: 100, width: 131, height: 50))
    }
}
