// Seed 002 ("UICollectionView pinterest layout 만들어보기", ../shared/seeds/002_*.txt): the cell, the
// controller and the custom layout as the write-up gives them, assembled into three classes.
// Fixes, each a typo or a gap the write-up leaves (it says it omits the constraint code):
//  1. `contetnView` → `contentView`;
//  2. `register(_:withReuseIdentifier:)` → `register(_:forCellWithReuseIdentifier:)`, and the
//     Xcode template's `private let reuseIdentifier = "Cell"` it uses;
//  3. `if myCell = cell as? MyCollecionViewCell, … cellInfo.count` → `if let myCell = cell as?
//     MyCollectionViewCell, … cellInfos.count` (and `cellInfos[…]`);
//  4. `enum Type` → `` enum `Type` `` (Swift reserves the bare name for the metatype);
//  5. the `cellInfos.append(CellInfo(title: "Red", type: .small)` lines lack their `)` and sit at
//     type level: they are in `viewDidLoad`, with the four cells of the write-up's result ("One" …
//     "Four": small, large, small, medium);
//  6. `required init?(coder:)`, which iOS requires too (the seed's `override init(frame:)` stays: the
//     source transform makes it `required`, README "The source transform");
//  7. the two `viewDidLoad` snippets are one; `cellHeight(type:)` (small 100, medium 200, large
//     300 pt) and `minColumn(_:)` (the first shortest column), which the write-up uses and does not show;
//  8. the title's constraints (the write-up omits them): leading 10, bottom −10;
//  9. SceneDelegate's `let layout = MyCollectionViewController()` → `MyCollectionViewLayout()`.
import UIKit

private let reuseIdentifier = "Cell"

class MyCollectionViewCell: UICollectionViewCell {
    lazy var titleLabel: UILabel = {
        let titleLabel = UILabel()
        titleLabel.font = .boldSystemFont(ofSize: 24)
        return titleLabel
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 15
        contentView.layer.masksToBounds = true

        contentView.addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct CellInfo {
    enum `Type`: Int {
        case small
        case medium
        case large
    }
    var title: String
    var type: `Type`
}

class MyCollectionViewController: UICollectionViewController {
    var cellInfos: [CellInfo] = []

    override func viewDidLoad() {
        super.viewDidLoad()

        collectionView.delegate = self
        collectionView.dataSource = self
        collectionView.register(MyCollectionViewCell.self, forCellWithReuseIdentifier: reuseIdentifier)

        cellInfos.append(CellInfo(title: "One", type: .small))
        cellInfos.append(CellInfo(title: "Two", type: .large))
        cellInfos.append(CellInfo(title: "Three", type: .small))
        cellInfos.append(CellInfo(title: "Four", type: .medium))

        guard let layout = collectionViewLayout as? MyCollectionViewLayout else {
            return
        }
        layout.contentWidth = collectionView.frame.width - collectionView.contentInset.left - collectionView.contentInset.right
    }

    // MARK: DataSource
    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return cellInfos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)

        if let myCell = cell as? MyCollectionViewCell, indexPath.item < cellInfos.count {
            myCell.titleLabel.text = cellInfos[indexPath.item].title
            return myCell
        }

        return cell
    }
}

class MyCollectionViewLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        get {
            return CGSize(width: contentWidth, height: contentHeight)
        }
    }

    var layoutAttributes: [UICollectionViewLayoutAttributes] = []

    var contentWidth: CGFloat {
        set { columnWidth = newValue / CGFloat(self.columnCount) }
        get { return self.columnWidth * CGFloat(self.columnCount) }
    }
    var contentHeight: CGFloat = 0
    var columnWidth: CGFloat = 0
    var columnCount: Int = 2
    var cellInset: UIEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    var originY: [CGFloat] = []

    override func prepare() {
        super.prepare()

        guard let controller = collectionView?.dataSource as? MyCollectionViewController,
              let collectionView = collectionView else {
            return
        }

        // offset
        originY = Array<CGFloat>.init(repeating: 0, count: columnCount)
        contentHeight = 0

        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)

                // find min column
                let column = minColumn(originY)

                let x = CGFloat(column) * columnWidth + cellInset.left
                let y = originY[column] + cellInset.top
                let width = columnWidth - cellInset.left - cellInset.right
                let height = cellHeight(type: controller.cellInfos[item].type)
                attributes.frame = CGRect(x: x, y: y, width: width, height: height)

                originY[column] += height + cellInset.bottom

                if contentHeight < originY[column] {
                    contentHeight = originY[column]
                }

                layoutAttributes.append(attributes)
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visibleAttributes: [UICollectionViewLayoutAttributes] = []

        for attributes in layoutAttributes {
            if rect.intersects(attributes.frame) {
                visibleAttributes.append(attributes)
            }
        }

        return visibleAttributes
    }

    func minColumn(_ originY: [CGFloat]) -> Int {
        var column = 0
        for (index, y) in originY.enumerated() where y < originY[column] { column = index }
        return column
    }

    func cellHeight(type: CellInfo.`Type`) -> CGFloat {
        switch type {
        case .small: return 100
        case .medium: return 200
        case .large: return 300
        }
    }
}

/// SceneDelegate's assembly (fix 9), without the window.
func seed002Controller() -> MyCollectionViewController {
    let layout = MyCollectionViewLayout()
    layout.columnCount = 2
    let controller = MyCollectionViewController(collectionViewLayout: layout)
    return controller
}
