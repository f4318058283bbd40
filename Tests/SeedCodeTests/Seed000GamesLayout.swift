// Seed 000 (`../shared/seeds/000_4e5aaa29308c6899.txt` from the repository root), "앱스토어 게임 탭 따라하기": the App Store Games tab.
//
// Copied verbatim: the `Sections` protocol, `FeaturedAppSection` and the `GamesViewController`
// `collectionViewLayout` closure. Removed: the nib cells, `configureCell(collectionView:indexPath:)`
// (it dequeues UICollectionViewCells, which need UIKit), and the view controller's view code
// (collectionView, viewDidLoad, data source). `GamesViewController` keeps only its `sections`
// list and `collectionViewLayout`, and is no longer a UIViewController subclass.
//
// The seed does not show its other section types. They are written from appstore-clone.md §1.3,
// the exact definitions of kishikawakatsumi/AppStore-Clone-CollectionViewCompositionalLayouts
// @ c1fdba7 (Sections/*.swift), with the clone's `Section` / `numberOfItems` spelled as the seed
// spells them (`Sections` / `numberOfItem`). The list is the clone's 32-section Games list
// (appstore-clone.md §1.2). The seed's shorter blog list also names a `TodayGameSection`, which
// neither the seed nor the clone defines, so it is not written here.
import UIKit

protocol Sections {
    var numberOfItem: Int { get }
    func layoutSection() -> NSCollectionLayoutSection
    // Seed: func configureCell(collectionView: UICollectionView, indexPath: IndexPath) -> UICollectionViewCell
    // dropped: it dequeues UIKit cells; CollectionLayout has no views.
}

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
}

// MARK: - The clone's other sections (appstore-clone.md §1.3)

struct SectionTitleSection: Sections {
    let numberOfItem = 1
    private let showsNavigation: Bool

    init(showsNavigation: Bool = true) {
        self.showsNavigation = showsNavigation
    }

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}

struct SmallAppSection: Sections {
    let numberOfItem = 9

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92), heightDimension: .fractionalHeight(0.3))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 3)

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered

        return section
    }
}

struct MediumAppSection: Sections {
    let numberOfItem = 8

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92), heightDimension: .fractionalHeight(0.3))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 2)

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered

        return section
    }
}

struct CategorySection: Sections {
    let numberOfItem = 6

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}

struct LinkSection: Sections {
    let numberOfItem = 1
    private let title: String

    init(title: String) {
        self.title = title
    }

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}

struct ButtonSection: Sections {
    let numberOfItem = 1
    private let title: String

    init(title: String) {
        self.title = title
    }

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}

struct TermsAndConditionSection: Sections {
    let numberOfItem = 1

    func layoutSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        return section
    }
}

// MARK: - The view controller's layout (seed; UIKit view parts removed)

final class GamesViewController {
    
    lazy var sections: [Sections] = [ // 불러오기
        FeaturedAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        MediumAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        CategorySection(),
        SectionTitleSection(),
        MediumAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(),
        SmallAppSection(),
        SectionTitleSection(showsNavigation: false),
        LinkSection(title: "About In-App Purchases"),
        LinkSection(title: "Parens' Guide to the App Store"),
        LinkSection(title: "Apps and Games for Your Kids"),
        LinkSection(title: "About Personalization"),
        ButtonSection(title: "Redeem"),
        ButtonSection(title: "Send Gift"),
        ButtonSection(title: "Add Funds to Apple ID"),
        TermsAndConditionSection(),
    ]

    lazy var collectionViewLayout: UICollectionViewLayout = {
        var sections = self.sections
        let layout = UICollectionViewCompositionalLayout { (sectionIndex, environment) -> NSCollectionLayoutSection? in
            return sections[sectionIndex].layoutSection()
        } 
        return layout
    }()
}
