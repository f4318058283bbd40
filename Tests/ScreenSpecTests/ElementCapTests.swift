import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// The element cap in screens (README "Robustness"): the decoder passes it to the layout it builds,
/// and a screen built in code with 10⁹ placeholder items is refused by the solve, not allocated.
@Suite("Element cap in screens")
struct ElementCapTests {
    static let grid = #"{"layout": {"flow": {"itemSize": {"width": 60, "height": 60}}}, "sections": [{"items": ["A", "B", "C"]}]}"#

    @Test("decode(maximumElements:) counts values, and the decoded layout keeps the cap")
    func decodedLayoutKeepsTheCap() throws {
        // 1 root + layout + flow + itemSize + 2 numbers + sections + 1 section + items + 3 strings = 12 values.
        let screen = try Screen.decode(Data(Self.grid.utf8), name: "grid", maximumElements: 12)
        #expect(screen.layout.maximumElementCount == 12)
        #expect(throws: SpecError.self) { try Screen.decode(Data(Self.grid.utf8), name: "grid", maximumElements: 11) }
        #expect(try Screen.decode(Data(Self.grid.utf8), name: "grid").layout.maximumElementCount == 10_000_000)
    }

    @Test("Screen(name:layout:itemCounts:) with 10⁹ items makes one item past the cap, and solving refuses it")
    func billionPlaceholders() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.maximumElementCount = 1000
        let screen = Screen(name: "huge", layout: layout, itemCounts: [600, 1_000_000_000, 5])
        #expect(screen.itemCounts == [600, 401, 0])
        let error = try #require(throws: SpecError.self) { try screen.solve(on: .preset(named: "iphone-15")!) }
        #expect("\(error)".contains("over the element limit of 1000 items"))
    }
}
