import CollectionLayout
import Foundation
import Scene

/// The bars around a tab-bar app's screen: the status bar, a `UINavigationController`'s navigation
/// bar (with `prefersLargeTitles`) and a `UITabBarController`'s tab bar.
///
/// ```json
/// "chrome": {"navigationBar": {"title": "Games", "prefersLargeTitles": true},
///            "tabBar": {"items": ["Today", "Games", "Apps", "Updates", "Search"], "selectedIndex": 1}}
/// ```
/// The bars add to the collection view's safe area, as in UIKit: the large-title bar 96 pt (44 + 52,
/// the clone's storyboard), a compact bar 44, the tab bar 49 — so content starts below the bars
/// and `.fractionalHeight` still resolves against the whole collection view.
public struct ScreenChrome: Sendable, Equatable {
    /// The clock, signal and battery in the device's top safe area (drawn only where there is one).
    public var statusBar = true
    public var navigationTitle: String?
    public var prefersLargeTitles = true
    /// Tab titles, in order; empty for no tab bar.
    public var tabs: [String] = []
    public var selectedTab = 0
    /// The navigation bar's buttons (issue 32): the leading ones from the leading edge inward, the
    /// trailing ones from the trailing edge inward (UIKit's `leftBarButtonItems` and `rightBarButtonItems`
    /// orders), in the bar's top row.
    public var leadingItems: [BarItem] = []
    public var trailingItems: [BarItem] = []
    /// The back button's title — a chevron and this title at the leading edge — when the shown controller
    /// is not its navigation stack's root; empty for the chevron alone; nil for no back button.
    public var backTitle: String?
    /// The navigation bar's colours (issue 32), each nil for UIKit's default: `tint` its buttons' (else
    /// systemBlue), `titleColor` and `largeTitleColor` its titles' (else label), `background` behind it
    /// once the content scrolls under it (else the bar material) and `scrollEdgeBackground` at rest (else
    /// none: iOS 15's transparent scroll edge).
    public var navigationBarColors = NavigationBarColors()
    /// The tab bar's colours (issue 32), each nil for UIKit's default: the selected tab's (systemBlue), the
    /// others' (systemGray), the bar's background (the material).
    public var tabBarColors = TabBarColors()

    /// A tab bar's colours, from `UITabBar` and its appearance proxy (`LayoutCapture`).
    public struct TabBarColors: Sendable, Equatable {
        public var selected: ColorReference?
        public var unselected: ColorReference?
        public var background: ColorReference?
        public init() {}
    }

    /// The navigation controller's toolbar (issue 32: `isToolbarHidden = false` and the shown controller's
    /// `toolbarItems`), its items left to right; nil for none. It sits on the bottom safe area, over the
    /// tab bar if there is one, 44 pt tall (`toolbarHeight`).
    public var toolbarItems: [ToolbarItem]?

    /// A toolbar's item: a button as the navigation bar draws it, or a space — flexible ones share what
    /// the buttons leave, as UIKit's `flexibleSpace` items do.
    public enum ToolbarItem: Sendable, Equatable {
        case button(BarItem)
        case flexibleSpace
        case fixedSpace(Double)
    }

    /// A navigation bar's colours, from its appearances, tint and title attributes (`LayoutCapture`).
    public struct NavigationBarColors: Sendable, Equatable {
        public var tint: ColorReference?
        public var titleColor: ColorReference?
        public var largeTitleColor: ColorReference?
        public var background: ColorReference?
        public var scrollEdgeBackground: ColorReference?
        public init() {}
    }

    /// A navigation bar button, as the bar draws it in its tint: a title (semibold for a `.done`-style item
    /// and the Done and Save system items), or a glyph — an image or a system item's symbol — drawn as SF
    /// Symbols are on Linux (rule I5: the outline of the symbol's box).
    public enum BarItem: Sendable, Equatable {
        case title(String, bold: Bool)
        case glyph
    }

    public init() {}

    public static let largeTitleBarHeight = DeviceMetrics.largeTitleNavigationBarHeight
    public static let compactBarHeight = DeviceMetrics.navigationBarHeight
    public static let tabBarHeight = DeviceMetrics.tabBarHeight
    /// A toolbar's height above the bottom safe area: 44 pt, as `UINavigationController`'s toolbar and
    /// `UIToolbar` are on iPhones (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in
    /// iOS 12": 44 pt before iOS 12's 50-pt iPad bars); unconfirmed on a notched iPhone (README).
    public static let toolbarHeight = 44.0
    /// An iPhone in landscape (compact height): the navigation bar and the tab bar are 32 pt, and a
    /// large title shows as a standard one (best estimate, unconfirmed by a recording; README).
    public static let compactHeightBarHeight = 32.0

    /// How much the bars add to the safe area at the top and bottom, at rest.
    public var barInsets: (top: Double, bottom: Double) { barInsets(scrolledBy: 0) }

    /// How much the bars add to the safe area when the content is scrolled `distance` points from rest.
    /// A large-title bar collapses with the scroll, point for point, from 96 pt to the compact 44 pt
    /// (its 52-pt title band scrolls away), and the safe area follows the bar, as UIKit's does: pinned
    /// headers then sit right under the compact bar. Scrolled back past rest it stays at its full height.
    /// In `compactHeight` (an iPhone in landscape) both bars are 32 pt and never collapse.
    public func barInsets(scrolledBy distance: Double, compactHeight: Bool = false) -> (top: Double, bottom: Double) {
        let top: Double
        if compactHeight {
            return (navigationTitle == nil ? 0 : Self.compactHeightBarHeight,
                    (tabs.isEmpty ? 0 : Self.compactHeightBarHeight) + (toolbarItems == nil ? 0 : Self.compactHeightBarHeight))
        } else if navigationTitle == nil {
            top = 0
        } else if prefersLargeTitles {
            top = max(Self.compactBarHeight, Self.largeTitleBarHeight - max(0, distance))
        } else {
            top = Self.compactBarHeight
        }
        return (top, (tabs.isEmpty ? 0 : Self.tabBarHeight) + (toolbarItems == nil ? 0 : Self.toolbarHeight))
    }

    static func decode(_ node: JSONNode) throws -> ScreenChrome {
        var chrome = ScreenChrome()
        let o = try node.object()
        if let n = o.optional("statusBar") { chrome.statusBar = try n.bool() }
        if let n = o.optional("navigationBar") {
            let bar = try n.object()
            chrome.navigationTitle = try bar.required("title").string()
            if let large = bar.optional("prefersLargeTitles") { chrome.prefersLargeTitles = try large.bool() }
            if let items = bar.optional("leadingItems") { chrome.leadingItems = try items.array().map(decodeBarItem) }
            if let items = bar.optional("trailingItems") { chrome.trailingItems = try items.array().map(decodeBarItem) }
            if let back = bar.optional("backTitle") { chrome.backTitle = try back.string() }
            try bar.finish()
        }
        if let n = o.optional("tabBar") {
            let bar = try n.object()
            let itemsNode = try bar.required("items")
            let items = try itemsNode.array()
            guard (1...5).contains(items.count) else {
                throw itemsNode.error("a tab bar shows 1 to 5 items on an iPhone, got \(items.count)")
            }
            chrome.tabs = try items.map { try $0.string() }
            if let selected = bar.optional("selectedIndex") { chrome.selectedTab = try selected.integer(in: 0...(items.count - 1)) }
            try bar.finish()
        }
        try o.finish()
        return chrome
    }

    /// A bar button: `"Edit"` (a title), `{"title": "Done", "bold": true}`, or `{"glyph": true}` (an image).
    private static func decodeBarItem(_ node: JSONNode) throws -> BarItem {
        if case .string(let title) = node.value { return .title(title, bold: false) }
        let o = try node.object()
        let item: BarItem
        if let glyph = o.optional("glyph") {
            guard try glyph.bool() else { throw glyph.error("a glyph item is written {\"glyph\": true}") }
            item = .glyph
        } else {
            let title = try o.required("title").string()
            item = .title(title, bold: try o.optional("bold")?.bool() ?? false)
        }
        try o.finish()
        return item
    }
}

extension Screen {
    /// The device with the screen's bars added to its safe area: what the layout is solved in and
    /// the scene drawn on, with the content scrolled `distance` points from rest (a large-title bar
    /// collapses as it scrolls; `ScreenChrome.barInsets(scrolledBy:)`). Without chrome, the device itself.
    public func device(on device: Device, scrolledBy distance: Double = 0) -> Device {
        guard let chrome else { return device }
        let bars = chrome.barInsets(scrolledBy: distance, compactHeight: device.isCompactHeight)
        var barred = device
        barred.safeAreaTop += bars.top
        barred.safeAreaBottom += bars.bottom
        return barred
    }

    /// The collection view on `device`, the screen's bars included in its safe area, at rest or
    /// scrolled `distance` points from it.
    public func viewport(on device: Device, scrolledBy distance: Double = 0) -> Viewport {
        var viewport = self.device(on: device, scrolledBy: distance).viewport(layoutDirection: traits.layoutDirection,
                                                                              contentSizeCategory: traits.preferredContentSizeCategory)
        viewport.contentInset = contentInset                                      // D9
        viewport.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        return viewport
    }

    /// How far `scroll` has moved the content from rest along a vertical screen's scroll axis (what
    /// collapses a large-title bar); 0 at rest and for horizontal screens, whose bars never collapse.
    public func scrolledDistance(_ scroll: ScrollPosition, on device: Device) -> Double {
        guard scrollDirection == .vertical, let offset = scroll.contentOffset else { return 0 }
        let rest = SceneBuilder.contentOffset(.rest, viewport: viewport(on: device), direction: scrollDirection)
        return Double(offset.y - rest.y)
    }
}
