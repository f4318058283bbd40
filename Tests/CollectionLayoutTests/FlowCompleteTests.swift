import Foundation
import Testing
@testable import CollectionLayout

/// A delegate with per-item sizes and per-section metrics, as an iOS view controller writes it.
final class SizesDelegate: FlowLayoutDelegate {
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: UIEdgeInsets] = [:]
    var headerHeights: [Int: CGFloat] = [:]

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? CGSize(width: (collectionView.bounds.width - 20) / 3, height: 100)
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets[section] ?? .zero
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: headerHeights[section] ?? 0)
    }
}

private let phone = Viewport(size: CGSize(width: 375, height: 667), scale: 2)

@Suite("Flow layout, complete (G1–G7)")
struct FlowCompleteTests {
    @Test("G4: a line is as tall as its tallest item; shorter items are centred in it")
    func verticalCentring() throws {
        let l = UICollectionViewFlowLayout()
        let d = SizesDelegate()
        d.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 50),
                   IndexPath(item: 1, section: 0): CGSize(width: 100, height: 80),
                   IndexPath(item: 2, section: 0): CGSize(width: 100, height: 60)]
        l.delegate = d
        let s = try l.solve(in: phone, itemCounts: [3])
        // One line that is also the last, of mixed sizes: leading, minimumInteritemSpacing (10) apart
        // (G3), 80 pt tall.
        expectFrame(s.cell(0), 0, 15, 100, 50)
        expectFrame(s.cell(1), 110, 0, 100, 80)
        expectFrame(s.cell(2), 220, 10, 100, 60)
    }

    @Test("G2 G3: delegate sizes from the collection view's bounds; per-section insets from the delegate")
    func delegateSizesAndInsets() throws {
        let l = UICollectionViewFlowLayout()
        let d = SizesDelegate()
        d.insets = [1: UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)]
        d.headerHeights = [1: 30]
        l.delegate = d
        let s = try l.solve(in: phone, itemCounts: [4, 2])
        // (375 − 20) / 3 = 118.33: three fill the line exactly with 10-pt gaps.
        expectFrame(s.cell(0), 0, 0, 118.5, 100)
        expectFrame(s.cell(2), 256.5, 0, 118.5, 100)
        expectFrame(s.cell(3), 0, 110, 118.5, 100)
        // Section 1 starts at 210: header 30, inset 5; 335 pt of room: two 118.33 items fit, leading.
        expectFrame(s.header(1), 0, 210, 375, 30)
        expectFrame(s.cell(0, 1), 20, 245, 118.5, 100)
        #expect(s.contentSize.height == 350)
    }

    @Test("A4 G2: estimatedItemSize self-sizes items through the measurer")
    func selfSizing() throws {
        let l = UICollectionViewFlowLayout()
        l.estimatedItemSize = CGSize(width: 80, height: 30)
        l.minimumInteritemSpacing = 8
        let measurer = LayoutMeasurer { a, axes in
            #expect(axes == [.horizontal, .vertical])
            return CGSize(width: 100 + 50 * CGFloat(a.indexPath.item), height: 30)
        }
        let s = try l.solve(in: phone, itemCounts: [4], measurer: measurer)
        // 100 + 8 + 150 = 258; + 8 + 200 > 375: two on the first line, justified. 200 and 250 cannot
        // share a line (458 > 375): each alone, and a line that could only ever hold one is centred.
        expectFrame(s.cell(0), 0, 0, 100, 30)
        expectFrame(s.cell(1), 225, 0, 150, 30)
        expectFrame(s.cell(2), 87.5, 40, 200, 30)
        expectFrame(s.cell(3), 62.5, 80, 250, 30)
        expectFrame(try l.solve(in: phone, itemCounts: [1]).cell(0), 0, 0, 80, 30)   // no measurer: the estimate
    }

    @Test("G6: pinned headers stay at the visible top until their section's content ends")
    func pinnedHeaders() throws {
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: 100, height: 100)
        l.headerReferenceSize = CGSize(width: 0, height: 50)
        l.sectionHeadersPinToVisibleBounds = true
        // Each section: header 50 + four lines of 100 with 10 between = 480.
        let at = { (y: CGFloat) in try l.solve(in: phone, itemCounts: [10, 10], scroll: ScrollPosition(contentOffset: CGPoint(x: 0, y: y))) }
        expectFrame(try at(0).header(0), 0, 0, 375, 50)
        expectFrame(try at(200).header(0), 0, 200, 375, 50)
        expectFrame(try at(450).header(0), 0, 430, 375, 50)   // pushed up by the section's end
        expectFrame(try at(450).header(1), 0, 480, 375, 50)
        expectFrame(try at(600).header(1), 0, 600, 375, 50)
    }

    @Test("G5 G6: scrolling horizontally, headers are columns and pin to the visible leading edge")
    func pinnedHorizontalHeader() throws {
        let l = UICollectionViewFlowLayout()
        l.scrollDirection = .horizontal
        l.itemSize = CGSize(width: 100, height: 100)
        l.headerReferenceSize = CGSize(width: 50, height: 999)   // only the width counts
        l.sectionHeadersPinToVisibleBounds = true
        // Six items a column in 667 pt: 10 items → 2 columns: 50 + 100 + 10 + 100 = 260 wide.
        let s = try l.solve(in: phone, itemCounts: [10, 10], scroll: ScrollPosition(contentOffset: CGPoint(x: 100, y: 0)))
        expectFrame(s.header(0), 100, 0, 50, 667)
        expectFrame(s.header(1), 260, 0, 50, 667)
        expectFrame(s.cell(0, 1), 310, 0, 100, 100)
    }

    @Test("G6: a pinned footer stays at the visible bottom")
    func pinnedFooter() throws {
        let l = UICollectionViewFlowLayout()
        l.itemSize = CGSize(width: 100, height: 100)
        l.footerReferenceSize = CGSize(width: 0, height: 40)
        l.sectionFootersPinToVisibleBounds = true
        let s = try l.solve(in: phone, itemCounts: [30])   // ten lines: content 0…1090
        let footer = s.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        expectFrame(footer?.frame, 0, 627, 375, 40)
    }

    @Test("G3 G7: seed 001's flow layout at every device preset — n = ⌊(W + 4) / 64⌋ a line, justified, the last line on the grid")
    func seed001EveryDevice() throws {
        let devices: [(CGFloat, CGFloat, CGFloat)] = [(375, 667, 2), (393, 852, 3), (430, 932, 3), (402, 874, 3), (440, 956, 3),
                                                      (820, 1180, 2), (834, 1210, 2), (1032, 1376, 2)]
        for (w, h, scale) in devices {
            let s = try seed001FlowLayout(screenWidth: w).solve(in: Viewport(size: CGSize(width: w, height: h), scale: scale), itemCounts: [10, 10])
            let n = Int((w + 4) / 64)
            let gap = (w - 60 * CGFloat(n)) / CGFloat(n - 1)
            let lines = (10 + n - 1) / n
            let sectionHeight = 100 + CGFloat(lines) * 60 + CGFloat(lines - 1) * 30
            for section in 0..<2 {
                for item in 0..<10 {
                    let x = CGFloat(item % n) * (60 + gap), y = CGFloat(section) * sectionHeight + 100 + CGFloat(item / n) * 90
                    let f = try #require(s.cell(item, section))
                    // Edges within half a device pixel of the rule's numbers.
                    #expect(abs(f.minX - x) <= 0.5 / scale + 1e-9 && abs(f.maxX - (x + 60)) <= 0.5 / scale + 1e-9, "\(w) item \(item): \(f)")
                    #expect(f.minY == y && f.height == 60, "\(w) item \(item): \(f)")
                }
            }
            #expect(s.contentSize.height == 2 * sectionHeight, "\(w)")
        }
    }

    @Test("G3: right-to-left mirrors delegate-sized lines too")
    func rightToLeft() throws {
        let l = UICollectionViewFlowLayout()
        let d = SizesDelegate()
        d.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 50, height: 40)]
        l.delegate = d
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        let s = try l.solve(in: rtl, itemCounts: [2])
        // Left-to-right, one last line of mixed sizes: x 0 and 60 (minimumInteritemSpacing 10, G3);
        // mirrored: 325 and 196.67…315, snapped to half points.
        expectFrame(s.cell(0), 325, 30, 50, 40)
        expectFrame(s.cell(1), 196.5, 0, 118.5, 100)
    }

    @Test("Bad delegate values are errors naming the section")
    func badDelegate() {
        let l = UICollectionViewFlowLayout()
        let d = SizesDelegate()
        d.sizes = [IndexPath(item: 1, section: 0): CGSize(width: CGFloat.nan, height: 10)]
        l.delegate = d
        #expect(throws: LayoutError("section 0: size of item 1.width must be finite and not negative, got nan")) {
            try l.solve(in: phone, itemCounts: [2])
        }
    }
}
