import CollectionLayout
import Foundation

/// Auto Layout for one view tree: every view's and guide's frame as solver variables, every
/// constraint (the views' own, the ones UIKit generates) as linear constraints, solved by the
/// simplex solver. A layout pass is numbered steps:
///
/// 1. `collect` — the tree's views and guides, depth first, each with an `ItemBox`.
/// 2. `AttributeExpressions` — each constraint's attributes in its holder's bounds.
/// 0. `generatedConstraints` — what views make for their subviews (a stack view's arrangement and its spacer guides).
/// 3. `addSystemConstraints` — the root's size, autoresizing masks (`AutoresizingConstraints`),
///    intrinsic sizes with hugging and compression resistance (`IntrinsicConstraints`), the system
///    guides (`GuideConstraints`), stack views' arrangements (`UIStackView.generatedConstraints`).
/// 4. `addViewConstraints` — the constraints the views hold, in tree and insertion order; a required
///    one that conflicts is reported as UIKit logs it and broken (`ConflictReport`).
/// 5. `solve` — the solver's optimum; wrapping labels measured again at their solved widths until
///    their heights settle (at most `maxPasses`).
/// 6. `apply` — frames pixel-snapped edge by edge in the root's coordinates, written to the views.
final class LayoutEngine {
    unowned(unsafe) let root: UIView
    /// Priorities are levels (UIKit's): `SimplexObjective`'s lexicographic mode.
    let solver = SimplexSolver(priorities: .lexicographic)
    /// The tree, depth first (unowned: the root owns the engine, and any change to the tree drops it).
    private var viewRefs: [Unowned<UIView>] = []
    private var guideRefs: [Unowned<UILayoutGuide>] = []
    var views: [UIView] { viewRefs.map(\.object) }
    var guideList: [UILayoutGuide] { guideRefs.map(\.object) }
    /// The required constraints of step 3 (for conflict reports).
    private var systemFixed: [LinearConstraint] = []
    private var safeAreaCache: [ObjectIdentifier: UIEdgeInsets] = [:]
    private var boxes: [ObjectIdentifier: ItemBox] = [:]
    private var marginCache: [ObjectIdentifier: UIEdgeInsets] = [:]
    /// The linear constraints each NSLayoutConstraint became (one, or none when invalid or broken).
    private var installed: [ObjectIdentifier: LinearConstraint] = [:]
    private var intrinsic = IntrinsicConstraints()
    private var rootSize = RootSize()
    /// Generated constraints (stack views), kept alive for the engine's life.
    private var generated: [NSLayoutConstraint] = []
    /// Messages as UIKit logs them: unsatisfiable constraints, invalid constraints.
    private(set) var messages: [String] = []
    /// Constraints the engine broke to satisfy the rest.
    private(set) var broken: [NSLayoutConstraint] = []
    static let maxPasses = 4

    init(root: UIView) {
        self.root = root
        let made = root.allViews.flatMap { view in
            view.generatedConstraints().map { c in c.holder = view; return c }
        }
        generated = made
        collect(root)
        addSystemConstraints()
        addViewConstraints()
    }

    func box(of view: UIView) -> ItemBox? { boxes[ObjectIdentifier(view)] }
    func box(of guide: UILayoutGuide) -> ItemBox? { boxes[ObjectIdentifier(guide)] }

    func margins(of view: UIView) -> UIEdgeInsets {
        if let m = marginCache[ObjectIdentifier(view)] { return m }
        let m = view.effectiveLayoutMargins
        marginCache[ObjectIdentifier(view)] = m
        return m
    }

    // MARK: 1. Collect

    private func collect(_ view: UIView) {
        viewRefs.append(Unowned(view))
        boxes[ObjectIdentifier(view)] = ItemBox()
        for g in view.guides {
            guideRefs.append(Unowned(g))
            boxes[ObjectIdentifier(g)] = ItemBox()
        }
        for s in view.subviews { collect(s) }
    }

    // MARK: 3. System constraints

    private func addSystemConstraints() {
        // The root's own origin is in no constraint (attributes are in the holder's bounds), so it
        // needs none: a variable in no constraint is 0.
        setRootSize(width: (root.bounds.width, .required), height: (root.bounds.height, .required))
        for view in views {
            if view !== root, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
               let b = box(of: view), let sb = box(of: superview) {
                for c in AutoresizingConstraints.constraints(for: view, box: b, superviewBox: sb) { add(c) }
            }
            if let b = box(of: view) { for c in intrinsic.install(view, box: b) { add(c) } }
            for g in view.guides {
                guard let gb = box(of: g), let vb = box(of: view) else { continue }
                for c in GuideConstraints.constraints(for: g, box: gb, ownerBox: vb, margins: margins(of: view),
                                                      safeArea: safeArea(of: view)) { add(c) }
            }
        }
        let expressions = AttributeExpressions(engine: self)
        for c in generated { install(c, expressions) }
    }

    /// The root's size: held, or pulled at a priority (`systemLayoutSizeFitting`; `RootSize`).
    func setRootSize(width: (CGFloat, UILayoutPriority), height: (CGFloat, UILayoutPriority)) {
        guard let rb = box(of: root) else { return }
        rootSize.set(0, rb.width, to: width.0, priority: width.1, in: solver)
        rootSize.set(1, rb.height, to: height.0, priority: height.1, in: solver)
    }

    private func add(_ c: LinearConstraint) {
        if (try? solver.add(c)) != nil, c.isRequired { systemFixed.append(c) }
    }

    /// The required constraints the engine made itself (the root's size is an edit, not among them).
    var systemRequired: [LinearConstraint] { systemFixed }

    private func safeArea(of view: UIView) -> UIEdgeInsets {
        if let s = safeAreaCache[ObjectIdentifier(view)] { return s }
        let s = view.safeAreaInsets
        safeAreaCache[ObjectIdentifier(view)] = s
        return s
    }

    /// Whether the margins and safe areas this engine was built with still hold for the frames
    /// just applied (a subview's safe area and preserved margins depend on where it ended up).
    var environmentHolds: Bool {
        views.allSatisfy { v in
            let id = ObjectIdentifier(v)
            return marginCache[id].map { $0 == v.effectiveLayoutMargins } ?? true
                && safeAreaCache[id].map { $0 == v.safeAreaInsets } ?? true
        }
    }

    /// The root's solved size (after `solve`).
    var rootSolvedSize: CGSize {
        guard let b = box(of: root) else { return .zero }
        return CGSize(width: b.width.value, height: b.height.value)
    }

    /// Whether any of `view`'s frame variables can move without changing the cost of the solution
    /// (UIKit's `hasAmbiguousLayout`): each is pulled 1 pt away by an edit weaker than every priority.
    /// Leaves the solver perturbed: use on an engine made for the question.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let b = box(of: view) else { return false }
        for v in b.all {
            let before = v.value
            guard (try? solver.addEditVariable(v, strength: 1e-3)) != nil else { continue }
            try? solver.suggestValue(v, before + 1)
            solver.updateVariables()
            let moved = abs(v.value - before) > 1e-6
            try? solver.removeEditVariable(v)
            solver.updateVariables()
            if moved { return true }
        }
        return false
    }

    // MARK: 4. The views' constraints

    private func addViewConstraints() {
        let expressions = AttributeExpressions(engine: self)
        for view in views {
            for c in view.heldConstraints { install(c, expressions) }
        }
    }

    private func install(_ c: NSLayoutConstraint, _ expressions: AttributeExpressions) {
        guard let holder = c.holder, let linear = linearConstraint(for: c, holder: holder, expressions) else { return }
        do {
            try solver.add(linear)
            installed[ObjectIdentifier(c)] = linear
        } catch {
            let report = ConflictReport(engine: self, failing: c, minimise: broken.count < ConflictReport.maximumReports)
            messages.append(report.message)
            broken.append(c)
        }
    }

    func linearConstraint(for c: NSLayoutConstraint, holder: UIView, _ expressions: AttributeExpressions) -> LinearConstraint? {
        guard let first = c.firstItem else { return nil }
        // first − multiplier × second − constant  relation  0, built as one expression.
        var e = LinearExpression(terms: [], constant: -Double(c.constant))
        e.terms.reserveCapacity(8)
        guard expressions.add(first, c.firstAttribute, in: holder, factor: 1, to: &e) else {
            invalid(c, "an item outside the view that holds it, or an attribute it does not have")
            return nil
        }
        if let second = c.secondItem {
            let a = c.firstAttribute, b = c.secondAttribute
            guard (a.isSize && b.isSize) || (!a.isSize && !b.isSize && a.isHorizontal == b.isHorizontal) else {
                invalid(c, "a size and a position, or positions on different axes")
                return nil
            }
            guard expressions.add(second, b, in: holder, factor: -Double(c.multiplier), to: &e) else {
                invalid(c, "an item outside the view that holds it")
                return nil
            }
        } else if !c.firstAttribute.isSize {
            invalid(c, "a position attribute equal to a constant")
            return nil
        }
        return LinearConstraint(e, c.relation.linear, strength: c.priority.weight)
    }

    private func invalid(_ c: NSLayoutConstraint, _ why: String) {
        messages.append("Invalid constraint \(c): \(why); ignored.")
    }

    /// The linear constraints installed for required NSLayoutConstraints, for conflict reports.
    var installedRequired: [(NSLayoutConstraint, LinearConstraint)] {
        (generated + views.flatMap(\.heldConstraints)).compactMap { c in
            installed[ObjectIdentifier(c)].flatMap { $0.isRequired ? (c, $0) : nil }
        }
    }

    // MARK: Changes

    func remove(_ c: NSLayoutConstraint) {
        if let linear = installed.removeValue(forKey: ObjectIdentifier(c)) { try? solver.remove(linear) }
    }

    func update(_ c: NSLayoutConstraint) {
        remove(c)
        install(c, AttributeExpressions(engine: self))
    }

    // MARK: 5. Solve

    func solve() {
        solver.updateVariables()
        for _ in 1..<Self.maxPasses {
            var changed = false
            for view in views where view.layoutHeightDependsOnWidth {
                guard let b = box(of: view) else { continue }
                let made = intrinsic.remeasure(view, box: b, width: b.width.value, solver: solver)
                changed = changed || made
            }
            guard changed else { break }
            solver.updateVariables()
        }
    }

    // MARK: 6. Apply

    /// Writes the solved, snapped frames to every view below the root and the guides' layout frames.
    func apply() {
        let scale = Double(root.contentScaleFactor)
        var absolute: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): CGRect(origin: .zero, size: root.bounds.size)]
        for view in views where view !== root {
            guard let b = box(of: view), let s = view.superview, let parent = absolute[ObjectIdentifier(s)] else { continue }
            var exact = b.frame.offsetBy(dx: parent.minX, dy: parent.minY)
            if !view.translatesAutoresizingMaskIntoConstraints {
                let i = view.alignmentRectInsets
                exact = CGRect(x: exact.minX - i.left, y: exact.minY - i.top,
                               width: exact.width + i.left + i.right, height: exact.height + i.top + i.bottom)
            }
            let snapped = Self.snap(exact, scale: scale)
            absolute[ObjectIdentifier(view)] = snapped
            view.storedFrame = snapped.offsetBy(dx: -parent.minX, dy: -parent.minY)
            view.autoresizingReference = parent.size
        }
        for g in guideList {
            guard let b = box(of: g) else { continue }
            g.layoutFrame = b.frame
        }
    }

    /// Each edge rounded to the nearest device pixel, halves up (the corpus: a 36.5-pt stack centred
    /// in a 75-pt cell is stored at y 19.5, not 19.25).
    static func snap(_ r: CGRect, scale: Double) -> CGRect {
        guard scale > 0 else { return r }
        func s(_ v: Double) -> Double { (v * scale + 0.5 + 1e-9).rounded(.down) / scale }
        let x0 = s(Double(r.minX)), y0 = s(Double(r.minY)), x1 = s(Double(r.maxX)), y1 = s(Double(r.maxY))
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// An unowned reference in an array.
struct Unowned<T: AnyObject> {
    unowned(unsafe) let object: T
    init(_ object: T) { self.object = object }
}
