import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A list under a themed navigation bar, as apps theme theirs: opaque indigo at rest and scrolled, white
/// titles and buttons.
final class ThemedBarListController: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = ["Today", "Yesterday", "Last week", "Older"][indexPath.item]
            cell.contentConfiguration = content
        }
        return cell
    }

    static func themed() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: ThemedBarListController())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.tintColor = .white
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}

@Suite("The navigation bar's colours: appearances, tint, legacy bar tint and the appearance proxy (issue 32)", .serialized)
struct NavigationBarColorsTests {
    @Test("The item's appearance, then the bar's, then the proxy's; a bar tint colours only the scrolled bar; no scroll-edge appearance, nothing at rest")
    func resolution() {
        let proxy = UINavigationBar(frame: .zero)
        proxy.tintColor = .systemOrange
        proxy.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "Title")
        var colors = LayoutCapture.navigationBarColors(bar, item: item, proxy: proxy)
        #expect(colors.tint == .system("systemOrange") && colors.titleColor == .system("systemRed"))
        #expect(colors.background == nil && colors.scrollEdgeBackground == nil)
        bar.barTintColor = .systemGreen
        colors = LayoutCapture.navigationBarColors(bar, item: item, proxy: proxy)
        #expect(colors.background == .system("systemGreen") && colors.scrollEdgeBackground == nil)
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        item.scrollEdgeAppearance = edge
        bar.standardAppearance.backgroundColor = .systemYellow
        bar.tintColor = .label
        colors = LayoutCapture.navigationBarColors(bar, item: item, proxy: proxy)
        #expect(colors.background == .system("systemYellow") && colors.scrollEdgeBackground == .system("systemBackground"))
        #expect(colors.tint == .system("label"))
    }

    @Test("Golden: a themed large-title bar, light and dark", arguments: [Appearance.light, .dark])
    func themedBar(_ appearance: Appearance) {
        assertLayoutSnapshot(of: ThemedBarListController.themed(), on: "iphone-15", appearance: appearance)
    }
}
