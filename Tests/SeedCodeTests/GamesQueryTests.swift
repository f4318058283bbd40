// Seed 000's Games layout: rect queries for the first screen and orthogonal scrolling of the
// `.groupPagingCentered` sections (uikit-semantics.md D7), derived by hand at 375×812 @5.
import UIKit
import Foundation
import Testing

@Suite("Seed 000: Games queries and orthogonal offsets")
struct GamesQueryTests {
    /// (section, item) pairs of the elements a query returned, sorted.
    func paths(_ attributes: [UICollectionViewLayoutAttributes]) -> [[Int]] {
        attributes.map { [$0.indexPath.section, $0.indexPath.item] }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    @Test("D7 C2 C6: layoutAttributesForElements(in:) for the first screen at rest")
    func firstScreen() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5))
        // At rest contentOffset = −adjustedContentInset = (0, −44): the visible rect is
        // (0, −44, 375, 812), i.e. y −44 … 768.
        //  • section 0 (y 0–324.8): groups at x 15–360 and 360–705 cross x < 375; group 2 at 705 does not.
        //  • section 1 title (324.8–374.8).
        //  • section 2 small (374.8–618.4): groups 0 and 1 → items 0–5; group 2 at x 705 is off-screen.
        //  • section 3 title (618.4–668.4).
        //  • section 4 small at 668.4: rows at 668.4 and 749.6 start above 768, row 2 at 830.8 does
        //    not → items 0, 1 (group 0) and 3, 4 (group 1).
        //  • section 5 starts at 912: nothing.
        let visible = solved.layoutAttributesForElements(in: CGRect(x: 0, y: -44, width: 375, height: 812))
        let expected: [[Int]] = [[0, 0], [0, 1], [1, 0], [2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [2, 5],
                                 [3, 0], [4, 0], [4, 1], [4, 3], [4, 4]]
        #expect(paths(visible) == expected)
        #expect(visible.allSatisfy { $0.representedElementCategory == .cell })
    }

    @Test("D1 D7: a rect in the middle of the screen list: category rows and titles")
    func middleRect() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5))
        // y 2100 … 2300: section 13 title (2086.4–2136.4) and category rows 0–3 of section 14
        // (2136.4, 2186.4, 2236.4, 2286.4; row 3 starts before 2300, row 4 at 2336.4 does not).
        let found = solved.layoutAttributesForElements(in: CGRect(x: 0, y: 2100, width: 375, height: 200))
        #expect(paths(found) == [[13, 0], [14, 0], [14, 1], [14, 2], [14, 3]])
    }

    @Test("D7: featured section at orthogonalOffsets [0: 340] rests on group 1 at x 15")
    func featuredOffset() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5), scroll: ScrollPosition(orthogonalOffsets: [0: 340]))
        // Resting offsets centre a group: offset 345k puts group k at 15 + 345k − 345k = 15.
        // 340 is nearest 345 (k = 1). So group k sits at 15 + 345(k − 1).
        for k in 0..<5 {
            expectFrame(solved.cell(k, 0), CGRect(x: 15 + 345 * CGFloat(k - 1), y: 0, width: 345, height: 324.8),
                        "featured \(k): x = 15 + 345·(\(k) − 1)")
        }
        expectFrame(solved.cell(1, 0), CGRect(x: 15, y: 0, width: 345, height: 324.8), "group 1 centred")
        // Only section 0 moves: section 2 stays at rest (group 0 at x 15).
        expectFrame(solved.cell(0, 2), CGRect(x: 15, y: 374.8, width: 345, height: 81.2), "section 2 at rest")
        // Visible in the first screen now: group 0 (−330 … 15), group 1 (15 … 360), group 2 (360 … 705).
        let row = solved.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(row.map(\.indexPath.item).sorted() == [0, 1, 2])
        #expect(solved.contentSize == CGSize(width: 375, height: 4056.8))   // vertical geometry unchanged
    }

    @Test("D7: groupPagingCentered scroll range has leading and trailing centring insets")
    func featuredRange() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5))
        // Header S1: "additional leading and trailing content insets to center each group".
        // Scrollable width = 15 + 5·345 + 15 = 1755; the last resting offset 1755 − 375 = 1380 = 4·345
        // centres group 4.
        expectClose(solved.orthogonalContentLength(ofSection: 0), 1755, "featured scroll width")
        // Small sections: 3 groups → 15 + 3·345 + 15 = 1065. Non-orthogonal sections: nil.
        expectClose(solved.orthogonalContentLength(ofSection: 2), 1065, "small scroll width")
        #expect(solved.orthogonalContentLength(ofSection: 1) == nil)

        let far = try solveGames(Device.iPhoneX(scale: 5), scroll: ScrollPosition(orthogonalOffsets: [0: 5000]))
        // Clamped to the range: offset 1380 → group 4 at 15 + 1380 − 1380 = 15, group 3 at −330.
        expectFrame(far.cell(4, 0), CGRect(x: 15, y: 0, width: 345, height: 324.8), "featured 4 centred")
        expectFrame(far.cell(3, 0), CGRect(x: -330, y: 0, width: 345, height: 324.8), "featured 3")
    }

    @Test("C2 C6 D7: small section at orthogonalOffsets [2: 400] rests on group 1, rows unchanged")
    func smallOffset() throws {
        let solved = try solveGames(Device.iPhoneX(scale: 5), scroll: ScrollPosition(orthogonalOffsets: [2: 400]))
        // Resting points 0, 345, 690; 400 is nearest 345 → group g at 15 + 345(g − 1).
        // Item i: group i / 3, row i % 3 at 374.8 + 81.2·row.
        for item in 0..<9 {
            let x = 15 + 345 * CGFloat(item / 3 - 1), y = 374.8 + 81.2 * CGFloat(item % 3)
            expectFrame(solved.cell(item, 2), CGRect(x: x, y: y, width: 345, height: 81.2), "small 2/\(item)")
        }
        expectFrame(solved.cell(0, 0), CGRect(x: 15, y: 0, width: 345, height: 324.8), "featured at rest")
    }
}
