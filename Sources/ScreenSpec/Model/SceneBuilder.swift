import CollectionLayout
import Foundation
import Scene

/// Turns a solved screen into a `Scene` for the renderer: each element's frame moved from content
/// coordinates to the screen (the collection view at rest, its content below the safe area), its
/// background and its label. The renderer never sees a layout.
public enum SceneBuilder {
    public static func scene(for screen: Screen, solved: SolvedLayout, device: Device,
                             appearance: Appearance) -> Scene {
        let viewport = device.viewport()
        // At rest the content offset is −adjustedContentInset, so content y 0 sits at the safe area.
        let inset = viewport.adjustedContentInset(scrollDirection: screen.scrollDirection)
        let screenBounds = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        var nodes: [SceneNode] = []
        // Painting order: zIndex, then the order of the attributes (stable).
        let ordered = solved.attributes.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }
        for (_, attributes) in ordered {
            let frame = attributes.frame.offsetBy(dx: inset.left, dy: inset.top)
            guard frame.intersects(screenBounds),
                  let style = style(for: attributes, in: screen) else { continue }
            // Layout-wide supplementaries have a one-element index path, [n].
            let isGlobal = attributes.indexPath.count < 2
            let section = isGlobal ? 0 : attributes.indexPath.section
            let item = isGlobal ? (attributes.indexPath.first ?? 0) : attributes.indexPath.item
            if let color = style.backgroundColor?.resolve(appearance), color.alpha > 0 {
                nodes.append(.rect(RectNode(frame: frame, fill: color, cornerRadius: style.cornerRadius,
                                            cornerCurve: style.cornerCurve)))
            }
            let text: String?
            if attributes.representedElementCategory == .cell {
                text = screen.sections[section].items[item]
            } else {
                text = style.text(section: section, item: item)
            }
            if let text, !text.isEmpty {
                let m = style.margins
                let textFrame = CGRect(x: frame.minX + m.leading, y: frame.minY + m.top,
                                       width: max(0, frame.width - m.leading - m.trailing),
                                       height: max(0, frame.height - m.top - m.bottom))
                nodes.append(.text(TextNode(text: text, frame: textFrame, font: style.font,
                                            color: style.textColor.resolve(appearance),
                                            alignment: style.alignment.resolved(rightToLeft: false),
                                            numberOfLines: style.numberOfLines)))
            }
        }
        return Scene(size: CGSize(width: device.width, height: device.height), scale: device.scale,
                     background: screen.backgroundColor.resolve(appearance), nodes: nodes,
                     title: "\(screen.title) — \(device.displayName)", date: "\(screen.date)T00:00:00Z")
    }

    private static func style(for attributes: UICollectionViewLayoutAttributes, in screen: Screen) -> CellStyle? {
        guard attributes.indexPath.count == 2 else {
            return attributes.representedElementKind.flatMap { screen.supplementaryViews[$0] }
        }
        let section = screen.sections[attributes.indexPath.section]
        switch attributes.representedElementCategory {
        case .cell: return section.cell
        case .supplementaryView, .decorationView:
            return attributes.representedElementKind.flatMap { section.supplementaryViews[$0] }
        }
    }
}
