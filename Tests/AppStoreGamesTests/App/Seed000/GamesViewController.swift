import UIKit

final class GamesViewController: UIViewController {
    
    // Layoutshot: the clone's 32 sections; the seed quotes a shortened list (README.md, change 1).
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

    lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        
        
        collectionView.register(UINib(nibName: String(describing: SmallAppCell.self), bundle: nil),forCellWithReuseIdentifier: String(describing: SmallAppCell.self))
        collectionView.register(UINib(nibName: String(describing: MediumAppCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: MediumAppCell.self))
        collectionView.register(UINib(nibName: String(describing: ExtraLargeAppCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: ExtraLargeAppCell.self))

        collectionView.register(UINib(nibName: String(describing: CategoryCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: CategoryCell.self))
        collectionView.register(UINib(nibName: String(describing: SectionTitleCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: SectionTitleCell.self))

        // Layoutshot: the cells of the link, button and terms sections (README.md, change 2).
        collectionView.register(UINib(nibName: String(describing: LinkCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: LinkCell.self))
        collectionView.register(UINib(nibName: String(describing: ButtonCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: ButtonCell.self))
        collectionView.register(UINib(nibName: String(describing: TermsAndConditionsCell.self), bundle: nil), forCellWithReuseIdentifier: String(describing: TermsAndConditionsCell.self))

        
        return collectionView
    }()
    lazy var collectionViewLayout: UICollectionViewLayout = {
        var sections = self.sections
        let layout = UICollectionViewCompositionalLayout { (sectionIndex, environment) -> NSCollectionLayoutSection? in
            return sections[sectionIndex].layoutSection()
        } 
        return layout
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
    }

}

extension GamesViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return sections[section].numberOfItem
        
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return sections[indexPath.section].configureCell(collectionView: collectionView, indexPath: indexPath)
    }
}

extension GamesViewController: UICollectionViewDelegate {}
