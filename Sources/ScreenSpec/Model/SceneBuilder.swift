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
        let viewport = screen.viewport(on: device)
        // At rest the content offset is −adjustedContentInset, so content y 0 sits at the safe area;
        // `scroll` moves it (the same position the layout was solved at, for pinned headers).
        let offset = contentOffset(fullLength ? .rest : scroll, viewport: viewport, direction: screen.scrollDirection)
        let inset = UIEdgeInsets(top: -offset.y, left: -offset.x, bottom: 0, right: 0)
        var canvas = canvasSize(for: screen, solved: solved, device: device, fullLength: fullLength)
        let deviceCanvas = canvas
        let rightToLeft = screen.traits.layoutDirection == .rightToLeft
        if unrolled, screen.scrollDirection == .vertical, !rightToLeft {
            canvas.width = max(canvas.width, unrolledEdge(in: solved, offsetX: inset.left, rightToLeft: false))
        }
        let canvasBounds = CGRect(origin: .zero, size: canvas)
        // Right to left the cards past the edge lie left of the canvas: they are drawn there, outside
        // it, for a handout to place under the screen (`unrolledCarousels`); the canvas stays the device's.
        var screenBounds = canvasBounds
        if unrolled, screen.scrollDirection == .vertical, rightToLeft {
            let left = min(0, unrolledEdge(in: solved, offsetX: inset.left, rightToLeft: true))
            screenBounds = CGRect(x: left, y: 0, width: Double(canvas.width) - Double(left), height: Double(canvas.height))
        }
        let all = fullLength ? solved.elements
            : attributes(of: solved, reaching: screenBounds.offsetBy(dx: -inset.left, dy: -inset.top),
                         vertical: screen.scrollDirection == .vertical)
        var nodes: [SceneNode] = []
        let direction = screen.traits.layoutDirection
        let lists = ListChrome(solved.supplementaryAndDecorationElements, viewport: viewport)
        // Painting order: zIndex, then the order of the attributes (stable).
        let ordered = all.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }
        let scrollers = orthogonalScrollers(in: solved, vertical: screen.scrollDirection == .vertical,
                                            canvas: screenBounds, offset: CGPoint(x: inset.left, y: inset.top))
        for (_, attributes) in ordered {
            let frame = attributes.frame.offsetBy(dx: inset.left, dy: inset.top)
            guard frame.intersects(screenBounds) else { continue }
            // A cell of an orthogonal section is drawn inside its scroller, which clips it.
            let scroller = attributes.representedElementCategory == .cell && attributes.indexPath.count == 2
                ? scrollers[attributes.indexPath.section] : nil
            if let scroller { nodes.append(.clip(scroller)) }
            defer {
                if scroller != nil {
                    if case .clip = nodes.last { nodes.removeLast() } else { nodes.append(.unclip) }
                }
            }
            if let decoration = lists.decoration(attributes, frame: frame, appearance: appearance) {
                nodes += decoration
                continue
            }
            guard let style = screen.style(for: attributes) else { continue }
            let isGlobal = attributes.indexPath.count < 2
            let (section, item) = Screen.place(of: attributes)
            let list = isGlobal ? nil : lists.sections[section]
            if let color = style.backgroundColor?.resolve(appearance), color.alpha > 0 {
                nodes.append(.rect(RectNode(frame: frame, fill: color, cornerRadius: style.cornerRadius,
                                            cornerCurve: style.cornerCurve)))
            }
            if let list, list.separators, attributes.representedElementCategory == .cell,
               item < screen.sections[section].items.count - 1 {
                nodes.append(lists.separator(below: frame, in: list, scale: device.scale, appearance: appearance, rightToLeft: rightToLeft))
            }
            if let views = style.views {
                nodes += views.nodes(for: attributes, in: frame, measuringWith: measurer, appearance: appearance)
                continue
            }
            if style.nib != nil || style.contentView != nil {
                let viewItem = attributes.representedElementCategory == .cell
                    ? screen.viewItem(section: section, item: item) : ViewItem(section: section, item: item)
                if let nib = style.nib {
                    nodes += nib.nodes(in: frame, item: viewItem, measuringWith: measurer, scale: device.scale,
                                       appearance: appearance, layoutDirection: direction)
                } else if let content = style.contentView {
                    nodes += content.drawingNodes(in: frame, item: viewItem, measuringWith: measurer, scale: device.scale,
                                                  appearance: appearance, layoutDirection: direction)
                }
                continue
            }
            let text: String?
            if attributes.representedElementCategory == .cell {
                text = screen.sections[section].items[item]
            } else {
                text = style.text(section: section, item: item)
            }
            if let text, !text.isEmpty {
                var m = style.margins
                if let list {
                    m.leading = max(m.leading, lists.textInset(list).leading)
                    m.trailing = max(m.trailing, lists.textInset(list).trailing)
                }
                let textFrame = CGRect(x: frame.minX + (rightToLeft ? m.trailing : m.leading), y: frame.minY + m.top,
                                       width: max(0, frame.width - m.leading - m.trailing),
                                       height: max(0, frame.height - m.top - m.bottom))
                nodes.append(.text(TextNode(text: text, frame: textFrame, font: style.font,
                                            color: style.textColor.resolve(appearance),
                                            alignment: style.alignment.resolved(rightToLeft: rightToLeft),
                                            numberOfLines: style.numberOfLines)))
            }
        }
        if let chrome = screen.chrome {
            let rest = contentOffset(.rest, viewport: viewport, direction: screen.scrollDirection)
            let scrolled = fullLength || screen.scrollDirection != .vertical ? 0 : Double(offset.y - rest.y)
            nodes += chromeNodes(chrome, device: device, canvas: deviceCanvas, layoutMargin: viewport.layoutMargins.leading,
                                 scrolledBy: scrolled, appearance: appearance, rightToLeft: rightToLeft, measuringWith: measurer)
        }
        return Scene(size: canvasBounds.size, scale: device.scale,
                     background: lists.background(screen.backgroundColor).resolve(appearance), nodes: nodes,
                     title: "\(screen.title) — \(device.displayName)", date: "\(screen.date)T00:00:00Z")
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
