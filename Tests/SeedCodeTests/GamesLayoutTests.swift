// Tests of seed 000's Games layout (Seed000GamesLayout.swift) against GamesDerivation: the full
// 32-section screen at three iPhone sizes, exact and rounded to @3x pixels.
import UIKit
import Foundation
import Testing

/// Solves the seed's layout the way the seed's data source would drive it.
func solveGames(_ viewport: Viewport, scroll: ScrollPosition = .rest) throws -> SolvedLayout {
    let controller = GamesViewController()
    let counts = controller.sections.map(\.numberOfItem)   // collectionView(_:numberOfItemsInSection:)
    return try controller.collectionViewLayout.solve(in: viewport, itemCounts: counts, scroll: scroll)
}

/// Checks every cell of the 32 sections, each rect rounded to `scale` pixels when `rounded`.
func expectGames(_ solved: SolvedLayout, _ d: GamesDerivation, scale: CGFloat, rounded: Bool,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    func r(_ rect: CGRect) -> CGRect { rounded ? pixelRounded(rect, scale: scale) : rect }
    for (section, kind) in gamesKinds.enumerated() {
        for item in 0..<GamesDerivation.itemCount(kind) {
            expectFrame(solved.cell(item, section), r(d.frame(item: item, section: section)),
                        "section \(section) (\(kind)) item \(item)", sourceLocation: sourceLocation)
        }
        // Exactly as many cells as the data source reports, none more.
        #expect(solved.cell(GamesDerivation.itemCount(kind), section) == nil, sourceLocation: sourceLocation)
    }
    let height = rounded ? pixelRounded(d.contentHeight, scale: scale) : d.contentHeight
    expectClose(solved.contentSize.height, height, "content height", sourceLocation: sourceLocation)
    expectClose(solved.contentSize.width, d.width, "content width", sourceLocation: sourceLocation)
    // 5 + 12 titles + 8·9 small + 2·8 medium + 6 categories + 4 links + 3 buttons + 1 terms = 119.
    #expect(solved.attributes.count == 119, sourceLocation: sourceLocation)
}

@Suite("Seed 000: App Store Games tab")
struct GamesLayoutTests {
    @Test("A3 C1 C2 C6 D1 D7: 375×812 @5, every frame exact (4056.8 pt tall)")
    func iPhoneXExact() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5))
        expectGames(solved, .iPhoneX, scale: 5, rounded: false)
        // Spot checks written out: featured group k at x = 15 + 345k (D7).
        expectFrame(solved.cell(0, 0), CGRect(x: 15, y: 0, width: 345, height: 324.8), "featured 0")
        expectFrame(solved.cell(1, 0), CGRect(x: 360, y: 0, width: 345, height: 324.8), "featured 1")
        expectFrame(solved.cell(4, 0), CGRect(x: 1395, y: 0, width: 345, height: 324.8), "featured 4: 15 + 4·345")
        // Small section 2 at y 374.8: item 5 = group 1, row 2 → (360, 374.8 + 2·81.2 = 537.2).
        expectFrame(solved.cell(5, 2), CGRect(x: 360, y: 537.2, width: 345, height: 81.2), "small 2/5")
        // Medium section 8 at y 1255.6: item 7 = group 3, row 1 → (15 + 3·345 = 1050, 1377.4).
        expectFrame(solved.cell(7, 8), CGRect(x: 1050, y: 1377.4, width: 345, height: 121.8), "medium 8/7")
        // Category section 14 at y 2136.4: row 5 at 2136.4 + 250 = 2386.4, 375 × 50.
        expectFrame(solved.cell(5, 14), CGRect(x: 0, y: 2386.4, width: 375, height: 50), "category 14/5")
        // Terms: last section at 3986.8, 70 tall, ends at the content height 4056.8.
        expectFrame(solved.cell(0, 31), CGRect(x: 0, y: 3986.8, width: 375, height: 70), "terms")
        #expect(solved.contentSize == CGSize(width: 375, height: 4056.8))
    }

    @Test("A3 C2 D7 G7: 375×812 @3 as iOS 14–16 lays it out (.exact), origin and size rounded to thirds")
    func iPhoneXAt3x() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 3).withExactFractions)
        expectGames(solved, .iPhoneX, scale: 3, rounded: true)
        // Written out: featured height 324.8 → 974.4 px → 974 px = 324.6667 pt.
        expectFrame(solved.cell(0, 0), CGRect(x: 15, y: 0, width: 345, height: 974.0 / 3), "featured 0")
        // Section 2 top 374.8 → 1124.4 px → 1124 px; its first row ends at 456 (exact):
        // height (1368 − 1124) / 3 = 81.3333.
        expectFrame(solved.cell(0, 2), CGRect(x: 15, y: 1124.0 / 3, width: 345, height: 244.0 / 3), "small 2/0")
        // Row 1: 456 → 456, 537.2 → 1611.6 px → 1612 px: height (1612 − 1368) / 3 = 81.3333.
        expectFrame(solved.cell(1, 2), CGRect(x: 15, y: 456, width: 345, height: 244.0 / 3), "small 2/1")
        // Content height 4056.8 → 12170.4 px → 12170 px = 4056.6667.
        expectClose(solved.contentSize.height, 12170.0 / 3, "content height")
    }

    @Test("A3 C2 D7: 393×852 @25, every frame exact (4192.8 pt tall)")
    func iPhone15Exact() throws {
        let solved = try solveGames(Device.iPhone15(scale: 25))
        expectGames(solved, .iPhone15, scale: 25, rounded: false)
        // Featured group 1 at 15.72 + 361.56 = 377.28; small item (2, 1) at y 390.8 + 85.2 = 476.
        expectFrame(solved.cell(1, 0), CGRect(x: 377.28, y: 0, width: 361.56, height: 340.8), "featured 1")
        expectFrame(solved.cell(7, 2), CGRect(x: 738.84, y: 476, width: 361.56, height: 85.2), "small 2/7")
    }

    @Test("A3 C2 D7 G7: 393×852 @3 as iOS 14–16 lays it out (.exact), origin and size rounded to thirds")
    func iPhone15At3x() throws {
        let solved = try solveGames(Device.iPhone15(scale: 3).withExactFractions)
        expectGames(solved, .iPhone15, scale: 3, rounded: true)
        // Written out: x 15.72 → 47.16 px → 47 px; right edge 377.28 → 1131.84 px → 1132 px;
        // height 340.8 → 1022.4 px → 1022 px.
        expectFrame(solved.cell(0, 0), CGRect(x: 47.0 / 3, y: 0, width: 1085.0 / 3, height: 1022.0 / 3), "featured 0")
        expectClose(solved.contentSize.height, 12578.0 / 3, "4192.8 → 12578.4 px → 12578 px")
    }

    @Test("A3 C2 D7: 430×932 @5, every frame exact (4464.8 pt tall)")
    func iPhone15PlusExact() throws {
        let solved = try solveGames(Device.iPhone15Plus(scale: 5))
        expectGames(solved, .iPhone15Plus, scale: 5, rounded: false)
        // Medium section 8 at 1411.6: item 3 = group 1, row 1 → (17.2 + 395.6 = 412.8, 1551.4).
        expectFrame(solved.cell(3, 8), CGRect(x: 412.8, y: 1551.4, width: 395.6, height: 139.8), "medium 8/3")
        #expect(solved.contentSize == CGSize(width: 430, height: 4464.8))
    }

    @Test("A3 C2 D7 G7: 430×932 @3 as iOS 14–16 lays it out (.exact), origin and size rounded to thirds")
    func iPhone15PlusAt3x() throws {
        let solved = try solveGames(Device.iPhone15Plus(scale: 3).withExactFractions)
        expectGames(solved, .iPhone15Plus, scale: 3, rounded: true)
        // Written out: x 17.2 → 51.6 px → 52 px; width 395.6 → 1186.8 px → 1187 px; 372.8 → 1118.4 → 1118.
        expectFrame(solved.cell(0, 0), CGRect(x: 52.0 / 3, y: 0, width: 1187.0 / 3, height: 1118.0 / 3), "featured 0")
        expectClose(solved.contentSize.height, 13394.0 / 3, "4464.8 → 13394.4 px → 13394 px")
    }

    @Test("G7: 393×852 @3 as iOS 17 lays it out — each fraction floored to a pixel, siblings at the sums")
    func iPhone15At3xFloored() throws {
        let solved = try solveGames(Device.iPhone15(scale: 3))
        // Featured groups .fractionalWidth(0.92) × .fractionalHeight(0.4): 361.56 pt → 1084.68 px →
        // 1084 px; 340.8 pt → 1022.4 px → 1022 px. Group k starts 1084 px after group k − 1.
        let featured = (0..<5).compactMap { solved.cell($0, 0) }
        #expect(featured.count == 5)
        for cell in featured {
            expectClose(cell.width, 1084.0 / 3, "featured width, floored")
            expectClose(cell.height, 1022.0 / 3, "featured height, floored")
        }
        for k in 1..<featured.count {
            expectClose(featured[k].minX - featured[k - 1].minX, 1084.0 / 3, "featured group \(k) one floored width on")
        }
        // Small rows .fractionalHeight(0.1)-class heights 85.2 pt → 255.6 px → 255 px each, so a
        // section's rows are 85 pt apart (exact: 85.2; the drift stays at the section's end).
        guard let row0 = solved.cell(0, 2), let row1 = solved.cell(1, 2), let row2 = solved.cell(2, 2) else {
            Issue.record("no small rows"); return
        }
        expectClose(row1.minY - row0.minY, 85, "small row pitch, floored")
        expectClose(row2.minY - row1.minY, 85, "small row pitch, floored")
    }
}

extension Viewport {
    /// This viewport laid out as iOS 14–16 do (G7: fractions exact, edges rounded).
    var withExactFractions: Viewport {
        var viewport = self
        viewport.fractionalSizeRounding = .exact
        return viewport
    }
}
