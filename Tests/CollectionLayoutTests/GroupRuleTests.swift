import Foundation
import Testing
@testable import CollectionLayout

@Suite("Group rules (C2, C3, C7)")
struct GroupRuleTests {
    @Test("C2: subitem:count: resizes items to fill, ignoring their own width")
    func countResizes() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)),
                                                       subitem: item(.absolute(9999), .fractionalHeight(1)), count: 3)
            g.interItemSpacing = .fixed(10)
            return NSCollectionLayoutSection(group: g)
        }
        let s = try l.solve(in: plain, itemCounts: [4])
        // (400 − 2·10) / 3 = 126.667, floored at @2x to 126.5 (G7): x = 0, 136.5, 273, the spare
        // pixel at the row's end.
        expectFrame(s.cell(0), 0, 0, 126.5, 60)
        expectFrame(s.cell(1), 136.5, 0, 126.5, 60)
        expectFrame(s.cell(2), 273, 0, 126.5, 60)
        expectFrame(s.cell(3), 0, 60, 126.5, 60)
    }

    @Test("C2: vertical subitem:count: divides the height — the App Store clone's small-app column")
    func verticalCount() throws {
        let l = layout {
            NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(240)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3))
        }
        let s = try l.solve(in: plain, itemCounts: [3])
        expectFrame(s.cell(2), 0, 160, 200, 80)
    }

    @Test("C2 C7: repeatingSubitem:count: keeps the item's size and overflows rather than resize (our choice)")
    func repeatingSubitem() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                       repeatingSubitem: item(.absolute(100), .fractionalHeight(1)), count: 5)
            g.interItemSpacing = .fixed(10)
            return NSCollectionLayoutSection(group: g)
        }
        let s = try l.solve(in: plain, itemCounts: [6])
        expectFrame(s.cell(1), 110, 0, 100, 50)
        expectFrame(s.cell(4), 440, 0, 100, 50)   // past the 400-pt group: overflow, not clipped
        expectFrame(s.cell(5), 0, 50, 100, 50)
    }

    @Test("C3: a custom group's frames are its template; zIndex comes from the custom items")
    func customGroup() throws {
        var calls = 0
        var seen = CGSize.zero
        let l = layout {
            NSCollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(0.5), .absolute(100))) { environment in
                calls += 1
                seen = environment.container.contentSize
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 60, y: 0, width: 50, height: 50), zIndex: 3),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 60, width: 110, height: 40))]
            })
        }
        let s = try l.solve(in: plain, itemCounts: [7])
        #expect(calls == 1)
        #expect(seen == CGSize(width: 200, height: 100))
        expectFrame(s.cell(1), 60, 0, 50, 50)
        #expect(s.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        expectFrame(s.cell(5), 0, 160, 110, 40)
        expectFrame(s.cell(6), 0, 200, 50, 50)
    }

    @Test("C3: a custom group that returns nothing is an error, not an endless loop")
    func emptyCustomGroup() {
        let l = layout { NSCollectionLayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { _ in [] }) }
        #expect(throws: LayoutError("section 0 group custom item provider returned no items")) {
            try l.solve(in: plain, itemCounts: [1])
        }
    }

    @Test("C1: NaN and infinite sizes are errors")
    func nonFinite() {
        for bad in [CGFloat.nan, .infinity] {
            let l = layout { NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                                          subitems: [item(.absolute(bad), .absolute(10))])) }
            #expect(throws: LayoutError.self) { try l.solve(in: plain, itemCounts: [1]) }
        }
    }
}
