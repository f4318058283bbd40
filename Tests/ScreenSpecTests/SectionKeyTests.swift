import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Section and configuration keys decode to the engine's objects, and the solved frames show it.
@Suite("Screen files: section and configuration keys")
struct SectionKeyTests {
    typealias J = ScreenJSON

    /// Groups of one item, `width` × 100 pt.
    func tiles(width: Double, _ extra: [String: Any] = [:]) -> [String: Any] {
        var section: [String: Any] = [
            "group": J.row(J.size(J.absolute(width), J.absolute(100)),
                           [["layoutSize": J.size(J.fractionalWidth(1), J.fractionalHeight(1))]]),
            "interGroupSpacing": 10,
        ]
        section.merge(extra) { $1 }
        return section
    }

    /// Full-width rows of one item, 60 pt tall.
    var rows: [String: Any] {
        ["group": J.row(J.size(J.fractionalWidth(1), J.absolute(60)),
                        [["layoutSize": J.size(J.fractionalWidth(1), J.fractionalHeight(1))]])]
    }

    func boundary(_ kind: String, _ alignment: String, width: Double = 41, height: Double = 20) -> [String: Any] {
        ["layoutSize": J.size(J.absolute(width), J.absolute(height)), "elementKind": kind, "alignment": alignment]
    }

    @Test("orthogonalScrollingBehavior continuous: the groups form one row across the section")
    func orthogonalContinuous() throws {
        let solved = try J.solve(tiles(width: 150, ["orthogonalScrollingBehavior": "continuous"]), items: 4)
        #expect((0..<4).map { solved.cell($0) } == [0, 160, 320, 480].map { CGRect(x: $0, y: 0, width: 150, height: 100) })
        #expect(solved.orthogonalContentLength(ofSection: 0) == 630)
        #expect(solved.contentSize == CGSize(width: 393, height: 100))
        let stacked = try J.solve(tiles(width: 150, ["orthogonalScrollingBehavior": "none"]), items: 4)
        #expect(stacked.cell(1) == CGRect(x: 0, y: 110, width: 150, height: 100))
        #expect(stacked.orthogonalContentLength(ofSection: 0) == nil)
    }

    @Test("groupPaging rests on a group boundary; groupPagingCentered centres the first group")
    func orthogonalPaging() throws {
        let screen = try J.screen(tiles(width: 150, ["orthogonalScrollingBehavior": "groupPaging"]), items: 4)
        let scrolled = try screen.layout.solve(in: J.iPhone15.viewport(), itemCounts: screen.itemCounts,
                                               scroll: ScrollPosition(orthogonalOffsets: [0: 200]))
        #expect((0..<4).map { scrolled.cell($0)?.minX } == [-160, 0, 160, 320])
        let centred = try J.solve(tiles(width: 153, ["orthogonalScrollingBehavior": "groupPagingCentered"]), items: 3)
        // (393 − 153) / 2 = 120.
        #expect((0..<3).map { centred.cell($0)?.minX } == [120, 283, 446])
        for behavior in ["continuousGroupLeadingBoundary", "paging"] {
            let solved = try J.solve(tiles(width: 150, ["orthogonalScrollingBehavior": behavior]), items: 4)
            #expect(solved.cell(3)?.minX == 480)
        }
    }

    @Test("decorationItems: a background behind the section, inset by its own contentInsets")
    func decorationBackground() throws {
        var section = rows
        section["group"] = J.row(J.size(J.fractionalWidth(1), J.absolute(60)),
                                 [["layoutSize": J.size(J.fractionalWidth(0.5), J.fractionalHeight(1))]])
        section["contentInsets"] = ["bottom": 10]
        section["decorationItems"] = [["background": "section-background", "contentInsets": ["leading": 8, "trailing": 8], "zIndex": -1]]
        let solved = try J.solve(section, items: 4)
        let background = solved.layoutAttributesForDecorationView(ofKind: "section-background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 8, y: 0, width: 377, height: 130))
        #expect(background?.representedElementCategory == .decorationView)
        #expect(background?.zIndex == -1)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test("supplementaryContentInsetsReference none: the header ignores the section's insets")
    func supplementaryReference() throws {
        var section = rows
        section["contentInsets"] = ["leading": 20, "trailing": 20]
        section["boundarySupplementaryItems"] = [["layoutSize": J.size(J.fractionalWidth(1), J.absolute(30)),
                                                  "elementKind": "elementKindSectionHeader", "alignment": "top"]]
        let following = try J.solve(section, items: 1)
        #expect(following.supplementary(ElementKind.header)?.frame == CGRect(x: 20, y: 0, width: 353, height: 30))
        section["supplementaryContentInsetsReference"] = "none"
        let own = try J.solve(section, items: 1)
        #expect(own.supplementary(ElementKind.header)?.frame == CGRect(x: 0, y: 0, width: 393, height: 30))
        #expect(own.cell(0) == CGRect(x: 20, y: 30, width: 353, height: 60))
    }

    @Test("Boundary items at all eight alignments")
    func alignments() throws {
        var section = rows
        let names = ["top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing"]
        section["boundarySupplementaryItems"] = names.map { boundary($0, $0) }
        let solved = try J.solve(section, items: 2)
        // Top items 20 pt, two rows to 140, bottom items to 160; side items centred along 0…160.
        let expected: [String: CGPoint] = [
            "top": CGPoint(x: 176, y: 0), "topLeading": CGPoint(x: 0, y: 0), "topTrailing": CGPoint(x: 352, y: 0),
            "leading": CGPoint(x: 0, y: 70), "trailing": CGPoint(x: 352, y: 70),
            "bottom": CGPoint(x: 176, y: 140), "bottomLeading": CGPoint(x: 0, y: 140), "bottomTrailing": CGPoint(x: 352, y: 140),
        ]
        for name in names {
            #expect(solved.supplementary(name)?.frame == CGRect(origin: expected[name]!, size: CGSize(width: 41, height: 20)), "\(name)")
        }
        #expect(solved.cell(0)?.minY == 20)
        #expect(solved.contentSize.height == 160)
    }

    @Test("pinToVisibleBounds: scrolled 300 pt, the pinned header sits at the visible top (300 + 59 safe area)")
    func pinnedHeader() throws {
        var section = rows
        var pinned = boundary("pinned", "top", width: 393, height: 30)
        pinned["pinToVisibleBounds"] = true
        section["boundarySupplementaryItems"] = [pinned, boundary("plain", "top", width: 393, height: 30)]
        let screen = try J.screen(section, items: 20)
        let rest = try screen.solve(on: J.iPhone15)
        #expect(rest.supplementary("pinned")?.frame.minY == 0)
        let scrolled = try screen.layout.solve(in: J.iPhone15.viewport(), itemCounts: screen.itemCounts,
                                               scroll: ScrollPosition(contentOffset: CGPoint(x: 0, y: 300)))
        #expect(scrolled.supplementary("pinned")?.frame.minY == 359)
        #expect(scrolled.supplementary("plain")?.frame.minY == 0)
    }

    @Test("configuration scrollDirection horizontal: groups advance along x")
    func horizontalScrolling() throws {
        let screen = try J.screen(tiles(width: 100), configuration: ["scrollDirection": "horizontal"], items: 3)
        let configuration = try #require((screen.layout as? UICollectionViewCompositionalLayout)?.configuration)
        #expect(configuration.scrollDirection == .horizontal)
        let solved = try screen.solve(on: J.iPhone15)
        #expect((0..<3).map { solved.cell($0)?.minX } == [0, 110, 220])
        // Across a horizontal layout the safe area's top is the content's leading inset.
        #expect((0..<3).map { solved.cell($0)?.minY } == [59, 59, 59])
        #expect(solved.contentSize == CGSize(width: 320, height: 852))
    }

    @Test("configuration boundarySupplementaryItems: a layout header and footer around all sections")
    func layoutBoundaryItems() throws {
        let configuration: [String: Any] = ["boundarySupplementaryItems": [
            boundary("layout-header", "top", width: 393, height: 50),
            boundary("layout-footer", "bottom", width: 393, height: 40),
        ]]
        let solved = try J.solve(rows, configuration: configuration, items: 2)
        let header = solved.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: IndexPath(index: 0))
        let footer = solved.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(index: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(solved.cell(0)?.minY == 50)
        #expect(footer?.frame == CGRect(x: 0, y: 170, width: 393, height: 40))
        #expect(solved.contentSize.height == 210)
    }
}
