import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// `"chrome"`: the status bar, navigation bar and tab bar of the clone's storyboard (§1.1).
@Suite("Screen chrome")
struct ChromeTests {
    static let iPhone15 = Device.preset(named: "iphone-15")!

    static func texts(_ scene: Scene) -> [TextNode] {
        scene.nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
    }

    @Test("games-tab: a large-title bar \"Games\" and the five tabs, Games selected")
    func decoded() throws {
        let chrome = try #require(try loadSample("games-tab").chrome)
        #expect(chrome.statusBar && chrome.navigationTitle == "Games" && chrome.prefersLargeTitles)
        #expect(chrome.tabs == ["Today", "Games", "Apps", "Updates", "Search"] && chrome.selectedTab == 1)
        #expect(chrome.barInsets == (96, 49))
    }

    @Test("The bars add to the safe area (96 + 49 pt): content starts under the large title; fractions still use 852 pt")
    func safeArea() throws {
        let screen = try loadSample("games-tab")
        let device = screen.device(on: Self.iPhone15)
        #expect(device.safeAreaTop == 59 + 96 && device.safeAreaBottom == 34 + 49)
        let solved = try screen.solve(on: Self.iPhone15, measuringWith: XibText())
        let featured = try #require(solved.cell(0, section: 0))
        #expect(abs(featured.height - 0.4 * 852) < 1.0 / 3 && featured.minY == 0)   // A3: the whole collection view
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhone15, appearance: .light, measuringWith: XibText())
        let caption = try #require(Self.texts(scene).first { $0.text == "NEW GAME" })
        #expect(abs(caption.frame.minY - (155 + 20)) < 1e-9)   // the featured cell at y 155 (59 + 96), its caption 20 below
    }

    @Test("At rest: status bar clock, the large title bold 34 at the layout margin, tab bar at the bottom")
    func atRest() throws {
        let screen = try loadSample("games-tab")
        let solved = try screen.solve(on: Self.iPhone15, measuringWith: XibText())
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhone15, appearance: .light, measuringWith: XibText())
        let texts = Self.texts(scene)
        let clock = try #require(texts.first { $0.text == "9:41" })
        #expect(clock.font == FontSpec(size: 17, weight: .semibold) && clock.frame.maxY <= 59)
        let title = try #require(texts.first { $0.text == "Games" && $0.font.size == 34 })
        #expect(title.font.weight == .bold && title.frame.minX == 20 && title.frame.maxY == 59 + 96 - 5)   // the 393-pt margin (I2)
        let tabs = texts.filter { $0.font == FontSpec(size: 10, weight: .medium) }
        #expect(tabs.map(\.text) == ["Today", "Games", "Apps", "Updates", "Search"])
        let blue = try #require(SystemColor.named("systemBlue", in: .light)), gray = try #require(SystemColor.named("systemGray", in: .light))
        #expect(tabs.map(\.color) == [gray, blue, gray, gray, gray])
        #expect(tabs.allSatisfy { $0.frame.minY == 852 - 83 + 33 })
        for (i, tab) in tabs.enumerated() { #expect(abs(tab.frame.midX - (Double(i) + 0.5) * 393 / 5) < 1e-9) }
        // The tab bar's material covers the bottom 83 pt, drawn after (over) the content.
        let rects = scene.nodes.compactMap { node -> RectNode? in if case .rect(let r) = node { r } else { nil } }
        #expect(rects.contains { $0.frame == CGRect(x: 0, y: 769, width: 393, height: 83) && $0.fill.alpha > 0.9 })
    }

    @Test("Scrolled: the title moves into a compact bar (semibold 17, centred) on the bar material over the content")
    func scrolled() throws {
        let screen = try loadSample("games-tab")
        let scroll = ScrollPosition(contentOffset: CGPoint(x: 0, y: 400))
        let solved = try screen.solve(on: Self.iPhone15, measuringWith: XibText(), scroll: scroll)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhone15, appearance: .dark, scroll: scroll,
                                       measuringWith: XibText())
        let title = try #require(Self.texts(scene).first { $0.text == "Games" && $0.font.weight == .semibold })
        #expect(title.font.size == 17 && title.alignment == .center && abs(title.frame.midX - 393 / 2) < 1e-9)
        #expect(!Self.texts(scene).contains { $0.text == "Games" && $0.font.size == 34 })
        let rects = scene.nodes.compactMap { node -> RectNode? in if case .rect(let r) = node { r } else { nil } }
        #expect(rects.contains { $0.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44) })
    }

    @Test("Bad chrome is an error naming the place")
    func errors() {
        func expectError(_ chrome: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let json = #"{"layout": {"flow": {}}, "chrome": \#(chrome), "sections": [{"items": ["A"]}]}"#
            do {
                _ = try Screen.decode(Data(json.utf8), name: "chrome")
                Issue.record("decoded; expected \(expected)", sourceLocation: sourceLocation)
            } catch {
                #expect("\(error)" == expected, sourceLocation: sourceLocation)
            }
        }
        expectError(#"{"tabBar": {"items": ["1", "2", "3", "4", "5", "6"]}}"#,
                    "chrome.tabBar.items: a tab bar shows 1 to 5 items on an iPhone, got 6")
        expectError(#"{"tabBar": {"items": ["A", "B"], "selectedIndex": 2}}"#,
                    "chrome.tabBar.selectedIndex: expected a whole number from 0 to 1, got 2")
        expectError(#"{"navigationBar": {"prefersLargeTitles": true}}"#, #"chrome.navigationBar: missing required key "title""#)
        expectError(#"{"navigationBar": {"title": "A", "largeTitle": true}}"#, #"chrome.navigationBar.largeTitle: unknown key "largeTitle""#)
    }
}
