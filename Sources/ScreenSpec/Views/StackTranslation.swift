import AutoLayout
import Foundation
import UIKitViews

extension ViewTranslation {
    /// Step 4: a stack's arranged views (`made`, one per `s.arrangedSubviews`) in its `UIStackView`,
    /// with the constraints that keep the screen format's stack rules (see the type's comment).
    func arrange(_ s: StackSpec, in stack: UIStackView, made: [UIView]) {
        let axis = stack.axis
        let specs = s.arrangedSubviews
        // The stack wins where its arrangement sets a length: along the axis in fillEqually, across it in fill.
        let yielding: [NSLayoutConstraint.Axis] = (s.distribution == .fillEqually ? [axis] : [])
            + (s.alignment == .fill ? [axis == .horizontal ? .vertical : .horizontal] : [])
        for (spec, v) in zip(specs, made) {
            stack.addArrangedSubview(v)
            size(v, spec.constraints, relativeTo: stack, yielding: yielding)
        }
        let visible = zip(specs, made).filter { !$0.0.isHidden }
        let flexible = visible.filter { isFlexible($0.0, along: axis) }.map(\.1)
        var made: [NSLayoutConstraint] = []
        for v in flexible {
            v.setContentHuggingPriority(UILayoutPriority(1), for: axis)
            made += spaceTaker(v, axis)
            if let first = flexible.first, first !== v { made.append(length(v, axis).constraint(equalTo: length(first, axis))) }
        }
        if flexible.isEmpty, s.distribution == .fill, let last = visible.last?.1 {
            let end = UIView()
            stack.addArrangedSubview(end)
            stack.setCustomSpacing(0, after: last)
            made += spaceTaker(end, axis)
        }
        let margins = stack.isLayoutMarginsRelativeArrangement
        let across = axis == .horizontal
            ? (margins ? stack.layoutMarginsGuide.heightAnchor : stack.heightAnchor)
            : (margins ? stack.layoutMarginsGuide.widthAnchor : stack.widthAnchor)
        for (spec, v) in visible where spec.isSeparator {
            made.append(length(v, axis == .horizontal ? .vertical : .horizontal).constraint(equalTo: across))
        }
        NSLayoutConstraint.activate(made)
        if axis == .horizontal, s.distribution != .fillEqually { yieldWidestFirst(visible.map(\.1)) }
    }

    /// Views with no length along the axis of their own (`ViewKind.hasIntrinsicSize`, the rule the
    /// decoder checks): spacers, images, shapes and empty containers that no size constraint measures.
    /// A separator is not: its thickness is its length in a horizontal stack.
    private func isFlexible(_ spec: ViewSpec, along axis: NSLayoutConstraint.Axis) -> Bool {
        let c = spec.constraints
        let sized = axis == .horizontal ? c.horizontal.isSized : c.vertical.isSized
        guard !sized, c.aspectRatio == nil, !spec.isSeparator else { return false }
        let (width, height) = spec.kind.hasIntrinsicSize
        return !(axis == .horizontal ? width : height)
    }

    /// A view that takes leftover space: as short as it can be (priority 1), never negative.
    private func spaceTaker(_ v: UIView, _ axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let short = length(v, axis).constraint(equalToConstant: 0)
        short.priority = UILayoutPriority(1)
        return [short, length(v, axis).constraint(greaterThanOrEqualToConstant: 0)]
    }

    private func length(_ v: UIView, _ axis: NSLayoutConstraint.Axis) -> NSLayoutDimension {
        axis == .horizontal ? v.widthAnchor : v.heightAnchor
    }

    /// Labels and buttons in a horizontal stack too narrow for them give way widest first, down
    /// to one common width (a title column beside a fixed icon wraps, a short badge keeps its
    /// width): equal widths between each pair at priority 2 — below hugging (250), so nothing
    /// grows, above a spacer's 1. UIKit alone leaves equal compression resistance (750)
    /// ambiguous; this is Layoutshot's choice (the UIKit idiom of a low-priority equal width).
    private func yieldWidestFirst(_ views: [UIView]) {
        let content = views.filter { $0 is PaddedLabel || $0 is TitleView }
        var made: [NSLayoutConstraint] = []
        for (i, a) in content.enumerated() {
            for b in content[(i + 1)...] {
                let equal = a.widthAnchor.constraint(equalTo: b.widthAnchor)
                equal.priority = UILayoutPriority(2)
                made.append(equal)
            }
        }
        NSLayoutConstraint.activate(made)
    }
}
