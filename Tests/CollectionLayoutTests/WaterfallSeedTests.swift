import Foundation
import Testing
@testable import CollectionLayout

/// Seed 002's Pinterest board: `MyCollectionViewLayout` with `columnCount` 2 and `cellInset` 5 on
/// every side, cells in the shortest column. The write-up gives no point sizes for its types, so
/// small, medium and large are 100, 200 and 300 pt here.
@Suite("Waterfall: seed 002's board")
struct WaterfallSeedTests {
    enum CellType { case small, medium, large }

    static func height(_ type: CellType) -> CGFloat {
        switch type {
        case .small: 100
        case .medium: 200
        case .large: 300
        }
    }

    /// The seed's layout: its defaults are ours (2 columns, cellInset 5).
    static func board(_ types: [CellType]) -> WaterfallLayout {
        let layout = WaterfallLayout()
        layout.itemHeight = { indexPath, _ in height(types[indexPath.item]) }
        return layout
    }

    static let oneTwoThreeFour: [CellType] = [.small, .large, .small, .medium]

    @Test("H2: the seed's board at 375 pt @2x — Three small, so Four goes under the shorter first column")
    func board375() throws {
        // Columns 375 / 2 = 187.5 (whole pixels at @2x); cells 187.5 − 5 − 5 = 177.5 wide at x 5 and 192.5.
        // One   small → column 0 (tie at 0, leftmost): y 5, h 100; column 0's slots end at 110.
        // Two   large → column 1 (0 < 110):           y 5, h 300; column 1 ends at 310.
        // Three small → column 0 (110 < 310):         y 115;      column 0 ends at 220.
        // Four  medium → column 0 (220 < 310):        y 225, h 200; column 0 ends at 430 = content height.
        let solved = try Self.board(Self.oneTwoThreeFour).solve(in: iPhoneSE, itemCounts: [4])
        expectFrame(solved.cell(0), 5, 5, 177.5, 100, "One")
        expectFrame(solved.cell(1), 192.5, 5, 177.5, 300, "Two")
        expectFrame(solved.cell(2), 5, 115, 177.5, 100, "Three")
        expectFrame(solved.cell(3), 5, 225, 177.5, 200, "Four")
        #expect(solved.contentSize == CGSize(width: 375, height: 430))
    }

    @Test("H2: the seed's board at 393 pt @3x — columns floored to 196⅓ pt, the spare pixel at the right")
    func board393() throws {
        // 393 / 2 = 196.5 pt = 589.5 px → 589 px = 589/3 pt; cells 589/3 − 10 = 559/3 wide;
        // x 5 and 589/3 + 5 = 604/3; the right edge 604/3 + 559/3 = 1163/3 leaves 16/3 pt (5 + 1 px).
        let solved = try Self.board(Self.oneTwoThreeFour).solve(in: iPhone15, itemCounts: [4])
        expectFrame(solved.cell(0), 5, 5, 559.0 / 3, 100, "One")
        expectFrame(solved.cell(1), 604.0 / 3, 5, 559.0 / 3, 300, "Two")
        expectFrame(solved.cell(2), 5, 115, 559.0 / 3, 100, "Three")
        expectFrame(solved.cell(3), 5, 225, 559.0 / 3, 200, "Four")
        #expect(solved.contentSize == CGSize(width: 393, height: 430))
    }

    @Test("H2: with Three medium instead, column 0 passes column 1 and Four goes to the second column")
    func threeMedium() throws {
        // Three medium → column 0: y 115, h 200, column 0 ends at 320 > 310, so Four → column 1 at
        // 310 + 5 = 315; content 315 + 200 + 5 = 520.
        let solved = try Self.board([.small, .large, .medium, .medium]).solve(in: iPhoneSE, itemCounts: [4])
        expectFrame(solved.cell(2), 5, 115, 177.5, 200, "Three")
        expectFrame(solved.cell(3), 192.5, 315, 177.5, 200, "Four")
        #expect(solved.contentSize.height == 520)
    }

    @Test("H2: the seed's sample data Red small, Green large, Blue medium in two columns")
    func redGreenBlue() throws {
        // Red → column 0 (y 5), Green → column 1 (y 5), Blue → column 0 (110 < 310): y 115.
        let solved = try Self.board([.small, .large, .medium]).solve(in: iPhoneSE, itemCounts: [3])
        expectFrame(solved.cell(0), 5, 5, 177.5, 100, "Red")
        expectFrame(solved.cell(1), 192.5, 5, 177.5, 300, "Green")
        expectFrame(solved.cell(2), 5, 115, 177.5, 200, "Blue")
        #expect(solved.attributes.count == 3)
    }
}

@Suite("Waterfall: seed 002 at every device preset")
struct WaterfallEveryDeviceTests {
    @Test("H2: two columns at every preset — column width floored to a pixel, Four under the shorter first column")
    func everyPreset() throws {
        let presets: [(CGFloat, CGFloat, CGFloat)] = [(375, 667, 2), (393, 852, 3), (430, 932, 3), (402, 874, 3), (440, 956, 3),
                                                      (820, 1180, 2), (834, 1210, 2), (1032, 1376, 2)]
        for (w, h, scale) in presets {
            let column = (w / 2 * scale).rounded(.down) / scale
            let cell = column - 10
            let solved = try WaterfallSeedTests.board(WaterfallSeedTests.oneTwoThreeFour)
                .solve(in: Viewport(size: CGSize(width: w, height: h), scale: scale), itemCounts: [4])
            expectFrame(solved.cell(0), 5, 5, cell, 100, "\(w) One")
            expectFrame(solved.cell(1), column + 5, 5, cell, 300, "\(w) Two")
            expectFrame(solved.cell(2), 5, 115, cell, 100, "\(w) Three")
            expectFrame(solved.cell(3), 5, 225, cell, 200, "\(w) Four")
            #expect(solved.contentSize == CGSize(width: w, height: 430), "\(w)")
        }
    }
}
