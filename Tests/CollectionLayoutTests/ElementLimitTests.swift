import CollectionLayout
import Foundation
import Testing

/// The element cap (README "Robustness"): a solve refuses more items than `maximumElementCount`
/// before it allocates a frame, for every kind of layout, and the cap can be raised or lowered.
@Suite("Element limit")
struct ElementLimitTests {
    static let viewport = Viewport(size: CGSize(width: 393, height: 852))

    static func layouts() -> [UICollectionViewLayout] {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 44)
        return [UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), flow,
                WaterfallLayout(columnCount: 2) { _, _ in 100 }]
    }

    @Test("10⁹ items are refused before anything is allocated, with the limit and the flag in the message")
    func billionItems() throws {
        for layout in Self.layouts() {
            let error = try #require(throws: LayoutError.self) {
                try layout.solve(in: Self.viewport, itemCounts: [1_000_000_000])
            }
            #expect(error.message == "over the element limit of 10000000 items; raise it with --max-elements "
                    + "(UICollectionViewLayout.maximumElementCount)", "\(type(of: layout))")
            // Overflowing sums are refused too, not wrapped round.
            #expect(throws: LayoutError.self) { try layout.solve(in: Self.viewport, itemCounts: [Int.max, Int.max]) }
        }
    }

    @Test("the cap moves: lowered it refuses one item over, raised it lays out what the default refuses")
    func adjustable() throws {
        for layout in Self.layouts() {
            layout.maximumElementCount = 10
            #expect(try layout.solve(in: Self.viewport, itemCounts: [4, 6]).elementCount == 10)
            #expect(throws: LayoutError.self) { try layout.solve(in: Self.viewport, itemCounts: [5, 6]) }
        }
        #expect(UICollectionViewLayout.defaultMaximumElementCount == 10_000_000)
    }
}
