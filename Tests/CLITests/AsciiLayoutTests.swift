import Foundation
import Testing

/// `layoutshot layout <screen> --ascii`: each section's visualDescription(), or a flow summary.
@Suite("layoutshot layout --ascii")
struct AsciiLayoutTests {
    @Test("names-grid on iphone-15: a section 0: and a section 1: block, five boxes each")
    func compositional() {
        let result = layoutshot(["layout", "names-grid", "--ascii"])
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        let blocks = result.out.components(separatedBy: "\n\n")
        #expect(blocks.count == 2)
        for (index, block) in blocks.enumerated() {
            let lines = block.split(separator: "\n").map(String.init)
            #expect(lines.first == "section \(index):")
            #expect(lines.contains("section in 393 x 852 pt, contentInsets top 0 leading 0 bottom 0 trailing 0, groups repeat down, interGroupSpacing 30"))
            #expect(lines.contains("not drawn: UICollectionElementKindSectionHeader (.top)"))
            #expect(lines.contains("horizontal group at x 0 y 0, 393 x 60 pt, 5 items (1 column = 5 pt, 1 row = 10 pt)"))
            // G7 at the iPhone 15's @3x: 65.5-pt columns floored to 196 px, 208 px apart.
            #expect(lines.filter { $0.hasPrefix("[") } == ["[0] x 0 y 0 w 65.333 h 60", "[1] x 69.333 y 0 w 65.333 h 60",
                                                           "[2] x 138.667 y 0 w 65.333 h 60", "[3] x 208 y 0 w 65.333 h 60",
                                                           "[4] x 277.333 y 0 w 65.333 h 60"])
            let picture = lines.filter { $0.hasPrefix("#") || $0.hasPrefix(":") }
            #expect(picture.count == 7 && picture.allSatisfy { $0.count <= 80 })
            #expect(picture.flatMap { $0.split(whereSeparator: { !$0.isNumber }) } == ["0", "1", "2", "3", "4"])
        }
    }

    @Test("--device iphone-se draws the 375 pt grid; --width/--height work too")
    func otherSizes() {
        let se = layoutshot(["layout", "names-grid", "--ascii", "--device", "iphone-se"])
        #expect(se.code == 0)
        #expect(se.out.contains("[4] x 266 y 0 w 62.5 h 60"))
        let custom = layoutshot(["layout", "names-grid", "--width", "375", "--height", "667", "--ascii"])
        #expect(custom.code == 0)
        #expect(custom.out == se.out)
    }

    @Test("names-grid-flow: one summary line per section, from the solved frames")
    func flow() {
        let result = layoutshot(["layout", "names-grid-flow", "--ascii"])
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        for (index, line) in lines.enumerated() {
            #expect(line == "section \(index): flow layout, 10 items in 2 lines (6 + 4), item 60 x 60 pt, "
                    + "item spacing 6.333-6.667 pt, line spacing 30 pt")
        }
    }

    @Test("--help documents --ascii; --ascii takes no value")
    func help() {
        let help = layoutshot(["layout", "--help"])
        #expect(help.code == 0)
        #expect(help.out.contains("USAGE: layoutshot layout <screen> [--ascii]"))
        #expect(help.out.contains("--ascii               draw the layout as ASCII art"))
        let bad = layoutshot(["layout", "names-grid", "--ascii=yes"])
        #expect(bad.code == 2 && bad.out.isEmpty)
        #expect(bad.err == "layoutshot: --ascii takes no value (see 'layoutshot layout --help')")
    }
}
