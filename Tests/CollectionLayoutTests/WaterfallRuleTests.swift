import Foundation
import Testing
@testable import CollectionLayout

@Suite("Waterfall rules")
struct WaterfallRuleTests {
    static func layout(_ heights: [CGFloat], columns: Int = 2) -> WaterfallLayout {
        WaterfallLayout(columnCount: columns) { indexPath, _ in heights[indexPath.item % heights.count] }
    }

    @Test("H2 H5 H6: equal columns tie and the leftmost wins, also when a tie comes back later (Android's and Compose's staggered grids agree)")
    func tiesGoLeft() throws {
        // 100 → column 0 (ends 110); 40 → column 1 (ends 50); 50 → column 1 (50 < 110; ends 110);
        // then 110 = 110: column 0 wins, y 115.
        let solved = try Self.layout([100, 40, 50, 10]).solve(in: iPhoneSE, itemCounts: [4])
        expectFrame(solved.cell(2), 192.5, 55, 177.5, 50)
        expectFrame(solved.cell(3), 5, 115, 177.5, 10)
        // Three columns of equal cells fill left to right, then start again at column 0.
        let three = try Self.layout([50], columns: 3).solve(in: iPhoneSE, itemCounts: [4])
        #expect(three.cellFrames.map(\.minX) == [5, 130, 255, 5])
        #expect(three.cell(3)?.minY == 65)
    }

    @Test("H4 C3: UIKit has no waterfall; an app's one tall custom group places what WaterfallLayout places")
    func customGroupWaterfall() throws {
        // What an app writes on iOS 13+: one custom group per section, its frames the shortest-column scan.
        let heights: [CGFloat] = [100, 40, 50, 10, 70, 30]
        func columnFrames(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
            var tops: [CGFloat] = [0, 0]
            let columnWidth = width / 2
            let frames = heights.map { height -> CGRect in
                let column = tops[1] < tops[0] ? 1 : 0
                defer { tops[column] += height + 10 }
                return CGRect(x: CGFloat(column) * columnWidth + 5, y: tops[column] + 5, width: columnWidth - 10, height: height)
            }
            return (frames, tops.max() ?? 0)
        }
        let total = columnFrames(width: 375).height
        let custom = UICollectionViewCompositionalLayout { _, _ in
            NSCollectionLayoutSection(group: .custom(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                        heightDimension: .absolute(total))) { environment in
                columnFrames(width: environment.container.contentSize.width).frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
            })
        }
        let byGroup = try custom.solve(in: iPhoneSE, itemCounts: [heights.count])
        let byWaterfall = try Self.layout(heights).solve(in: iPhoneSE, itemCounts: [heights.count])
        #expect(byGroup.cellFrames == byWaterfall.cellFrames)
        #expect(byGroup.cellFrames.count == heights.count)
        #expect(byGroup.contentSize.height == byWaterfall.contentSize.height)
    }

    @Test("H2: the shortest column (leftmost on ties) for 3 and 20 columns matches a plain scan")
    func shortestMatchesScan() throws {
        for columns in [3, 20] {
            let heights = (0..<500).map { CGFloat(($0 &* 7919) % 97) }
            let l = Self.layout(heights, columns: columns)
            l.cellInset = .zero
            let solved = try l.solve(in: Viewport(size: CGSize(width: 1000, height: 800), scale: 1), itemCounts: [500])
            let width = CGFloat(1000 / columns)
            var tops = [CGFloat](repeating: 0, count: columns)
            for item in 0..<500 {
                let column = tops.indices.min { tops[$0] < tops[$1] }!   // min(by:) keeps the first minimum
                expectFrame(solved.cell(item), CGFloat(column) * width, tops[column], width, heights[item], "\(columns) columns, item \(item)")
                tops[column] += heights[item]
            }
        }
    }

    @Test("H1: round-robin puts item i in column i % columnCount, whatever the heights")
    func roundRobin() throws {
        // 300 → column 0, 100 → column 1, then column 0 again (y 315) although column 1 is shorter.
        let l = Self.layout([300, 100, 100, 100])
        l.placement = .roundRobin
        let solved = try l.solve(in: iPhoneSE, itemCounts: [4])
        expectFrame(solved.cell(0), 5, 5, 177.5, 300)
        expectFrame(solved.cell(1), 192.5, 5, 177.5, 100)
        expectFrame(solved.cell(2), 5, 315, 177.5, 100)
        expectFrame(solved.cell(3), 192.5, 115, 177.5, 100)
        #expect(solved.contentSize.height == 420)
    }

    @Test("Adaptive columns: minimumColumnWidth 170 gives 2 on phones, 4 and 6 on iPads, at least 1 (the 1000 cap: WaterfallErrorTests)")
    func adaptiveColumns() throws {
        func columns(_ width: CGFloat, minimum: CGFloat, spacing: CGFloat = 0) throws -> Int {
            let l = Self.layout([100])
            l.minimumColumnWidth = minimum
            l.columnSpacing = spacing
            let solved = try l.solve(in: Viewport(size: CGSize(width: width, height: 800), scale: 2), itemCounts: [2000])
            return Set(solved.cellFrames.map(\.minX)).count
        }
        #expect(try columns(375, minimum: 170) == 2)
        #expect(try columns(393, minimum: 170) == 2)
        #expect(try columns(820, minimum: 170) == 4)      // iPad Air: 820 / 170 = 4.8
        #expect(try columns(1024, minimum: 170) == 6)     // iPad Pro 12.9": 6.02
        #expect(try columns(820, minimum: 170, spacing: 100) == 3)   // (820 + 100) / (170 + 100) = 3.4
        #expect(try columns(393, minimum: 500) == 1)
        // 820 pt @2x, 4 columns of 205 pt: cells at 5, 210, 415, 620.
        let l = Self.layout([100])
        l.minimumColumnWidth = 170
        let solved = try l.solve(in: Viewport(size: CGSize(width: 820, height: 1180), scale: 2), itemCounts: [4])
        #expect(solved.cellFrames.map(\.minX) == [5, 210, 415, 620])
        #expect(solved.cellFrames.allSatisfy { $0.width == 195 })
    }
}
