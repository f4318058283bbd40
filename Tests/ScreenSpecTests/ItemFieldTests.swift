import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// Items with named fields (`"fields": {"subtitle": …}`) filling a content view's placeholders: the
/// App Store clone's cells show a caption, a title and a subtitle per item.
@Suite("Item fields")
struct ItemFieldTests {
    static let cell = #"""
    {"contentView": {"stack": {"axis": "vertical", "spacing": 4, "arrangedSubviews": [
      {"label": {"text": "{caption}", "font": {"size": 12}}},
      {"label": {"text": "{text}", "font": {"size": 17}}},
      {"label": {"text": "{subtitle} · #{item} of section {section}", "font": {"size": 14}}}]}}}
    """#

    static func screen(items: String) throws -> Screen {
        let json = #"""
        {"layout": {"compositional": {"section": {"group": {"kind": "vertical",
           "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
           "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}}}]}}}},
         "cell": \#(cell), "sections": [{"items": \#(items)}]}
        """#
        return try Screen.decode(Data(json.utf8), name: "fields")
    }

    @Test("Fields decode per item; an item without fields has none")
    func decode() throws {
        let screen = try Self.screen(items: #"""
        [{"text": "Genshin Impact", "fields": {"caption": "NEW GAME", "subtitle": "Open-world RPG"}}, "Plain",
         {"text": "검은사막", "fields": {"subtitle": "MMORPG"}}]
        """#)
        #expect(screen.sections[0].items == ["Genshin Impact", "Plain", "검은사막"])
        #expect(screen.viewItem(section: 0, item: 0).fields == ["caption": "NEW GAME", "subtitle": "Open-world RPG"])
        #expect(screen.viewItem(section: 0, item: 1) == ViewItem(section: 0, item: 1, text: "Plain"))
        #expect(screen.viewItem(section: 0, item: 2).fields == ["subtitle": "MMORPG"])
    }

    @Test("fill replaces built-ins and fields in one pass; unknown placeholders stay as written")
    func fill() {
        let item = ViewItem(section: 2, item: 5, text: "{subtitle}", fields: ["subtitle": "RPG", "price": "₩1,200"])
        #expect(item.fill("{text}") == "{subtitle}")                       // a value is not substituted again
        #expect(item.fill("{subtitle} · {price}") == "RPG · ₩1,200")
        #expect(item.fill("#{item}/{section} {missing} {") == "#5/2 {missing} {")
        #expect(item.fill("no braces") == "no braces")
    }

    @Test("The content view draws each item's own fields")
    func draws() throws {
        let screen = try Self.screen(items: #"""
        [{"text": "Genshin Impact", "fields": {"caption": "NEW GAME", "subtitle": "Open-world RPG"}},
         {"text": "Monument Valley", "fields": {"caption": "EDITORS' CHOICE", "subtitle": "Puzzle"}}]
        """#)
        let device = Device.preset(named: "iphone-15")!
        let solved = try screen.solve(on: device)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, measuringWith: XibText())
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts == ["NEW GAME", "Genshin Impact", "Open-world RPG · #0 of section 0",
                          "EDITORS' CHOICE", "Monument Valley", "Puzzle · #1 of section 0"])
    }

    @Test("Bad fields are errors naming the place")
    func errors() {
        func expectError(_ items: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
            do {
                _ = try Self.screen(items: items)
                Issue.record("decoded; expected \(expected)", sourceLocation: sourceLocation)
            } catch {
                #expect("\(error)" == expected, sourceLocation: sourceLocation)
            }
        }
        expectError(#"[{"text": "A", "fields": {"subtitle": 3}}]"#,
                    "sections[0].items[0].fields.subtitle: expected a string, got a number")
        expectError(#"[{"text": "A", "fields": {"text": "B"}}]"#,
                    #"sections[0].items[0].fields.text: "text" is built in; name the field something else"#)
        expectError(#"["A", {"fields": {"sub title": "B"}}]"#,
                    #"sections[0].items[1].fields["sub title"]: a field name is an ASCII letter followed by letters, digits or _"#)
        expectError(#"[{"text": "A", "fields": ["B"]}]"#,
                    "sections[0].items[0].fields: expected an object, got an array")
    }
}
