import Foundation
import Testing
@testable import CollectionLayout

/// Frames compared to 1e-6 pt.
func expectFrame(_ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 _ comment: Comment? = nil, tolerance t: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let a = actual else {
        Issue.record("missing frame \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(a.minX - x) < t && abs(a.minY - y) < t && abs(a.width - w) < t && abs(a.height - h) < t
    #expect(ok, "got \(a), expected (\(x), \(y), \(w), \(h)) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
}

extension SolvedLayout {
    func cell(_ item: Int, _ section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    func header(_ section: Int) -> CGRect? {
        layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader,
                                             at: IndexPath(item: 0, section: section))?.frame
    }
    var cellFrames: [CGRect] { attributes.filter { $0.representedElementCategory == .cell }.map(\.frame) }
}

/// Seed 001's compositional layout, written exactly as the seed writes it.
func seed001CompositionalLayout() -> UICollectionViewLayout {
    let compositionalLayout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        let columnCount = CGFloat(6)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columnCount), heightDimension: .absolute(60))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        item.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(4)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let headerView = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionElementKindSectionHeader, alignment: .top)
        let section = NSCollectionLayoutSection(group: group)

        section.boundarySupplementaryItems = [headerView]
        section.interGroupSpacing = 30

        return section
    }

    return compositionalLayout
}

/// Seed 001's flow layout, written exactly as the seed writes it (screen width 393).
func seed001FlowLayout(screenWidth: CGFloat) -> UICollectionViewFlowLayout {
    let flowLayout = UICollectionViewFlowLayout()
    flowLayout.itemSize = CGSize(width: 60, height: 60)
    flowLayout.minimumInteritemSpacing = 4
    flowLayout.minimumLineSpacing = 30
    flowLayout.headerReferenceSize = CGSize(width: screenWidth, height: 100)

    return flowLayout
}

let iPhone15 = Viewport(size: CGSize(width: 393, height: 852),
                        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)
let iPhoneSE = Viewport(size: CGSize(width: 375, height: 667),
                        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2)
