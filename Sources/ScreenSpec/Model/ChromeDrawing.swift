import CollectionLayout
import Foundation
import Scene

/// The bars' numbers, in points unless said. **Every one is our choice** — best estimates of iOS 17's
/// bars from screenshots, unconfirmed by a recording (README "Not yet confirmed against UIKit", row
/// `chrome`) — except the bar heights, which are the App Store clone's storyboard (`ScreenChrome`).
enum ChromeMetrics {
    /// The status bar's clock and glyphs.
    enum StatusBar {
        /// A phone with a notch or Dynamic Island: a top safe area of at least this.
        static let notchedSafeArea = 44.0
        /// The clock: "9:41" in SF semibold, 17 pt (notched) or 12 (home-button phones, iPads), in a
        /// box this wide and 22 or 16 pt tall.
        static let clockText = "9:41"
        static let clockSize = (notched: 17.0, other: 12.0)
        static let clockBox = (width: 60.0, notchedHeight: 22.0, otherHeight: 16.0)
        /// The glyphs' vertical centre, as a share of the status bar's height on a notched phone (the
        /// ears sit slightly low), else its middle.
        static let notchedCentre = 0.53
        /// The sensor housing's width (the Dynamic Island's): the clock is centred in the left ear, a
        /// little outside its middle.
        static let housingWidth = 126.0
        static let clockOutset = 8.0
        /// On an iPad the clock starts at the leading edge, this far in.
        static let iPadClockInset = 20.0
        /// The battery: a 25 × 12 outline with 3.5-pt corners, 80 % full, its cap 1.5 × 4; 90 % of that
        /// on phones without a notch; this far from the trailing edge (notched, other).
        static let battery = (width: 25.0, height: 12.0, cornerRadius: 3.5, charge: 0.8, fillInset: 2.0, fillCornerRadius: 1.5)
        static let batteryCap = (gap: 1.0, width: 1.5, height: 4.0)
        static let batteryTrailing = (notched: 30.0, other: 14.0)
        static let smallGlyphScale = 0.9
        /// The glyphs' outline at this alpha of `label`.
        static let outlineAlpha = 0.4
        /// Four signal bars, 3 pt wide, 4.5 pt apart, 4 pt tall growing 2.33 pt a bar, 6 pt left of the battery.
        static let signal = (count: 4, width: 3.0, pitch: 4.5, base: 4.0, growth: 2.33, gap: 6.0, cornerRadius: 1.0)
    }

    /// The navigation bar's titles.
    enum NavigationBar {
        /// A standard bar's title: SF semibold 17 in a 22-pt box, centred, 80 pt clear of each side.
        static let titleSize = 17.0
        static let titleHeight = 22.0
        static let titleSideInset = 80.0
        /// A large title: SF bold 34 in a 42-pt box at the layout margin, its box's bottom 5 pt above the bar's.
        static let largeTitleSize = 34.0
        static let largeTitleHeight = 42.0
        static let largeTitleBottomInset = 5.0
        /// Bar buttons (issue 32): 17-pt titles (semibold when done-styled) and 22-pt glyph boxes in the
        /// tint, in the top row, from the layout margin inward, 8 pt apart; the back button a 12 × 20
        /// chevron 8 pt from the leading edge, its title 6 pt after it. Layoutshot's choice (README "Not
        /// yet confirmed").
        static let itemSize = 17.0
        static let itemSpacing = 8.0
        static let glyphSide = 22.0
        static let backChevron = (x: 8.0, width: 12.0, height: 20.0, gap: 6.0)
    }

    /// The tab bar's items.
    enum TabBar {
        /// Portrait: a 25-pt rounded glyph placeholder 5 pt from the bar's top, over a medium 10-pt title
        /// 33 pt from the top, 13 pt tall, 2 pt in from its column's sides.
        static let glyph = (size: 25.0, top: 5.0, cornerRadius: 6.0)
        static let title = (size: 10.0, top: 33.0, height: 13.0, sideInset: 2.0)
        /// Compact height: a 20-pt glyph 6 pt from the top beside a medium 13-pt title (16 tall, 8 from
        /// the top), 6 pt apart, the pair centred in its column; the title at most the column less 30.
        static let compactGlyph = (size: 20.0, top: 6.0, cornerRadius: 5.0, gap: 6.0)
        static let compactTitle = (size: 13.0, top: 8.0, height: 16.0, columnReserve: 30.0)
    }
}

/// Draws `ScreenChrome` over the content. Best estimates of iOS 17's bars, unverified on a device
/// (every number is in `ChromeMetrics`):
/// - status bar: "9:41" in SF semibold 17 centred in the left ear on phones with a notch or Dynamic
///   Island (top safe area ≥ 44), semibold 12 at the centre (home-button phones) or the leading edge
///   (iPads); four signal bars and a battery at the trailing side, in `label`;
/// - navigation bar at rest: transparent (iOS 15's scroll-edge appearance), the large title bold
///   34 pt at the layout margin, its line 5 pt above the bar's bottom; scrolling, the large title
///   moves up with the content and goes under the bar's compact band as the bar collapses
///   (`ScreenChrome.barInsets(scrolledBy:)`); collapsed (52 pt from rest): a compact bar on the bar
///   material with the title semibold 17, centred, over a one-pixel `separator` line;
/// - tab bar: the bar material with a one-pixel top line; equal columns, each a 25-pt rounded glyph
///   placeholder (the clone's icons are its own PNGs) over a medium 10-pt title; the selected tab in
///   `systemBlue` (the default tint), the others `systemGray`. iPad's side-by-side and top tab bars
///   are not modelled: every device gets the phone's bottom bar;
/// - an iPhone in landscape (compact height): no status bar (the safe area's top is 0), a 32-pt
///   navigation bar with its title semibold 17 centred (no large title), a 32-pt tab bar whose
///   items sit inside the side safe areas, each a 20-pt glyph beside a medium 13-pt title;
/// - right to left: everything mirrored — the large title at the right margin, the tabs in
///   reverse order, the clock on the right and the battery group on the left (the glyphs
///   themselves are not mirrored, as iOS draws them).
extension SceneBuilder {
    /// The bar material: `systemChromeMaterial`-like, nearly opaque (our choice).
    static func barMaterial(_ appearance: Appearance) -> RGBA {
        appearance == .light ? RGBA(0xF9, 0xF9, 0xF9, 0.94) : RGBA(0x16, 0x16, 0x16, 0.94)
    }

    private static func faded(_ c: RGBA, _ alpha: Double) -> RGBA {
        RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha)
    }

    /// What the bars are drawn on and with.
    struct ChromeCanvas {
        let device: Device
        let canvas: CGSize
        let appearance: Appearance
        var label: RGBA { ColorReference.system("label").resolve(appearance) }
        var separator: RGBA { ColorReference.system("separator").resolve(appearance) }
        var hairline: Double { 1 / device.scale }
    }

    /// The bars over the content, with the content scrolled `distance` points from rest: the navigation
    /// bar first (the status bar draws over its material), then the status bar — mirrored right to left,
    /// its glyphs moved as one piece and never flipped — then the tab bar.
    static func chromeNodes(_ chrome: ScreenChrome, device: Device, canvas: CGSize, layoutMargin: Double,
                            scrolledBy distance: Double, appearance: Appearance, rightToLeft: Bool = false,
                            measuringWith measurer: (any TextMeasuring)? = nil) -> [SceneNode] {
        let on = ChromeCanvas(device: device, canvas: canvas, appearance: appearance)
        let bars = chrome.barInsets(scrolledBy: distance, compactHeight: device.isCompactHeight)
        var nodes = chrome.navigationTitle.map {
            navigationBarNodes(title: $0, barHeight: bars.top, scrolled: distance > 0, layoutMargin: layoutMargin,
                               colors: chrome.navigationBarColors, on: on)
                + barItemNodes(chrome, rowHeight: min(bars.top, ScreenChrome.compactBarHeight), layoutMargin: layoutMargin, on: on,
                               measuringWith: measurer)
        } ?? []
        var glyphs: [SceneNode] = []
        if chrome.statusBar, device.safeAreaTop > 0 {
            let status = statusBarNodes(on: on)
            nodes += status.clock
            glyphs = status.glyphs
        }
        if rightToLeft {
            nodes = nodes.map { $0.mirrored(width: Double(canvas.width)) }
            let extent = glyphs.compactMap(\.bounds).reduce(CGRect.null) { $0.union($1) }
            if !extent.isNull { glyphs = glyphs.map { $0.offsetBy(dx: Double(device.width - extent.maxX - extent.minX), dy: 0) } }
        }
        let toolbarHeight = chrome.toolbarItems == nil ? 0 : device.isCompactHeight ? ScreenChrome.compactHeightBarHeight : ScreenChrome.toolbarHeight
        let tabHeight = bars.bottom - toolbarHeight
        let tabBar = (chrome.tabs.isEmpty ? [] : tabBarNodes(chrome, barHeight: tabHeight, on: on, measuringWith: measurer))
            + (chrome.toolbarItems.map { toolbarNodes($0, barHeight: toolbarHeight, above: tabHeight, tint: chrome.navigationBarColors.tint,
                                                      layoutMargin: layoutMargin, on: on, measuringWith: measurer) } ?? [])
        return nodes + glyphs + (rightToLeft ? tabBar.map { $0.mirrored(width: Double(canvas.width)) } : tabBar)
    }

    /// The navigation bar: a standard bar's centred title (on the material over a hairline once
    /// scrolled), or a large title moved up with the content and clipped to what is left of its band.
    /// The bar's colours (issue 32): the app's, else UIKit's — a scrolled bar on the material over a
    /// hairline, a bar at rest on nothing (iOS 15's transparent scroll edge), titles in label.
    private static func navigationBarNodes(title: String, barHeight: Double, scrolled: Bool, layoutMargin: Double,
                                           colors: ScreenChrome.NavigationBarColors, on c: ChromeCanvas) -> [SceneNode] {
        typealias M = ChromeMetrics.NavigationBar
        let statusHeight = c.device.safeAreaTop
        var nodes: [SceneNode] = []
        let bottom = statusHeight + barHeight
        // A large title collapsing is still at the scroll edge: the standard background comes once it is compact.
        if scrolled, barHeight <= ScreenChrome.compactBarHeight {
            nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: 0, width: c.canvas.width, height: bottom),
                                        fill: colors.background?.resolve(c.appearance) ?? barMaterial(c.appearance))))
            nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: bottom - c.hairline, width: c.canvas.width, height: c.hairline), fill: c.separator)))
        } else if let edge = colors.scrollEdgeBackground {
            nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: 0, width: c.canvas.width, height: bottom), fill: edge.resolve(c.appearance))))
        }
        if barHeight <= ScreenChrome.compactBarHeight {   // a standard bar: 44 pt, or 32 in compact height
            nodes.append(.text(TextNode(text: title, frame: CGRect(x: M.titleSideInset, y: statusHeight + (barHeight - M.titleHeight) / 2,
                                                                   width: max(0, c.canvas.width - 2 * M.titleSideInset), height: M.titleHeight),
                                        font: FontSpec(size: M.titleSize, weight: .semibold),
                                        color: colors.titleColor?.resolve(c.appearance) ?? c.label, alignment: .center)))
            return nodes
        }
        let band = CGRect(x: 0, y: statusHeight + ScreenChrome.compactBarHeight, width: c.canvas.width,
                          height: barHeight - ScreenChrome.compactBarHeight)
        let lift = ScreenChrome.largeTitleBarHeight - barHeight
        let largeBottom = statusHeight + ScreenChrome.largeTitleBarHeight - lift
        if lift > 0 { nodes.append(.clip(band)) }
        nodes.append(.text(TextNode(text: title, frame: CGRect(x: layoutMargin, y: largeBottom - M.largeTitleBottomInset - M.largeTitleHeight,
                                                               width: max(0, c.canvas.width - 2 * layoutMargin), height: M.largeTitleHeight),
                                    font: FontSpec(size: M.largeTitleSize, weight: .bold),
                                    color: colors.largeTitleColor?.resolve(c.appearance) ?? c.label)))
        if lift > 0 { nodes.append(.unclip) }
        return nodes
    }

    /// The navigation bar's buttons in its top row (left to right here; the whole bar is mirrored right to
    /// left): the back button, the leading items, and the trailing items from the right margin inward.
    private static func barItemNodes(_ chrome: ScreenChrome, rowHeight: Double, layoutMargin: Double, on c: ChromeCanvas,
                                     measuringWith measurer: (any TextMeasuring)?) -> [SceneNode] {
        typealias M = ChromeMetrics.NavigationBar
        let tint = (chrome.navigationBarColors.tint ?? .system("systemBlue")).resolve(c.appearance)
        let midY = c.device.safeAreaTop + rowHeight / 2
        func width(_ item: ScreenChrome.BarItem) -> Double { barItemWidth(item, measuringWith: measurer) }
        func nodes(_ item: ScreenChrome.BarItem, x: Double) -> SceneNode { barItemNode(item, x: x, midY: midY, tint: tint, measuringWith: measurer) }
        var out: [SceneNode] = []
        var x = layoutMargin
        if let back = chrome.backTitle {
            let chevron = M.backChevron
            out.append(.shape(ShapeNode(frame: CGRect(x: chevron.x, y: midY - chevron.height / 2, width: chevron.width, height: chevron.height),
                                        kind: .polyline(points: [0.85, 0.05, 0.15, 0.5, 0.85, 0.95]), stroke: tint, lineWidth: 3)))
            x = chevron.x + chevron.width + chevron.gap
            if !back.isEmpty {
                out.append(nodes(.title(back, bold: false), x: x))
                x += width(.title(back, bold: false)) + M.itemSpacing
            }
        }
        for item in chrome.leadingItems {
            out.append(nodes(item, x: x))
            x += width(item) + M.itemSpacing
        }
        var right = Double(c.canvas.width) - layoutMargin
        for item in chrome.trailingItems {
            right -= width(item)
            out.append(nodes(item, x: right))
            right -= M.itemSpacing
        }
        return out
    }

    /// A bar button's width: a glyph's side, a title's measured width.
    private static func barItemWidth(_ item: ScreenChrome.BarItem, measuringWith measurer: (any TextMeasuring)?) -> Double {
        typealias M = ChromeMetrics.NavigationBar
        switch item {
        case .glyph: return M.glyphSide
        case .title(let title, let bold):
            let font = FontSpec(size: M.itemSize, weight: bold ? .semibold : .regular)
            return ceil(Double((try? (measurer ?? EstimatedText()).size(of: title, font: font, maxWidth: nil, numberOfLines: 1).width) ?? 0))
        }
    }

    /// A bar button drawn at `x`, centred on `midY`, in `tint`.
    private static func barItemNode(_ item: ScreenChrome.BarItem, x: Double, midY: Double, tint: RGBA,
                                    measuringWith measurer: (any TextMeasuring)?) -> SceneNode {
        typealias M = ChromeMetrics.NavigationBar
        switch item {
        case .glyph:
            let box = CGRect(x: x, y: midY - M.glyphSide / 2, width: M.glyphSide, height: M.glyphSide).insetBy(dx: 0.75, dy: 0.75)
            return .shape(ShapeNode(frame: box, kind: .rectangle(cornerRadius: Double(box.width) / 5, curve: .continuous), stroke: tint,
                                    lineWidth: 1.5))
        case .title(let title, let bold):
            return .text(TextNode(text: title, frame: CGRect(x: x, y: midY - 11, width: barItemWidth(item, measuringWith: measurer), height: 22),
                                  font: FontSpec(size: M.itemSize, weight: bold ? .semibold : .regular), color: tint))
        }
    }

    /// The toolbar (issue 32): the bar material over a hairline on the bottom safe area (above the tab
    /// bar), its buttons in the navigation bar's tint from the layout margin in, flexible spaces sharing
    /// what the buttons and fixed spaces leave, adjacent buttons `itemSpacing` apart — as UIToolbar spreads
    /// `[flexibleSpace, item, flexibleSpace]`.
    private static func toolbarNodes(_ items: [ScreenChrome.ToolbarItem], barHeight: Double, above tabHeight: Double,
                                     tint: ColorReference?, layoutMargin: Double, on c: ChromeCanvas,
                                     measuringWith measurer: (any TextMeasuring)?) -> [SceneNode] {
        typealias M = ChromeMetrics.NavigationBar
        let top = Double(c.canvas.height) - c.device.safeAreaBottom - tabHeight - barHeight
        let bottom = tabHeight > 0 ? top + barHeight : Double(c.canvas.height)
        var nodes: [SceneNode] = [
            .rect(RectNode(frame: CGRect(x: 0, y: top, width: c.canvas.width, height: bottom - top), fill: barMaterial(c.appearance))),
            .rect(RectNode(frame: CGRect(x: 0, y: top, width: c.canvas.width, height: c.hairline), fill: c.separator)),
        ]
        let color = (tint ?? .system("systemBlue")).resolve(c.appearance)
        func fixed(_ item: ScreenChrome.ToolbarItem) -> Double {
            switch item {
            case .button(let b): barItemWidth(b, measuringWith: measurer)
            case .fixedSpace(let w): w
            case .flexibleSpace: 0
            }
        }
        var gaps = 0.0
        for (a, b) in zip(items, items.dropFirst()) {
            if case .button = a, case .button = b { gaps += M.itemSpacing }
        }
        let flexible = items.filter { $0 == .flexibleSpace }.count
        let spare = max(0, Double(c.canvas.width) - 2 * layoutMargin - items.map(fixed).reduce(0, +) - gaps)
        var x = layoutMargin
        for (index, item) in items.enumerated() {
            switch item {
            case .button(let b):
                nodes.append(barItemNode(b, x: x, midY: top + barHeight / 2, tint: color, measuringWith: measurer))
                x += fixed(item)
                if index + 1 < items.count, case .button = items[index + 1] { x += M.itemSpacing }
            case .fixedSpace(let w): x += w
            case .flexibleSpace: x += flexible > 0 ? spare / Double(flexible) : 0
            }
        }
        return nodes
    }

    /// The status bar: the clock, and the battery with its signal bars (kept apart: right to left they
    /// move as one piece, never mirrored).
    private static func statusBarNodes(on c: ChromeCanvas) -> (clock: [SceneNode], glyphs: [SceneNode]) {
        typealias M = ChromeMetrics.StatusBar
        let statusHeight = c.device.safeAreaTop, width = c.device.width
        let notched = statusHeight >= M.notchedSafeArea, iPad = c.device.idiom == .pad
        let centreY = notched ? statusHeight * M.notchedCentre : statusHeight / 2
        let timeHeight = notched ? M.clockBox.notchedHeight : M.clockBox.otherHeight
        let timeX = notched ? (width - M.housingWidth) / 4 + M.clockOutset - M.clockBox.width / 2
            : iPad ? M.iPadClockInset : width / 2 - M.clockBox.width / 2
        let clock = SceneNode.text(TextNode(text: M.clockText, frame: CGRect(x: timeX, y: centreY - timeHeight / 2, width: M.clockBox.width,
                                                                             height: timeHeight),
                                            font: FontSpec(size: notched ? M.clockSize.notched : M.clockSize.other, weight: .semibold),
                                            color: c.label, alignment: notched || !iPad ? .center : .left))
        let unit = notched ? 1.0 : M.smallGlyphScale
        let b = M.battery
        let battery = CGRect(x: width - (notched ? M.batteryTrailing.notched : M.batteryTrailing.other) - b.width * unit - 3,
                             y: centreY - b.height / 2 * unit, width: b.width * unit, height: b.height * unit)
        var glyphs: [SceneNode] = []
        glyphs.append(.shape(ShapeNode(frame: battery, kind: .rectangle(cornerRadius: b.cornerRadius * unit, curve: .continuous),
                                       stroke: faded(c.label, M.outlineAlpha), lineWidth: 1)))
        let fill = battery.insetBy(dx: b.fillInset, dy: b.fillInset)
            .divided(atDistance: (battery.width - 2 * b.fillInset) * b.charge, from: .minXEdge).slice
        glyphs.append(.shape(ShapeNode(frame: fill, kind: .rectangle(cornerRadius: b.fillCornerRadius, curve: .continuous), fill: .color(c.label))))
        let cap = M.batteryCap
        glyphs.append(.shape(ShapeNode(frame: CGRect(x: battery.maxX + cap.gap, y: battery.midY - cap.height / 2, width: cap.width, height: cap.height),
                                       kind: .rectangle(cornerRadius: cap.width / 2, curve: .circular),
                                       fill: .color(faded(c.label, M.outlineAlpha)))))
        let s = M.signal
        for bar in 0..<s.count {
            let height = (s.base + s.growth * Double(bar)) * unit
            let x = battery.minX - s.gap - (Double(s.count) - Double(bar)) * s.pitch * unit
            glyphs.append(.shape(ShapeNode(frame: CGRect(x: x, y: battery.maxY - height, width: s.width * unit, height: height),
                                           kind: .rectangle(cornerRadius: s.cornerRadius, curve: .circular), fill: .color(c.label))))
        }
        return ([clock], glyphs)
    }

    /// The tab bar: the material and its top hairline across the canvas, then each tab in an equal
    /// column between the side safe areas, the selected one in `systemBlue`, the others `systemGray`.
    private static func tabBarNodes(_ chrome: ScreenChrome, barHeight: Double, on c: ChromeCanvas,
                                    measuringWith measurer: (any TextMeasuring)?) -> [SceneNode] {
        let top = c.canvas.height - c.device.safeAreaBottom - barHeight
        let colors = chrome.tabBarColors
        var nodes: [SceneNode] = [
            .rect(RectNode(frame: CGRect(x: 0, y: top, width: c.canvas.width, height: c.canvas.height - top),
                           fill: colors.background?.resolve(c.appearance) ?? barMaterial(c.appearance))),
            .rect(RectNode(frame: CGRect(x: 0, y: top, width: c.canvas.width, height: c.hairline), fill: c.separator)),
        ]
        let left = c.device.safeAreaLeft, inner = Double(c.canvas.width) - c.device.safeAreaLeft - c.device.safeAreaRight
        let column = inner / Double(chrome.tabs.count)
        for (i, title) in chrome.tabs.enumerated() {
            let tint = (i == chrome.selectedTab ? colors.selected ?? .system("systemBlue") : colors.unselected ?? .system("systemGray"))
                .resolve(c.appearance)
            let x = left + column * Double(i)
            nodes += c.device.isCompactHeight
                ? compactTabNodes(title, x: x, top: top, column: column, tint: tint, measuringWith: measurer)
                : tabNodes(title, x: x, top: top, column: column, tint: tint)
        }
        return nodes
    }

    /// A portrait tab: the glyph over the title, centred in the column.
    private static func tabNodes(_ title: String, x: Double, top: Double, column: Double, tint: RGBA) -> [SceneNode] {
        let (g, t) = (ChromeMetrics.TabBar.glyph, ChromeMetrics.TabBar.title)
        return [
            .shape(ShapeNode(frame: CGRect(x: x + column / 2 - g.size / 2, y: top + g.top, width: g.size, height: g.size),
                             kind: .rectangle(cornerRadius: g.cornerRadius, curve: .continuous), fill: .color(tint))),
            .text(TextNode(text: title, frame: CGRect(x: x + t.sideInset, y: top + t.top, width: column - 2 * t.sideInset, height: t.height),
                           font: FontSpec(size: t.size, weight: .medium), color: tint, alignment: .center)),
        ]
    }

    /// A compact-height tab: the glyph beside its title, the pair centred in the column.
    private static func compactTabNodes(_ title: String, x: Double, top: Double, column: Double, tint: RGBA,
                                        measuringWith measurer: (any TextMeasuring)?) -> [SceneNode] {
        let (g, t) = (ChromeMetrics.TabBar.compactGlyph, ChromeMetrics.TabBar.compactTitle)
        let font = FontSpec(size: t.size, weight: .medium)
        let measured = (try? (measurer ?? EstimatedText()).size(of: title, font: font, maxWidth: nil, numberOfLines: 1).width) ?? 0
        let titleWidth = max(0, min(column - t.columnReserve, Double(measured).rounded(.up)))
        let start = x + (column - g.size - g.gap - titleWidth) / 2
        return [
            .shape(ShapeNode(frame: CGRect(x: start, y: top + g.top, width: g.size, height: g.size),
                             kind: .rectangle(cornerRadius: g.cornerRadius, curve: .continuous), fill: .color(tint))),
            .text(TextNode(text: title, frame: CGRect(x: start + g.size + g.gap, y: top + t.top, width: max(0, titleWidth), height: t.height),
                           font: font, color: tint, alignment: .left)),
        ]
    }
}
