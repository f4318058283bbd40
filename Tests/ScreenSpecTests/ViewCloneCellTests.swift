import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// The App Store clone's cells (appstore-clone.md §1.4), frame by frame in their xib sizes, with
/// `XibText`'s widths (0.5 em a character); label heights are SF Pro's lines, as `UILabel`'s, at @3x.
@Suite("Content views reproduce the App Store clone's cells")
struct ViewCloneCellTests {
    @Test("SmallAppCell: icon 60×60 at 4 centred, title at x 72, subtitle 8 below, GET 74×30 at trailing 4")
    func smallAppCell() throws {
        let placed = try ViewJSON.place(CloneCells.small, size: CGSize(width: 375, height: 80))
        #expect(placed.frame("icon") == CGRect(x: 4, y: 10, width: 60, height: 60))
        // Label heights are SF Pro's lines at @3x: 17 pt → 20.333, 14 pt → 16.667 → 17 (the xib, at @2x:
        // 20.5 and 17). The 0.5-pt separator on the bottom edge snaps to one @3x pixel (79.5 → 79.667).
        #expect(placed.frame("title").isClose(to: CGRect(x: 72, y: 10, width: 217, height: Snapped.third(61))))   // top = icon.top
        #expect(placed.frame("subtitle").isClose(to: CGRect(x: 72, y: 10 + Snapped.third(61) + 8, width: 217, height: 17)))   // title.bottom + 8
        #expect(placed.frame("get") == CGRect(x: 297, y: 25, width: 74, height: 30))       // trailing 4, centred
        #expect(placed.frame("separator").isClose(to: CGRect(x: 72, y: Snapped.third(239), width: 299, height: Snapped.third(1))))
        // The title ends 8 pt before the pill, as title.trailing + 8 = button.leading.
        #expect(try #require(placed.frame("title")).maxX + 8 == 297)
    }

    @Test("SmallAppCell in the clone's compositional item (345 × 81.2) keeps the icon centred")
    func smallAppCellFractionalHeight() throws {
        let placed = try ViewJSON.place(CloneCells.small, size: CGSize(width: 345, height: 81.2))
        let icon = try #require(placed.frame("icon"))
        // Centred: 10.6 and 25.6, snapped to @3x pixels (31.8 px → 32, 76.8 px → 77).
        #expect(abs(icon.minY - Snapped.third(32)) < 1e-9 && icon.minX == 4)
        #expect(try #require(placed.frame("title")).minY == icon.minY)
        #expect(placed.frame("get").isClose(to: CGRect(x: 267, y: Snapped.third(77), width: 74, height: 30)))
    }

    @Test("ExtraLargeAppCell: caption top 20, title and subtitle 8 below, thumbnail 8 below with aspect 167:107")
    func extraLargeAppCell() throws {
        let placed = try ViewJSON.place(CloneCells.extraLarge, size: CGSize(width: 342, height: 324))
        // The xib's frames (IB, @3x): separator 4,0,334x0.667 / 4,20,334x17 / 4,45,334x21 / 4,74,334x21 /
        // 4,103,334x214. Here the labels are SF Pro's lines (20.333 at @3x), not IB's stored 21.
        #expect(placed.frame("separator").isClose(to: CGRect(x: 4, y: 0, width: 334, height: Snapped.third(2))))   // as the xib
        #expect(placed.frame("caption") == CGRect(x: 4, y: 20, width: 334, height: 17))
        #expect(placed.frame("title").isClose(to: CGRect(x: 4, y: 45, width: 334, height: Snapped.third(61))))
        #expect(placed.frame("subtitle").isClose(to: CGRect(x: 4, y: 45 + Snapped.third(61) + 8, width: 334, height: Snapped.third(61))))
        let thumbnail = try #require(placed.frame("thumbnail"))
        let top = 45 + 2 * Snapped.third(61) + 16
        #expect(abs(thumbnail.minY - top) < 1e-6 && thumbnail.minX == 4 && thumbnail.width == 334)
        #expect(abs(thumbnail.height - 334 * 107 / 167) < 0.34)   // 214.0, to the pixel
    }

    @Test("CategoryCell: a 40×40 circle at 20, title at 68, separator under the title")
    func categoryCell() throws {
        let placed = try ViewJSON.place(CloneCells.category, size: CGSize(width: 375, height: 50), text: "Games")
        #expect(placed.frame("icon") == CGRect(x: 20, y: 5, width: 40, height: 40))
        // Centred: (50 − 20.333) / 2 = 14.83, snapped to 15; the bottom separator is one @3x pixel.
        #expect(placed.frame("title").isClose(to: CGRect(x: 68, y: 15, width: 287, height: Snapped.third(61))))
        #expect(placed.frame("separator").isClose(to: CGRect(x: 68, y: Snapped.third(149), width: 287, height: Snapped.third(1))))
        let nodes = try ViewJSON.content(#"{"contentView": \#(CloneCells.category)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 375, height: 50), item: ViewItem(text: "Games"), measuringWith: XibText(),
                   scale: 3, appearance: .light)
        guard case .shape(let circle) = nodes.first else { Issue.record("expected the circle first"); return }
        #expect(circle.kind == .ellipse && circle.fill == .color(RGBA(hex: "#34C759")!))
    }

    @Test("SectionTitleCell: heavy 17 title at leading 20, \"See All\" right-aligned at trailing 20")
    func sectionTitleCell() throws {
        let placed = try ViewJSON.place(CloneCells.sectionTitle, size: CGSize(width: 375, height: 50), text: "Label")
        // Widths rounded up to the @3x pixel: 5 × 8.5 = 42.5 → 42.667, 7 × 8.5 = 59.5 → 59.667.
        #expect(placed.frame("title").isClose(to: CGRect(x: 20, y: 15, width: Snapped.third(128), height: Snapped.third(61))))
        #expect(placed.frame("seeAll").isClose(to: CGRect(x: 355 - Snapped.third(179), y: 15, width: Snapped.third(179), height: Snapped.third(61))))
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
        #expect(abs(image.frame.height - 335 * 206 / 167) < 0.34)   // to the @3x pixel
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
        #expect(rounded.frame.isClose(to: CGRect(x: 0, y: 0, width: 58, height: Snapped.third(61) + 8)))   // 4 × 8.5 → 34 + 24; one SF line + 8
    }
}
