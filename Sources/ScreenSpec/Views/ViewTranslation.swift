import AutoLayout
import Foundation
import Scene
import UIKitViews

/// A content view tree (`ViewSpec`) as UIKit views and real constraints, laid out by `AutoLayout` —
/// the same engine as xib cells, so a cell has one layout model. The screen format's rules become
/// these constraints (README, "Content views"):
///
/// 1. A child of a plain container (`place`), per axis: `leading`/`top` → `leading = container.leading
///    + n`; `leadingToTrailingOf`/`topToBottomOf` → `leading = sibling.trailing + spacing`;
///    `trailing`/`bottom` → `container.trailing = trailing + n`; `centerX`/`centerY` → centres. An
///    axis with nothing fills the container (both edges 0; a separator keeps its pixel height at the
///    top); an axis with a size but no position starts at 0.
/// 2. Sizes (`size`): `width`/`height` constants, fractions → `width = container.width × f`,
///    `aspectRatio` → `width = height × r`; labels, buttons and separators have an intrinsic size
///    (hugging 250, compression resistance 750, as UIKit's).
/// 3. A plain container holds its subviews (`contain`): `container.leading ≤ child.leading`,
///    `container.trailing ≥ child.trailing` (and top, bottom) at 100, and hugs them (45) — so a
///    container measured for self-sizing, or placed without a size, is the extent of its subviews,
///    and one too small lets them overflow (as UIKit draws a view outside its superview).
/// 4. A stack is a `UIStackView` (`stack`): padding → margin-relative arrangement; its arranged
///    views take only sizes. Views with no length along the axis (spacers, unsized images) hug at
///    1 and share the leftover space equally; with none in a `fill` stack an end spacer takes it (the
///    space stays at the end). A separator is as long across as the stack. Fixed lengths the stack
///    sets yield (999): along the axis in `fillEqually`, across it in `fill` alignment. Content-sized views in a
///    horizontal stack resist compression less the wider they are (widest gives way first).
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
        contain([view], in: cell)
        return (cell, views)
    }

    private var layout: TextLayout { TextLayout(measurer: measurer, scale: CGFloat(scale)) }

    private func make(_ spec: ViewSpec, into views: inout [UIView]) -> UIView {
        let view = view(for: spec)
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
            contain(made, in: view)
        case .stack(let s):
            if let stack = view as? UIStackView {
                arrange(s, in: stack, made: s.arrangedSubviews.map { make($0, into: &views) })
            }
        default:
            break
        }
        return view
    }

    private func view(for spec: ViewSpec) -> UIView {
        switch spec.kind {
        case .label(let l):
            let label = PaddedLabel(padding: spec.padding)
            label.textMeasurer = measurer
            label.text = item.fill(l.text)
            label.font = UIFont(spec: l.font)
            label.numberOfLines = l.numberOfLines
            return label
        case .button(let b):
            return TitleView(title: item.fill(b.title), font: UIFont(spec: b.font), padding: spec.padding, layout: layout)
        case .separator:
            return HairlineView(thickness: CGFloat(1 / max(scale, 1)))
        case .spacer:
            return UIView()
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
            return stack
        case .view, .image, .shape:
            return UIView()
        }
    }

    /// Step 1: a child of a plain container, its position and size on each axis.
    private func place(_ v: UIView, _ c: ViewConstraints, isSeparator: Bool, in container: UIView, siblings: [String: UIView]) {
        let free = c.aspectRatio == nil
        var made = position(c.horizontal, v, in: container, siblings: siblings, fills: free,
                            start: { $0.leadingAnchor }, end: { $0.trailingAnchor }, center: { $0.centerXAnchor })
        made += position(c.vertical, v, in: container, siblings: siblings, fills: free && !isSeparator,
                         start: { $0.topAnchor }, end: { $0.bottomAnchor }, center: { $0.centerYAnchor })
        NSLayoutConstraint.activate(made)
        size(v, c, relativeTo: container)
    }

    /// One axis of step 1: the start edge (`leading`/`top`, or after a sibling), the end edge, the
    /// centre; with none, the view starts at 0 and, when it `fills` and has no size, ends at the far edge.
    private func position<Axis: AnyObject>(_ a: AxisConstraints, _ v: UIView, in container: UIView, siblings: [String: UIView],
                                           fills: Bool, start: (UIView) -> NSLayoutAnchor<Axis>, end: (UIView) -> NSLayoutAnchor<Axis>,
                                           center: (UIView) -> NSLayoutAnchor<Axis>) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        if let s = a.start { made.append(start(v).constraint(equalTo: start(container), constant: s)) }
        if let name = a.after, let s = siblings[name] { made.append(start(v).constraint(equalTo: end(s), constant: a.spacing)) }
        if let e = a.end { made.append(end(container).constraint(equalTo: end(v), constant: e)) }
        if let m = a.center { made.append(center(v).constraint(equalTo: center(container), constant: m)) }
        if !a.isPositioned {
            made.append(start(v).constraint(equalTo: start(container)))
            if fills, !a.isSized { made.append(end(container).constraint(equalTo: end(v))) }
        }
        return made
    }

    /// Step 2: `width`, `height`, their fractions of `container`, and `aspectRatio` (width / height);
    /// lengths on the `yielding` axes at 999 (a stack's arrangement sets them).
    func size(_ v: UIView, _ c: ViewConstraints, relativeTo container: UIView, yielding: [NSLayoutConstraint.Axis] = []) {
        func sized(_ constraint: NSLayoutConstraint, _ axis: NSLayoutConstraint.Axis) -> NSLayoutConstraint {
            if yielding.contains(axis) { constraint.priority = UILayoutPriority(999) }
            return constraint
        }
        var made: [NSLayoutConstraint] = []
        if let w = c.width { made.append(sized(v.widthAnchor.constraint(equalToConstant: w), .horizontal)) }
        if let f = c.widthFraction { made.append(sized(v.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: f), .horizontal)) }
        if let hh = c.height { made.append(sized(v.heightAnchor.constraint(equalToConstant: hh), .vertical)) }
        if let f = c.heightFraction { made.append(sized(v.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: f), .vertical)) }
        if let r = c.aspectRatio { made.append(v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: r)) }
        NSLayoutConstraint.activate(made)
    }

    /// Step 3: a plain container holds its subviews at priority 100 — above a fitting size (50),
    /// so a measured cell is their extent, below compression resistance (750), so a cell too small
    /// lets them overflow rather than squeezing its labels — and otherwise hugs them (45).
    func contain(_ children: [UIView], in container: UIView) {
        var made: [NSLayoutConstraint] = []
        for child in children {
            made += [container.leadingAnchor.constraint(lessThanOrEqualTo: child.leadingAnchor),
                     container.trailingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor),
                     container.topAnchor.constraint(lessThanOrEqualTo: child.topAnchor),
                     container.bottomAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor)]
        }
        for c in made { c.priority = UILayoutPriority(100) }
        let hug = [container.widthAnchor.constraint(equalToConstant: 0), container.heightAnchor.constraint(equalToConstant: 0)]
        for c in hug { c.priority = UILayoutPriority(45) }
        NSLayoutConstraint.activate(made + (children.isEmpty ? [] : hug))
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
