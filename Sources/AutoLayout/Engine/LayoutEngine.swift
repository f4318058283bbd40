import CollectionLayout
import Foundation

/// Auto Layout for one view tree: every view's and guide's frame as solver variables, every
/// constraint (the views' own, the ones UIKit generates) as linear constraints, solved by the
/// simplex solver. A layout pass is numbered steps:
///
/// 0. `generatedConstraints` — what views make for their subviews (a stack view's arrangement and its spacer guides).
/// 1. `collect` — the tree's views and guides, depth first, each with an `ItemBox`.
/// 2. `AttributeExpressions` — each constraint's attributes in its holder's bounds.
/// 3. `addSystemConstraints` — the root's size, autoresizing masks (`AutoresizingConstraints`),
///    intrinsic sizes with hugging and compression resistance (`IntrinsicConstraints`), the system
///    guides (`GuideConstraints`), stack views' arrangements (`UIStackView.generatedConstraints`).
/// 4. `addViewConstraints` — the constraints the views hold, in tree and insertion order; a required
///    one that conflicts is reported as UIKit logs it and broken (`ConflictReport`).
/// 5. `solve` — the solver's optimum; wrapping labels measured again at their solved widths until
///    their heights settle (at most `maxPasses`).
/// 6. `apply` — frames pixel-snapped edge by edge in the root's coordinates (AL12), written to the views.
final class LayoutEngine {
    unowned(unsafe) let root: UIView
    /// The engine's lists, tables, boxes and solver, recycled from an earlier engine (`EngineStoragePool`).
    private let storage: EngineStorage
    /// AL2: priorities are levels (UIKit's): `SimplexObjective`'s lexicographic mode. The storage's (which keeps it
    /// alive: unowned, so a use costs no reference count).
    unowned(unsafe) let solver: SimplexSolver
    /// The tree, depth first (unowned: the root owns the engine, and any change to the tree drops it),
    /// with each view's box and the index of its superview's (-1 for the root).
    private var viewRefs: [Unowned<UIView>] { _read { yield storage.viewRefs } _modify { yield &storage.viewRefs } }
    private var viewBoxes: [ItemBox] { _read { yield storage.viewBoxes } _modify { yield &storage.viewBoxes } }
    private var parentIndices: [Int] { _read { yield storage.parentIndices } _modify { yield &storage.parentIndices } }
    private var guideRefs: [Unowned<UILayoutGuide>] { _read { yield storage.guideRefs } _modify { yield &storage.guideRefs } }
    private var guideBoxes: [ItemBox] { _read { yield storage.guideBoxes } _modify { yield &storage.guideBoxes } }
    var views: [UIView] { viewRefs.map(\.object) }
    /// Calls `body` with each view of the tree, depth first (without making the `views` array).
    func forEachView(_ body: (UIView) -> Void) {
        for ref in viewRefs { body(ref.object) }
    }
    /// The required constraints of step 3 (for conflict reports).
    private var systemFixed: [LinearConstraint] { _read { yield storage.systemFixed } _modify { yield &storage.systemFixed } }
    /// Every view's and guide's box by identity (`SimplexIdentityTable`: no hashing of the address).
    private var boxes: SimplexIdentityTable<Unmanaged<ItemBox>> { storage.boxes }
    /// The NSLayoutConstraints in the solver (none when invalid or broken), held there under their own identity
    /// (`SimplexSolver.add(owner:…)`), with the strength each went in at.
    private var installed: SimplexIdentityTable<Double> { storage.installed }
    /// Whether the tree holds a `UIScrollView` (found while collecting): only then can an attribute mean a scroll
    /// view's content area (`ScrollViewContent`), so a tree without one skips the test a constraint.
    private var hasScrollViews = false
    /// How many of them are required (`installedRequired.count`, without making their linear constraints).
    private(set) var installedRequiredCount = 0
    /// The buffer each constraint's expression is made in before it goes into the solver (which copies it).
    private var expressionBuffer: UnownedExpression {
        _read { yield storage.expressionBuffer } _modify { yield &storage.expressionBuffer }
    }
    private var intrinsic: IntrinsicConstraints { _read { yield storage.intrinsic } _modify { yield &storage.intrinsic } }
    private var rootSize: RootSize { _read { yield storage.rootSize } _modify { yield &storage.rootSize } }
    /// Generated constraints (stack views), kept alive for the engine's life.
    private var generated: [NSLayoutConstraint] { _read { yield storage.generated } _modify { yield &storage.generated } }
    /// Messages as UIKit logs them: unsatisfiable constraints, invalid constraints.
    private(set) var messages: [String] = []
    /// Constraints the engine broke to satisfy the rest.
    private(set) var broken: [NSLayoutConstraint] = []
    static let maxPasses = 4

    init(root: UIView) {
        self.root = root
        storage = EngineStoragePool.shared.take()
        solver = storage.solver
        var tree: [UIView] = []
        tree.reserveCapacity(16)
        Self.depthFirst(root, into: &tree)
        for view in tree {
            let made = view.generatedConstraints()
            for c in made { c.holder = view }
            generated += made
        }
        viewRefs.reserveCapacity(tree.count)
        viewBoxes.reserveCapacity(tree.count)
        parentIndices.reserveCapacity(tree.count)
        collect(root, parent: -1)
        addSystemConstraints()
        addViewConstraints()
    }

    deinit {
        EngineStoragePool.shared.recycle(storage)
    }

    private static func depthFirst(_ view: UIView, into list: inout [UIView]) {
        list.append(view)
        for s in view.subviews { depthFirst(s, into: &list) }
    }

    func box(of view: UIView) -> ItemBox? { boxes[ObjectIdentifier(view)]?.takeUnretainedValue() }
    func box(of guide: UILayoutGuide) -> ItemBox? { boxes[ObjectIdentifier(guide)]?.takeUnretainedValue() }
    /// The box of a constraint's item (a view or a guide of the tree), nil for anything else.
    func box(ofItem item: AnyObject) -> ItemBox? { boxes[ObjectIdentifier(item)]?.takeUnretainedValue() }
    /// The box of a view or guide of the tree, unmanaged (the engine holds it): for the hot path, which reads its
    /// fields at +0 (`ItemBox.Fields`).
    @inline(__always)
    func boxRef<Item: AnyObject>(ofItem item: Unmanaged<Item>) -> Unmanaged<ItemBox>? {
        boxes[item._withUnsafeGuaranteedRef { ObjectIdentifier($0) }]
    }

    /// `read(view)`, asked once a view of the tree and kept in its box at `cache` (a view outside the tree: every
    /// time); `known` is `view`'s box when the caller has it. (Off the hot path: the attribute path reads the
    /// direction the collect step stored.)
    private func cached<T>(_ view: UIView, _ cache: ReferenceWritableKeyPath<ItemBox, T?>, known: ItemBox?,
                           _ read: (UIView) -> T) -> T {
        guard let b = known ?? box(of: view) else { return read(view) }
        if let value = b[keyPath: cache] { return value }
        let value = read(view)
        b[keyPath: cache] = value
        return value
    }

    /// The effective layout margins of `view`.
    func margins(of view: UIView, known: ItemBox? = nil) -> UIEdgeInsets {
        cached(view, \.margins, known: known) { $0.effectiveLayoutMargins }
    }

    /// Whether `view` lays out right to left (it cannot change while the engine lives).
    func isRightToLeft(_ view: UIView, known: ItemBox? = nil) -> Bool {
        cached(view, \.rightToLeft, known: known) { $0.isRightToLeft }
    }

    // MARK: 1. Collect

    private func collect(_ view: UIView, parent: Int) {
        let index = viewRefs.count
        let box = storage.makeBox(guide: false)
        // The layout direction top down, as `effectiveUserInterfaceLayoutDirection` finds it bottom up: a forced
        // attribute, else the superview's (the root: its environment's).
        box.rightToLeft = view.forcedRightToLeft
            ?? (parent < 0 ? view.isRightToLeft : viewBoxes[parent].rightToLeft ?? view.isRightToLeft)
        if view is UIScrollView { hasScrollViews = true }
        viewRefs.append(Unowned(view))
        viewBoxes.append(box)
        parentIndices.append(parent)
        boxes[ObjectIdentifier(view)] = .passUnretained(box)
        for g in view.guides {
            let guideBox = storage.makeBox(guide: true)
            guideRefs.append(Unowned(g))
            guideBoxes.append(guideBox)
            boxes[ObjectIdentifier(g)] = .passUnretained(guideBox)
        }
        for s in view.subviews { collect(s, parent: index) }
    }

    // MARK: 3. System constraints

    private func addSystemConstraints() {
        // The root's own origin is in no constraint (attributes are in the holder's bounds), so it
        // needs none: a variable in no constraint is 0.
        setRootSize(width: (root.bounds.width, .required), height: (root.bounds.height, .required))
        for (index, ref) in viewRefs.enumerated() {
            let view = ref.object, b = viewBoxes[index]
            if view !== root, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
               let sb = box(of: superview) {
                for c in AutoresizingConstraints.constraints(for: view, box: b, superviewBox: sb) { add(c) }
            }
            intrinsic.install(view, box: b, solver: solver)
            for g in view.guides {
                guard let gb = box(of: g) else { continue }
                for c in GuideConstraints.constraints(for: g, box: gb, ownerBox: b, margins: margins(of: view),
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

    private func safeArea(of view: UIView) -> UIEdgeInsets { cached(view, \.safeArea, known: nil) { $0.safeAreaInsets } }

    /// Whether the margins and safe areas this engine was built with still hold for the frames
    /// just applied (a subview's safe area and preserved margins depend on where it ended up).
    var environmentHolds: Bool {
        for (index, ref) in viewRefs.enumerated() {
            let v = ref.object, b = viewBoxes[index]
            if let m = b.margins, m != v.effectiveLayoutMargins { return false }
            if let s = b.safeArea, s != v.safeAreaInsets { return false }
        }
        return true
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
        for ref in viewRefs {
            for c in ref.object.heldConstraints { install(c, expressions) }
        }
    }

    private func install(_ c: NSLayoutConstraint, _ expressions: AttributeExpressions) {
        guard let holder = c.holderRef else { return }
        var e = UnownedExpression()
        swap(&e, &expressionBuffer)   // the buffer's terms array, unshared, keeps its capacity
        defer { swap(&e, &expressionBuffer) }
        guard makeExpression(for: c, holder: holder, expressions, into: &e) else { return }
        let strength = Strength.clipped(c.priority.weight)
        do {
            try solver.add(owner: c, e, c.relation.linear, strength: strength)
            installed[ObjectIdentifier(c)] = strength
            if strength >= Strength.required { installedRequiredCount += 1 }
        } catch {
            let report = ConflictReport(engine: self, failing: c, minimise: broken.count < ConflictReport.maximumReports)
            messages.append(report.message)
            broken.append(c)
        }
    }

    /// `c` as the linear constraint the solver holds for it (for conflict reports: `install` adds the same
    /// expression, relation and strength without making the object).
    func linearConstraint(for c: NSLayoutConstraint, holder: UIView, _ expressions: AttributeExpressions) -> LinearConstraint? {
        var e = UnownedExpression()
        guard makeExpression(for: c, holder: .passUnretained(holder), expressions, into: &e) else { return nil }
        return LinearConstraint(e.linear, c.relation.linear, strength: c.priority.weight)
    }

    /// Writes `first − multiplier × second − constant` (the constraint is `e relation 0`) into `e`, whose terms
    /// are replaced; false (with the message logged) for an invalid constraint. The items and holder are handled
    /// unmanaged (the tree keeps them alive): no reference count a constraint.
    @inline(__always)
    private func makeExpression(for c: NSLayoutConstraint, holder: Unmanaged<UIView>, _ expressions: AttributeExpressions,
                                into e: inout UnownedExpression) -> Bool {
        guard let first = c.firstItemRef else { return false }
        e.clear(constant: -Double(c.constant))
        e.terms.reserveCapacity(8)
        let firstItem = hasScrollViews ? ScrollViewContent.item(first, c.firstAttribute, relatedTo: c.secondItemRef) : first
        guard expressions.add(firstItem, c.firstAttribute, in: holder, factor: 1, to: &e) else {
            invalid(c, "an item outside the view that holds it, or an attribute it does not have")
            return false
        }
        if let second = c.secondItemRef {
            let a = c.firstAttribute, b = c.secondAttribute
            guard (a.isSize && b.isSize) || (!a.isSize && !b.isSize && a.isHorizontal == b.isHorizontal) else {
                invalid(c, "a size and a position, or positions on different axes")
                return false
            }
            let secondItem = hasScrollViews ? ScrollViewContent.item(second, b, relatedTo: first) : second
            guard expressions.add(secondItem, b, in: holder, factor: -Double(c.multiplier), to: &e) else {
                invalid(c, "an item outside the view that holds it")
                return false
            }
        } else if !c.firstAttribute.isSize {
            invalid(c, "a position attribute equal to a constant")
            return false
        }
        return true
    }

    private func invalid(_ c: NSLayoutConstraint, _ why: String) {
        messages.append("Invalid constraint \(c): \(why); ignored.")
    }

    /// The linear constraints installed for required NSLayoutConstraints, for conflict reports.
    var installedRequired: [(NSLayoutConstraint, LinearConstraint)] {
        let expressions = AttributeExpressions(engine: self)
        return (generated + views.flatMap(\.heldConstraints)).compactMap { c in
            guard let strength = installed[ObjectIdentifier(c)], strength >= Strength.required, let holder = c.holder
            else { return nil }
            return linearConstraint(for: c, holder: holder, expressions).map { (c, $0) }
        }
    }

    // MARK: Changes

    func remove(_ c: NSLayoutConstraint) {
        guard let strength = installed.removeValue(for: ObjectIdentifier(c)) else { return }
        try? solver.remove(owner: c, strength: strength)
        if strength >= Strength.required { installedRequiredCount -= 1 }
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
            for (index, ref) in viewRefs.enumerated() where ref.object.layoutHeightDependsOnWidth {
                let b = viewBoxes[index]
                let made = intrinsic.remeasure(ref.object, box: b, width: b.width.value, solver: solver)
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
        // Each view's snapped frame in the root's coordinates, by view index (a superview comes before its subviews).
        var absolute = [CGRect](repeating: .zero, count: viewRefs.count)
        absolute[0] = CGRect(origin: .zero, size: root.bounds.size)
        for index in viewRefs.indices.dropFirst() {
            let view = viewRefs[index].object, b = viewBoxes[index], parent = absolute[parentIndices[index]]
            var exact = b.frame.offsetBy(dx: parent.minX, dy: parent.minY)
            if !view.translatesAutoresizingMaskIntoConstraints {
                let i = view.alignmentRectInsets
                exact = CGRect(x: exact.minX - i.left, y: exact.minY - i.top,
                               width: exact.width + i.left + i.right, height: exact.height + i.top + i.bottom)
            }
            let snapped = PixelSnapping.snap(exact, scale: scale)   // AL12
            absolute[index] = snapped
            view.storedFrame = snapped.offsetBy(dx: -parent.minX, dy: -parent.minY)
            view.autoresizingReference = parent.size
        }
        for (index, ref) in guideRefs.enumerated() { ref.object.layoutFrame = guideBoxes[index].frame }
    }
}

/// An unowned reference in an array.
struct Unowned<T: AnyObject> {
    unowned(unsafe) let object: T
    init(_ object: T) { self.object = object }
}
