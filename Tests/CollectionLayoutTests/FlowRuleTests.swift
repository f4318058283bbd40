import Foundation
import Testing
@testable import CollectionLayout

private func flow(_ w: CGFloat, _ h: CGFloat, spacing: CGFloat = 10, line: CGFloat = 10) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: w, height: h)
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = line
    return layout
}

private let phone = Viewport(size: CGSize(width: 375, height: 667), scale: 2)

@Suite("Flow rules")
struct FlowRuleTests {
    @Test("G3: a line that can hold only one item is centred, the last one too")
    func loneItemCentred() throws {
        let solved = try flow(200, 50).solve(in: phone, itemCounts: [3])
        for item in 0..<3 { expectFrame(solved.cell(item), 87.5, CGFloat(item) * 60, 200, 50) }
    }

    @Test("G3: the last line is leading-aligned on the grid of the full lines")
    func lastLineOnGrid() throws {
        // three 100-pt items fit a 375-pt line; the full-line gap is (375 − 300) / 2 = 37.5.
        let solved = try flow(100, 100).solve(in: phone, itemCounts: [5])
        expectFrame(solved.cell(0), 0, 0, 100, 100)
        expectFrame(solved.cell(1), 137.5, 0, 100, 100)
        expectFrame(solved.cell(2), 275, 0, 100, 100)
        expectFrame(solved.cell(3), 0, 110, 100, 100)
        expectFrame(solved.cell(4), 137.5, 110, 100, 100)
        // A lone last item that could share a full line stays leading.
        expectFrame(try flow(100, 100).solve(in: phone, itemCounts: [4]).cell(3), 0, 110, 100, 100)
        // A section whose only line is short still uses the full-line grid.
        expectFrame(try flow(100, 100).solve(in: phone, itemCounts: [2]).cell(1), 137.5, 0, 100, 100)
    }

    /// Written reports, not recordings: Apple radar 20825965 (iOS 8.3, lionheart/openradar-mirror
    /// #1301): "UICollectionViewFlowLayout's last row is left-aligned by default if items have a
    /// non-uniform height"; Stack Overflow 56035879's accepted answer, for delegate-sized cells: "on the
    /// last line, it used exactly the minimumInteritemSpacing value and doesn't fill entirely the line".
    @Test("G3: in a section of mixed sizes the last line takes exactly minimumInteritemSpacing; of one size, the full line's gap")
    func lastLineOfMixedSizes() throws {
        let l = UICollectionViewFlowLayout()
        l.minimumInteritemSpacing = 10
        let d = SizesDelegate()
        for item in 0..<5 { d.sizes[IndexPath(item: item, section: 0)] = CGSize(width: 100, height: item == 4 ? 60 : 100) }
        l.delegate = d
        let s = try l.solve(in: phone, itemCounts: [5])
        expectFrame(s.cell(1), 137.5, 0, 100, 100)           // a full line: justified
        expectFrame(s.cell(3), 0, 110, 100, 100)
        expectFrame(s.cell(4), 110, 130, 100, 60)            // the last: 10 pt after item 3, centred in its 100-pt line
        // All one size (the radar's uniform case): the last line keeps the full line's 37.5-pt gap.
        for item in 0..<5 { d.sizes[IndexPath(item: item, section: 0)] = CGSize(width: 100, height: 100) }
        expectFrame(try l.solve(in: phone, itemCounts: [5]).cell(4), 137.5, 110, 100, 100)
    }

    @Test("G1: defaults are 50 × 50 items with 10 pt spacings")
    func defaults() throws {
        let solved = try UICollectionViewFlowLayout().solve(in: phone, itemCounts: [7])
        // six 50s + five 10s = 350 ≤ 375: six a line, gap 15.
        expectFrame(solved.cell(5), 325, 0, 50, 50)
        expectFrame(solved.cell(6), 0, 60, 50, 50)
    }

    @Test("G5: headers span the collection view and ignore sectionInset; footers after the bottom inset")
    func headersAndFooters() throws {
        let layout = flow(100, 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        layout.headerReferenceSize = CGSize(width: 1, height: 44)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let solved = try layout.solve(in: phone, itemCounts: [1, 0])
        expectFrame(solved.header(0), 0, 0, 375, 44)
        expectFrame(solved.cell(0), 20, 54, 100, 100)   // leading: a last line with room for three
        let footer = solved.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionFooter,
                                                                 at: IndexPath(item: 0, section: 0))
        expectFrame(footer?.frame, 0, 184, 375, 20)
        // An empty section keeps its header, insets and footer.
        expectFrame(solved.header(1), 0, 204, 375, 44)
        #expect(solved.contentSize == CGSize(width: 375, height: 308))   // 204 + 44 + 10 + 30 + 20
    }

    @Test("G5: a zero header height means no header")
    func noHeader() throws {
        let layout = flow(100, 100)
        layout.headerReferenceSize = CGSize(width: 375, height: 0)
        #expect(try layout.solve(in: phone, itemCounts: [1]).header(0) == nil)
    }

    @Test("G2: sectionInsetReference fromSafeArea narrows the lines in landscape")
    func sectionInsetReference() throws {
        let landscape = Viewport(size: CGSize(width: 667, height: 375),
                                 safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44), scale: 2)
        let layout = flow(100, 100)
        expectFrame(try layout.solve(in: landscape, itemCounts: [1]).cell(0), 0, 0, 100, 100)
        layout.sectionInsetReference = .fromSafeArea
        expectFrame(try layout.solve(in: landscape, itemCounts: [1]).cell(0), 44, 0, 100, 100)
    }

    @Test("G2 G3: horizontal scrolling fills columns top to bottom")
    func horizontalScrolling() throws {
        let layout = flow(100, 100)
        layout.scrollDirection = .horizontal
        let solved = try layout.solve(in: phone, itemCounts: [8])
        // six 100-pt items fit 667 pt: gap (667 − 600) / 5 = 13.4.
        expectFrame(solved.cell(1), 0, 113.5, 100, 100)   // 113.4 pt snapped to 227 px at @2x
        expectFrame(solved.cell(6), 110, 0, 100, 100)
        expectFrame(solved.cell(7), 110, 113.5, 100, 100)
        #expect(solved.contentSize == CGSize(width: 210, height: 667))
    }

    @Test("G3: right-to-left mirrors the whole flow layout")
    func rightToLeft() throws {
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        let solved = try flow(100, 100).solve(in: rtl, itemCounts: [4])
        expectFrame(solved.cell(0), 275, 0, 100, 100)
        expectFrame(solved.cell(3), 275, 110, 100, 100)
    }

    @Test("Bad flow properties throw")
    func errors() throws {
        #expect(throws: LayoutError("flow layout itemSize must be positive, got 0.0×50.0")) {
            try flow(0, 50).solve(in: phone, itemCounts: [1])
        }
        #expect(throws: LayoutError("flow layout minimumLineSpacing must be finite, got nan")) {
            try flow(10, 10, line: .nan).solve(in: phone, itemCounts: [1])
        }
    }

    @Test("G8: negative section insets widen the lines — a lone item centres in the visible width")
    func negativeSectionInsets() throws {
        let l = flow(300, 100)
        l.sectionInset = UIEdgeInsets(top: -10, left: -20, bottom: 0, right: -20)
        let solved = try l.solve(in: phone, itemCounts: [2])
        // Lines have 375 + 40 = 415 pt: one 300-pt item a line, centred at (415 − 300) / 2 − 20 = 37.5.
        expectFrame(solved.cell(0), 37.5, -10, 300, 100)
        expectFrame(solved.cell(1), 37.5, 100, 300, 100)
    }

    @Test("G8: negative line and item spacing overlap the items")
    func negativeSpacing() throws {
        let solved = try flow(100, 100, spacing: -20, line: -30).solve(in: phone, itemCounts: [5])
        // 375 pt hold four 100-pt items 20 pt overlapped (4·100 − 3·20 = 340), justified: gap
        // (375 − 400) / 3 = −8.333; the fifth wraps to a line 30 pt up into the first.
        #expect(solved.cell(0)?.minX == 0 && solved.cell(3)?.maxX == 375)
        expectFrame(solved.cell(4), 0, 70, 100, 100)
    }
}

