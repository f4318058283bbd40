import Foundation
import Testing
@testable import CollectionLayout

@Suite("Waterfall sections, insets, direction and heights")
struct WaterfallSectionTests {
    func footer(_ solved: SolvedLayout, _ section: Int) -> CGRect? {
        solved.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionFooter,
                                                    at: IndexPath(item: 0, section: section))?.frame
    }

    @Test("H2: headers and footers span the width and ignore sectionInset; sections stack and reset the columns")
    func headersFootersSections() throws {
        let l = WaterfallLayout(columnCount: 2) { ip, _ in ip.section == 0 ? [300, 100][ip.item] : 100 }
        l.headerHeight = 50
        l.footerHeight = 30
        l.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let solved = try l.solve(in: iPhoneSE, itemCounts: [2, 2])
        // Columns (375 − 40) / 2 = 167.5; cells 157.5 wide at 20 + 5 = 25 and 20 + 167.5 + 5 = 192.5.
        // Section 0: header 0–50, sectionInset.top → 60, cells at 65; the lowest slot ends at 65 + 300 + 5 = 370,
        // + 10 → footer at 380, section ends at 410.
        expectFrame(solved.header(0), 0, 0, 375, 50)
        expectFrame(solved.cell(0, 0), 25, 65, 157.5, 300)
        expectFrame(solved.cell(1, 0), 192.5, 65, 157.5, 100)
        expectFrame(footer(solved, 0), 0, 380, 375, 30)
        // Section 1: header 410–460, cells at 475 in both columns (the columns start level again),
        // slots end at 580, footer at 590, content 620.
        expectFrame(solved.header(1), 0, 410, 375, 50)
        expectFrame(solved.cell(0, 1), 25, 475, 157.5, 100)
        expectFrame(solved.cell(1, 1), 192.5, 475, 157.5, 100)
        expectFrame(footer(solved, 1), 0, 590, 375, 30)
        #expect(solved.contentSize == CGSize(width: 375, height: 620))
        #expect(solved.attributes.count == 8)
    }

    @Test("Trap 14: an empty section is header + sectionInset.top + .bottom + footer tall (CHT subtracts the spacing)")
    func emptySection() throws {
        let l = WaterfallLayout(columnCount: 2) { _, _ in 100 }
        l.headerHeight = 50
        l.footerHeight = 30
        l.itemSpacing = 10
        l.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let solved = try l.solve(in: iPhoneSE, itemCounts: [0, 1])
        expectFrame(footer(solved, 0), 0, 70, 375, 30)
        expectFrame(solved.header(1), 0, 100, 375, 50)
        #expect(solved.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 99)).count == 2)
    }

    @Test("sectionInsetReference: columns keep clear of the safe area or the layout margins; headers do not")
    func insetReference() throws {
        let landscape = Viewport(size: CGSize(width: 852, height: 393),
                                 safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), scale: 3)
        let l = WaterfallLayout(columnCount: 2) { _, _ in 100 }
        l.cellInset = .zero
        l.columnSpacing = 10
        l.headerHeight = 40
        // Content inset (default): nothing left or right in a vertical view; (852 − 10) / 2 = 421.
        #expect(try l.solve(in: landscape, itemCounts: [2]).cellFrames.map(\.minX) == [0, 431])
        // Safe area: (852 − 118 − 10) / 2 = 362 from x 59.
        l.sectionInsetReference = .fromSafeArea
        let safe = try l.solve(in: landscape, itemCounts: [2])
        expectFrame(safe.cell(0), 59, 40, 362, 100)
        expectFrame(safe.cell(1), 431, 40, 362, 100)
        expectFrame(safe.header(0), 0, 0, 852, 40)
        // Layout margins: 59 + 16 each side (compact width), (852 − 150 − 10) / 2 = 346.
        l.sectionInsetReference = .fromLayoutMargins
        expectFrame(try l.solve(in: landscape, itemCounts: [2]).cell(0), 75, 40, 346, 100)
    }

    @Test("RTL: column 0 is the rightmost, sectionInset.left is leading, the safe area stays on its side")
    func rightToLeft() throws {
        let seed = WaterfallLayout(columnCount: 2) { ip, _ in [100, 300][ip.item] }
        let rtl = Viewport(size: CGSize(width: 375, height: 667), scale: 2, layoutDirection: .rightToLeft)
        let mirrored = try seed.solve(in: rtl, itemCounts: [2])
        expectFrame(mirrored.cell(0), 192.5, 5, 177.5, 100)   // 375 − 5 − 177.5
        expectFrame(mirrored.cell(1), 5, 5, 177.5, 300)
        // 400 pt @2x, safe area 30 at the left, sectionInset.left (leading) 10: columns (400 − 40 − 10) / 2
        // = 175. Left-to-right: x 40 and 225. Right-to-left: column 0 ends at 400 − 10, column 1 starts at 30.
        let l = WaterfallLayout(columnCount: 2) { _, _ in 100 }
        l.cellInset = .zero
        l.columnSpacing = 10
        l.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        l.sectionInsetReference = .fromSafeArea
        let safe = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        let ltr = Viewport(size: CGSize(width: 400, height: 800), safeAreaInsets: safe, scale: 2)
        var flipped = ltr
        flipped.layoutDirection = .rightToLeft
        #expect(try l.solve(in: ltr, itemCounts: [2]).cellFrames.map(\.minX) == [40, 225])
        #expect(try l.solve(in: flipped, itemCounts: [2]).cellFrames.map(\.minX) == [215, 30])
        // UIKit's base class does not flip: a custom layout that keeps that stays left-to-right.
        l.flipsHorizontallyInOppositeLayoutDirection = false
        #expect(try l.solve(in: flipped, itemCounts: [2]).cellFrames.map(\.minX) == [40, 225])
    }

    @Test("H2: itemSize is an aspect ratio scaled to the cell width and floored to pixels at @3x; 0 when a side is not positive")
    func aspectRatioHeights() throws {
        let sizes = [CGSize(width: 3, height: 4), CGSize(width: 16, height: 9), CGSize(width: 1, height: 1),
                     CGSize(width: 0, height: 100), CGSize(width: 100, height: -1)]
        let l = WaterfallLayout()
        (l.cellInset, l.columnSpacing, l.itemSpacing) = (.zero, 10, 10)   // CHT's defaults
        l.itemSize = { sizes[$0.item] }
        let solved = try l.solve(in: iPhone15, itemCounts: [5])
        // Width (393 − 10) / 2 = 191.5 pt = 574.5 px → 574 px; column 1 at 574/3 + 10 = 604/3. In pixels:
        // 0: 4 · 574/3 / 3 = 255.11 pt = 765.3 px → 765 (255 pt), column 0 → next at 765 + 30 = 795;
        // 1: 9 · 574/3 / 16 = 107.625 pt = 322.9 px → 322, column 1 → 352;
        // 2: 1:1 → 574 px, column 1 (352 < 795) at 352 → 956;  3 and 4: 0 px, column 0 at 795, then 825.
        expectFrame(solved.cell(0), 0, 0, 574.0 / 3, 255)
        expectFrame(solved.cell(1), 604.0 / 3, 0, 574.0 / 3, 322.0 / 3)
        expectFrame(solved.cell(2), 604.0 / 3, 352.0 / 3, 574.0 / 3, 574.0 / 3)
        expectFrame(solved.cell(3), 0, 265, 574.0 / 3, 0)
        expectFrame(solved.cell(4), 0, 275, 574.0 / 3, 0)
        #expect(abs(solved.contentSize.height - 926.0 / 3) < 1e-9)   // item 2's slot ends at 352 + 574 px
    }

    @Test("H2: itemHeight gets the cell width and its answer is floored to a pixel")
    func itemHeightFloored() throws {
        var widths: [CGFloat] = []
        let l = WaterfallLayout(columnCount: 2) { _, width in widths.append(width); return 100.9 }
        let at3x = try l.solve(in: iPhone15, itemCounts: [1])
        #expect(widths == [559.0 / 3])                         // 589/3 column less cellInset 5 + 5
        expectFrame(at3x.cell(0), 5, 5, 559.0 / 3, 302.0 / 3)  // 302.7 px → 302
        expectFrame(try l.solve(in: iPhoneSE, itemCounts: [1]).cell(0), 5, 5, 177.5, 100.5)   // 201.8 px → 201
    }
}
