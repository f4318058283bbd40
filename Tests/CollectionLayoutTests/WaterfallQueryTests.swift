import Foundation
import Testing
@testable import CollectionLayout

/// H3: UIKit's sample binary-searches attributes in index order, which drops items in a waterfall;
/// `WaterfallColumns` searches each column on its own. These compare it with a brute-force filter.
@Suite("Waterfall rect queries (H3)")
struct WaterfallQueryTests {
    typealias LCG = QueryTests.LCG

    /// `count` random rects over `solved`: a third start exactly on a cell's edge (touching counts).
    func expectMatchesBruteForce(_ solved: SolvedLayout, rects count: Int, seed: UInt64,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let all = solved.attributes
        let width = solved.contentSize.width, height = solved.contentSize.height
        var rng = LCG(state: seed)
        var mismatches = 0, found = 0
        for k in 0..<count {
            var rect = CGRect(x: Double.random(in: -100...(width + 100), using: &rng),
                              y: Double.random(in: -100...(height + 100), using: &rng),
                              width: Double.random(in: 0...(width + 200), using: &rng),
                              height: Double.random(in: 0...1500, using: &rng))
            if k % 3 == 0 {
                let cell = all[Int.random(in: all.indices, using: &rng)].frame
                rect.origin.y = k % 2 == 0 ? cell.maxY : cell.minY - rect.height
            }
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            let actual = solved.layoutAttributesForElements(in: rect)
            found += actual.count
            if Set(actual) != expected || actual.count != expected.count { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(mismatches) of \(count) rects differ", sourceLocation: sourceLocation)
        #expect(found > count, "the rects should find cells", sourceLocation: sourceLocation)
    }

    @Test("H3: 100 k random heights, shortest column, headers and footers, two sections — 500 rects match")
    func shortestColumn() throws {
        var rng = LCG(state: 7)
        let heights = (0..<100_000).map { _ in CGFloat(Int.random(in: 0...400, using: &rng)) }
        let l = WaterfallLayout(columnCount: 2) { ip, _ in heights[ip.section * 60_000 + ip.item] }
        (l.headerHeight, l.footerHeight, l.itemSpacing) = (44, 20, 8)
        let solved = try l.solve(in: iPhone15, itemCounts: [60_000, 40_000])
        #expect(solved.elementCount == 100_004)
        expectMatchesBruteForce(solved, rects: 500, seed: 11)
    }

    @Test("H3: round-robin in 5 right-to-left columns of touching cells, where index order is not monotone in y")
    func roundRobinRTL() throws {
        var rng = LCG(state: 9)
        let heights = (0..<100_000).map { i in CGFloat(i % 5 == 0 ? 300 : Int.random(in: 1...60, using: &rng)) }
        let l = WaterfallLayout(columnCount: 5) { ip, _ in heights[ip.item] }
        (l.placement, l.cellInset) = (.roundRobin, .zero)
        let rtl = Viewport(size: CGSize(width: 820, height: 1180), scale: 2, layoutDirection: .rightToLeft)
        let solved = try l.solve(in: rtl, itemCounts: [100_000])
        // Column 0 grows fastest: item 5000 starts far below item 5001 ends — an index-order search breaks here.
        #expect(try #require(solved.cell(5000)).minY > (try #require(solved.cell(5001))).maxY)
        expectMatchesBruteForce(solved, rects: 500, seed: 13)
    }

    @Test("H3: 12 columns (the tournament tree) with aspect-ratio heights at @3x")
    func manyColumns() throws {
        let l = WaterfallLayout()
        (l.columnCount, l.columnSpacing, l.itemSpacing) = (12, 4, 4)
        l.itemSize = { ip in CGSize(width: 3 + ip.item % 5, height: 1 + (ip.item &* 7) % 11) }
        let solved = try l.solve(in: Viewport(size: CGSize(width: 1366, height: 1024)), itemCounts: [20_000])
        expectMatchesBruteForce(solved, rects: 300, seed: 17)
    }
}
