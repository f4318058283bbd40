// Seed 001 (`../shared/seeds/001_02b5e92a6348e27f.txt` from the repository root), "iOS 14이상에서 UICollectionView 사용하기":
// the names grid, built twice.
//
// Copied verbatim: `PreviousCollectionViewController.createLayout()` (pre-iOS 14,
// UICollectionViewFlowLayout) and `NewCollectionViewController.createLayout()` (iOS 14,
// UICollectionViewCompositionalLayout). Each is a `private func` of its view controller in the seed;
// here each controller is a small struct keeping only that method, plus an internal `layout`
// accessor for the tests. Removed: cells, headers, SnapKit/Then setup, the data sources.
//
// One expression changed: `UIScreen.main.bounds.width` (there is no UIScreen here) is replaced
// by the constant 393, the iPhone 15 screen width the tests use. A vertical flow layout only uses
// the header's height anyway (G5).
import UIKit

/// The seed's data: 10 names in each of the two sections (`allDatas`, `subDatas`).
enum NamesGridData {
    static let itemCounts = [10, 10]
}

struct PreviousCollectionViewController {
    var layout: UICollectionViewFlowLayout { createLayout() }

    private func createLayout() -> UICollectionViewFlowLayout {
        let flowLayout = UICollectionViewFlowLayout()
        flowLayout.itemSize = CGSize(width: 60, height: 60)
        flowLayout.minimumInteritemSpacing = 4
        flowLayout.minimumLineSpacing = 30
        flowLayout.headerReferenceSize = CGSize(width: 393 /* was UIScreen.main.bounds.width */, height: 100)

        return flowLayout
    }
}

struct NewCollectionViewController {
    var layout: UICollectionViewLayout { createLayout() }

private func createLayout() -> UICollectionViewLayout {
    let compositionalLayout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        let columnCount = CGFloat(6)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columnCount), heightDimension: .absolute(60))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        item.contentInsets = .init(top: 0, leading: 0, bottom: 0, trailing: 0)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(4)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let headerView = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let section = NSCollectionLayoutSection(group: group)

        section.boundarySupplementaryItems = [headerView]
        section.interGroupSpacing = 30

        return section
    }

    return compositionalLayout
}
}
