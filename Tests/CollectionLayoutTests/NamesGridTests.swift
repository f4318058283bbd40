import Foundation
import Testing
@testable import CollectionLayout

/// Seed 001, both versions, at 375 pt (@2x) and 393 pt (@3x). Expected frames worked out by hand
/// from the rules named in each test; @3x values follow G7 (fractions floored to a pixel, iOS 17).
@Suite("Seed 001 names grid")
struct NamesGridTests {
    @Test("C1 D1 D5: compositional at 393 pt fits five 1/6 columns a row")
    func compositional393() throws {
        let solved = try seed001CompositionalLayout().solve(in: iPhone15, itemCounts: [10, 10])
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
        expectFrame(solved.header(0), 0, 0, 393, 100)
        expectFrame(solved.header(1), 0, 250, 393, 100)
        // G7 (iOS 17): 1/6 × 393 = 65.5 pt = 196.5 px, floored to 196 px (65.333 pt); each item
        // starts 196 + 12 px (the 4-pt spacing) after the one before: 0, 208, 416, 624, 832 px.
        let minX: [CGFloat] = [0, 208, 416, 624, 832].map { $0 / 3 }
        let maxX: [CGFloat] = [196, 404, 612, 820, 1028].map { $0 / 3 }
        for section in 0..<2 {
            for item in 0..<10 {
                let col = item % 5, row = item / 5
                let y = CGFloat(section * 250 + 100 + row * 90)
                expectFrame(solved.cell(item, section), minX[col], y, maxX[col] - minX[col], 60, "item \(item)")
            }
        }
        // Five a row, never six: the sixth column's 4 pt spacing pushes it past 393.
        #expect(Set(solved.cellFrames.map(\.minY)).count == 4)
    }

    @Test("C1 D1 D5: compositional at 375 pt (@2x, exact halves)")
    func compositional375() throws {
        let solved = try seed001CompositionalLayout().solve(in: iPhoneSE, itemCounts: [10, 10])
        #expect(solved.contentSize == CGSize(width: 375, height: 500))
        expectFrame(solved.header(0), 0, 0, 375, 100)
        for item in 0..<10 {
            expectFrame(solved.cell(item, 1), CGFloat(item % 5) * 66.5, CGFloat(350 + item / 5 * 90), 62.5, 60)
        }
    }

    @Test("G3 G5: flow at 393 pt justifies six a line and puts the last line on the same grid")
    func flow393() throws {
        let solved = try seed001FlowLayout(screenWidth: 393).solve(in: iPhone15, itemCounts: [10, 10])
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
        expectFrame(solved.header(0), 0, 0, 393, 100)
        expectFrame(solved.header(1), 0, 250, 393, 100)
        // gap (393 − 360) / 5 = 6.6: x = 0, 66.6, 133.2, 199.8, 266.4, 333 → pixels at @3x.
        let minX: [CGFloat] = [0, 200, 400, 599, 799, 999].map { $0 / 3 }
        let maxX: [CGFloat] = [180, 380, 580, 779, 979, 1179].map { $0 / 3 }
        for item in 0..<10 {
            let col = item < 6 ? item : item - 6
            let y: CGFloat = item < 6 ? 100 : 190
            expectFrame(solved.cell(item, 0), minX[col], y, maxX[col] - minX[col], 60, "item \(item)")
        }
    }

    @Test("G3 G5: flow at 375 pt justifies five a line")
    func flow375() throws {
        let solved = try seed001FlowLayout(screenWidth: 375).solve(in: iPhoneSE, itemCounts: [10, 10])
        #expect(solved.contentSize == CGSize(width: 375, height: 500))
        // gap (375 − 300) / 4 = 18.75: x = 0, 78.75, 157.5, 236.25, 315 → half points at @2x.
        let minX: [CGFloat] = [0, 79, 157.5, 236.5, 315]
        let maxX: [CGFloat] = [60, 139, 217.5, 296.5, 375]
        for item in 0..<10 {
            expectFrame(solved.cell(item, 1), minX[item % 5], CGFloat(350 + item / 5 * 90),
                        maxX[item % 5] - minX[item % 5], 60, "item \(item)")
        }
    }

    @Test("The public entry point: every element, rect queries, supplementary look-up")
    func queries() throws {
        let layout = seed001CompositionalLayout()
        let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
        #expect(solved.attributes.count == 22)
        #expect(solved.attributes.filter { $0.representedElementCategory == .supplementaryView }.count == 2)
        let firstScreen = solved.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 393, height: 160))
        #expect(firstScreen.count == 6)   // header 0 and the first row
        let header = solved.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: 1))
        #expect(header?.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(header?.indexPath.section == 1)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
        #expect(IndexPath(item: 3, section: 1).item == 3)
        #expect(IndexPath(item: 3, section: 1).section == 1)
    }
}
