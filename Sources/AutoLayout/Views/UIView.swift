import CollectionLayout
import Foundation

/// UIKit's `UIView`: a rectangle in its superview, the subviews it draws over itself, and the
/// Auto Layout state the engine reads (`UIView+AutoLayout.swift`).
///
/// ```swift
/// let cell = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
/// let icon = UIView()
/// icon.translatesAutoresizingMaskIntoConstraints = false
/// cell.addSubview(icon)
/// NSLayoutConstraint.activate([
///     icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
///     icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
///     icon.widthAnchor.constraint(equalToConstant: 60), icon.heightAnchor.constraint(equalToConstant: 60)])
/// cell.layoutIfNeeded()
/// icon.frame    // (4, 10, 60, 60)
/// ```
///
/// Differences from UIKit: no window, events, animation or drawing of its own — a view tree is drawn
/// by the views module through Scene (`draw(_:)` is never called). `bounds.origin` is always zero (no
/// scrolling offsets).
open class UIView: UIResponder {
    /// The frame in the superview's coordinates. Setting it on a root view re-lays its subviews out
    /// at the next `layoutIfNeeded()`.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let resized = newValue.size != storedFrame.size
            storedFrame = newValue
            autoresizingReference = superview?.storedFrame.size
            // A root keeps its engine (a new size re-solves it); a subview's frame feeds its
            // autoresizing constraints and its subviews' safe area, so its tree is rebuilt.
            if superview == nil { needsLayout = needsLayout || resized } else { rootForLayout.setNeedsLayout() }
        }
    }
    @exclusivity(unchecked) var storedFrame: CGRect

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { frame = CGRect(origin: storedFrame.origin, size: newValue.size) }
    }

    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// Unowned, not weak (no side table, no atomic weak loads on the engine's hot path): a view clears
    /// its subviews' pointer when it goes (`deinit`), so it never dangles.
    public private(set) var superview: UIView? {
        get { superviewRef?.takeUnretainedValue() }
        set { superviewRef = newValue.map { .passUnretained($0) } }
    }
    /// As stored: unmanaged, so the engine walks up the tree without a reference count (`AttributeExpressions`).
    @exclusivity(unchecked) private(set) var superviewRef: Unmanaged<UIView>?
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    /// `UIView.isHidden`: not drawn; a hidden arranged subview leaves its stack's arrangement.
    open var isHidden = false { didSet { if isHidden != oldValue { hiddenChanged() } } }
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    /// UIKit's `transform` (issue 32): kept. Difference from UIKit: layout and drawing ignore it — the view
    /// is drawn untransformed in its frame (an outline cell's rotated chevron is drawn unrotated).
    open var transform = CGAffineTransform.identity
    open var tintColor: UIColor?
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var isOpaque = true
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    /// UIKit's `overrideUserInterfaceStyle` (issue 32): light or dark, the view and its subviews are drawn
    /// in it whatever appearance is asked (`ViewDrawing`); a captured collection view's ancestors' and
    /// controllers' override the whole screen (`LayoutCapture.overriddenStyle`).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    // UIKit's accessibility properties (the `UIAccessibility` informal protocol): kept, as the app sets or
    // overrides them, for a capture's accessibility checks. VoiceOver's own defaults (a label's text as its
    // label) are not filled in.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityLanguage: String?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityContainerType = UIAccessibilityContainerType.none
    open var accessibilityNavigationStyle = UIAccessibilityNavigationStyle.automatic
    open var accessibilityUserInputLabels: [String]!
    open var accessibilityRespondsToUserInteraction = true
    open var accessibilityIgnoresInvertColors = false
    open var accessibilityFrame = CGRect.zero
    open var accessibilityActivationPoint = CGPoint.zero
    open var accessibilityPath: AnyObject?
    /// UIKit's interactions (drag, drop, context menus, pointer): kept in order, never driven.
    public private(set) var interactions: [any UIInteraction] = []
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }
    open func removeInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    /// Layoutshot: the Interface Builder object id a view was read from (`nib` keys frames by it).
    open var restorationIdentifier: String?
    public let layer = CALayer()
    /// Device pixels per point: the engine snaps the frames of a tree to its root's scale.
    open var contentScaleFactor: CGFloat = 2
    /// `semanticContentAttribute`: `.forceRightToLeft` lays leading/trailing out right to left.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified { didSet { rootForLayout.setNeedsLayout() } }

    // Auto Layout state (read by the engine; API in UIView+AutoLayout.swift).
    @exclusivity(unchecked) var heldConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    @exclusivity(unchecked) var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
    var storedAutoresizingMask: AutoresizingMask = []
    var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var storedPreservesSuperviewMargins = false
    var storedInsetsMarginsFromSafeArea = true
    var simulatedSafeArea: UIEdgeInsets?
    /// The superview's size this view's frame was set against: autoresizing shares out the change
    /// from it (UIKit resizes subviews when their superview's bounds change, from the old bounds).
    @exclusivity(unchecked) var autoresizingReference: CGSize?
    /// Layoutshot: the layout direction of the environment a root view is in (UIKit: the app's).
    public var environmentLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight { didSet { setNeedsLayout() } }
    /// The engine of the tree this view is the root of, rebuilt after a change (`setNeedsLayout`).
    @exclusivity(unchecked) var engine: LayoutEngine?
    @exclusivity(unchecked) var needsLayout = true
    lazy var anchors = Anchors(self)

    /// UIKit's designated initializer; not required, as in UIKit, so a view subclass with its own
    /// designated initializers (`init(model:)`, a collection view subclass's `init(frame:collectionViewLayout:)`)
    /// compiles as on iOS. A xib makes its custom class through the required `init?(coder:)`, as UIKit
    /// does; `UICollectionReusableView` and `UITableViewCell` require `init(frame:)` (a registered class
    /// is made from the class alone).
    // MARK: UIAppearance (issue 32: `AppearanceProxies` — kept, not applied)

    /// UIKit's `appearance()`: this class's proxy (`AppearanceProxies`).
    open class func appearance() -> UIView { AppearanceProxies.proxy(UIView.self) { UIView(frame: .zero) } }
    /// UIKit's `appearance(whenContainedInInstancesOf:)`: the proxy (scopes are not kept apart).
    open class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIView { appearance() }
    /// UIKit's `appearance(for:)`: the proxy (traits are not kept apart).
    open class func appearance(for trait: UITraitCollection) -> UIView { appearance() }
    open class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIView { appearance() }

    public init(frame: CGRect) {
        storedFrame = frame
    }

    /// UIKit's `init?(coder:)` (NSCoding), required as on iOS, so the `required init?(coder:)` every
    /// app view declares compiles and may call `super.init(coder:)`. Nothing is decoded: a view at a
    /// zero frame (xibs are read by `NibLoader`).
    public required init?(coder: NSCoder) {
        storedFrame = .zero
    }

    public override convenience init() { self.init(frame: .zero) }

    deinit {
        for s in subviews where s.superview === self { s.superview = nil }
        for c in heldConstraints where c.holder === self { c.holder = nil }
        for g in guides where g.owningView === self { g.owningView = nil }
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview !== self { view.willMove(toSuperview: self) }
        view.removeFromSuperview(notifying: false)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.autoresizingReference = storedFrame.size
        view.engine = nil
        rootForLayout.setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// UIKit's: `view` just below `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// UIKit's: `view` just above `sibling` (on top when `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Removes the view and, as UIKit does, every constraint an ancestor holds that refers to it or
    /// to a view below it.
    open func removeFromSuperview() { removeFromSuperview(notifying: true) }

    /// `notifying`: call `willMove(toSuperview: nil)` and `didMoveToSuperview()` (not when the view is
    /// only moving to another superview, which calls its own).
    private func removeFromSuperview(notifying: Bool) {
        guard let superview else { return }
        if notifying { willMove(toSuperview: nil) }
        let root = rootForLayout
        let leaving = Set(allViews.map(ObjectIdentifier.init))
        var ancestor: UIView? = superview
        while let a = ancestor {
            for c in a.heldConstraints where c.refersToAny(of: leaving) { a.removeConstraint(c) }
            ancestor = a.superview
        }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        root.setNeedsLayout()
        if notifying { didMoveToSuperview() }
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called on a view before it gets a new superview (nil: it is being removed), and after.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    /// UIKit's window hooks: declared for overrides; a capture moves no view between windows, so they
    /// are not called.
    open func didMoveToWindow() {}

    /// A view whose alpha masks this one: kept, not drawn (the view is drawn unmasked).
    open var mask: UIView?

    /// A view's superview (UIKit goes from a controller's root view to the controller).
    open override var next: UIResponder? { superview }

    // MARK: Overridable layout, sizing, drawing and hit-testing (UIKit's `open` members)

    /// Marks the tree for a new layout pass; its engine is rebuilt at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { markTreeNeedsLayout() }
    /// Solves the tree this view is in and lays it out (`UIView+Layout.swift`).
    open func layoutIfNeeded() { layOutTreeIfNeeded() }
    /// The intrinsic size changed: the tree is laid out again.
    open func invalidateIntrinsicContentSize() { rootForLayout.setNeedsLayout() }
    /// The size that fits `size`: a plain view's is its current size, as in UIKit; `UILabel` measures its text.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
    /// UIKit's custom drawing: declared for overrides, never called (views are drawn from their
    /// properties, not their `draw(_:)`).
    // MARK: Gesture recognizers (kept, inert: nothing is touched)

    /// UIKit's `gestureRecognizers`: the recognizers added to the view.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// UIKit's `addGestureRecognizer(_:)`: kept.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = gestureRecognizers?.filter { $0 !== gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// UIKit's override point; never asked (no gesture begins).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// Whether `point` (in this view's coordinates) is inside it: its bounds, as in UIKit.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// The deepest visible, interactive view containing `point` (in this view's coordinates): UIKit's
    /// hit-testing — hidden views, views with user interaction off or nearly transparent (alpha < 0.01)
    /// are skipped, subviews tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    /// This view and every view below it, depth first in drawing order.
    public var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }

    /// Layoutshot: the top of this view's tree (UIKit would say its window), the view a layout pass solves from.
    public var layoutRoot: UIView { rootForLayout }

    /// The top of the tree: the view a layout pass solves from.
    var rootForLayout: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var mine = Set<ObjectIdentifier>()
        var v: UIView? = self
        while let c = v { mine.insert(ObjectIdentifier(c)); v = c.superview }
        v = other
        while let c = v {
            if mine.contains(ObjectIdentifier(c)) { return c }
            v = c.superview
        }
        return nil
    }

    /// `rect` in this view's coordinates converted to `view`'s (both in one tree).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
    }

    /// `rect` from `view`'s coordinates (nil: the root's) into this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let mine = originInRoot, theirs = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: theirs.x - mine.x, dy: theirs.y - mine.y)
    }

    /// `point` in this view's coordinates, in `view`'s (nil: the root's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convert(CGRect(origin: point, size: .zero), to: view).origin }
    /// `point` in `view`'s coordinates (nil: the root's), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convert(CGRect(origin: point, size: .zero), from: view).origin }

    var originInRoot: CGPoint {
        var p = CGPoint.zero
        var v: UIView? = self
        while let c = v, let s = c.superview {
            p.x += c.storedFrame.minX; p.y += c.storedFrame.minY
            v = s
        }
        return p
    }

    /// Called after the engine has set the frames of this view's subviews (UIKit's hook).
    open func layoutSubviews() {}

    /// UIKit's `awakeFromNib()`: called on every view a nib made, after all its outlets are connected
    /// (`NibLoader` with a class lookup, as `UINib` loads).
    open func awakeFromNib() {}
    /// UIKit's `traitCollectionDidChange(_:)`: a capture's traits never change; kept for overrides.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIKit's `prepareForInterfaceBuilder()`: what an `@IBDesignable` view does only when Interface
    /// Builder draws it. Layoutshot calls it after `awakeFromNib()` in `layoutshot nib --swift`, which
    /// lays a xib out as IB does with the app's code; never in a capture of the running app.
    open func prepareForInterfaceBuilder() {}

    /// The size the content wants (`noIntrinsicMetric` per axis for none). Subclasses override.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Layoutshot: the intrinsic size at a solved `width` — a wrapping label's height depends on the
    /// width it gets (UIKit re-measures it after the first pass). Default: `intrinsicContentSize`.
    open func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    /// Whether `intrinsicContentSize(forLayoutWidth:)` depends on the width (the engine measures again).
    open var intrinsicHeightDependsOnWidth: Bool { false }

    /// Layoutshot: an intrinsic size to use instead of the view's own (a xib checked with the sizes
    /// Interface Builder stored for its text). Nil: the view's own.
    public var intrinsicContentSizeOverride: CGSize? { didSet { rootForLayout.setNeedsLayout() } }

    /// The intrinsic size the engine uses: the override, else the view's at `width`.
    func layoutIntrinsicSize(width: CGFloat?) -> CGSize {
        intrinsicContentSizeOverride ?? intrinsicContentSize(forLayoutWidth: width)
    }

    var layoutHeightDependsOnWidth: Bool { intrinsicContentSizeOverride == nil && intrinsicHeightDependsOnWidth }

    /// Layoutshot (rule AL13): where the first and last baselines sit, as `y + heightFactor × height + offset`
    /// in the view's superview. UIKit: a plain view's baselines are its bottom edge.
    open var baselineLayout: BaselineLayout { BaselineLayout(heightFactor: 1, first: 0, last: 0) }

    /// The constraints this view makes for its subviews at each layout pass (a stack view's
    /// arrangement), held by it like its own.
    func generatedConstraints() -> [NSLayoutConstraint] { [] }

    /// UIKit's `alignmentRectInsets`: constraints place the alignment rectangle, the frame is it
    /// grown by these insets (a slider's frame is 2 pt wider on each side than what its constraints
    /// place). The intrinsic size is the alignment rectangle's. Views placed by autoresizing ignore it.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first (last) baseline is this view's (a stack view answers with an arranged subview).
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    func hiddenChanged() { rootForLayout.setNeedsLayout() }

    /// The class name UIKit would print (`UILabel`), for descriptions and `nib` output.
    open var className: String { String(describing: type(of: self)) }

    var layoutDescriptionName: String { "\(className):\(restorationIdentifier ?? accessibilityIdentifier ?? "-")" }

    open override var description: String {
        "<\(layoutDescriptionName); frame = (\(NSLayoutConstraint.number(frame.minX)) \(NSLayoutConstraint.number(frame.minY)); "
            + "\(NSLayoutConstraint.number(frame.width)) \(NSLayoutConstraint.number(frame.height)))>"
    }

    /// UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// Where a view's baselines are: `y + heightFactor × height + first` (and `last`), in its superview.
/// A label centres its text vertically: factor ½, offsets −textHeight/2 + ascender (+ lines − 1 line heights).
public struct BaselineLayout: Sendable, Equatable {
    public var heightFactor: CGFloat
    public var first: CGFloat
    public var last: CGFloat
    public init(heightFactor: CGFloat, first: CGFloat, last: CGFloat) {
        self.heightFactor = heightFactor; self.first = first; self.last = last
    }
}

/// UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension NSLayoutConstraint {
    func refersToAny(of views: Set<ObjectIdentifier>) -> Bool {
        [firstItem, secondItem].contains { item in
            LayoutItemRef.view(of: item).map { views.contains(ObjectIdentifier($0)) } ?? false
        }
    }
}
