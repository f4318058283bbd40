// Seed 003 (`../shared/seeds/003_6ad74d83eaf49b07.txt`), "CompositionalLayout을 한번 사용해보자 #3": the video
// app's channel cell (stack view, anchors, a multiplier) and its home view controller's layout, as the
// seed writes them, compiled against Layoutshot's UIKit.
//
// Verbatim: the cell's `channelImage`, `channelLabel`, `subTitleItemStackView`, `addView()` and
// `setLayout()`; the controller's `getChannelSection()` (the seed shows it in two halves, joined),
// `getLayout()` and `homeCollectionView`.
//
// Fixed and listed (the seed's typos and what it does not show):
// 1. `weight: .regualr` → `.regular` (a typo of the app's own weight name).
// 2. Not shown, written here: the app's `AuthenticationLabel` with `setTextWithStyle(text:size:weight:)`
//    (a UILabel setting its text and a system font) and `UIColor.gray606060` (#606060).
// 3. Not shown: the cell's class, its `init(frame:)` calling `addView()` and `setLayout()` (written
//    `override init(frame:)`, as iOS code writes it: the source transform makes it `required`) and a
//    `configure(name:)` for the data source.
// 4. The seed's `.keyword` and `.video` cases hold only comments, which Swift rejects ("'case' label
//    in a 'switch' must have at least one executable statement"): each gets `return nil`.
// 5. Not shown: `HomeSection`, `homeSource`, the controller's class, its `viewDidLoad` ("homeCollectionView에
//    대한 addSubView, layout 배치"), the data source and the registration.
// 6. `UIImage(named: "homeChannelSample1")` finds no asset here (the app's catalog is not in the seed): nil,
//    as UIKit gives; the image view is sized by the seed's constraints alone.
import UIKit

enum AuthenticationWeight { case regular, medium, bold }

/// The app's label helper (not in the seed).
final class AuthenticationLabel: UILabel {
    func setTextWithStyle(text: String, size: CGFloat, weight: AuthenticationWeight) {
        self.text = text
        font = .systemFont(ofSize: size, weight: weight == .bold ? .bold : weight == .medium ? .medium : .regular)
    }
}

extension UIColor {
    static let gray606060 = UIColor(red: 0x60 / 255, green: 0x60 / 255, blue: 0x60 / 255, alpha: 1)
}

final class ChannelCollectionViewCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addView()
        setLayout()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(name: String) { channelLabel.text = name }

// 이미지 아이콘
private let channelImage: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.image = UIImage(named: "homeChannelSample1")
        return imageView
    }()

//  텍스트 라벨   
private let channelLabel: UILabel = {
    let label = AuthenticationLabel()

    label.setTextWithStyle(
        text: "channelName",
        size: 12,
        weight: .regular
    )
    label.textColor = .gray606060

    return label
}()

// 스택 뷰 
private lazy var subTitleItemStackView: UIStackView = {
    let stackView = UIStackView(arrangedSubviews: [channelImage, channelLabel])
    stackView.axis = .vertical
    stackView.spacing = 10
    stackView.alignment = .center
    stackView.distribution = .fill
    return stackView
}()

func addView() {
    addSubview(subTitleItemStackView)
}

func setLayout() {
    subTitleItemStackView.translatesAutoresizingMaskIntoConstraints = false

    NSLayoutConstraint.activate([
        channelImage.topAnchor.constraint(equalTo: topAnchor, constant: 14),
        channelImage.widthAnchor.constraint(equalTo: self.widthAnchor, multiplier: 0.8),
        channelImage.heightAnchor.constraint(equalTo: channelImage.widthAnchor),
    ])

    NSLayoutConstraint.activate([
        subTitleItemStackView.leadingAnchor.constraint(equalTo: leadingAnchor),
        subTitleItemStackView.topAnchor.constraint(equalTo: topAnchor),
        subTitleItemStackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: 10),
        subTitleItemStackView.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
}
}

enum HomeSection {
    case channel
    case keyword
    case video
}

final class ChannelHomeViewController: UIViewController, UICollectionViewDataSource {
    static let channels = ["Dal", "Bom", "Ari", "Haneul", "Nuri", "Sol"]
    let homeSource: [HomeSection] = [.channel]

    override func viewDidLoad() {
        super.viewDidLoad()
        homeCollectionView.register(ChannelCollectionViewCell.self, forCellWithReuseIdentifier: "channel")
        homeCollectionView.dataSource = self
        view.addSubview(homeCollectionView)
        NSLayoutConstraint.activate([
            homeCollectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            homeCollectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            homeCollectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            homeCollectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.channels.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "channel", for: indexPath) as! ChannelCollectionViewCell
        cell.configure(name: Self.channels[indexPath.item])
        return cell
    }

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
            return nil
        case .video:
            // video에 대한 Compostional layout
            // return self.getVideoSection()     
            return nil
        }
    }
}

private lazy var homeCollectionView: UICollectionView = {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: self.getLayout())
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    return collectionView
}()
}
