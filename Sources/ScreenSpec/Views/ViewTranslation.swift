import AutoLayout
import Foundation
import Scene
import UIKitViews

/// A content view tree (`ViewSpec`) as UIKit views and real constraints, laid out by `AutoLayout` —
/// the same engine as xib cells, so a cell has one layout model. The JSON rules become constraints:
///
/// - a child of a plain container, per axis: `leading`/`top` → `leading = container.leading + n`;
///   `leadingToTrailingOf`/`topToBottomOf` → `leading = sibling.trailing + spacing`; `trailing`/
///   `bottom` → `container.trailing = trailing + n`; `centerX`/`centerY` → centres; `width`/`height`
///   → constants, fractions → `width = container.width × f`, `aspectRatio` → `width = height × r`;
///   an axis with nothing fills the container (both edges 0; a separator keeps its pixel height at
///   the top); an axis with a size but no position starts at 0;
/// - a stack: `UIStackView` (padding → margin-relative arrangement), its arranged views sized only;
/// - labels (`UILabel`, padding added to their intrinsic size), buttons (a title on one line plus
///   padding), separators (one device pixel across), spacers (hugging 1: they take the leftover).
struct ViewTranslation {
    let measurer: any TextMeasuring
    let scale: Double
    let item: ViewItem

    /// The tree in a cell of `size`: the cell view and each spec's view, depth first.
    func cell(_ root: ViewSpec, size: CGSize) -> (cell: UIView, views: [UIView]) {
        let cell = UIView(frame: CGRect(origin: .zero, size: size))
        cell.contentScaleFactor = CGFloat(scale)
        var views: [UIView] = []
        let view = make(root, into: &views)
        cell.addSubview(view)
        place(view, root.constraints, isSeparator: root.isSeparator, in: cell, siblings: [:])
        return (cell, views)
    }

    private func make(_ spec: ViewSpec, into views: inout [UIView]) -> UIView {
        let view: UIView
        switch spec.kind {
        case .label(let l):
            let label = PaddedLabel(padding: spec.padding)
            label.textMeasurer = measurer
            label.text = item.fill(l.text)
            label.font = UIFont(spec: l.font)
            label.numberOfLines = l.numberOfLines
            view = label
        case .button(let b):
            view = TitleView(title: item.fill(b.title), font: UIFont(spec: b.font), padding: spec.padding,
                             layout: TextLayout(measurer: measurer, scale: CGFloat(scale)))
        case .separator:
            view = HairlineView(thickness: CGFloat(1 / max(scale, 1)))
        case .spacer:
            view = UIView()
            view.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
            view.setContentHuggingPriority(UILayoutPriority(1), for: .vertical)
        case .stack(let s):
            let stack = UIStackView()
            stack.axis = s.axis == .vertical ? .vertical : .horizontal
            stack.spacing = CGFloat(s.spacing)
            stack.alignment = switch s.alignment {
            case .fill: .fill
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
            stack.distribution = switch s.distribution {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .equalSpacing: .equalSpacing
            }
            if spec.padding != NSDirectionalEdgeInsets() {
                stack.isLayoutMarginsRelativeArrangement = true
                stack.directionalLayoutMargins = spec.padding
            }
            view = stack
        case .view, .image, .shape:
            view = UIView()
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        view.isHidden = spec.isHidden
        views.append(view)
        switch spec.kind {
        case .view(let c):
            // Every child first (document order), then the constraints: siblings may refer to later ones.
            var named: [String: UIView] = [:]
            let made = c.subviews.map { child -> UIView in
                let v = make(child, into: &views)
                if let name = child.name { named[name] = v }
                view.addSubview(v)
                return v
            }
            for (child, v) in zip(c.subviews, made) {
                place(v, child.constraints, isSeparator: child.isSeparator, in: view, siblings: named)
            }
        case .stack(let s):
            for child in s.arrangedSubviews {
                let v = make(child, into: &views)
                (view as? UIStackView)?.addArrangedSubview(v)
                size(v, child.constraints, relativeTo: view)
            }
        default:
            break
        }
        return view
    }

    /// A child of a plain container: its position and size on each axis.
    private func place(_ v: UIView, _ c: ViewConstraints, isSeparator: Bool, in container: UIView, siblings: [String: UIView]) {
        var made: [NSLayoutConstraint] = []
        let h = c.horizontal, vert = c.vertical
        let free = c.aspectRatio == nil
        // Horizontal.
        if let s = h.start { made.append(v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: s)) }
        if let name = h.after, let s = siblings[name] { made.append(v.leadingAnchor.constraint(equalTo: s.trailingAnchor, constant: h.spacing)) }
        if let e = h.end { made.append(container.trailingAnchor.constraint(equalTo: v.trailingAnchor, constant: e)) }
        if let m = h.center { made.append(v.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: m)) }
        if !h.isPositioned {
            made.append(v.leadingAnchor.constraint(equalTo: container.leadingAnchor))
            if free, !h.isSized { made.append(container.trailingAnchor.constraint(equalTo: v.trailingAnchor)) }
        }
        // Vertical.
        if let s = vert.start { made.append(v.topAnchor.constraint(equalTo: container.topAnchor, constant: s)) }
        if let name = vert.after, let s = siblings[name] { made.append(v.topAnchor.constraint(equalTo: s.bottomAnchor, constant: vert.spacing)) }
        if let e = vert.end { made.append(container.bottomAnchor.constraint(equalTo: v.bottomAnchor, constant: e)) }
        if let m = vert.center { made.append(v.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: m)) }
        if !vert.isPositioned {
            made.append(v.topAnchor.constraint(equalTo: container.topAnchor))
            if free, !vert.isSized, !isSeparator { made.append(container.bottomAnchor.constraint(equalTo: v.bottomAnchor)) }
        }
        NSLayoutConstraint.activate(made)
        size(v, c, relativeTo: container)
    }

    /// `width`, `height`, their fractions of `container`, and `aspectRatio` (width / height).
    private func size(_ v: UIView, _ c: ViewConstraints, relativeTo container: UIView) {
        var made: [NSLayoutConstraint] = []
        if let w = c.width { made.append(v.widthAnchor.constraint(equalToConstant: w)) }
        if let f = c.widthFraction { made.append(v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: f)) }
        if let hh = c.height { made.append(v.heightAnchor.constraint(equalToConstant: hh)) }
        if let f = c.heightFraction { made.append(v.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: f)) }
        if let r = c.aspectRatio { made.append(v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: r)) }
        NSLayoutConstraint.activate(made)
    }
}

/// A `UILabel` whose padding adds to its intrinsic size (the screen format's label `padding`).
final class PaddedLabel: UILabel {
    let padding: NSDirectionalEdgeInsets
    init(padding: NSDirectionalEdgeInsets) { self.padding = padding; super.init(frame: .zero) }
    override func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        let p = padding
        let s = super.intrinsicContentSize(forLayoutWidth: width.map { max(1, $0 - p.leading - p.trailing) })
        return s == .zero ? s : CGSize(width: s.width + p.leading + p.trailing, height: s.height + p.top + p.bottom)
    }
}

/// A button's intrinsic size: its title on one line plus padding.
final class TitleView: UIView {
    let size: CGSize
    init(title: String, font: UIFont, padding p: NSDirectionalEdgeInsets, layout: TextLayout) {
        let text = title.isEmpty ? .zero : layout.size(of: title, font: font, maxWidth: nil, lines: 1)
        size = CGSize(width: text.width + p.leading + p.trailing, height: text.height + p.top + p.bottom)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A separator: one device pixel thick, its length from its constraints.
final class HairlineView: UIView {
    let thickness: CGFloat
    init(thickness: CGFloat) { self.thickness = thickness; super.init(frame: .zero) }
    override var intrinsicContentSize: CGSize {
        let inHorizontalStack = (superview as? UIStackView)?.axis == .horizontal
        return inHorizontalStack ? CGSize(width: thickness, height: UIView.noIntrinsicMetric)
            : CGSize(width: UIView.noIntrinsicMetric, height: thickness)
    }
}

extension ViewTranslation {
    /// `root` laid out by Auto Layout in a cell at `bounds`: frames in the coordinates of `bounds`.
    func place(_ root: ViewSpec, in bounds: CGRect) -> PlacedView {
        let (cell, views) = cell(root, size: bounds.size)
        cell.layoutIfNeeded()
        var cursor = 0
        func placed(_ spec: ViewSpec) -> PlacedView {
            let view = views[cursor]
            cursor += 1
            let frame = view.convert(view.bounds, to: cell).offsetBy(dx: bounds.minX, dy: bounds.minY)
            return PlacedView(view: spec, frame: frame, subviews: spec.subviews.map(placed))
        }
        return placed(root)
    }

    /// The cell's size at `width` (height fitting), or both fitting.
    func fittingSize(_ root: ViewSpec, width: Double?) -> CGSize {
        let (cell, _) = cell(root, size: CGSize(width: width ?? 0, height: 0))
        if let width {
            return cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        }
        return cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}
