import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// The App Store clone's cells (appstore-clone.md §1.4), frame by frame in their xib sizes, with
/// `XibText`'s UIKit-like line heights (17 pt → 21, 14 pt → 17).
@Suite("Content views reproduce the App Store clone's cells")
struct ViewCloneCellTests {
    @Test("SmallAppCell: icon 60×60 at 4 centred, title at x 72, subtitle 8 below, GET 74×30 at trailing 4")
    func smallAppCell() throws {
        let placed = try ViewJSON.place(CloneCells.small, size: CGSize(width: 375, height: 80))
        #expect(placed.frame("icon") == CGRect(x: 4, y: 10, width: 60, height: 60))
        #expect(placed.frame("title") == CGRect(x: 72, y: 10, width: 217, height: 21))      // top = icon.top
        #expect(placed.frame("subtitle") == CGRect(x: 72, y: 39, width: 217, height: 17))   // title.bottom + 8
        #expect(placed.frame("get") == CGRect(x: 297, y: 25, width: 74, height: 30))       // trailing 4, centred
        #expect(placed.frame("separator") == CGRect(x: 72, y: 79.5, width: 299, height: 0.5))
        // The title ends 8 pt before the pill, as title.trailing + 8 = button.leading.
        #expect(try #require(placed.frame("title")).maxX + 8 == 297)
    }

    @Test("SmallAppCell in the clone's compositional item (345 × 81.2) keeps the icon centred")
    func smallAppCellFractionalHeight() throws {
        let placed = try ViewJSON.place(CloneCells.small, size: CGSize(width: 345, height: 81.2))
        let icon = try #require(placed.frame("icon"))
        #expect(abs(icon.minY - 10.6) < 1e-9 && icon.minX == 4)
        #expect(try #require(placed.frame("title")).minY == icon.minY)
        #expect(placed.frame("get") == CGRect(x: 267, y: 25.6, width: 74, height: 30))
    }

    @Test("ExtraLargeAppCell: caption top 20, title and subtitle 8 below, thumbnail 8 below with aspect 167:107")
    func extraLargeAppCell() throws {
        let placed = try ViewJSON.place(CloneCells.extraLarge, size: CGSize(width: 342, height: 324))
        // The xib's frames: 4,20,334x17 / 4,45,334x21 / 4,74,334x21 / 4,103,334x214.
        #expect(placed.frame("separator") == CGRect(x: 4, y: 0, width: 334, height: 0.5))
        #expect(placed.frame("caption") == CGRect(x: 4, y: 20, width: 334, height: 17))
        #expect(placed.frame("title") == CGRect(x: 4, y: 45, width: 334, height: 21))
        #expect(placed.frame("subtitle") == CGRect(x: 4, y: 74, width: 334, height: 21))
        let thumbnail = try #require(placed.frame("thumbnail"))
        #expect(thumbnail.origin == CGPoint(x: 4, y: 103) && thumbnail.width == 334)
        #expect(abs(thumbnail.height - 214) < 1e-9)
    }

    @Test("CategoryCell: a 40×40 circle at 20, title at 68, separator under the title")
    func categoryCell() throws {
        let placed = try ViewJSON.place(CloneCells.category, size: CGSize(width: 375, height: 50), text: "Games")
        #expect(placed.frame("icon") == CGRect(x: 20, y: 5, width: 40, height: 40))
        #expect(placed.frame("title") == CGRect(x: 68, y: 14.5, width: 287, height: 21))
        #expect(placed.frame("separator") == CGRect(x: 68, y: 49.5, width: 287, height: 0.5))
        let nodes = try ViewJSON.content(#"{"contentView": \#(CloneCells.category)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 375, height: 50), item: ViewItem(text: "Games"), measuringWith: XibText(),
                   scale: 3, appearance: .light)
        guard case .shape(let circle) = nodes.first else { Issue.record("expected the circle first"); return }
        #expect(circle.kind == .ellipse && circle.fill == .color(RGBA(hex: "#34C759")!))
    }

    @Test("SectionTitleCell: heavy 17 title at leading 20, \"See All\" right-aligned at trailing 20")
    func sectionTitleCell() throws {
        let placed = try ViewJSON.place(CloneCells.sectionTitle, size: CGSize(width: 375, height: 50), text: "Label")
        #expect(placed.frame("title") == CGRect(x: 20, y: 14.5, width: 43, height: 21))    // 5 × 8.5 → 43
        #expect(placed.frame("seeAll") == CGRect(x: 295, y: 14.5, width: 60, height: 21))  // 7 × 8.5 → 60
        let nodes = try ViewJSON.content(#"{"contentView": \#(CloneCells.sectionTitle)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 375, height: 50), item: ViewItem(text: "Label"), measuringWith: XibText(),
                   scale: 3, appearance: .light)
        let texts = nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(texts.map(\.text) == ["Label", "See All"])
        #expect(texts[0].font == FontSpec(size: 17, weight: .heavy) && texts[0].alignment == .left)
        #expect(texts[1].alignment == .right && texts[1].color == RGBA(hex: "#007AFF")!)
    }

    @Test("TodayAppCell: the teal image 20 in, 10 from the top, 167:206, with its light grey shadow")
    func todayAppCell() throws {
        let content = try ViewJSON.content(#"{"contentView": \#(CloneCells.today)}"#)
        let bounds = CGRect(x: 0, y: 100, width: 375, height: 432)
        let nodes = try content.nodes(in: bounds, item: ViewItem(), measuringWith: XibText(), scale: 3, appearance: .light)
        #expect(nodes.count == 1)
        guard case .shape(let image) = nodes.first else { Issue.record("expected one shape"); return }
        #expect(image.frame.origin == CGPoint(x: 20, y: 110) && image.frame.width == 335)
        #expect(abs(image.frame.height - 335 * 206 / 167) < 1e-9)
        #expect(image.kind == .rectangle(cornerRadius: 10, curve: .circular))
        #expect(image.fill == .color(RGBA(hex: "#5AC8FA")!))
        #expect(image.shadow == Shadow(color: RGBA(170, 170, 170), opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 8)))
    }

    @Test("The GET pill is a capsule under its centred title; a cornerRadius makes it a rounded rectangle")
    func pill() throws {
        let nodes = try ViewJSON.content(#"{"contentView": \#(CloneCells.small)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 375, height: 80), item: ViewItem(text: "Title"), measuringWith: XibText(),
                   scale: 3, appearance: .light)
        let pill = nodes.compactMap { if case .shape(let s) = $0, s.frame.width == 74 { s } else { nil } }.first
        #expect(pill?.kind == .capsule)
        #expect(pill?.fill == .color(RGBA(120, 120, 128, 0.16)))
        let get = nodes.compactMap { if case .text(let t) = $0, t.text == "GET" { t } else { nil } }.first
        #expect(get?.frame == CGRect(x: 297, y: 25, width: 74, height: 30))
        #expect(get?.alignment == .center && get?.font == FontSpec(size: 16, weight: .semibold) && get?.numberOfLines == 1)

        let rounded = try ViewJSON.place(#"""
        {"button": {"title": "OPEN", "backgroundColor": "systemGray5"}, "cornerRadius": 8, "padding": {"leading": 12, "trailing": 12, "top": 4, "bottom": 4},
         "constraints": {"leading": 0, "top": 0}}
        """#, size: CGSize(width: 200, height: 50))
        #expect(rounded.frame == CGRect(x: 0, y: 0, width: 58, height: 29))   // 4 × 8.5 → 34 + 24; 20.4 → 21 + 8
    }
}
