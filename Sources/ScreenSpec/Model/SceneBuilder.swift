import CollectionLayout
import Foundation
import Scene

/// Turns a solved screen into a `Scene` for the renderer: each element's frame moved from content
/// coordinates to the screen (the collection view at rest, its content below the safe area), its
/// background and its label. The renderer never sees a layout.
///
/// List sections (rule F; recognised by their `ListDecorationKind` decorations) also get list
/// chrome — see `ListChrome` below. Screens without lists are drawn exactly as before.
public enum SceneBuilder {
    /// UIKit's `contentOffset` for `scroll`: at rest −adjustedContentInset (content y 0 below the
    /// safe area), else the offset given.
    public static func contentOffset(_ scroll: ScrollPosition, viewport: Viewport,
                                     direction: UICollectionViewScrollDirection) -> CGPoint {
        if let offset = scroll.contentOffset { return offset }
        let inset = viewport.adjustedContentInset(scrollDirection: direction)
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The canvas `scene(for:…)` draws on, in points: the device's screen, or with `fullLength` the
    /// whole content at rest along the scroll axis (safe-area insets included) — known before the scene
    /// is built, so a caller can refuse a canvas too large to draw.
    public static func canvasSize(for screen: Screen, solved: SolvedLayout, device: Device, fullLength: Bool) -> CGSize {
        var canvas = CGSize(width: device.width, height: device.height)
        guard fullLength else { return canvas }
        let adjusted = screen.viewport(on: device).adjustedContentInset(scrollDirection: screen.scrollDirection)
        if screen.scrollDirection == .vertical {
            canvas.height = max(canvas.height, (solved.contentSize.height + adjusted.top + adjusted.bottom).rounded(.up))
        } else {
            canvas.width = max(canvas.width, (solved.contentSize.width + adjusted.left + adjusted.right).rounded(.up))
        }
        return canvas
    }

    /// The scene of `screen` on `device`. With `fullLength` the canvas grows along the scroll axis to
    /// hold the whole content at rest (safe-area insets included), not just the first screenful.
    ///
    /// A style's `contentView` is laid out in the element's frame with `measurer`, else the measurer the
    /// screen was solved with, else `EstimatedText` — pass the one the layout was solved with.
    ///
    /// `unrolled` widens the canvas (vertical screens) to the end of the longest orthogonal section, so
    /// that every card of every carousel is drawn: the part past the device's width is what the user
    /// would scroll to (a handout fades it). Chrome stays the device's width. Right to left, where the
    /// cards past the edge are to the left, nothing is unrolled.
    public static func scene(for screen: Screen, solved: SolvedLayout, device: Device,
                             appearance: Appearance, scroll: ScrollPosition = .rest, fullLength: Bool = false,
                             unrolled: Bool = false, measuringWith measurer: (any TextMeasuring)? = nil) -> Scene {
        // 0. The appearance: the screen's override of it (an app's `overrideUserInterfaceStyle`), else the one asked.
        let appearance = screen.drawnAppearance(asked: appearance)
        // 1. Where the content sits: at rest the content offset is −adjustedContentInset (content y 0 at
        //    the safe area); `scroll` moves it (the position the layout was solved at, for pinned headers).
        let viewport = screen.viewport(on: device)
        let offset = contentOffset(fullLength ? .rest : scroll, viewport: viewport, direction: screen.scrollDirection)
        let origin = CGPoint(x: -offset.x, y: -offset.y)
        // 2. The canvas: the device's screen, the whole content at full length, widened for unrolled carousels.
        let canvas = SceneCanvas(screen: screen, solved: solved, device: device, fullLength: fullLength, unrolled: unrolled, origin: origin)
        // 3. The elements that reach the canvas, in painting order (zIndex, then the order of the attributes).
        let reaching = fullLength ? solved.elements
            : attributes(of: solved, reaching: canvas.screenBounds.offsetBy(dx: -origin.x, dy: -origin.y),
                         vertical: screen.scrollDirection == .vertical)
        let ordered = reaching.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        // 4. Each element drawn, an orthogonal section's cells clipped to their scroller.
        let painter = ElementPainter(screen: screen, device: device, appearance: appearance, measurer: measurer,
                                     lists: ListChrome(solved.supplementaryAndDecorationElements, viewport: viewport))
        let scrollers = orthogonalScrollers(in: solved, vertical: screen.scrollDirection == .vertical,
                                            canvas: canvas.screenBounds, offset: origin)
        var nodes: [SceneNode] = []
        for element in ordered {
            let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard frame.intersects(canvas.screenBounds) else { continue }
            let scroller = element.representedElementCategory == .cell && element.indexPath.count == 2
                ? scrollers[element.indexPath.section] : nil
            let drawn = painter.nodes(for: element, in: frame)
            guard let scroller, !drawn.isEmpty else { nodes += drawn; continue }
            nodes += [.clip(scroller)] + drawn + [.unclip]
        }
        // 5. The bars over the content (they stay the device's width).
        if let chrome = screen.chrome {
            let rest = contentOffset(.rest, viewport: viewport, direction: screen.scrollDirection)
            let scrolled = fullLength || screen.scrollDirection != .vertical ? 0 : Double(offset.y - rest.y)
            nodes += chromeNodes(chrome, device: device, canvas: canvas.device, layoutMargin: viewport.layoutMargins.leading,
                                 scrolledBy: scrolled, appearance: appearance, rightToLeft: screen.traits.layoutDirection == .rightToLeft,
                                 measuringWith: measurer)
        }
        return Scene(size: canvas.size, scale: device.scale,
                     background: painter.lists.background(screen.backgroundColor).resolve(appearance), nodes: nodes,
                     title: "\(screen.title) — \(device.displayName)", date: "\(screen.date)T00:00:00Z")
    }
}

/// Step 2 of `SceneBuilder.scene`: the canvas a scene is drawn on, in points.
struct SceneCanvas {
    /// The canvas: the device's screen, or at full length the whole content; widened (vertical, left to
    /// right) to the end of the longest carousel when unrolled.
    let size: CGSize
    /// The device's own canvas, before unrolling (the bars' width).
    let device: CGSize
    /// What is drawn: the canvas, or right to left with unrolled carousels also the cards left of it
    /// (drawn there, outside the canvas, for a handout to place under the screen).
    let screenBounds: CGRect

    init(screen: Screen, solved: SolvedLayout, device: Device, fullLength: Bool, unrolled: Bool, origin: CGPoint) {
        var canvas = SceneBuilder.canvasSize(for: screen, solved: solved, device: device, fullLength: fullLength)
        self.device = canvas
        let rightToLeft = screen.traits.layoutDirection == .rightToLeft, vertical = screen.scrollDirection == .vertical
        if unrolled, vertical, !rightToLeft {
            canvas.width = max(canvas.width, SceneBuilder.unrolledEdge(in: solved, offsetX: origin.x, rightToLeft: false))
        }
        size = canvas
        var bounds = CGRect(origin: .zero, size: canvas)
        if unrolled, vertical, rightToLeft {
            let left = min(0, SceneBuilder.unrolledEdge(in: solved, offsetX: origin.x, rightToLeft: true))
            bounds = CGRect(x: left, y: 0, width: Double(canvas.width) - Double(left), height: Double(canvas.height))
        }
        screenBounds = bounds
    }
}

/// Step 4 of `SceneBuilder.scene`: one element's nodes — a list decoration (the band or platter), or
/// its style's background, a list row's separator, and its content (`CellContent`: the app's views, a
/// xib, a content view or the text).
struct ElementPainter {
    let screen: Screen
    let device: Device
    let appearance: Appearance
    let measurer: (any TextMeasuring)?
    let lists: ListChrome

    func nodes(for element: LayoutElement, in frame: CGRect) -> [SceneNode] {
        if let decoration = lists.decoration(element, frame: frame, appearance: appearance) { return decoration }
        guard let (style, content, item) = screen.content(of: element) else { return [] }
        let (section, index) = Screen.place(of: element)
        let list = element.indexPath.count < 2 ? nil : lists.sections[section]
        let rightToLeft = screen.traits.layoutDirection == .rightToLeft
        var nodes: [SceneNode] = []
        if let color = style.backgroundColor?.resolve(appearance), color.alpha > 0 {
            nodes.append(.rect(RectNode(frame: frame, fill: color, cornerRadius: style.cornerRadius, cornerCurve: style.cornerCurve)))
        }
        if let list, list.separators, element.representedElementCategory == .cell, index < screen.sections[section].items.count - 1 {
            nodes.append(lists.separator(below: frame, in: list, scale: device.scale, appearance: appearance, rightToLeft: rightToLeft))
        }
        let context = CellContentContext(item: item, text: measurer, scale: device.scale, appearance: appearance,
                                         layoutDirection: screen.traits.layoutDirection,
                                         listTextInset: list.map { lists.textInset($0) })
        return nodes + content.nodes(for: element, in: frame, context: context)
    }
}

/// List chrome (rule F), drawn for sections that carry `ListDecorationKind` decorations. Additive:
/// nothing here applies to other sections. Best estimates, unverified on a device:
/// - the screen is `systemGroupedBackground` behind grouped, inset-grouped and sidebar lists when the
///   screen file leaves `backgroundColor` at its default (`systemBackground`);
/// - grouped rows sit on a `secondarySystemGroupedBackground` band; inset-grouped rows on a platter of
///   that colour with 10-pt continuous corners (S23), the background decoration's frame;
/// - a hairline (one device pixel) of `separator` under every row but the section's last, from the
///   text's leading inset to the row's trailing edge;
/// - cell and header text at least 16 pt (compact width) or 20 pt (regular) in from a row that is
///   inset (inset-grouped, sidebar), or the layout margins from a full-width row.
struct ListChrome {
    struct Section {
        var appearance: UICollectionLayoutListConfiguration.Appearance?
        var separators = false
    }

    /// Sections that are lists, by index.
    let sections: [Int: Section]
    let viewport: Viewport

    init(_ attributes: [LayoutElement], viewport: Viewport) {
        var found: [Int: Section] = [:]
        for a in attributes where a.representedElementCategory == .decorationView && a.indexPath.count == 2 {
            guard let kind = a.representedElementKind else { continue }
            if let appearance = ListDecorationKind.appearance(ofBackground: kind) {
                found[a.indexPath.section, default: Section()].appearance = appearance
            } else if kind == ListDecorationKind.separators {
                found[a.indexPath.section, default: Section()].separators = true
            }
        }
        sections = found.filter { $0.value.appearance != nil }
        self.viewport = viewport
    }

    /// `systemGroupedBackground` instead of the default `systemBackground` under a grouped list.
    func background(_ color: ColorReference) -> ColorReference {
        let grouped: Set<UICollectionLayoutListConfiguration.Appearance> = [.grouped, .insetGrouped, .sidebar]
        guard color == .system("systemBackground"),
              sections.values.contains(where: { $0.appearance.map(grouped.contains) ?? false }) else { return color }
        return .system("systemGroupedBackground")
    }

    /// The nodes for a list decoration (the band or platter; separators are drawn with their rows),
    /// or nil when `attributes` is not one.
    func decoration(_ attributes: LayoutElement, frame: CGRect, appearance: Appearance) -> [SceneNode]? {
        guard attributes.representedElementCategory == .decorationView, let kind = attributes.representedElementKind,
              kind == ListDecorationKind.separators || ListDecorationKind.appearance(ofBackground: kind) != nil else { return nil }
        let fill = ColorReference.system("secondarySystemGroupedBackground").resolve(appearance)
        switch ListDecorationKind.appearance(ofBackground: kind) {
        case .grouped: return [.rect(RectNode(frame: frame, fill: fill))]
        case .insetGrouped: return [.rect(RectNode(frame: frame, fill: fill, cornerRadius: 10, cornerCurve: .continuous))]
        default: return []
        }
    }

    /// How far a row's text sits in from its edges.
    func textInset(_ section: Section) -> (leading: Double, trailing: Double) {
        switch section.appearance {
        case .insetGrouped, .sidebar:
            let side = Double(viewport.device.listSideInset)
            return (side, side)
        default:
            return (viewport.layoutMargins.leading, viewport.layoutMargins.trailing)
        }
    }

    /// A one-pixel `separator` line at the bottom of a row, from the text's leading inset (the
    /// right side, right to left) to the row's trailing edge.
    func separator(below frame: CGRect, in section: Section, scale: Double, appearance: Appearance,
                   rightToLeft: Bool = false) -> SceneNode {
        let hairline = 1 / scale, leading = textInset(section).leading
        return .rect(RectNode(frame: CGRect(x: frame.minX + (rightToLeft ? 0 : leading), y: frame.maxY - hairline,
                                            width: max(0, frame.width - leading), height: hairline),
                              fill: ColorReference.system("separator").resolve(appearance)))
    }
}
