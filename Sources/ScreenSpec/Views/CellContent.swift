import AutoLayout
import CollectionLayout
import Foundation
import Scene
import UIKitViews

/// What a cell or supplementary view shows, as self-sizing (`SelfSizing`, rule A4) and drawing
/// (`SceneBuilder`) both see it: the app's own views (`CellViews`), a xib (`NibCell`), a content view
/// tree (`ContentView`) or the style's text (`TextContent`). Which one an element has is decided once,
/// by `CellStyle.content(text:)`.
protocol CellContent {
    /// The size the element takes (A4): `proposed` with the `axes` being measured fitted to the content.
    /// - Throws: a text measuring error (a glyph no pinned font has); self-sizing reports it after the solve.
    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) throws -> CGSize

    /// The element's scene nodes in `frame` (content coordinates already moved to the screen).
    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode]
}

/// What an element is measured or drawn for, beside its content.
struct CellContentContext {
    /// The item: its text and named fields for a cell, its section and index for a supplementary view.
    var item: ViewItem
    /// The text measurer (Pango's in the renderer); nil when drawing without one (estimated sizes).
    var text: (any TextMeasuring)?
    /// Device pixels per point.
    var scale: Double
    var appearance: Appearance = .light
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The least height a self-sized element takes (a list row's, `ListMetrics.rowHeight`).
    var minimumHeight: Double?
    /// In a list, how far a row's text sits in from its edges (F), at least.
    var listTextInset: (leading: Double, trailing: Double)?
}

extension CellStyle {
    /// The element's content, in the one order every path takes: the app's views, then a xib, then a
    /// content view, else the style's text (`text`: the item's for a cell, the style's filled-in
    /// template for a supplementary view).
    func content(text: String?) -> any CellContent {
        if let views { return views }
        if let nib { return nib }
        if let contentView { return contentView }
        var configuration = contentConfiguration
        configuration.text = text ?? ""
        if configuration.secondaryText == nil, configuration.image == nil { return TextContent(configuration: configuration) }
        return ListContentViewContent(configuration: configuration)
    }
}

extension CellViews: CellContent {
    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) -> CGSize {
        provider.preferredSize(for: element, axes: axes, measuringWith: context.text)
    }

    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode] {
        nodes(for: element, in: frame, measuringWith: context.text, appearance: context.appearance)
    }
}

extension NibCell: CellContent {
    /// A xib cell's size from its constraints (`systemLayoutSizeFitting`): the width fixed and the
    /// height fitting, or both fitting for a self-sized width; sizes as Auto Layout gives them.
    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) -> CGSize {
        let width: Double? = axes.contains(.horizontal) ? nil : Double(proposed.width)
        let size = fittingSize(width: width, item: context.item, measuringWith: context.text, scale: context.scale)
        return CGSize(width: axes.contains(.horizontal) ? size.width : proposed.width,
                      height: max(Double(size.height), context.minimumHeight ?? 0))
    }

    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode] {
        nodes(in: frame, item: context.item, measuringWith: context.text, scale: context.scale, appearance: context.appearance,
              layoutDirection: context.layoutDirection)
    }
}

extension ContentView: CellContent {
    /// A content view's fitting size from its constraints, as Auto Layout gives it (a xib cell's rule).
    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) throws -> CGSize {
        guard let text = context.text else { return proposed }
        let size = try fittingSize(width: axes.contains(.horizontal) ? nil : Double(proposed.width), item: context.item,
                                   measuringWith: text, scale: context.scale)
        return CGSize(width: axes.contains(.horizontal) ? size.width : proposed.width,
                      height: max(size.height, context.minimumHeight ?? 0))
    }

    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode] {
        drawingNodes(in: frame, item: context.item, measuringWith: context.text, scale: context.scale, appearance: context.appearance,
                     layoutDirection: context.layoutDirection)
    }
}

/// A content configuration with only text: one label inside its margins, centred vertically (a
/// screen file's rows; see `CellStyle` for how this differs from UIKit).
struct TextContent: CellContent {
    let configuration: UIListContentConfiguration
    var text: String { configuration.text ?? "" }
    var properties: UIListContentConfiguration.TextProperties { configuration.textProperties }
    var margins: NSDirectionalEdgeInsets { configuration.directionalLayoutMargins }

    /// The label's size with the margins, rounded up to whole points: a self-sized width takes
    /// the text on one line; a self-sized height wraps it at the proposed width. Empty text keeps the
    /// proposed size.
    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) throws -> CGSize {
        guard !text.isEmpty, let measurer = context.text else { return proposed }
        let m = margins, font = properties.font.spec
        if axes.contains(.horizontal) {
            let oneLine = try measurer.size(of: text, font: font, maxWidth: nil, numberOfLines: 1)
            return CGSize(width: (oneLine.width + m.leading + m.trailing).rounded(.up),
                          height: max((oneLine.height + m.top + m.bottom).rounded(.up), context.minimumHeight ?? 0))
        }
        let wrapWidth = max(1, proposed.width - m.leading - m.trailing)
        let wrapped = try measurer.size(of: text, font: font, maxWidth: wrapWidth, numberOfLines: properties.numberOfLines)
        let height = (wrapped.height + m.top + m.bottom).rounded(.up)
        return CGSize(width: proposed.width, height: max(height, context.minimumHeight ?? 0))
    }

    /// The label in the frame less the margins (in a list, at least the list's text inset), aligned
    /// for the layout direction; nothing for empty text. `justified` is drawn as `natural` (one
    /// line is never justified, and Scene does not justify).
    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode] {
        guard !text.isEmpty else { return [] }
        var m = margins
        if let inset = context.listTextInset {
            m.leading = max(m.leading, inset.leading)
            m.trailing = max(m.trailing, inset.trailing)
        }
        let rightToLeft = context.layoutDirection == .rightToLeft
        let textFrame = CGRect(x: frame.minX + (rightToLeft ? m.trailing : m.leading), y: frame.minY + m.top,
                               width: max(0, frame.width - m.leading - m.trailing),
                               height: max(0, frame.height - m.top - m.bottom))
        let alignment: TextAlignment = switch properties.alignment {
        case .center: .center
        case .natural, .justified: rightToLeft ? .right : .left
        }
        return [.text(TextNode(text: text, frame: textFrame, font: properties.font.spec, color: properties.color.rgba(in: context.appearance),
                               alignment: alignment, numberOfLines: properties.numberOfLines))]
    }
}

/// A content configuration with secondary text or an image (a screen built in Swift): laid out by
/// UIKit's `UIListContentView` with Auto Layout and drawn as the app's views are (`ViewDrawing`).
struct ListContentViewContent: CellContent {
    let configuration: UIListContentConfiguration

    private func view(size: CGSize?, context: CellContentContext) -> UIListContentView {
        let view = UIListContentView(configuration: configuration)
        view.contentScaleFactor = CGFloat(context.scale)
        view.environmentLayoutDirection = context.layoutDirection
        for label in [view.textLabel, view.secondaryTextLabel] { label.textMeasurer = context.text }
        if let size {
            view.frame = CGRect(origin: .zero, size: size)
            view.layoutIfNeeded()
        }
        return view
    }

    func preferredSize(for element: LayoutElement, proposed: CGSize, axes: LayoutMeasurer.Axes, in context: CellContentContext) -> CGSize {
        let view = view(size: nil, context: context)
        let size = axes.contains(.horizontal)
            ? view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            : view.systemLayoutSizeFitting(CGSize(width: proposed.width, height: 0), withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: axes.contains(.horizontal) ? size.width : proposed.width,
                      height: max(Double(size.height), context.minimumHeight ?? 0))
    }

    func nodes(for element: LayoutElement, in frame: CGRect, context: CellContentContext) -> [SceneNode] {
        ViewDrawing(appearance: context.appearance).nodes(view(size: frame.size, context: context), at: frame.origin)
    }
}

extension Screen {
    /// How an element is measured and drawn: its style, its content (`CellStyle.content`), and the item
    /// it shows — a cell's text and fields, a supplementary view's section and index (its text the
    /// style's template filled in) — or nil when the screen has no style for it.
    func content(of element: LayoutElement) -> (style: CellStyle, content: any CellContent, item: ViewItem)? {
        guard let style = style(for: element) else { return nil }
        let (section, item) = Screen.place(of: element)
        if element.representedElementCategory == .cell, element.indexPath.count == 2 {
            let viewItem = viewItem(section: section, item: item)
            return (style, style.content(text: viewItem.text), viewItem)
        }
        return (style, style.content(text: style.text(section: section, item: item)), ViewItem(section: section, item: item))
    }
}
