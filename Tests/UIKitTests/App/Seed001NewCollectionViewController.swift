// Seed 001 ("iOS 14이상에서 UICollectionView 사용하기", ../shared/seeds/001_*.txt): the final
// `NewCollectionViewController` — compositional layout, diffable data source, cell and supplementary
// registrations with `UICollectionViewListCell` and `UIListContentConfiguration` — as the write-up
// gives it. Changes: SnapKit's `make.edges.equalToSuperview()` is four anchors and Then's `.then { }`
// is gone (third-party libraries); `viewDidLoad` calls the three setup methods the write-up shows
// (its "..." elides it).
import UIKit

class NewSampleModel: Hashable {
    var id = UUID()
    var name: String

    init(name: String) {
        self.name = name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: NewSampleModel, rhs: NewSampleModel) -> Bool {
        lhs.id == rhs.id
    }
}

extension NewSampleModel {
    static var allDatas = [
        NewSampleModel(name: "김민준"),
        NewSampleModel(name: "이서연"),
        NewSampleModel(name: "박지호"),
        NewSampleModel(name: "최하은"),
        NewSampleModel(name: "정다현"),
        NewSampleModel(name: "윤도윤"),
        NewSampleModel(name: "장서아"),
        NewSampleModel(name: "한지우"),
        NewSampleModel(name: "송하린"),
        NewSampleModel(name: "권민재")
    ]

    static var subDatas = [
        NewSampleModel(name: "김민준"),
        NewSampleModel(name: "이서연"),
        NewSampleModel(name: "박지호"),
        NewSampleModel(name: "최하은"),
        NewSampleModel(name: "정다현"),
        NewSampleModel(name: "윤도윤"),
        NewSampleModel(name: "장서아"),
        NewSampleModel(name: "한지우"),
        NewSampleModel(name: "송하린"),
        NewSampleModel(name: "권민재")
    ]
}

final class NewCollectionViewController: UIViewController {

    enum Section {
        case first
        case second
    }

    typealias DataSource = UICollectionViewDiffableDataSource<Section, NewSampleModel>
    typealias SnapShot = NSDiffableDataSourceSnapshot<Section, NewSampleModel>

    private var dataSource: DataSource!

    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()

        setupHierarchy()
        setupLayout()
        setupProperties()
    }

    private func setupHierarchy() {
        self.view.addSubview(self.collectionView)
    }

    private func setupLayout() {
        self.collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            self.collectionView.topAnchor.constraint(equalTo: self.view.topAnchor),
            self.collectionView.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
            self.collectionView.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
            self.collectionView.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
        ])
    }

    private func setupProperties() {
        self.dataSource = makeDatasource()
        self.applySnapshot(animated: true)
    }

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

    private func makeDatasource() -> DataSource {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, NewSampleModel> { (cell, indexPath, item) in
            var configuration = cell.defaultContentConfiguration()
            configuration.text = "\(item.name)"
            configuration.textProperties.font = .systemFont(ofSize: 14, weight: .bold)
            configuration.textProperties.color = UIColor.systemBrown

            var backgroundConfiguration = cell.defaultBackgroundConfiguration()
            backgroundConfiguration.backgroundColor = .systemGray5

            cell.contentConfiguration = configuration
            cell.backgroundConfiguration = backgroundConfiguration
        }

        let dataSource = DataSource(collectionView: self.collectionView) { collectionView, indexPath, item in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { (header, elementKind, indexPath) in
            if elementKind == UICollectionView.elementKindSectionHeader {
                var configuration = header.defaultContentConfiguration()
                configuration.text = "\(indexPath.section)번째 Section"
                configuration.textProperties.font = .systemFont(ofSize: 14, weight: .bold)
                configuration.textProperties.color = UIColor.systemBlue
                configuration.textProperties.alignment = .center

                var backgroundConfiguration = header.defaultBackgroundConfiguration()
                backgroundConfiguration.backgroundColor = .systemGray3

                header.contentConfiguration = configuration
                header.backgroundConfiguration = backgroundConfiguration
            }
        }

        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        return dataSource
    }

    private func applySnapshot(animated: Bool) {
        var snapShot = SnapShot()
        snapShot.appendSections([.first, .second])
        snapShot.appendItems(NewSampleModel.allDatas, toSection: .first)
        snapShot.appendItems(NewSampleModel.subDatas, toSection: .second)

        dataSource.apply(snapShot, animatingDifferences: animated)
    }
}
