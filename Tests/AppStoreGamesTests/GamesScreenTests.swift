import CollectionLayout
import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit
import LayoutshotTestSupport

/// The App Store clone's Games tab from the app's own code (`App/`: seed 000's files and the clone's
/// other sections and cells in its style, compiled through the source transform by the
/// `LayoutshotSourceTransform` plugin) and the clone's own xibs, held against `samples/games-tab.json`.
@Suite("The Games tab from its own code and xibs", .serialized, SharedFixtures.required)
struct GamesScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cells = SharedFixtures.folder("appstore-clone/Cells")
    /// The clone's storyboard device (375 × 812) at @5x, as `GamesTabSampleTests`: every derived number
    /// (324.8, 81.2, 121.8) is a whole number of pixels. And the same phone at @3x, where G7 snaps.
    static let iPhoneX = [Device.custom(width: 375, height: 812, scale: 5), Device.custom(width: 375, height: 812, scale: 3)]

    init() {
        UIKitSimulation.addNibFolder(Self.cells)
    }

    /// The storyboard's containers (appstore-clone.md §1.1): five tabs, Games in a large-title navigation controller.
    static func gamesTab() -> UITabBarController {
        let games = GamesViewController()
        games.title = "Games"
        let navigation = UINavigationController(rootViewController: games)
        navigation.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = ["Today", "Games", "Apps", "Updates", "Search"].map { title in
            let tab = title == "Games" ? navigation : UIViewController()
            tab.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
            return tab
        }
        tabs.selectedIndex = 1
        return tabs
    }

    static func sample() throws -> Screen {
        try Screen.decode(try Data(contentsOf: root.appendingPathComponent("samples/games-tab.json")), name: "games-tab")
    }

    @Test("A3 C1 D7 E1: every frame equals samples/games-tab.json's, content 375 × 4056.8 at 375 × 812")
    func frames() throws {
        for device in Self.iPhoneX {
            let capture = try LayoutCapture(of: Self.gamesTab(), on: device)
            #expect(capture.problem == nil)
            let solved = try capture.solve()
            let expected = try Self.sample().solve(on: device, measuringWith: nil)
            if device.scale == 5 { #expect(abs(solved.contentSize.height - 4056.8) < 1e-6 && solved.contentSize.width == 375) }
            #expect(solved.contentSize == expected.contentSize)
            #expect(solved.numberOfSections == 32)
            let captured = solved.elements.map { "\($0.indexPath) \($0.frame)" }
            let sample = expected.elements.map { "\($0.indexPath) \($0.frame)" }
            #expect(captured == sample, "@\(device.scale)x")
            #expect(solved.element(forItemAt: IndexPath(item: 1, section: 0))?.frame == expected.element(forItemAt: IndexPath(item: 1, section: 0))?.frame)
        }
    }

    @Test("The chrome is the app's: a large-title bar \"Games\", five tabs with Games selected")
    func chrome() throws {
        let capture = try LayoutCapture(of: Self.gamesTab(), on: Self.iPhoneX[0])
        let chrome = try #require(capture.screen.chrome)
        let sample = try #require(try Self.sample().chrome)
        #expect(chrome == sample)
        #expect(chrome.navigationTitle == "Games" && chrome.prefersLargeTitles && chrome.tabs.count == 5 && chrome.selectedTab == 1)
    }

    @Test("The xibs' cells: custom classes, outlets and awakeFromNib ran; the sections set their titles")
    func cells() throws {
        let capture = try LayoutCapture(of: Self.gamesTab(), on: Self.iPhoneX[1])
        let solved = try capture.solve()
        let scene = capture.onDevice {
            SceneBuilder.scene(for: capture.screen, solved: solved, device: Self.iPhoneX[1], appearance: .light, measuringWith: nil)
        }
        let games = try #require(capture.viewController as? GamesViewController)
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.filter { $0 == "NEW GAME" }.count == 2 && texts.contains("GET") && texts.contains("See All"))
        func labels(_ section: Int) -> [UILabel] {
            capture.onDevice {
                games.collectionView(games.collectionView, cellForItemAt: IndexPath(item: 0, section: section)).contentView.subviews.compactMap { $0 as? UILabel }
            }
        }
        // Below the first screen: the link and button sections set their cells' titles.
        #expect(labels(25).map(\.text) == ["Parens' Guide to the App Store"] && labels(30).map(\.text) == ["Add Funds to Apple ID"])
        // SectionTitleSection(showsNavigation: false) hides "See All" in section 23 only (asked of the data source).
        for section in [1, 13, 21, 23] {
            let seeAll = try #require(labels(section).first { $0.text == "See All" })
            #expect(seeAll.isHidden == (section == 23), "section \(section)")
        }
        let cell = capture.onDevice { games.collectionView(games.collectionView, cellForItemAt: IndexPath(item: 0, section: 2)) }
        #expect(String(describing: type(of: cell)) == "SmallAppCell")
        // awakeFromNib: the icon's corner radius 12 and the pill's 15 (SmallAppCell).
        let radii = cell.contentView.subviews.map(\.layer.cornerRadius).sorted()
        #expect(radii.contains(12) && radii.contains(15), "\(radii)")
        #expect(capture.problem == nil)
    }

    @Test("Golden: the Games tab from its own code (image and frames)")
    func golden() {
        assertLayoutSnapshot(of: Self.gamesTab(), on: "iphone-15")
    }
}
