import Foundation
@testable import CollectionLayout
import Testing

/// `solveRecordingGroupFrames`: each root group instance's frame, as the engine placed it — the
/// redline overlay's group bounds. Not a UIKit API; its numbers follow UIKit's placement rules.
@Suite("Group frames (redlines)")
struct GroupFrameTests {
    /// A full-width horizontal group of four 1/4 items, 60 pt tall; interGroupSpacing 10; insets 16.
    static func grid(direction: UICollectionViewScrollDirection = .vertical) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        return UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                           subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return section
        }, configuration: configuration)
    }

    @Test("D1/D2: root groups stack down the section, inset by its contentInsets, interGroupSpacing apart")
    func vertical() throws {
        let solved = try Self.grid().solveRecordingGroupFrames(in: plain, itemCounts: [10], measurer: nil)
        #expect(solved.groupFrames(inSection: 0) == [CGRect(x: 16, y: 16, width: 368, height: 60),
                                                      CGRect(x: 16, y: 86, width: 368, height: 60),
                                                      CGRect(x: 16, y: 156, width: 368, height: 60)])
        // The cells are the plain solve's: recording changes nothing else.
        let plainSolve = try Self.grid().solve(in: plain, itemCounts: [10])
        #expect(solved.attributes.map(\.frame) == plainSolve.attributes.map(\.frame))
        #expect(plainSolve.groupFrames(inSection: 0).isEmpty)
        // Each group holds its four cells.
        let groups = solved.groupFrames(inSection: 0)
        for (i, cell) in solved.attributes.enumerated() { #expect(groups[i / 4].contains(cell.frame), "cell \(i)") }
    }

    @Test("D1/E1: a horizontal layout's groups come back transposed, and a right-to-left one's mirrored (leading is right)")
    func transposedAndMirrored() throws {
        let horizontal = try Self.grid(direction: .horizontal).solveRecordingGroupFrames(in: plain, itemCounts: [8], measurer: nil)
        let frames = horizontal.groupFrames(inSection: 0)
        #expect(frames.count == 2)
        for (i, cell) in horizontal.attributes.enumerated() { #expect(frames[i / 4].contains(cell.frame), "cell \(i)") }
        var rtl = plain
        rtl.layoutDirection = .rightToLeft
        let mirrored = try Self.grid().solveRecordingGroupFrames(in: rtl, itemCounts: [4], measurer: nil)
        #expect(mirrored.groupFrames(inSection: 0) == [CGRect(x: 16, y: 16, width: 368, height: 60)])
        #expect(mirrored.attributes.first.map { $0.frame.maxX == 384 } == true)   // item 0 at the right
    }

    @Test("D7: an orthogonal section's groups run along x, past the viewport; a flow layout has none")
    func orthogonalAndFlow() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
                                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 8
            return section
        }
        let solved = try layout.solveRecordingGroupFrames(in: plain, itemCounts: [3], measurer: nil)
        #expect(solved.groupFrames(inSection: 0) == [CGRect(x: 0, y: 0, width: 320, height: 100),
                                                      CGRect(x: 328, y: 0, width: 320, height: 100),
                                                      CGRect(x: 656, y: 0, width: 320, height: 100)])
        let flow = UICollectionViewFlowLayout()
        #expect(try flow.solveRecordingGroupFrames(in: plain, itemCounts: [5], measurer: nil).groupFrames(inSection: 0).isEmpty)
    }
}
