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

    public init() {}

    public static let largeTitleBarHeight = 96.0
    public static let compactBarHeight = 44.0
    public static let tabBarHeight = 49.0

    /// How much the bars add to the safe area at the top and bottom.
    public var barInsets: (top: Double, bottom: Double) {
        let top = navigationTitle == nil ? 0 : prefersLargeTitles ? Self.largeTitleBarHeight : Self.compactBarHeight
        return (top, tabs.isEmpty ? 0 : Self.tabBarHeight)
    }

    static func decode(_ node: JSONNode) throws -> ScreenChrome {
        var chrome = ScreenChrome()
        let o = try node.object()
        if let n = o.optional("statusBar") { chrome.statusBar = try n.bool() }
        if let n = o.optional("navigationBar") {
            let bar = try n.object()
            chrome.navigationTitle = try bar.required("title").string()
            if let large = bar.optional("prefersLargeTitles") { chrome.prefersLargeTitles = try large.bool() }
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
}

extension Screen {
    /// The device with the screen's bars added to its safe area: what the layout is solved in and
    /// the scene drawn on. Without chrome, the device itself.
    public func device(on device: Device) -> Device {
        guard let chrome else { return device }
        let bars = chrome.barInsets
        return Device(name: device.name, displayName: device.displayName, width: device.width, height: device.height,
                      scale: device.scale, safeAreaTop: device.safeAreaTop + bars.top,
                      safeAreaBottom: device.safeAreaBottom + bars.bottom)
    }

    /// The collection view on `device`, the screen's bars included in its safe area.
    public func viewport(on device: Device) -> Viewport { self.device(on: device).viewport() }
}
