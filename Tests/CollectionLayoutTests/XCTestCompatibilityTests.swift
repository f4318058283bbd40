import CollectionLayout
import XCTest

/// The engine from XCTest, the way an iOS team's existing layout tests are written.
final class XCTestCompatibilityTests: XCTestCase {
    /// C1: seed 001's compositional grid fits five 1/6 columns a row at 393 pt.
    func testSeed001CompositionalFitsFiveColumnsC1() throws {
        let solved = try seed001CompositionalLayout().solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
        let firstRow = solved.attributes.filter { $0.representedElementCategory == .cell && $0.frame.minY == 100 }
        XCTAssertEqual(firstRow.count, 5)
        XCTAssertEqual(solved.contentSize, CGSize(width: 393, height: 500))
    }

    /// G3: the flow version justifies six a line at 393 pt and ends flush with the trailing edge.
    func testSeed001FlowJustifiesLinesG3() throws {
        let solved = try seed001FlowLayout(screenWidth: 393).solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10])
        XCTAssertEqual(solved.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.maxX, 393)
        XCTAssertEqual(solved.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minX, 0)
    }
}
