import Foundation
import Testing
@testable import CollectionLayout

@Suite("Self-sizing (A4, A5)")
struct SelfSizingRuleTests {
    let rows = layout {
        NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                   subitems: [item(.fractionalWidth(1), .estimated(44))]))
    }

    @Test("A4: without a measurer the estimate stands; with one, each row takes its measured height")
    func estimatedRows() throws {
        let estimated = try rows.solve(in: plain, itemCounts: [3])
        expectFrame(estimated.cell(2), 0, 88, 400, 44)
        nonisolated(unsafe) var proposals: [CGSize] = []
        let measurer = LayoutMeasurer { attributes in
            proposals.append(attributes.frame.size)
            return CGSize(width: 999, height: 30 + 10 * CGFloat(attributes.indexPath.item))
        }
        let measured = try rows.solve(in: plain, itemCounts: [3], measurer: measurer)
        expectFrame(measured.cell(0), 0, 0, 400, 30)    // the width is not estimated: 999 is ignored
        expectFrame(measured.cell(1), 0, 30, 400, 40)
        expectFrame(measured.cell(2), 0, 70, 400, 50)
        #expect(measured.contentSize.height == 120)
        #expect(proposals.first == CGSize(width: 400, height: 44))
    }

    @Test("A4: chips — a horizontal group of estimated widths wraps by measured width")
    func chipsWrap() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(32)),
                                                       subitems: [item(.estimated(80), .absolute(32))])
            g.interItemSpacing = .fixed(8)
            let s = NSCollectionLayoutSection(group: g)
            s.interGroupSpacing = 8
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [3], measurer: LayoutMeasurer { _ in CGSize(width: 150, height: 10) })
        // 150 + 8 + 150 = 308 ≤ 400; a third would end at 466: two a row. Heights are absolute (32).
        expectFrame(s.cell(1), 158, 0, 150, 32)
        expectFrame(s.cell(2), 0, 40, 150, 32)
    }

    @Test("A4 D7: an orthogonal row of estimated-width groups, one chip each")
    func orthogonalChips() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.estimated(60), .absolute(32)),
                                                       subitems: [item(.estimated(60), .fractionalHeight(1))])
            let s = NSCollectionLayoutSection(group: g)
            s.interGroupSpacing = 8
            s.orthogonalScrollingBehavior = .continuous
            s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [3], measurer: LayoutMeasurer { a in CGSize(width: 40 + 10 * CGFloat(a.indexPath.item), height: 0) })
        expectFrame(s.cell(0), 16, 0, 40, 32)
        expectFrame(s.cell(1), 64, 0, 50, 32)
        expectFrame(s.cell(2), 122, 0, 60, 32)
        #expect(s.orthogonalContentLength(ofSection: 0) == 198)
    }

    @Test("A5: uniformAcrossSiblings gives every sibling the tallest measured height")
    func uniformSiblings() throws {
        let l = layout {
            NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                         subitems: [item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 44))]))
        }
        let heights: [CGFloat] = [30, 60, 45, 20, 25, 10]
        let s = try l.solve(in: plain, itemCounts: [6], measurer: LayoutMeasurer { a in CGSize(width: 0, height: heights[a.indexPath.item]) })
        for i in 0..<3 { #expect(s.cell(i)?.height == 60) }
        for i in 3..<6 { #expect(s.cell(i)?.height == 25) }
        #expect(s.cell(3)?.minY == 60)
    }

    @Test("A5: uniform on the root group: the largest group height across the whole section")
    func uniformRoot() throws {
        let l = layout {
            NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)),
                                                         subitems: [item(.fractionalWidth(0.5), .estimated(44))]))
        }
        let heights: [CGFloat] = [30, 20, 70, 10]
        let s = try l.solve(in: plain, itemCounts: [4], measurer: LayoutMeasurer { a in CGSize(width: 0, height: heights[a.indexPath.item]) })
        #expect(s.cell(2)?.minY == 70)   // group 0 is as tall as group 1 (70)
        #expect(s.contentSize.height == 140)
    }

    /// DeluxeAlonso/UICollectionViewCompositionalLayoutDemo @d99fad06da278a6c2d5e311abc20d68b064d4668,
    /// `fastlane/screenshots/en-US/iPhone 11 Pro-Style C.png`, `-Style D.png`, `-Style G.png` (UIKit,
    /// iPhone 11 Pro simulator): `.estimated(44)` headers and `.estimated(50)` footers holding a
    /// two-label `SectionReusableView` are 75.667 pt tall (227 px), and the section's first cell
    /// starts below the measured header (`Tests/UIKitEvidenceTests`).
    @Test("A4 D5: an estimated header or footer is measured like a cell — its kind and index path go to the measurer — and the section grows around it")
    func estimatedBoundaryItems() throws {
        let l = layout {
            let s = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                               subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            s.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                            elementKind: "header", alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)),
                                                            elementKind: "footer", alignment: .bottom),
            ]
            return s
        }
        // Without a measurer the estimate stands.
        let estimated = try l.solve(in: plain, itemCounts: [1, 1])
        expectFrame(estimated.supplementary("header", 0, 1), 0, 114, 400, 44)
        nonisolated(unsafe) var asked: [String] = []
        let measurer = LayoutMeasurer { attributes, axes in
            asked.append("\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "cell") "
                         + "\(attributes.indexPath) \(attributes.frame.size.width)×\(attributes.frame.size.height) \(axes == .vertical)")
            return CGSize(width: 1, height: 75.5 + CGFloat(attributes.indexPath.section))
        }
        let s = try l.solve(in: plain, itemCounts: [1, 1], measurer: measurer)
        expectFrame(s.supplementary("header", 0, 0), 0, 0, 400, 75.5)        // only the estimated height is taken
        expectFrame(s.cell(0, 0), 0, 75.5, 400, 50)                          // the content starts below it
        expectFrame(s.supplementary("footer", 0, 0), 0, 125.5, 400, 20)      // the absolute footer is not asked
        expectFrame(s.supplementary("header", 0, 1), 0, 145.5, 400, 76.5)
        expectFrame(s.cell(0, 1), 0, 222, 400, 50)
        #expect(asked == ["supplementaryView header [0, 0] 400.0×44.0 true", "supplementaryView header [1, 0] 400.0×44.0 true"])
    }

    @Test("A4 D5 E1: an estimated layout-wide header is measured with its one-element index path")
    func estimatedLayoutWideHeader() throws {
        let l = layout {
            NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        l.configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(30)),
                                                        elementKind: "banner", alignment: .top)]
        nonisolated(unsafe) var paths: [IndexPath] = []
        let s = try l.solve(in: plain, itemCounts: [1], measurer: LayoutMeasurer { attributes in
            paths.append(attributes.indexPath)
            return CGSize(width: 400, height: attributes.representedElementCategory == .cell ? 1 : 64)
        })
        #expect(paths == [IndexPath(index: 0)])
        #expect(s.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(index: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 64))
        expectFrame(s.cell(0), 0, 64, 400, 50)
    }

}
