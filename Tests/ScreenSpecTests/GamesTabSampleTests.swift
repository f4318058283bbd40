import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// `samples/games-tab.json`: the App Store clone's Games screen (appstore-clone.md §1.2–§1.4).
@Suite("Games tab sample")
struct GamesTabSampleTests {
    /// The clone's storyboard device, at @5x so that every derived number (324.8, 81.2, 121.8) is a
    /// whole number of pixels and G7's snapping leaves it alone.
    static let iPhoneX = Device.custom(width: 375, height: 812, scale: 5)

    /// §1.2's table: each section's kind, item count and derived y at 375 × 812.
    static let table: [(kind: String, items: Int, y: Double)] = [
        ("featured", 5, 0), ("title", 1, 324.8), ("small", 9, 374.8), ("title", 1, 618.4), ("small", 9, 668.4),
        ("title", 1, 912.0), ("small", 9, 962.0), ("title", 1, 1205.6), ("medium", 8, 1255.6), ("title", 1, 1499.2),
        ("small", 9, 1549.2), ("title", 1, 1792.8), ("small", 9, 1842.8), ("title", 1, 2086.4), ("category", 6, 2136.4),
        ("title", 1, 2436.4), ("medium", 8, 2486.4), ("title", 1, 2730.0), ("small", 9, 2780.0), ("title", 1, 3023.6),
        ("small", 9, 3073.6), ("title", 1, 3317.2), ("small", 9, 3367.2), ("title", 1, 3610.8), ("link", 1, 3660.8),
        ("link", 1, 3704.8), ("link", 1, 3748.8), ("link", 1, 3792.8), ("button", 1, 3836.8), ("button", 1, 3886.8),
        ("button", 1, 3936.8), ("terms", 1, 3986.8),
    ]

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test("§1.2: 32 sections in GamesViewController's order with its item counts")
    func sections() throws {
        let screen = try loadSample("games-tab")
        #expect(screen.sections.count == 32)
        for (i, row) in Self.table.enumerated() {
            let section = screen.sections[i]
            #expect(section.identifier?.hasPrefix(row.kind) == true, "section \(i): \(section.identifier ?? "nil")")
            #expect(section.items.count == row.items, "section \(i)")
        }
        #expect(screen.sections[24...27].map { $0.items[0] } == ["About In-App Purchases", "Parens' Guide to the App Store",
                                                                  "Apps and Games for Your Kids", "About Personalization"])
        #expect(screen.sections[28...30].map { $0.items[0] } == ["Redeem", "Send Gift", "Add Funds to Apple ID"])
        #expect(screen.sections[31].items == ["Terms & Conditions ›"])
    }

    @Test("A3 C1 D7 E1 at 375 × 812: §1.2's derived frames — featured x = 15 + 345k, 324.8 tall; content 4056.8")
    func derivedGeometry() throws {
        let screen = try loadSample("games-tab")
        let solved = try screen.solve(on: Self.iPhoneX, measuringWith: XibText())
        #expect(Self.close(solved.contentSize.height, 4056.8) && solved.contentSize.width == 375)
        for k in 0..<5 {
            #expect(solved.cell(k, section: 0) == CGRect(x: 15 + 345 * Double(k), y: 0, width: 345, height: 324.8), "featured \(k)")
        }
        for (s, row) in Self.table.enumerated() {
            let first = try #require(solved.cell(0, section: s))
            #expect(Self.close(first.minY, row.y), "section \(s) at \(first.minY), expected \(row.y)")
            switch row.kind {
            case "small", "medium":
                let perGroup = row.kind == "small" ? 3 : 2, height = row.kind == "small" ? 81.2 : 121.8
                for i in 0..<row.items {
                    let cell = try #require(solved.cell(i, section: s))
                    let (g, r) = (Double(i / perGroup), Double(i % perGroup))
                    #expect(Self.close(cell.minX, 15 + 345 * g) && Self.close(cell.minY, row.y + height * r), "section \(s) item \(i)")
                    #expect(cell.width == 345 && Self.close(cell.height, height), "section \(s) item \(i)")
                }
            case "category":
                for i in 0..<6 { #expect(solved.cell(i, section: s) == CGRect(x: 0, y: row.y + 50 * Double(i), width: 375, height: 50)) }
            default:
                let height: Double = ["title": 50, "link": 44, "button": 50, "terms": 70, "featured": 324.8][row.kind]!
                #expect(first.minX == (row.kind == "featured" ? 15 : 0) && Self.close(first.height, height), "section \(s)")
            }
        }
    }

    /// The sample's content view for section `s`, laid out in `size` for item `i`.
    static func place(_ s: Int, _ i: Int = 0, size: CGSize) throws -> PlacedView {
        let screen = try loadSample("games-tab")
        let content = try #require(screen.sections[s].cell.contentView)
        return try content.layout(in: CGRect(origin: .zero, size: size), item: screen.viewItem(section: s, item: i),
                                  measuringWith: XibText(), scale: 3)
    }

    @Test("§1.4 SmallAppCell and MediumAppCell in their xib sizes: icons, text, the GET pill, separators")
    func appCells() throws {
        let small = try Self.place(2, size: CGSize(width: 375, height: 80))
        #expect(small.frame("icon") == CGRect(x: 4, y: 10, width: 60, height: 60))
        // Labels are SF Pro's lines at @3x (17 pt → 20.333, 14 pt → 17); a 0.5-pt separator on the
        // bottom edge is one @3x pixel (IB's @2x xibs store 20.5 / 38.5 / 79.5 × 0.5).
        let line = Double(61) / 3
        #expect(small.frame("title").isClose(to: CGRect(x: 72, y: 10, width: 217, height: line)))
        #expect(small.frame("subtitle").isClose(to: CGRect(x: 72, y: 18 + line, width: 217, height: 17)))
        #expect(small.frame("get") == CGRect(x: 297, y: 25, width: 74, height: 30))
        #expect(small.frame("separator").isClose(to: CGRect(x: 72, y: 80 - 1.0 / 3, width: 299, height: 1.0 / 3)))
        let medium = try Self.place(8, size: CGSize(width: 375, height: 134))
        #expect(medium.frame("icon") == CGRect(x: 4, y: 23, width: 88, height: 88))
        #expect(medium.frame("title").isClose(to: CGRect(x: 100, y: 23, width: 271, height: line)))        // top = icon top, trailing 4
        #expect(medium.frame("subtitle").isClose(to: CGRect(x: 100, y: 31 + line, width: 271, height: line)))   // title.bottom + 8
        #expect(medium.frame("get") == CGRect(x: 100, y: 81, width: 74, height: 30))           // under the text, bottom = icon bottom
        #expect(medium.frame("separator").isClose(to: CGRect(x: 100, y: 134 - 1.0 / 3, width: 271, height: 1.0 / 3)))
    }

    @Test("§1.4 ExtraLargeAppCell, SectionTitleCell, CategoryCell, LinkCell, ButtonCell, TermsAndConditionsCell")
    func otherCells() throws {
        let featured = try Self.place(0, size: CGSize(width: 342, height: 324))
        let line = Double(61) / 3   // one 17-pt SF line at @3x
        #expect(featured.frame("caption") == CGRect(x: 4, y: 20, width: 334, height: 17))
        #expect(featured.frame("title").isClose(to: CGRect(x: 4, y: 45, width: 334, height: line)))
        #expect(featured.frame("subtitle").isClose(to: CGRect(x: 4, y: 53 + line, width: 334, height: line)))
        #expect(featured.frame("thumbnail").map { Self.close($0.minY, 61 + 2 * line) && abs($0.height - 334 * 107 / 167) < 0.34 } == true)
        let title = try Self.place(1, size: CGSize(width: 375, height: 50))
        #expect(title.frame("title")?.minX == 20 && title.frame("seeAll")?.maxX == 355)
        #expect(try Self.place(23, size: CGSize(width: 375, height: 50)).first(named: "seeAll") == nil)   // showsNavigation: false
        let category = try Self.place(14, size: CGSize(width: 375, height: 50))
        #expect(category.frame("icon") == CGRect(x: 20, y: 5, width: 40, height: 40))
        #expect(category.frame("separator").isClose(to: CGRect(x: 68, y: 50 - 1.0 / 3, width: 287, height: 1.0 / 3)))
        let link = try Self.place(24, size: CGSize(width: 375, height: 44))
        #expect(link.frame("title").isClose(to: CGRect(x: 20, y: 12, width: 335, height: line)))   // (44 − 20.333) / 2 → 12
        #expect(link.frame("separator").isClose(to: CGRect(x: 20, y: 44 - 1.0 / 3, width: 335, height: 1.0 / 3)))
        let button = try Self.place(28, size: CGSize(width: 375, height: 50))
        #expect(button.frame("button") == CGRect(x: 20, y: 5, width: 335, height: 40))
        let terms = try Self.place(31, size: CGSize(width: 375, height: 70))
        #expect(terms.frame("separator").isClose(to: CGRect(x: 20, y: 20, width: 335, height: 2.0 / 3)))   // 1.5 px → 2
        #expect(terms.frame("label").map { $0.maxY == 54 && $0.minX == 20 } == true)   // bottom 16
    }

    @Test("§1.4 colours, fonts and radii reach the scene; real content replaces every placeholder, some in Korean")
    func drawn() throws {
        let screen = try loadSample("games-tab")
        let solved = try screen.solve(on: Self.iPhoneX, measuringWith: XibText())
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhoneX, appearance: .light,
                                       fullLength: true, measuringWith: XibText())
        let texts = scene.nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
        let strings = Set(texts.map(\.text))
        for placeholder in ["Title", "Subtitle", "Label", "Category Title", "Link Text", "{text}", "{subtitle}", "{caption}"] {
            #expect(!strings.contains(placeholder), "placeholder \(placeholder) drawn")
        }
        #expect(strings.contains { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
        let caption = try #require(texts.first { $0.text == "NEW GAME" })
        #expect(caption.color == RGBA(0, 0x7A, 0xFF) && caption.font == FontSpec(size: 14))
        let get = try #require(texts.first { $0.text == "GET" })
        #expect(get.font == FontSpec(size: 16, weight: .semibold) && get.color == RGBA(0, 0x7A, 0xFF))
        let heavy = texts.filter { $0.font == FontSpec(size: 17, weight: .heavy) }
        #expect(heavy.count == 12)   // the twelve section titles
        let shapes = scene.nodes.compactMap { node -> ShapeNode? in if case .shape(let s) = node { s } else { nil } }
        func has(_ color: RGBA, radius: Double) -> Bool {
            shapes.contains { $0.fill == .color(color) && $0.kind == .rectangle(cornerRadius: radius, curve: .circular) }
        }
        #expect(has(RGBA(0x5A, 0xC8, 0xFA), radius: 4))     // the teal thumbnail, layer.cornerRadius 4
        #expect(has(RGBA(0xFF, 0xCC, 0x00), radius: 12))    // the yellow icon, 12
        #expect(has(RGBA(0xFF, 0x95, 0x00), radius: 12))    // the orange icon, 12
    }

    @Test("D7: on an iPad the featured thumbnail outgrows its 484-pt cell, and the section's scroller clips it")
    func orthogonalClip() throws {
        let screen = try loadSample("games-tab")
        let iPad = Device.preset(named: "ipad-pro-11")!
        let solved = try screen.solve(on: iPad, measuringWith: XibText())
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: iPad, appearance: .light, measuringWith: XibText())
        // Content starts below the status bar and the 96-pt large-title bar.
        let band = CGRect(x: 0, y: iPad.safeAreaTop + 96, width: 834, height: 484)   // 0.4 × 1210
        var open: CGRect?, clippedThumbnails = 0, unclippedTexts: [String] = []
        for node in scene.nodes {
            switch node {
            case .clip(let rect): #expect(open == nil); open = rect
            case .unclip: #expect(open != nil); open = nil
            case .shape(let shape) where shape.fill == .color(RGBA(0x5A, 0xC8, 0xFA)):
                #expect(open == band)
                #expect(shape.frame.maxY > band.maxY)   // 167:107 of ~759 pt is ~486 pt tall, from y 103
                clippedThumbnails += 1
            case .text(let text) where open == nil: unclippedTexts.append(text.text)
            default: break
            }
        }
        #expect(open == nil)
        #expect(clippedThumbnails == 2)   // the centred group and the next one's peek
        #expect(unclippedTexts.contains("New Games We Love"))   // section titles are not in a scroller
        #expect(!unclippedTexts.contains("Genshin Impact"))     // small-app cells are
    }
}
