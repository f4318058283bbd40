import Foundation
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit

/// A controller as apps write one before iOS 13: a flow layout sized by the delegate through
/// `collectionView.delegate`, cells registered by class, a header.
final class FlowGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var register = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grid"
        collectionView.dataSource = self
        collectionView.delegate = self
        if register {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
        }
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 2 * 10) / 3
        return CGSize(width: side, height: indexPath.item == 0 ? side * 2 + 10 : side)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 10 }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: 50) }
}

/// A self-sizing list of code-built cells: a label pinned 12 pt inside the content view.
final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class NotesController: UICollectionViewController {
    static let notes = ["Short", String(repeating: "A longer note that wraps onto more lines. ", count: 4), "Two\nlines"]

    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.notes.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = Self.notes[indexPath.item]
        return cell
    }
}

final class PlainController: UIViewController {}

@Suite("UICollectionView from app code: data source, delegate, registration, self-sizing, chrome, errors")
struct CollectionViewTests {
    static let se = Device.preset(named: "iphone-se")!

    @Test("G1 G5: the flow layout asks the collection view's delegate, with the real collection view")
    func flowDelegate() throws {
        let capture = try LayoutCapture(of: FlowGridController(), on: Self.se)
        let solved = try capture.screen.solve(on: Self.se, measuringWith: nil)
        // Tiles (375 − 20) / 3 = 118.33 wide; the first twice as tall plus 10: at @2x edges round (G7).
        let header = try #require(solved.element(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        let first = try #require(solved.element(forItemAt: IndexPath(item: 0, section: 0))?.frame)
        #expect(first.minY == 50 && abs(first.width - 118.5) < 0.51 && abs(first.height - 246.5) < 0.51)
        let second = try #require(solved.element(forItemAt: IndexPath(item: 1, section: 0))?.frame)
        #expect(abs(second.minX - 128.5) < 0.51 && second.minY > 50)
        #expect(capture.problem == nil)
    }

    @Test("A lone collection view (LayoutCapture(of: collectionView)) gives the frames its controller's capture gives")
    func loneCollectionView() throws {
        let owner = FlowGridController()
        owner.loadViewIfNeeded()   // its viewDidLoad registers the cells and becomes data source and delegate
        owner.collectionView.removeFromSuperview()
        let lone = try LayoutCapture(of: owner.collectionView, on: Self.se)
        let viaController = try LayoutCapture(of: FlowGridController(), on: Self.se)
        let frames = try lone.solve().elements.map(\.frame)
        let expected = try viaController.solve().elements.map(\.frame)
        #expect(frames.count == 8 && frames == expected)
        #expect(lone.problem == nil)
        withExtendedLifetime(owner) {}
    }

    @Test("A4: estimated cells sized by their own constraints (preferredLayoutAttributesFitting), as UIKit sizes them")
    func selfSizing() throws {
        let capture = try LayoutCapture(of: NotesController(), on: Self.se)
        let solved = try capture.solve()
        let elements = (0..<3).compactMap { solved.element(forItemAt: IndexPath(item: $0, section: 0)) }
        let frames = elements.map(\.frame)
        // Each is 12 + its label's height at 375 − 24 + 12, the label measured with the renderer's fonts.
        for (i, element) in elements.enumerated() {
            let cell = try #require(capture.collectionView.makeView(for: element) as? NoteCell)
            let text = cell.label.intrinsicContentSize(forLayoutWidth: 351).height
            #expect(abs(element.frame.height - (text + 24)) < 0.51, "note \(i): \(element.frame.height) vs \(text + 24)")
            #expect(element.frame.width == 375)
        }
        #expect(frames[1].height > frames[0].height * 2)
        #expect(abs(frames[1].minY - (frames[0].maxY + 8)) < 0.51)
    }

    @Test("Chrome from the containers: a tab bar of the controllers' items, a large-title navigation bar")
    func chrome() throws {
        let grid = FlowGridController()
        let navigation = UINavigationController(rootViewController: grid)
        navigation.navigationBar.prefersLargeTitles = true
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let capture = try LayoutCapture(of: tabs, on: Self.se)
        #expect(capture.screen.chrome?.tabs == ["Grid", "Search"])
        #expect(capture.screen.chrome?.navigationTitle == "Grid")
        #expect(capture.screen.chrome?.prefersLargeTitles == true)
        #expect(capture.viewController === grid)
        grid.navigationItem.largeTitleDisplayMode = .never
        #expect(LayoutCapture.shownController(tabs).1?.prefersLargeTitles == false)
    }

    @Test("What UIKit raises for is a one-line error naming the controller and the call")
    func errors() throws {
        let unregistered = FlowGridController()
        unregistered.register = false
        let capture = try LayoutCapture(of: unregistered, on: Self.se)
        #expect(throws: CaptureError("FlowGridController: dequeueReusableCell(withReuseIdentifier: \"tile\", for: [0, 0]): "
                                     + "no cell class is registered for \"tile\" (register(_:forCellWithReuseIdentifier:))")) {
            try capture.render(as: .png)
        }
        #expect(throws: CaptureError("PlainController: its view holds no UICollectionView (looked through 1 views)")) {
            try LayoutCapture(of: PlainController(), on: Self.se)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendItems(["a"])
        snapshot.appendSections([0, 0])
        snapshot.appendItems(["a", "a"])
        #expect(snapshot.problems == ["appendItems(_:toSection:): there is no section to append items to",
                                      "appendSections(_:): section 0 is already in the snapshot (section identifiers must be unique)",
                                      "appendItems(_:toSection:): item a is already in the snapshot (item identifiers must be unique)"])
        #expect(snapshot.itemIdentifiers == ["a"])
    }
}
