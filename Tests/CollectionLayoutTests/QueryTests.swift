import Foundation
import Testing
@testable import CollectionLayout

@Suite("Rect queries")
struct QueryTests {
    /// A deterministic pseudo-random generator (no wall clock, no system RNG).
    struct LCG: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test("layoutAttributesForElements(in:) equals a brute-force filter on mixed sections")
    func matchesBruteForce() throws {
        let l = UICollectionViewCompositionalLayout { index, _ in
            switch index % 3 {
            case 0:
                let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)),
                                                                     subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
                s.orthogonalScrollingBehavior = .groupPaging
                s.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "h", alignment: .top)]
                return s
            case 1:
                let pair = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                            subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(150)),
                                                                    subitems: [item(.fractionalWidth(0.7), .fractionalHeight(1)), pair]))
            default:
                let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                                     subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))]))
                s.interGroupSpacing = 6
                return s
            }
        }
        let counts = (0..<12).map { 7 + $0 * 13 }
        let solved = try l.solve(in: Viewport(size: CGSize(width: 390, height: 844), scale: 3), itemCounts: counts)
        let all = solved.attributes
        var rng = LCG(state: 42)
        for _ in 0..<300 {
            let rect = CGRect(x: Double.random(in: -100...500, using: &rng), y: Double.random(in: -100...(solved.contentSize.height + 100), using: &rng),
                              width: Double.random(in: 0...600, using: &rng), height: Double.random(in: 0...1200, using: &rng))
            let expected = Set(all.filter { $0.frame.intersects(rect) })
            #expect(Set(solved.layoutAttributesForElements(in: rect)) == expected)
        }
        #expect(solved.elementCount == all.count)
    }
}
