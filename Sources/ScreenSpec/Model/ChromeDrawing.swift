import CollectionLayout
import Foundation
import Scene

/// Draws `ScreenChrome` over the content. Best estimates of iOS 17's bars, unverified on a device:
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
    /// The bar material: `systemChromeMaterial`-like, nearly opaque.
    static func barMaterial(_ appearance: Appearance) -> RGBA {
        appearance == .light ? RGBA(0xF9, 0xF9, 0xF9, 0.94) : RGBA(0x16, 0x16, 0x16, 0.94)
    }

    private static func faded(_ c: RGBA, _ alpha: Double) -> RGBA {
        RGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha)
    }

    /// The bars over the content, with the content scrolled `distance` points from rest.
    static func chromeNodes(_ chrome: ScreenChrome, device: Device, canvas: CGSize, layoutMargin: Double,
                            scrolledBy distance: Double, appearance: Appearance, rightToLeft: Bool = false,
                            measuringWith measurer: (any TextMeasuring)? = nil) -> [SceneNode] {
        var nodes: [SceneNode] = []
        var glyphs: [SceneNode] = []   // the battery and signal bars: moved as one piece in RTL, never mirrored
        let compactHeight = device.isCompactHeight
        let label = ColorReference.system("label").resolve(appearance)
        let hairline = 1 / device.scale
        let separator = ColorReference.system("separator").resolve(appearance)
        let statusHeight = device.safeAreaTop

        // Navigation bar (first, so the status bar draws over its material).
        let bars = chrome.barInsets(scrolledBy: distance, compactHeight: compactHeight)
        if let title = chrome.navigationTitle {
            let barHeight = bars.top
            let scrolled = distance > 0
            if barHeight <= ScreenChrome.compactBarHeight {   // a standard bar: 44 pt, or 32 in compact height
                let bottom = statusHeight + barHeight
                if scrolled {
                    nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: 0, width: canvas.width, height: bottom), fill: barMaterial(appearance))))
                    nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: bottom - hairline, width: canvas.width, height: hairline), fill: separator)))
                }
                nodes.append(.text(TextNode(text: title, frame: CGRect(x: 80, y: statusHeight + (barHeight - 22) / 2,
                                                                       width: max(0, canvas.width - 160), height: 22),
                                            font: FontSpec(size: 17, weight: .semibold), color: label, alignment: .center)))
            } else {
                // The large title, moved up with the content and clipped to what is left of its band.
                let band = CGRect(x: 0, y: statusHeight + ScreenChrome.compactBarHeight, width: canvas.width,
                                  height: barHeight - ScreenChrome.compactBarHeight)
                let lift = ScreenChrome.largeTitleBarHeight - barHeight
                let bottom = statusHeight + ScreenChrome.largeTitleBarHeight - lift
                if lift > 0 { nodes.append(.clip(band)) }
                nodes.append(.text(TextNode(text: title, frame: CGRect(x: layoutMargin, y: bottom - 5 - 42,
                                                                      width: max(0, canvas.width - 2 * layoutMargin), height: 42),
                                            font: FontSpec(size: 34, weight: .bold), color: label)))
                if lift > 0 { nodes.append(.unclip) }
            }
        }

        // Status bar.
        if chrome.statusBar, statusHeight > 0 {
            let notched = statusHeight >= 44, iPad = device.idiom == .pad
            let timeFont = FontSpec(size: notched ? 17 : 12, weight: .semibold)
            let centreY = notched ? statusHeight * 0.53 : statusHeight / 2
            let timeWidth = 60.0, timeHeight = notched ? 22.0 : 16.0
            let timeX = notched ? (device.width - 126) / 4 + 8 - timeWidth / 2 : iPad ? 20 : device.width / 2 - timeWidth / 2
            nodes.append(.text(TextNode(text: "9:41", frame: CGRect(x: timeX, y: centreY - timeHeight / 2, width: timeWidth, height: timeHeight),
                                        font: timeFont, color: label, alignment: notched || !iPad ? .center : .left)))
            // Battery: a 25 × 12 outline, 80 % full, with its cap; signal bars to its left.
            let unit = notched ? 1.0 : 0.9
            let battery = CGRect(x: device.width - (notched ? 30 : 14) - 25 * unit - 3, y: centreY - 6 * unit, width: 25 * unit, height: 12 * unit)
            glyphs.append(.shape(ShapeNode(frame: battery, kind: .rectangle(cornerRadius: 3.5 * unit, curve: .continuous),
                                           stroke: faded(label, 0.4), lineWidth: 1)))
            glyphs.append(.shape(ShapeNode(frame: battery.insetBy(dx: 2, dy: 2).divided(atDistance: (battery.width - 4) * 0.8, from: .minXEdge).slice,
                                           kind: .rectangle(cornerRadius: 1.5, curve: .continuous), fill: .color(label))))
            glyphs.append(.shape(ShapeNode(frame: CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4),
                                           kind: .rectangle(cornerRadius: 0.75, curve: .circular), fill: .color(faded(label, 0.4)))))
            for bar in 0..<4 {
                let height = (4 + 2.33 * Double(bar)) * unit
                let x = battery.minX - 6 - (4 - Double(bar)) * 4.5 * unit
                glyphs.append(.shape(ShapeNode(frame: CGRect(x: x, y: battery.maxY - height, width: 3 * unit, height: height),
                                               kind: .rectangle(cornerRadius: 1, curve: .circular), fill: .color(label))))
            }
        }
        if rightToLeft {
            nodes = nodes.map { $0.mirrored(width: Double(canvas.width)) }
            let extent = glyphs.compactMap(\.bounds).reduce(CGRect.null) { $0.union($1) }
            if !extent.isNull { glyphs = glyphs.map { $0.offsetBy(dx: Double(device.width - extent.maxX - extent.minX), dy: 0) } }
        }
        nodes += glyphs
        var tabBar: [SceneNode] = []

        // Tab bar.
        if !chrome.tabs.isEmpty {
            let top = canvas.height - device.safeAreaBottom - bars.bottom
            tabBar.append(.rect(RectNode(frame: CGRect(x: 0, y: top, width: canvas.width, height: canvas.height - top), fill: barMaterial(appearance))))
            tabBar.append(.rect(RectNode(frame: CGRect(x: 0, y: top, width: canvas.width, height: hairline), fill: separator)))
            let left = device.safeAreaLeft, inner = Double(canvas.width) - device.safeAreaLeft - device.safeAreaRight
            let column = inner / Double(chrome.tabs.count)
            for (i, title) in chrome.tabs.enumerated() {
                let tint = ColorReference.system(i == chrome.selectedTab ? "systemBlue" : "systemGray").resolve(appearance)
                let x = left + column * Double(i)
                if compactHeight {
                    // The glyph beside its title, the pair centred in the column.
                    let font = FontSpec(size: 13, weight: .medium)
                    let measured = (try? (measurer ?? EstimatedText()).size(of: title, font: font, maxWidth: nil, numberOfLines: 1).width) ?? 0
                    let titleWidth = max(0, min(column - 30, Double(measured).rounded(.up)))
                    let start = x + (column - 20 - 6 - titleWidth) / 2
                    tabBar.append(.shape(ShapeNode(frame: CGRect(x: start, y: top + 6, width: 20, height: 20),
                                                 kind: .rectangle(cornerRadius: 5, curve: .continuous), fill: .color(tint))))
                    tabBar.append(.text(TextNode(text: title, frame: CGRect(x: start + 26, y: top + 8, width: max(0, titleWidth), height: 16),
                                               font: font, color: tint, alignment: .left)))
                } else {
                    tabBar.append(.shape(ShapeNode(frame: CGRect(x: x + column / 2 - 12.5, y: top + 5, width: 25, height: 25),
                                                 kind: .rectangle(cornerRadius: 6, curve: .continuous), fill: .color(tint))))
                    tabBar.append(.text(TextNode(text: title, frame: CGRect(x: x + 2, y: top + 33, width: column - 4, height: 13),
                                               font: FontSpec(size: 10, weight: .medium), color: tint, alignment: .center)))
                }
            }
        }
        return nodes + (rightToLeft ? tabBar.map { $0.mirrored(width: Double(canvas.width)) } : tabBar)
    }
}
