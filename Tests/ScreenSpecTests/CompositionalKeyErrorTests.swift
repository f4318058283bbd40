import Foundation
import ScreenSpec
import Testing

/// Bad values for the newer compositional keys: one line, naming the exact JSON path.
@Suite("Screen file errors: compositional keys")
struct CompositionalKeyErrorTests {
    typealias J = ScreenJSON

    let fill = J.size(J.fractionalWidth(1), J.fractionalHeight(1))
    var item: [String: Any] { ["layoutSize": fill] }

    /// A section whose root group is `group` merged over a horizontal 60 pt row.
    func section(group: [String: Any] = [:], _ extra: [String: Any] = [:]) -> [String: Any] {
        var g: [String: Any] = ["kind": "horizontal", "layoutSize": J.size(J.fractionalWidth(1), J.absolute(60))]
        g.merge(group) { $1 }
        var s: [String: Any] = ["group": g]
        s.merge(extra) { $1 }
        return s
    }

    /// A section whose only item carries `supplementary`.
    func badge(_ containerAnchor: Any) -> [String: Any] {
        let supplementary: [String: Any] = ["layoutSize": J.size(J.absolute(20), J.absolute(20)), "elementKind": "badge",
                                            "containerAnchor": containerAnchor]
        return section(group: ["subitems": [["layoutSize": fill, "supplementaryItems": [supplementary]]]])
    }

    @Test("count with subitems, a missing count, a count out of range, two kinds of subitem, none")
    func counts() {
        J.expectError(#"sections[0].layout.group.count: count goes with subitem or repeatingSubitem, not with subitems"#,
                      section(group: ["subitems": [item], "count": 3]))
        J.expectError(#"sections[0].layout.group: missing required key "count" (a group with subitem needs one)"#,
                      section(group: ["subitem": item]))
        J.expectError(#"sections[0].layout.group: missing required key "count" (a group with repeatingSubitem needs one)"#,
                      section(group: ["repeatingSubitem": item]))
        J.expectError(#"sections[0].layout.group.count: expected a whole number from 1 to 1000, got 0"#,
                      section(group: ["subitem": item, "count": 0]))
        J.expectError(#"sections[0].layout.group.count: expected a whole number from 1 to 1000, got 2.5"#,
                      section(group: ["repeatingSubitem": item, "count": 2.5]))
        let thousand: [String: Any] = ["kind": "vertical", "layoutSize": fill, "subitem": item, "count": 1000]
        let middle: [String: Any] = ["kind": "horizontal", "layoutSize": fill, "subitem": thousand, "count": 1000]
        J.expectError(#"sections[0].layout.group.subitem.subitem.count: nested counts multiply to 10000000 items (at most 1000000)"#,
                      section(group: ["subitem": middle, "count": 10]))
        J.expectError(#"sections[0].layout.group: expected only one of subitems, subitem"#,
                      section(group: ["subitems": [item], "subitem": item, "count": 2]))
        J.expectError(#"sections[0].layout.group: missing required key "subitems" (or "subitem" or "repeatingSubitem" with "count")"#,
                      section())
    }

    @Test("A bad value inside subitem names the path through subitem")
    func subitemPath() {
        J.expectError(#"sections[0].layout.group.subitem.layoutSize.heightDimension: expected only one of estimated, uniformAcrossSiblings"#,
                      section(group: ["subitem": ["layoutSize": J.size(J.absolute(10), ["estimated": 4, "uniformAcrossSiblings": 4])], "count": 2]))
        J.expectError(#"sections[0].layout.group.subitem.layoutSize.heightDimension: expected a dimension: one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings (found "tall")"#,
                      section(group: ["subitem": ["layoutSize": ["widthDimension": ["absolute": 10], "heightDimension": ["tall": 1]]], "count": 2]))
        J.expectError(#"sections[0].layout.group.repeatingSubitem.layoutSize.widthDimension.uniformAcrossSiblings: must be greater than 0, got -4"#,
                      section(group: ["repeatingSubitem": ["layoutSize": J.size(["uniformAcrossSiblings": -4], J.absolute(10))], "count": 2]))
    }

    @Test("An unknown alignment and an unknown orthogonal behaviour")
    func unknownNames() {
        let header: [String: Any] = ["layoutSize": J.size(J.fractionalWidth(1), J.absolute(30)),
                                     "elementKind": "header", "alignment": "center"]
        J.expectError(#"sections[0].layout.boundarySupplementaryItems[0].alignment: unknown value "center"; expected one of top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing"#,
                      section(group: ["subitems": [item]], ["boundarySupplementaryItems": [header]]))
        J.expectError(#"sections[0].layout.orthogonalScrollingBehavior: unknown value "bounce"; expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"#,
                      section(group: ["subitems": [item]], ["orthogonalScrollingBehavior": "bounce"]))
        J.expectError(#"layout.compositional.configuration.scrollDirection: unknown value "diagonal"; expected one of vertical, horizontal"#,
                      section(group: ["subitems": [item]]), configuration: ["scrollDirection": "diagonal"])
        J.expectError(#"sections[0].layout.boundarySupplementaryItems[0].pinToVisibleBounds: expected true or false, got a string"#,
                      section(group: ["subitems": [item]], ["boundarySupplementaryItems": [
                          ["layoutSize": J.size(J.fractionalWidth(1), J.absolute(30)), "elementKind": "h", "alignment": "top",
                           "pinToVisibleBounds": "yes"]]]))
    }

    @Test("Anchors: both offsets, bad edges, an offset out of range")
    func anchors() {
        J.expectError(#"sections[0].layout.group.subitems[0].supplementaryItems[0].containerAnchor: expected only one of absoluteOffset, fractionalOffset"#,
                      badge(["edges": ["top"], "absoluteOffset": ["x": 1], "fractionalOffset": ["x": 0.5]]))
        J.expectError(#"sections[0].layout.group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]: unknown value "right"; expected one of top, leading, bottom, trailing, all"#,
                      badge(["edges": ["top", "right"]]))
        J.expectError(#"sections[0].layout.group.subitems[0].supplementaryItems[0].containerAnchor.edges: expected an array, got a number"#,
                      badge(["edges": 3]))
        J.expectError(#"sections[0].layout.group.subitems[0].supplementaryItems[0].containerAnchor: missing required key "edges""#,
                      badge(["fractionalOffset": ["x": 0.5]]))
        J.expectError(#"sections[0].layout.group.subitems[0].supplementaryItems[0].containerAnchor.fractionalOffset.y: -500 is out of range (from -100 to 100)"#,
                      badge(["edges": ["top"], "fractionalOffset": ["y": -500]]))
    }

    @Test("Edge spacing, decoration items and group supplementary items: errors name the path")
    func others() {
        J.expectError(#"sections[0].layout.group.subitems[0].edgeSpacing.top: expected a spacing: one of fixed, flexible (found "auto")"#,
                      section(group: ["subitems": [["layoutSize": fill, "edgeSpacing": ["top": ["auto": 1]]]]]))
        J.expectError(#"sections[0].layout.group.edgeSpacing.left: unknown key "left""#,
                      section(group: ["subitems": [item], "edgeSpacing": ["left": ["fixed": 1]]]))
        J.expectError(#"sections[0].layout.decorationItems[0]: missing required key "background""#,
                      section(group: ["subitems": [item]], ["decorationItems": [["elementKind": "bg"]]]))
        J.expectError(#"sections[0].layout.supplementaryContentInsetsReference: unknown value "margins"; expected one of automatic, none, safeArea, layoutMargins, readableContent"#,
                      section(group: ["subitems": [item]], ["supplementaryContentInsetsReference": "margins"]))
        let badge: [String: Any] = ["layoutSize": J.size(J.absolute(20), J.absolute(20)), "elementKind": "badge",
                                    "containerAnchor": ["edges": ["top"]]]
        J.expectError(#"sections[0].layout.group.supplementaryItems[0].containerAnchor.edges[0]: unknown value "up"; did you mean "top"?"#,
                      section(group: ["subitems": [item], "supplementaryItems": [["layoutSize": badge["layoutSize"]!, "elementKind": "badge",
                                                                                 "containerAnchor": ["edges": ["up"]]]]]))
    }
}
