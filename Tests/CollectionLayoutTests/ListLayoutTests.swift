import Foundation
import Testing
@testable import CollectionLayout

/// An iPad (10th generation) in portrait: 820 pt, regular width, so layout margins of 20 pt.
private let iPad = Viewport(size: CGSize(width: 820, height: 1180),
                            safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)

private func configuration(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                           header: UICollectionLayoutListConfiguration.HeaderMode = .none,
                           footer: UICollectionLayoutListConfiguration.FooterMode = .none,
                           separators: Bool = true) -> UICollectionLayoutListConfiguration {
    var c = UICollectionLayoutListConfiguration(appearance: appearance)
    c.headerMode = header
    c.footerMode = footer
    c.showsSeparators = separators
    return c
}

private func solveList(_ c: UICollectionLayoutListConfiguration, _ counts: [Int], in viewport: Viewport = iPhone15,
                       measurer: LayoutMeasurer? = nil, scroll: ScrollPosition = .rest) throws -> SolvedLayout {
    try UICollectionViewCompositionalLayout.list(using: c).solve(in: viewport, itemCounts: counts, measurer: measurer, scroll: scroll)
}

extension SolvedLayout {
    fileprivate func decoration(_ kind: String, _ section: Int = 0) -> CGRect? {
        layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    fileprivate func decorationKinds(_ section: Int) -> [String] {
        attributes.filter { $0.representedElementCategory == .decorationView && $0.indexPath.count == 2 && $0.indexPath.section == section }
            .compactMap(\.representedElementKind)
    }
    fileprivate var supplementaryKinds: [String] {
        attributes.filter { $0.representedElementCategory == .supplementaryView }.compactMap(\.representedElementKind)
    }
}

@Suite("List layouts (F)")
struct ListLayoutTests {
    @Test("F: UIKit's defaults — header and footer none, separators shown; appearances' raw values 0–4")
    func defaults() {
        let c = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(c.appearance == .insetGrouped && c.headerMode == .none && c.footerMode == .none && c.showsSeparators)
        #expect(UICollectionLayoutListConfiguration.Appearance.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection.rawValue == 2)
    }

    @Test("F: plain rows span the collection view, 44 pt each, sections back to back")
    func plainRows() throws {
        for viewport in [iPhone15, iPad] {
            let s = try solveList(configuration(.plain), [3, 2], in: viewport)
            let w = viewport.size.width
            for i in 0..<3 { expectFrame(s.cell(i, 0), 0, 44 * CGFloat(i), w, 44) }
            expectFrame(s.cell(0, 1), 0, 132, w, 44)
            #expect(s.contentSize.height == 220)
            expectFrame(s.decoration(ListDecorationKind.background(for: .plain)), 0, 0, w, 132)
        }
    }

    /// Issue 29's rule (its recordings not seen here, README "Not yet confirmed"): the 35 pt between
    /// grouped sections is 17.5 below one section's last row and 17.5 above the next one's first.
    @Test("F: grouped rows span the collection view, 17.5 pt above a header-less section and below every section")
    func groupedSpacing() throws {
        let s = try solveList(configuration(.grouped), [2, 3])
        // @3x: 17.5 → 52.5 px → 53 px (G7 rounds the edge), so rows start at 17.667.
        expectFrame(s.cell(0, 0), 0, 53.0 / 3, 393, 44)
        expectFrame(s.cell(1, 0), 0, 185.0 / 3, 393, 44)           // 61.5
        expectFrame(s.cell(0, 1), 0, 422.0 / 3, 393, 44)           // 17.5 + 88 + 17.5 + 17.5 = 140.5
        #expect(s.contentSize.height == 290)                        // 17.5 + 88 + 17.5 + 17.5 + 132 + 17.5
        expectFrame(s.decoration("UICollectionViewListGroupedBackground", 1), 0, 422.0 / 3, 393, 132)
    }

    /// theleftbit/BSWInterfaceKit, `Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/`
    /// `testLayout.375x667.png` @89e83618a429ad0d2129e51c29d6e103ad64688f (iPhone 8 simulator, @2x) and
    /// `testLayout.390x844.png` @54a922873cf34d8eec9fc7151ea36a4f4abaa300 (iPhone 12, @3x): a
    /// `.list(using: .insetGrouped)` platter measured at x 16, 343 wide, and at x 20, 350 wide.
    @Test("F I2: inset-grouped rows are inset by the screen's margin — 16 pt on a 375-pt iPhone, 20 on 390 pt and wider, 20 on an iPad (UIKit snapshots)")
    func insetGroupedMargins() throws {
        let iPhone8 = Viewport(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2)
        expectFrame(try solveList(configuration(.insetGrouped), [1], in: iPhone8).cell(0), 16, 17.5, 343, 44)
        let iPhone12 = Viewport(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
        expectFrame(try solveList(configuration(.insetGrouped), [1], in: iPhone12).cell(0), 20, 53.0 / 3, 350, 44)
        // The screen's system minimum margin: the iPhone 15's layout margins and list inset are both 20 (I2).
        #expect(iPhone15.layoutMargins.leading == 20 && iPhone15.device.listSideInset == 20)
        let phone = try solveList(configuration(.insetGrouped), [2, 1])
        expectFrame(phone.cell(0, 0), 20, 53.0 / 3, 353, 44)
        expectFrame(phone.cell(1, 0), 20, 185.0 / 3, 353, 44)
        expectFrame(phone.cell(0, 1), 20, 422.0 / 3, 353, 44)
        let pad = try solveList(configuration(.insetGrouped), [2, 1], in: iPad)
        expectFrame(pad.cell(0, 0), 20, 17.5, 780, 44)
        expectFrame(pad.cell(0, 1), 20, 140.5, 780, 44)
    }

    @Test("F: the inset-grouped platter is a background decoration over exactly the rows")
    func platter() throws {
        let s = try solveList(configuration(.insetGrouped, header: .supplementary, footer: .supplementary), [3])
        expectFrame(s.decoration("UICollectionViewListInsetGroupedBackground"), 20, 38, 353, 132)
        expectFrame(s.decoration(ListDecorationKind.separators), 20, 38, 353, 132)
        let platter = try #require(s.layoutAttributesForDecorationView(ofKind: "UICollectionViewListInsetGroupedBackground",
                                                                       at: IndexPath(item: 0, section: 0)))
        #expect(platter.zIndex == 0)
        #expect(s.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)   // D6
        #expect(ListDecorationKind.appearance(ofBackground: "UICollectionViewListInsetGroupedBackground") == .insetGrouped)
        #expect(ListDecorationKind.appearance(ofBackground: ListDecorationKind.separators) == nil)
    }

    @Test("F: headerMode supplementary adds a header above the rows; the header and footer span the rows' width")
    func headersAndFooters() throws {
        let grouped = try solveList(configuration(.grouped, header: .supplementary, footer: .supplementary), [2, 1])
        expectFrame(grouped.header(0), 0, 0, 393, 38)
        expectFrame(grouped.cell(0, 0), 0, 38, 393, 44)
        // The footer follows the 17.5 pt below the rows: 126 + 17.5 = 143.5 → 431 px at @3x.
        expectFrame(grouped.supplementary(UICollectionElementKindSectionFooter, 0, 0), 0, 431.0 / 3, 393, 34)
        expectFrame(grouped.header(1), 0, 533.0 / 3, 393, 38)     // 177.5: no padding above a header
        let inset = try solveList(configuration(.insetGrouped, header: .supplementary, footer: .supplementary), [1], in: iPad)
        expectFrame(inset.header(0), 20, 0, 780, 38)
        expectFrame(inset.supplementary(UICollectionElementKindSectionFooter, 0, 0), 20, 99.5, 780, 34)
        let plain = try solveList(configuration(.plain, header: .supplementary), [2])
        expectFrame(plain.header(0), 0, 0, 393, 28)
        expectFrame(plain.cell(0), 0, 28, 393, 44)
    }

    @Test("F: headerMode none and firstItemInSection add no supplementary; the first item is an ordinary row, 17.5 pt down")
    func noSupplementaryHeader() throws {
        for mode in [UICollectionLayoutListConfiguration.HeaderMode.none, .firstItemInSection] {
            let s = try solveList(configuration(.insetGrouped, header: mode), [3])
            #expect(s.supplementaryKinds.isEmpty)
            expectFrame(s.cell(0), 20, 53.0 / 3, 353, 44)
            expectFrame(s.decoration("UICollectionViewListInsetGroupedBackground"), 20, 53.0 / 3, 353, 132)
        }
    }

    @Test("F D5: plain headers pin to the visible top while their section is on screen; grouped ones scroll")
    func pinnedPlainHeaders() throws {
        let scrolled = ScrollPosition(contentOffset: CGPoint(x: 0, y: 200))
        let plain = try solveList(configuration(.plain, header: .supplementary), [10], scroll: scrolled)
        expectFrame(plain.header(0), 0, 259, 393, 28)       // offset 200 + safe area 59
        let grouped = try solveList(configuration(.grouped, header: .supplementary), [10], scroll: scrolled)
        expectFrame(grouped.header(0), 0, 0, 393, 38)
    }

    @Test("F: showsSeparators false drops the separators decoration; sidebars never show them")
    func separatorsDecoration() throws {
        let background = ListDecorationKind.background(for: .grouped)
        #expect(try solveList(configuration(.grouped), [2]).decorationKinds(0) == [background, ListDecorationKind.separators])
        #expect(try solveList(configuration(.grouped, separators: false), [2]).decorationKinds(0) == [background])
        #expect(try solveList(configuration(.sidebar), [2]).decorationKinds(0) == ["UICollectionViewListSidebarBackground"])
        #expect(try solveList(configuration(.sidebarPlain), [2]).decorationKinds(0) == ["UICollectionViewListSidebarPlainBackground"])
    }

    /// Issue 29's rule (one early-iOS 14 recording, not seen here): a sidebar's rows, and so its
    /// selected row's background, are 16 pt in from each side; a `.firstItemInSection` header row
    /// and its padding take 56 pt.
    @Test("F: sidebar rows are inset 16 pt a side, a header row 12 pt down; sidebarPlain rows span the view")
    func sidebars() throws {
        let sidebar = try solveList(configuration(.sidebar), [2], in: iPad)
        expectFrame(sidebar.cell(0), 16, 0, 788, 44)
        expectFrame(sidebar.decoration("UICollectionViewListSidebarBackground"), 16, 0, 788, 88)
        let column = Viewport(size: CGSize(width: 320, height: 1180), scale: 2, device: iPad.device)
        let headed = try solveList(configuration(.sidebar, header: .firstItemInSection), [3], in: column)
        expectFrame(headed.cell(0), 16, 12, 288, 44)             // the header row: 12 + 44 = 56
        expectFrame(headed.cell(1), 16, 56, 288, 44)
        expectFrame(try solveList(configuration(.sidebarPlain), [2], in: iPad).cell(1), 0, 44, 820, 44)
    }

    @Test("F A4: rows are estimated — a measurer grows them and the platter follows")
    func selfSizingRows() throws {
        let measurer = LayoutMeasurer { attributes, axes in
            #expect(axes == .vertical)
            return CGSize(width: attributes.frame.width, height: attributes.indexPath.item == 1 ? 67 : 44)
        }
        let s = try solveList(configuration(.insetGrouped), [3], measurer: measurer)
        expectFrame(s.cell(1), 20, 185.0 / 3, 353, 67)             // 61.5
        expectFrame(s.cell(2), 20, 386.0 / 3, 353, 44)             // 128.5
        expectFrame(s.decoration("UICollectionViewListInsetGroupedBackground"), 20, 53.0 / 3, 353, 155)
    }

    @Test("F: NSCollectionLayoutSection.list(using:layoutEnvironment:) inside a provider, beside a grid section")
    func listInProvider() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            guard index == 1 else {
                return NSCollectionLayoutSection.list(using: configuration(.insetGrouped, header: .supplementary),
                                                      layoutEnvironment: environment)
            }
            let tile = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [tile]))
        }
        let s = try layout.solve(in: iPhone15, itemCounts: [2, 2, 1])
        expectFrame(s.header(0), 20, 0, 353, 38)
        expectFrame(s.cell(1, 0), 20, 82, 353, 44)
        // The list section ends 17.5 pt below its rows (143.5); the grid follows, then the third.
        expectFrame(s.cell(1, 1), 131, 431.0 / 3, 131, 100)       // the grid: safe-area reference, no margins
        expectFrame(s.header(2), 20, 731.0 / 3, 353, 38)           // 243.5
        expectFrame(s.cell(0, 2), 20, 845.0 / 3, 353, 44)          // 281.5
        #expect(s.decorationKinds(1).isEmpty)
    }
}
