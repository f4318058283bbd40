import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// A screen of list sections: `layout.compositional.section` is `shared`; `own[i]` overrides section i.
private func listScreen(_ shared: [String: Any], own: [Int: [String: Any]] = [:], items: [Int] = [3, 2],
                        extra: [String: Any] = [:]) throws -> Screen {
    var object: [String: Any] = [
        "layout": ["compositional": ["section": shared]],
        "sections": items.enumerated().map { index, count -> [String: Any] in
            var section: [String: Any] = ["items": (0..<count).map { "Row \($0)" }]
            if let layout = own[index] { section["layout"] = layout }
            return section
        },
    ]
    object.merge(extra) { $1 }
    return try Screen.decode(try JSONSerialization.data(withJSONObject: object), name: "list")
}

private func expectListError(_ expected: String, _ shared: [String: Any], own: [Int: [String: Any]] = [:],
                             sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        _ = try listScreen(shared, own: own)
        Issue.record("decoded without error; expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as SpecError {
        #expect(error.description == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
}

private func rects(_ scene: Scene) -> [RectNode] {
    scene.nodes.compactMap { if case .rect(let r) = $0 { r } else { nil } }
}

private func texts(_ scene: Scene) -> [TextNode] {
    scene.nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }
}

@Suite("Screen files: list sections (F)")
struct ListScreenTests {
    let iPhone15 = Device.preset(named: "iphone-15")!
    let iPad = Device.preset(named: "ipad-10")!

    @Test("F: {\"list\": …} decodes to NSCollectionLayoutSection.list — inset-grouped rows 20 pt in on a 393-pt iPhone, a header, 44-pt rows")
    func decodesList() throws {
        let screen = try listScreen(["list": ["appearance": "insetGrouped", "headerMode": "supplementary",
                                              "footerMode": "none", "showsSeparators": true]],
                                    extra: ["supplementaryViews": [ElementKind.header: [String: Any]()]])
        let solved = try screen.solve(on: iPhone15)
        #expect(solved.supplementary(ElementKind.header)?.frame == CGRect(x: 20, y: 0, width: 353, height: 38))
        #expect(solved.cell(0) == CGRect(x: 20, y: 38, width: 353, height: 44))
        // F: 17.5 pt below section 0's rows (38 + 132 + 17.5), then the header: 225.5 → 677 px at @3x.
        #expect(solved.cell(0, section: 1) == CGRect(x: 20, y: 677.0 / 3, width: 353, height: 44))
        let platter = solved.layoutAttributesForDecorationView(ofKind: "UICollectionViewListInsetGroupedBackground",
                                                               at: IndexPath(item: 0, section: 0))
        #expect(platter?.frame == CGRect(x: 20, y: 38, width: 353, height: 132))
        #expect(try listScreen(["list": ["appearance": "insetGrouped"]]).solve(on: iPad).cell(0)
                == CGRect(x: 20, y: 17.5, width: 780, height: 44))
    }

    @Test("F: a section's own list overrides the shared one; other section keys still apply to a list")
    func perSectionAndOverrides() throws {
        let screen = try listScreen(["list": ["appearance": "plain"]],
                                    own: [1: ["list": ["appearance": "grouped", "footerMode": "supplementary"],
                                              "contentInsets": ["top": 10]]],
                                    extra: ["supplementaryViews": [ElementKind.footer: [String: Any]()]])
        let solved = try screen.solve(on: iPhone15)
        #expect(solved.cell(2) == CGRect(x: 0, y: 88, width: 393, height: 44))
        #expect(solved.cell(0, section: 1) == CGRect(x: 0, y: 142, width: 393, height: 44))    // 132 + 10
        #expect(solved.supplementary(ElementKind.footer, section: 1)?.frame == CGRect(x: 0, y: 230, width: 393, height: 34))
    }

    @Test("F: list keys' errors name their JSON path")
    func errors() {
        let appearances = "plain, grouped, insetGrouped, sidebar, sidebarPlain"
        expectListError(#"sections[1].layout.list.appearance: unknown value "inset"; expected one of \#(appearances)"#,
                        ["list": ["appearance": "plain"]], own: [1: ["list": ["appearance": "inset"]]])
        expectListError(#"layout.compositional.section.list: missing required key "appearance""#, ["list": [:] as [String: Any]])
        expectListError(#"layout.compositional.section.list.headerMode: unknown value "sticky"; expected one of none, supplementary, firstItemInSection"#,
                        ["list": ["appearance": "plain", "headerMode": "sticky"]])
        expectListError(#"layout.compositional.section.list.footerMode: unknown value "firstItemInSection"; expected one of none, supplementary"#,
                        ["list": ["appearance": "plain", "footerMode": "firstItemInSection"]])
        expectListError(#"layout.compositional.section.list.showsSeparators: expected true or false, got a string"#,
                        ["list": ["appearance": "plain", "showsSeparators": "yes"]])
        expectListError(#"layout.compositional.section.list.rowHeight: unknown key "rowHeight""#,
                        ["list": ["appearance": "plain", "rowHeight": 50]])
        expectListError(#"layout.compositional.section: expected only one of group, list"#,
                        ["list": ["appearance": "plain"], "group": [:] as [String: Any]])
        expectListError(#"sections[0].layout: expected a section layout: one of group, list (found "interGroupSpacing")"#,
                        ["list": ["appearance": "plain"]], own: [0: ["interGroupSpacing": 4]])
    }

    @Test("F A4 D5: a list header with text is self-sized from its style (text, font, margins); the platter follows the rows")
    func measuredListHeader() throws {
        let header: [String: Any] = ["contentConfiguration": [
            "text": "Section {section}", "textProperties": ["font": ["size": 20]],
            "directionalLayoutMargins": ["top": 10, "leading": 0, "bottom": 6, "trailing": 0]]]
        let screen = try listScreen(["list": ["appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none"]],
                                    extra: ["supplementaryViews": [ElementKind.header: header]])
        // EstimatedText: a 20-pt line is 24 pt; with the 10 + 6 margins the header is 40, not its 38-pt estimate.
        let solved = try screen.solve(on: iPhone15, measuringWith: EstimatedText())
        #expect(solved.supplementary(ElementKind.header)?.frame == CGRect(x: 20, y: 0, width: 353, height: 40))
        #expect(solved.cell(0) == CGRect(x: 20, y: 40, width: 353, height: 44))
        let platter = solved.layoutAttributesForDecorationView(ofKind: "UICollectionViewListInsetGroupedBackground",
                                                               at: IndexPath(item: 0, section: 0))
        #expect(platter?.frame == CGRect(x: 20, y: 40, width: 353, height: 132))
        // A header style without text keeps the estimate.
        let plainHeader = try listScreen(["list": ["appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none"]],
                                         extra: ["supplementaryViews": [ElementKind.header: [String: Any]()]])
        #expect(try plainHeader.solve(on: iPhone15, measuringWith: EstimatedText()).supplementary(ElementKind.header)?.frame.height == 38)
    }

    @Test("F I2: inset-grouped chrome — grouped background, a 10-pt continuous platter, hairline separators, text 20 pt in from it on a 393-pt iPhone")
    func insetGroupedScene() throws {
        let screen = try listScreen(["list": ["appearance": "insetGrouped"]])
        let scene = SceneBuilder.scene(for: screen, solved: try screen.solve(on: iPhone15), device: iPhone15, appearance: .light)
        #expect(scene.background == RGBA(hex: "#F2F2F7"))
        let platters = rects(scene).filter { $0.cornerRadius == 10 }
        // F: 59 + 17.5 = 76.5 and 59 + 17.5 + 132 + 17.5 + 17.5 = 243.5, on @3x pixels (G7).
        #expect(platters.map(\.frame) == [CGRect(x: 20, y: 230.0 / 3, width: 353, height: 132), CGRect(x: 20, y: 731.0 / 3, width: 353, height: 88)])
        #expect(platters.allSatisfy { $0.cornerCurve == .continuous && $0.fill == RGBA(hex: "#FFFFFF") })
        // Separators: under rows 0 and 1 of section 0 and row 0 of section 1; none under a last row.
        let separators = rects(scene).filter { $0.frame.height < 1 }
        let hairline: CGFloat = 1.0 / 3
        let rowBottoms: [CGFloat] = [362.0 / 3, 494.0 / 3, 863.0 / 3]
        #expect(zip(separators.map(\.frame.minY), rowBottoms).allSatisfy { abs($0 - ($1 - hairline)) < 1e-9 } && separators.count == 3)
        #expect(separators.allSatisfy { $0.frame.minX == 40 && $0.frame.maxX == 373 && $0.frame.height == hairline })
        #expect(separators.first?.fill == RGBA(60, 60, 67, 0.29))
        let label = try #require(texts(scene).first)
        #expect(label.text == "Row 0" && label.frame.minX == 40 && label.alignment == .left && label.font == TextStyle.body.font)
        let dark = SceneBuilder.scene(for: screen, solved: try screen.solve(on: iPad), device: iPad, appearance: .dark)
        #expect(dark.background == RGBA(hex: "#000000"))
        #expect(rects(dark).first { $0.cornerRadius == 10 }?.fill == RGBA(hex: "#1C1C1E"))
        #expect(texts(dark).first?.frame.minX == 40)                 // 20-pt platter + 20-pt text margin
        #expect(rects(dark).filter { $0.frame.height < 1 }.allSatisfy { $0.frame.minX == 40 && $0.frame.height == 0.5 })
    }

    @Test("F: grouped rows sit on a full-width band; plain lists keep the screen's background and have no band")
    func groupedAndPlainScenes() throws {
        let grouped = try listScreen(["list": ["appearance": "grouped", "showsSeparators": false]])
        let scene = SceneBuilder.scene(for: grouped, solved: try grouped.solve(on: iPhone15), device: iPhone15, appearance: .light)
        #expect(rects(scene).map(\.frame) == [CGRect(x: 0, y: 230.0 / 3, width: 393, height: 132), CGRect(x: 0, y: 731.0 / 3, width: 393, height: 88)])
        #expect(rects(scene).allSatisfy { $0.cornerRadius == 0 && $0.fill == RGBA(hex: "#FFFFFF") })
        #expect(texts(scene).first?.frame.minX == 20)                 // the 393-pt screen's 20-pt margin (I2)
        let plain = try listScreen(["list": ["appearance": "plain"]], extra: ["backgroundColor": "systemGray6"])
        let plainScene = SceneBuilder.scene(for: plain, solved: try plain.solve(on: iPhone15), device: iPhone15, appearance: .light)
        #expect(plainScene.background == RGBA(hex: "#F2F2F7"))       // the screen's own colour
        #expect(rects(plainScene).count == 3)                         // separators only: 2 + 1
        let explicit = try listScreen(["list": ["appearance": "insetGrouped"]], extra: ["backgroundColor": "#FF0000"])
        #expect(SceneBuilder.scene(for: explicit, solved: try explicit.solve(on: iPhone15), device: iPhone15,
                                   appearance: .light).background == RGBA(hex: "#FF0000"))
    }

    @Test("F: the settings-list sample is an inset-grouped list of three sections under a large title")
    func settingsSample() throws {
        let screen = try loadSample("settings-list")
        #expect(screen.itemCounts == [6, 4, 12])
        #expect(screen.sections[0].items.prefix(3) == ["Airplane Mode", "Wi-Fi", "Bluetooth"])
        let solved = try screen.solve(on: iPhone15)
        // F: the 52-pt title, 17.5 pt (69.5 → 209 px); section 1 after 6 rows and 17.5 + 17.5 (368.5 → 1106 px).
        #expect(solved.cell(0) == CGRect(x: 20, y: 209.0 / 3, width: 353, height: 44))
        #expect(solved.cell(0, section: 1) == CGRect(x: 20, y: 1106.0 / 3, width: 353, height: 44))
    }
}
