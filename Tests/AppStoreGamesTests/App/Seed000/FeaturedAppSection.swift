import UIKit

struct FeaturedAppSection: Sections {
    
    let numberOfItem = 5

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92), heightDimension: .fractionalHeight(0.4))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered

        return section
    }
    
    func configureCell(collectionView: UICollectionView, indexPath: IndexPath) -> UICollectionViewCell {
        // Layoutshot: the seed dequeues SectionTitleCell here (README.md, change 3).
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: String(describing: ExtraLargeAppCell.self), for: indexPath)
        return cell
    }
}
