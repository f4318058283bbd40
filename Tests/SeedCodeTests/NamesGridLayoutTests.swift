// Tests of seed 001's two layouts (Seed001NamesGridLayout.swift) at 393×852 (iPhone 15),
// 2 sections × 10 names, derived by hand from uikit-semantics.md C1, D1, D5, G2–G5, G7.
import UIKit
import Foundation
import Testing

@Suite("Seed 001: names grid, compositional and flow")
struct NamesGridLayoutTests {
    /// Compositional (C1): items 1/6·393 = 65.5 wide with .fixed(4) between them. The sixth would end
    /// at 6·65.5 + 5·4 = 413 > 393, so five fit a row: x = 69.5·col = 0, 69.5, 139, 208.5, 278.
    /// Rows (D1, D5): header 100 on top of each section, rows 60 tall, interGroupSpacing 30:
    /// section s starts at 250s, rows at 250s + 100 and 250s + 190; content 2·250 = 500.
    func compositionalFrame(_ item: Int, _ section: Int) -> CGRect {
        CGRect(x: 69.5 * CGFloat(item % 5), y: 250 * CGFloat(section) + 100 + 90 * CGFloat(item / 5),
               width: 65.5, height: 60)
    }

    @Test("C1 D1 D5: compositional at 393 pt @2: five 65.5 pt columns at x 0, 69.5, 139, 208.5, 278")
    func compositionalExact() throws {
        let layout = NewCollectionViewController().layout
        let solved = try layout.solve(in: Device.iPhone15(scale: 2), itemCounts: NamesGridData.itemCounts)
        for section in 0..<2 {
            for item in 0..<10 {
                expectFrame(solved.cell(item, section), compositionalFrame(item, section), "item \(section)/\(item)")
            }
            // Header (D5): fractionalWidth(1) of the 393 pt section, 100 tall, at the section top.
            expectFrame(solved.header(section), CGRect(x: 0, y: 250 * CGFloat(section), width: 393, height: 100),
                        "header \(section)")
        }
        expectFrame(solved.cell(4, 0), CGRect(x: 278, y: 100, width: 65.5, height: 60), "fifth column")
        expectFrame(solved.cell(5, 1), CGRect(x: 0, y: 440, width: 65.5, height: 60), "section 1, row 2")
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
        #expect(solved.attributes.count == 22)   // 20 cells + 2 headers
    }

    @Test("C1 D1 G7: compositional at 393 pt @3 as iOS 14–16 lays it out (.exact): origin and size rounded to thirds")
    func compositionalAt3x() throws {
        let layout = NewCollectionViewController().layout
        let solved = try layout.solve(in: Device.iPhone15(scale: 3).withExactFractions, itemCounts: NamesGridData.itemCounts)
        for section in 0..<2 {
            for item in 0..<10 {
                expectFrame(solved.cell(item, section), pixelRounded(compositionalFrame(item, section), scale: 3),
                            "item \(section)/\(item)")
            }
        }
        // Written out: column 1 at 69.5 → 208.5 px → 209 px; width 65.5 → 196.5 px → 197 px.
        expectFrame(solved.cell(1, 0), CGRect(x: 209.0 / 3, y: 100, width: 197.0 / 3, height: 60), "column 1")
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
    }

    @Test("C1 D1 G7: compositional at 393 pt @3 as iOS 17 lays it out: 65.5 pt floored to 196 px, columns 208 px apart")
    func compositionalAt3xFloored() throws {
        let layout = NewCollectionViewController().layout
        let solved = try layout.solve(in: Device.iPhone15(scale: 3), itemCounts: NamesGridData.itemCounts)
        for section in 0..<2 {
            for item in 0..<10 {
                let exact = compositionalFrame(item, section)
                expectFrame(solved.cell(item, section), CGRect(x: CGFloat(208 * (item % 5)) / 3, y: exact.minY, width: 196.0 / 3, height: 60),
                            "item \(section)/\(item)")
            }
        }
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
    }

    /// Flow (G2, G3): 60 pt items, minimum spacing 4. Six fit (6·60 + 5·4 = 380 ≤ 393), seven do not
    /// (7·60 + 6·4 = 444). Full lines are justified: gap (393 − 6·60) / 5 = 6.6, x = 66.6·col =
    /// 0, 66.6, 133.2, 199.8, 266.4, 333. The last line (items 6–9) is leading-aligned on the same grid.
    /// Lines (G4, G5): header 100 full width, lines 60 tall 30 apart → 100, 190; section 250 tall.
    func flowFrame(_ item: Int, _ section: Int) -> CGRect {
        CGRect(x: 66.6 * CGFloat(item % 6), y: 250 * CGFloat(section) + 100 + 90 * CGFloat(item / 6),
               width: 60, height: 60)
    }

    @Test("G2 G3 G5: flow at 393 pt @5: six a line justified (gap 6.6), last line on the same grid")
    func flowExact() throws {
        let layout = PreviousCollectionViewController().layout
        let solved = try layout.solve(in: Device.iPhone15(scale: 5), itemCounts: NamesGridData.itemCounts)
        for section in 0..<2 {
            for item in 0..<10 {
                expectFrame(solved.cell(item, section), flowFrame(item, section), "item \(section)/\(item)")
            }
            // G5: the header spans the collection view; only its height (100) counts.
            expectFrame(solved.header(section), CGRect(x: 0, y: 250 * CGFloat(section), width: 393, height: 100),
                        "header \(section)")
        }
        expectFrame(solved.cell(5, 0), CGRect(x: 333, y: 100, width: 60, height: 60), "flush right: 393 − 60")
        expectFrame(solved.cell(9, 0), CGRect(x: 199.8, y: 190, width: 60, height: 60), "last line, column 3")
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
    }

    @Test("G3 G7: flow at 393 pt @3: edges rounded to thirds")
    func flowAt3x() throws {
        let layout = PreviousCollectionViewController().layout
        let solved = try layout.solve(in: Device.iPhone15(scale: 3), itemCounts: NamesGridData.itemCounts)
        for section in 0..<2 {
            for item in 0..<10 {
                expectFrame(solved.cell(item, section), pixelRounded(flowFrame(item, section), scale: 3),
                            "item \(section)/\(item)")
            }
        }
        // Written out: column 3 at 199.8 → 599.4 px → 599 px, right 259.8 → 779.4 → 779: width 60.
        expectFrame(solved.cell(3, 0), CGRect(x: 599.0 / 3, y: 100, width: 60, height: 60), "column 3")
        // Column 1: 66.6 → 199.8 px → 200 px, right 126.6 → 379.8 → 380: width 60.
        expectFrame(solved.cell(7, 1), CGRect(x: 200.0 / 3, y: 440, width: 60, height: 60), "section 1 last line col 1")
    }

    @Test("C1 D5: the first screen at rest holds everything (content 500 < visible 852)")
    func firstScreen() throws {
        let solved = try NewCollectionViewController().layout.solve(in: Device.iPhone15(scale: 2),
                                                                    itemCounts: NamesGridData.itemCounts)
        // Visible rect at rest: (0, −59, 393, 852). 20 cells and 2 headers.
        let visible = solved.layoutAttributesForElements(in: CGRect(x: 0, y: -59, width: 393, height: 852))
        #expect(visible.count == 22)
        #expect(visible.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }.count == 2)
        // A band y 150 … 200: rows at 100–160 and 190–250 of section 0 → 10 cells, no header.
        let band = solved.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 393, height: 50))
        #expect(band.count == 10 && band.allSatisfy { $0.representedElementCategory == .cell })
    }
}
