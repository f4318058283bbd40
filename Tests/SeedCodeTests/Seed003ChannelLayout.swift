// Seed 003 (`../shared/seeds/003_6ad74d83eaf49b07.txt` from the repository root), "CompositionalLayout을 한번 사용해보자 #3":
// a video app home whose channel section scrolls sideways.
//
// Copied verbatim: `getChannelSection()` (the seed shows it in two halves, item/group then
// section; joined here) and `getLayout()`, both `private func`s of the home view controller.
// Here they are methods of a small struct holding `homeSource`, with the section enum the switch
// needs (the seed does not show its declaration) and an internal `layout` accessor for the tests.
// Removed: the cell (stack view, image, label) and the collection view itself.
//
// One addition: the seed's `.keyword` and `.video` cases hold only comments, which Swift rejects
// on any platform ("'case' label in a 'switch' must have at least one executable statement"), so
// each gets `return nil` under the seed's comments. Not a CollectionLayout API issue.
import UIKit

enum HomeSection {
    case channel
    case keyword
    case video
}

struct HomeViewController {
    let homeSource: [HomeSection]

    var layout: UICollectionViewLayout { getLayout() }

private func getChannelSection() -> NSCollectionLayoutSection {
    let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
    )
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.19),
        heightDimension: .fractionalHeight(0.17)
    )
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)        
    return section
}

private func getLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { sectionIndex, env -> NSCollectionLayoutSection? in
        switch self.homeSource[sectionIndex] {
        case .channel:
            // channel에 대한 Compostional layout
            return self.getChannelSection()   
        case .keyword:
            // keyword에 대한 Compostional layout
            // return self.getKeywordSection()   
            return nil  // added: a case must hold a statement (see the file comment)
        case .video:
            // video에 대한 Compostional layout
            // return self.getVideoSection()     
            return nil  // added: a case must hold a statement (see the file comment)
        }
    }
}
}
