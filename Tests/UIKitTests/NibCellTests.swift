import Foundation
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit
import LayoutshotTestSupport

/// The App Store clone's SmallAppCell as the source transform leaves it (outlets without `@IBOutlet`,
/// the generated `NibOutletAssigning` extension), its `awakeFromNib` as appstore-clone.md §2 gives it.
final class SmallAppCell: UICollectionViewCell {
    weak var iconView: UIView!
    weak var titleLabel: UILabel!
    weak var subtitleLabel: UILabel!
    weak var purchaseButton: UIView!
    private(set) var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        iconView.layer.cornerRadius = 12
        purchaseButton.layer.cornerRadius = 15
        awoke = true
    }
}

extension SmallAppCell: NibOutletAssigning {
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {
        switch name {
        case "iconView": iconView = object as? UIView; return true
        case "titleLabel": titleLabel = object as? UILabel; return true
        case "subtitleLabel": subtitleLabel = object as? UILabel; return true
        case "purchaseButton": purchaseButton = object as? UIView; return true
        default: return false
        }
    }
}

/// A list of the clone's small app cells, registered by nib as the clone registers its cells.
final class SmallAppsController: UICollectionViewController {
    static let apps = [("Wordle", "Puzzle"), ("Threes!", "Tiny puzzle"), ("Monument Valley", "Paths")]
    var cellNibName = "SmallAppCell"

    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: cellNibName, bundle: nil), forCellWithReuseIdentifier: "small")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.apps.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "small", for: indexPath)
        if let small = cell as? SmallAppCell {
            small.titleLabel.text = Self.apps[indexPath.item].0
            small.subtitleLabel.text = Self.apps[indexPath.item].1
        }
        return cell
    }
}

@Suite("UINib: the app's xib cells — custom class, outlets, awakeFromNib", .serialized)
struct NibCellTests {
    static let cells = SharedFixtures.folder("appstore-clone/Cells")
    static let se = Device.preset(named: "iphone-se")!

    init() {
        UIKitSimulation.addNibFolder(Self.cells)
    }

    @Test("A xib's customClass is the app's class (its module), outlets assigned, awakeFromNib called", SharedFixtures.required)
    func customClass() throws {
        let capture = try LayoutCapture(of: SmallAppsController(), on: Self.se)
        let solved = try capture.solve()
        let element = try #require(solved.element(forItemAt: IndexPath(item: 1, section: 0)))
        // In the capture's scope: its task finds the xib's class in this module (AppStoreGamesTests has a SmallAppCell too).
        let cell = try #require(capture.onDevice { capture.collectionView.makeView(for: element) } as? SmallAppCell)
        #expect(cell.awoke)
        #expect(cell.titleLabel.text == "Threes!")
        #expect(cell.iconView.layer.cornerRadius == 12)
        // Laid out by the xib's constraints at the item's 375 × 80: the icon 60 pt square, 4 pt in (the xib's frame).
        #expect(cell.iconView.frame == CGRect(x: 4, y: 10, width: 60, height: 60))
        let scene = capture.onDevice {
            SceneBuilder.scene(for: capture.screen, solved: solved, device: Self.se, appearance: .light, measuringWith: nil)
        }
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.contains("Monument Valley") && texts.contains("GET"))
    }

    @Test("A nib that is not there is a one-line error naming the call and where it looked")
    func missingNib() throws {
        let controller = SmallAppsController()
        controller.cellNibName = "NoSuchCell"
        let capture = try LayoutCapture(of: controller, on: Self.se)
        #expect(throws: CaptureError.self) { try capture.render(as: .png) }
        let problem = try #require(capture.problem)
        #expect(problem.hasPrefix("SmallAppsController: dequeueReusableCell(withReuseIdentifier: \"small\", for: [0, 0]): "
                                  + "UINib(nibName: \"NoSuchCell\"): no NoSuchCell.xib in "))
    }
}

/// Two apps with classes of the same name in one process (this module's `SmallAppCell` and
/// AppStoreGamesTests'): each capture finds its own, whatever the other tasks do.
@Suite("UINib: app modules are the capture's own", .tags(.concurrency))
struct NibModuleTests {
    @Test("a capture binds its controller's module to its task; the process-wide list stays as the app set it")
    func modulesBoundToTheTask() throws {
        UIKitSimulation.addNibFolder(NibCellTests.cells)
        let before = UIKitSimulation.appModules
        let capture = try LayoutCapture(of: SmallAppsController(), on: NibCellTests.se)
        #expect(capture.appModules == ["UIKitTests"])
        #expect(UIKitSimulation.appModules == before && UIKitSimulation.taskAppModules.isEmpty)
        capture.onDevice { #expect(UIKitSimulation.taskAppModules == ["UIKitTests"]) }
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: SmallAppsController())]
        #expect(try LayoutCapture(of: tabs, on: NibCellTests.se).appModules == ["UIKitTests"])
    }
}
