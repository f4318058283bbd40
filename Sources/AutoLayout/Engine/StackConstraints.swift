import Foundation

/// Step 0 for a `UIStackView` (rules SV1 to SV9): the constraints UIKit generates for its arrangement, named as UIKit
/// names them in logs. Sources: Apple, `UIStackView` documentation (distributions, alignments,
/// hidden arranged subviews, `isBaselineRelativeArrangement`, `isLayoutMarginsRelativeArrangement`),
/// and the constraint identifiers UIKit prints (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`, `UISV-alignment`,
/// `UISV-spanning-boundary`, `UISV-canvas-fit`, `UISV-ambiguity-suppression`, `UISV-hiding`).
///
/// Along the axis (the canvas is the stack's edges, or its margins when margin-relative, SV8):
/// 1. SV1: the first view's leading (top) edge and the last view's trailing (bottom) edge on the canvas;
/// 2. each gap: `next.leading = previous.trailing + spacing` (its custom spacing after a view), `≥`
///    for `equalSpacing` and `equalCentering`; between baselines when baseline-relative (vertical, SV9);
/// 3. `fillEqually` (SV2): equal lengths; `fillProportionally` (SV3): each length the canvas times its share of
///    the intrinsic lengths and the gaps (priorities 999, 998, …; a view without one 0 long;
///    `proportions`); `equalSpacing` (SV4): spacer guides between neighbours, all as long as the first;
///    `equalCentering` (SV5): guides between neighbours' centres, equal at priority 149 (no canvas fit
///    along the axis: README "Not yet confirmed", SV4);
/// 4. a hidden arranged subview (SV7): length 0 at the canvas start (`UISV-hiding`).
///
/// Across the axis (SV6): `fill` pins both edges; `leading`/`trailing` pin one and keep the other inside;
/// `center` centres; `firstBaseline`/`lastBaseline` (horizontal) align every view's baseline with
/// the first's, tie the canvas's edge on the baseline's side to the first view and keep the views
/// inside the alignment spanner (`baselineCanvas`). Every other alignment but `fill` keeps views
/// inside the canvas (`UISV-spanning-boundary`); every alignment but `fill`
/// lets the canvas hug the largest view (`UISV-canvas-fit`, priority 49) and pulls views with no
/// intrinsic length across the axis to 0 at priority 25 (`UISV-ambiguity-suppression`).
struct StackConstraints {
    let stack: UIStackView
    typealias A = NSLayoutConstraint.Attribute

    var all: [NSLayoutConstraint] {
        let visible = stack.visibleArrangedSubviews
        let hidden = stack.arrangedSubviews.filter { $0.isHidden && $0.superview === stack }
        var made: [NSLayoutConstraint] = []
        let e = edges
        if let first = visible.first, let last = visible.last {
            made.append(c(first, e.start, .equal, stack, e.canvasStart, kind: "UISV-canvas-connection"))
            made.append(c(stack, e.canvasEnd, .equal, last, e.end, kind: "UISV-canvas-connection"))
        }
        made += gaps(visible) + lengths(visible) + spacers(visible)
        for v in hidden {
            made.append(c(v, e.length, .equal, nil, .notAnAttribute, kind: "UISV-hiding"))
            made.append(c(v, e.start, .equal, stack, e.canvasStart, kind: "UISV-hiding"))
        }
        made += crossAxis(visible + hidden)
        return made
    }

    private struct Edges {
        var start: A, end: A, center: A, length: A, canvasStart: A, canvasEnd: A, canvasCenter: A
        var crossStart: A, crossEnd: A, crossCenter: A, crossLength: A, canvasCrossStart: A, canvasCrossEnd: A, canvasCrossCenter: A
    }

    private var edges: Edges {
        let m = stack.isLayoutMarginsRelativeArrangement
        let x: (A, A, A, A, A, A, A) = (.leading, .trailing, .centerX, .width,
                                        m ? .leadingMargin : .leading, m ? .trailingMargin : .trailing, m ? .centerXWithinMargins : .centerX)
        let y: (A, A, A, A, A, A, A) = (.top, .bottom, .centerY, .height,
                                        m ? .topMargin : .top, m ? .bottomMargin : .bottom, m ? .centerYWithinMargins : .centerY)
        let (along, cross) = stack.axis == .horizontal ? (x, y) : (y, x)
        return Edges(start: along.0, end: along.1, center: along.2, length: along.3, canvasStart: along.4, canvasEnd: along.5,
                     canvasCenter: along.6, crossStart: cross.0, crossEnd: cross.1, crossCenter: cross.2, crossLength: cross.3,
                     canvasCrossStart: cross.4, canvasCrossEnd: cross.5, canvasCrossCenter: cross.6)
    }

    private func gaps(_ views: [UIView]) -> [NSLayoutConstraint] {
        let e = edges
        let loose = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        return zip(views, views.dropFirst()).map { previous, next in
            c(next, baselines ? .firstBaseline : e.start, loose ? .greaterThanOrEqual : .equal,
              previous, baselines ? .lastBaseline : e.end, constant: stack.spacing(after: previous), kind: "UISV-spacing")
        }
    }

    private func lengths(_ views: [UIView]) -> [NSLayoutConstraint] {
        let e = edges
        guard let first = views.first else { return [] }
        switch stack.distribution {
        case .fillEqually:
            return views.dropFirst().map { c($0, e.length, .equal, first, e.length, kind: "UISV-fill-equally") }
        case .fillProportionally:
            return proportions(views)
        case .fill, .equalSpacing, .equalCentering:
            return []
        }
    }

    /// Step 3, `fillProportionally`, as UIKit makes it: each view with an intrinsic length is the
    /// canvas's length times its share of the intrinsic lengths *and the gaps*
    /// (`length / (Σ lengths + Σ gaps)`), so at its natural size the stack holds every view at its
    /// intrinsic length; stretched or squeezed, the shares give way one after another (priorities
    /// 999, 998, … in order: a single view with a length, alone or without gaps, is required). A view
    /// without an intrinsic length counts with the length its frame has when the stack lays out (a
    /// xib's view, its stored frame: Interface Builder's frames in four projects of xib-corpus-2,
    /// rules.md SV3); with a zero frame it is 0 long (required); with no length at all, the stack fills equally.
    /// Source: kean/Arranged (24494d7) DistributionLayoutArrangement.swift, whose tests match the
    /// identifiers, multipliers, constants and priorities of UIStackView's constraints.
    private func proportions(_ views: [UIView]) -> [NSLayoutConstraint] {
        let e = edges
        let horizontal = stack.axis == .horizontal
        let sizes = views.map { v -> CGFloat in
            let s = v.layoutIntrinsicSize(width: nil)
            let length = horizontal ? s.width : s.height
            return length >= 0 ? length : max(0, horizontal ? v.frame.width : v.frame.height)
        }
        let measured = sizes.filter { $0 > 0 }
        guard !measured.isEmpty else {
            return views.dropFirst().map { c($0, e.length, .equal, views[0], e.length, kind: "UISV-fill-equally") }
        }
        let gaps = zip(views, views.dropFirst()).map { stack.spacing(after: $0.0) }.reduce(0, +)
        let total = measured.reduce(gaps, +)
        let m = stack.effectiveLayoutMargins
        let insets = stack.isLayoutMarginsRelativeArrangement ? (horizontal ? m.left + m.right : m.top + m.bottom) : 0
        var priority: Float = measured.count == 1 && (views.count == 1 || gaps == 0) ? 1000 : 999
        var made: [NSLayoutConstraint] = []
        for (v, size) in zip(views, sizes) {
            if size > 0 {
                let share = size / total
                made.append(c(v, e.length, .equal, stack, horizontal ? .width : .height, multiplier: share, constant: -insets * share,
                              priority: UILayoutPriority(priority), kind: "UISV-fill-proportionally"))
            } else {
                made.append(c(v, e.length, .equal, nil, .notAnAttribute, kind: "UISV-fill-proportionally"))
            }
            if priority < 1000 { priority -= 1 }
        }
        return made
    }

    private func spacers(_ views: [UIView]) -> [NSLayoutConstraint] {
        let e = edges
        let centres = stack.distribution == .equalCentering
        guard centres || stack.distribution == .equalSpacing, views.count > 1 else { return [] }
        let guides = stack.spacerGuides(count: views.count - 1)
        var made: [NSLayoutConstraint] = []
        for (i, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
            let g = guides[i]
            made.append(c(g, e.start, .equal, previous, centres ? e.center : e.end, kind: "UISV-distributing-edge"))
            made.append(c(g, e.end, .equal, next, centres ? e.center : e.start, kind: "UISV-distributing-edge"))
            made.append(c(g, e.crossLength, .equal, nil, .notAnAttribute, kind: "UISV-distributing-edge"))
            made.append(c(g, e.crossStart, .equal, stack, e.crossStart, kind: "UISV-distributing-edge"))
            if i > 0 {
                made.append(c(g, e.length, .equal, guides[0], e.length,
                              priority: centres ? UILayoutPriority(149) : .required, kind: "UISV-distributing"))
            }
        }
        return made
    }

    private func crossAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
        let e = edges
        var align = stack.alignment
        if stack.axis == .vertical, align == .firstBaseline || align == .lastBaseline { align = .fill }
        var made: [NSLayoutConstraint] = []
        let reference = views.first
        for v in views {
            switch align {
            case .fill:
                made.append(c(v, e.crossStart, .equal, stack, e.canvasCrossStart, kind: "UISV-alignment"))
                made.append(c(v, e.crossEnd, .equal, stack, e.canvasCrossEnd, kind: "UISV-alignment"))
            case .leading:
                made.append(c(v, e.crossStart, .equal, stack, e.canvasCrossStart, kind: "UISV-alignment"))
                made.append(c(v, e.crossEnd, .lessThanOrEqual, stack, e.canvasCrossEnd, kind: "UISV-spanning-boundary"))
            case .trailing:
                made.append(c(v, e.crossEnd, .equal, stack, e.canvasCrossEnd, kind: "UISV-alignment"))
                made.append(c(v, e.crossStart, .greaterThanOrEqual, stack, e.canvasCrossStart, kind: "UISV-spanning-boundary"))
            case .center:
                made.append(c(v, e.crossCenter, .equal, stack, e.canvasCrossCenter, kind: "UISV-alignment"))
                made.append(c(v, e.crossStart, .greaterThanOrEqual, stack, e.canvasCrossStart, kind: "UISV-spanning-boundary"))
            case .firstBaseline, .lastBaseline:
                let b: A = align == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, v !== reference { made.append(c(v, b, .equal, reference, b, kind: "UISV-alignment")) }
                let spanner = stack.systemGuide(.alignmentSpanner)
                made.append(c(spanner, e.crossStart, .lessThanOrEqual, v, e.crossStart, kind: "UISV-spanning-boundary"))
                made.append(c(spanner, e.crossEnd, .greaterThanOrEqual, v, e.crossEnd, kind: "UISV-spanning-boundary"))
            }
            if align != .fill {
                let s = v.layoutIntrinsicSize(width: nil)
                if (stack.axis == .horizontal ? s.height : s.width) < 0 {
                    made.append(c(v, e.crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
                                  kind: "UISV-ambiguity-suppression"))
                }
            }
        }
        if align != .fill, !views.isEmpty {
            made.append(c(stack, e.crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), kind: "UISV-canvas-fit"))
        }
        if let reference, align == .firstBaseline || align == .lastBaseline {
            made += baselineCanvas(firstView: reference, tiedAtTop: align == .firstBaseline)
        }
        return made
    }

    /// A horizontal baseline-aligned stack's canvas across the axis. UIKit ties the edge on the
    /// baseline's side to the *first* arranged subview, not to the tallest: `firstBaseline` keeps the
    /// stack's top at or above the first view's top, `lastBaseline` its bottom at or below the first
    /// view's bottom, and `UISV-canvas-fit` (49) pulls that edge onto the first view; the other edge
    /// is the alignment spanner's, a guide round every arranged subview that hugs them at priority 51.
    /// So a later view that reaches further on the tied side sticks out of the stack.
    /// Sources: Apple Feedback 32291130 (openradar-mirror #17416, "Stack View height incorrect for
    /// first/last baseline alignment": the stack "sets its top/bottom edge to the top/bottom of the first
    /// arranged subview and not the text label that extends furthest"); kean/Arranged (24494d7)
    /// AlignedLayoutArrangement.swift, whose tests match its constraints' identifiers, attributes,
    /// relations and priorities with UIStackView's in 3,360 layouts (the weak `≤`/`≥` canvas connection
    /// on the baseline's side, `UISV-spanning-boundary` `≤`/`≥` round each view, `UISV-spanning-fit`
    /// at 51); tomvanzummeren/TZStackView (b5bf459), likewise matched. Layoutshot's choice: the spanner
    /// runs along the axis from the stack's start to its end (it places nothing there).
    private func baselineCanvas(firstView reference: UIView, tiedAtTop topTied: Bool) -> [NSLayoutConstraint] {
        let e = edges
        let spanner = stack.systemGuide(.alignmentSpanner)
        return [
            topTied ? c(stack, e.canvasCrossStart, .lessThanOrEqual, reference, e.crossStart, kind: "UISV-canvas-connection")
                    : c(stack, e.canvasCrossEnd, .greaterThanOrEqual, reference, e.crossEnd, kind: "UISV-canvas-connection"),
            topTied ? c(stack, e.canvasCrossEnd, .equal, spanner, e.crossEnd, kind: "UISV-canvas-connection")
                    : c(stack, e.canvasCrossStart, .equal, spanner, e.crossStart, kind: "UISV-canvas-connection"),
            c(spanner, e.crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51), kind: "UISV-spanning-fit"),
            c(spanner, e.start, .equal, stack, e.start, kind: "UISV-spanning-boundary"),
            c(spanner, e.end, .equal, stack, e.end, kind: "UISV-spanning-boundary"),
        ]
    }

    private func c(_ a: AnyObject, _ aa: A, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A,
                   multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                   kind: String) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: multiplier, constant: constant)
        made.priority = priority
        made.systemKind = "NSLayoutConstraint"
        made.identifier = kind
        return made
    }
}

extension UIStackView {
    /// The spacer guides of `equalSpacing` and `equalCentering`, made once and reused.
    func spacerGuides(count: Int) -> [UILayoutGuide] {
        var have = guides.filter { $0.systemKind == .stackSpacer }
        while have.count < count {
            let g = UILayoutGuide()
            g.systemKind = .stackSpacer
            g.owningView = self
            guides.append(g)
            have.append(g)
        }
        return Array(have.prefix(count))
    }
}
