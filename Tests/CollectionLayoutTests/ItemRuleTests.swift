import Foundation
import Testing
@testable import CollectionLayout

@Suite("Item rules (B2, B3)")
struct ItemRuleTests {
    @Test("B2: flexible edge spacing shares the space left over; fixed edges count for the fit")
    func flexibleEdges() throws {
        let l = layout {
            let i = item(.absolute(120), .absolute(50))
            i.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [i]))
        }
        let s = try l.solve(in: plain, itemCounts: [4])
        // Three fit (360 ≤ 400); 40 pt over six flexible edges = 6.667 each: x = 6.667, 140, 273.333;
        // vertically centred: (60 − 50) / 2 = 5. At @2x: 6.5, 140, 273.5.
        expectFrame(s.cell(0), 6.5, 5, 120, 50)
        expectFrame(s.cell(1), 140, 5, 120, 50)
        expectFrame(s.cell(2), 273.5, 5, 120, 50)
        expectFrame(s.cell(3), 6.5, 65, 120, 50)
    }

    @Test("B2: a fixed trailing edge spacing must fit; a fixed leading one offsets the item")
    func fixedEdges() throws {
        let l = layout {
            let i = item(.absolute(100), .absolute(50))
            i.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(10), top: .fixed(4), trailing: .fixed(20), bottom: nil)
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [i]))
        }
        let s = try l.solve(in: plain, itemCounts: [4])
        // Each takes 10 + 100 + 20 = 130: three fit (390), the fourth would end at 520 + … > 400.
        expectFrame(s.cell(0), 10, 4, 100, 50)
        expectFrame(s.cell(1), 140, 4, 100, 50)
        expectFrame(s.cell(2), 270, 4, 100, 50)
        expectFrame(s.cell(3), 10, 64, 100, 50)
    }

    @Test("B2: a flexible bottom edge alone keeps the item at the top; a flexible top alone sends it down")
    func crossAxisAlignment() throws {
        func solve(_ edge: NSCollectionLayoutEdgeSpacing) throws -> CGRect? {
            try layout {
                let i = item(.absolute(100), .absolute(40))
                i.edgeSpacing = edge
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [i]))
            }.solve(in: plain, itemCounts: [1]).cell(0)
        }
        expectFrame(try solve(.init(leading: nil, top: nil, trailing: nil, bottom: .flexible(0))), 0, 0, 100, 40)
        expectFrame(try solve(.init(leading: nil, top: .flexible(0), trailing: nil, bottom: nil)), 0, 60, 100, 40)
    }

    @Test("B3: a badge centred on the top-trailing corner with a fractional offset")
    func fractionalBadge() throws {
        let l = layout {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            let i = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [i]))
        }
        let s = try l.solve(in: plain, itemCounts: [2])
        // Host (0, 0, 100, 100): inside the top-trailing corner is (80, 0); the offset moves it (+10, −10).
        expectFrame(s.supplementary("badge", 0), 90, -10, 20, 20)
        expectFrame(s.supplementary("badge", 1), 190, -10, 20, 20)
        #expect(s.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.zIndex == 1)
    }

    @Test("B3: an item anchor glues the badge's bottom-leading corner to the host's top-trailing one")
    func itemAnchor() throws {
        let l = layout {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
            let bottom = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "dot",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 5)))
            let i = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge, bottom])
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [i]))
        }
        let s = try l.solve(in: plain, itemCounts: [1])
        expectFrame(s.supplementary("badge"), 100, -20, 20, 20)
        expectFrame(s.supplementary("dot"), 40, 85, 20, 20)   // centred on the bottom edge, inside, 5 pt lower
    }
}

@Suite("Group supplementary items (B3)")
struct GroupSupplementaryTests {
    /// The rule from faberNovel/CompositionalLayoutDSL @3b1c5adad64f031e28417ee9460dd58556cb6e33,
    /// `__Snapshots__/SupplementaryItemDSLTests/testSupplementaryItem.1–5.png` (UIKit on an iPhone X
    /// simulator): a 20 × 60 group supplementary at the trailing edge of a group with a 20-pt
    /// trailing inset ends at x 355, and the second group's is [0, 1] (`Tests/UIKitEvidenceTests`).
    @Test("B3: a group's supplementary item anchors to each group instance inside its contentInsets, indexed by the group")
    func groupBadge() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
            g.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(30), .absolute(10)), elementKind: "group-badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))]
            g.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 4, trailing: 20)
            return NSCollectionLayoutSection(group: g)
        }
        let s = try l.solve(in: plain, itemCounts: [3])
        expectFrame(s.supplementary("group-badge", 0), 350, 86, 30, 10)
        expectFrame(s.supplementary("group-badge", 1), 350, 186, 30, 10)
        #expect(s.supplementary("group-badge", 2) == nil)
    }
}
