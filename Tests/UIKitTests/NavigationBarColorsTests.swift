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

/// A list with the navigation controller's toolbar shown, as mail-style screens have it.
final class ToolbarListController: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Drafts"
        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Updated Just Now", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
        ]
        navigationController?.isToolbarHidden = false
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? UICollectionViewListCell {
            var content = cell.defaultContentConfiguration()
            content.text = "Draft \(indexPath.item + 1)"
            cell.contentConfiguration = content
        }
        return cell
    }
}

@Suite("The navigation controller's toolbar in the chrome (issue 32)", .serialized)
struct ToolbarChromeTests {
    @Test("Its items with their spaces; 44 pt over the bottom safe area, added to the content's inset; the glyph at the trailing margin")
    func toolbar() throws {
        let phone = try #require(Device.preset(named: "iphone-15"))
        let capture = try LayoutCapture(of: UINavigationController(rootViewController: ToolbarListController()), on: phone)
        let chrome = try #require(capture.screen.chrome)
        #expect(chrome.toolbarItems == [.flexibleSpace, .button(.title("Updated Just Now", bold: false)), .flexibleSpace, .button(.glyph)])
        #expect(chrome.barInsets.bottom == 44)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: phone,
                                                                  appearance: .light, measuringWith: nil) }
        let glyphs = scene.nodes.compactMap { node -> CGRect? in
            if case .shape(let s) = node, s.lineWidth == 1.5, s.frame.minY > 700 { s.frame } else { nil }
        }
        #expect(glyphs.count == 1 && abs((glyphs.first?.maxX ?? 0) - (393 - 20 - 0.75)) < 0.01)   // the bars' 20-pt margin, as the navigation bar's items
    }

    @Test("Golden: a list over the toolbar, light and dark", arguments: [Appearance.light, .dark])
    func golden(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: ToolbarListController()), on: "iphone-15", appearance: appearance)
    }
}

@Suite("The tab bar: UITabBar's visibility and colours in the chrome, hidesBottomBarWhenPushed (issue 32)", .serialized)
struct TabBarChromeTests {
    static func tabs() -> UITabBarController {
        let tabs = UITabBarController()
        let inbox = UINavigationController(rootViewController: ToolbarListController())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let settings = UIViewController(nibName: nil, bundle: nil)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        tabs.viewControllers = [inbox, settings]
        tabs.tabBar.tintColor = .systemOrange
        tabs.tabBar.unselectedItemTintColor = .systemGray2
        tabs.tabBar.standardAppearance.backgroundColor = .secondarySystemBackground
        return tabs
    }

    @Test("The bar's tints and background; a hidden bar and a pushed controller hiding the bottom bar leave no tab bar")
    func colorsAndHiding() throws {
        let phone = try #require(Device.preset(named: "iphone-15"))
        let tabs = Self.tabs()
        let chrome = try #require(try LayoutCapture(of: tabs, on: phone).screen.chrome)
        #expect(chrome.tabs == ["Inbox", "Settings"] && chrome.tabBarColors.selected == .system("systemOrange"))
        #expect(chrome.tabBarColors.unselected == .system("systemGray2") && chrome.tabBarColors.background == .system("secondarySystemBackground"))
        let proxy = UITabBar(frame: .zero)
        proxy.tintColor = .systemPink
        #expect(LayoutCapture.tabBarColors(UITabBar(frame: .zero), proxy: proxy).selected == .system("systemPink"))
        let hidden = Self.tabs()
        hidden.tabBar.isHidden = true
        #expect(try LayoutCapture(of: hidden, on: phone).screen.chrome?.tabs.isEmpty == true)
        let pushed = Self.tabs()
        let detail = ToolbarListController()
        detail.hidesBottomBarWhenPushed = true
        (pushed.viewControllers?.first as? UINavigationController)?.pushViewController(detail, animated: false)
        let pushedChrome = try LayoutCapture(of: pushed, on: phone).screen.chrome
        #expect(pushedChrome?.tabs.isEmpty == true && pushedChrome?.backTitle != nil)
    }

    @Test("Golden: a themed tab bar under the toolbar, light and dark", arguments: [Appearance.light, .dark])
    func themedTabBar(_ appearance: Appearance) {
        assertLayoutSnapshot(of: Self.tabs(), on: "iphone-15", appearance: appearance)
    }
}
