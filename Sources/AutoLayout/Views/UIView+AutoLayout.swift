import CollectionLayout
import Foundation

/// The Auto Layout API of `UIView`, as UIKit spells it.
extension UIView {
    /// `UIView.noIntrinsicMetric`: an axis without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize` / `layoutFittingExpandedSize`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Constraints

    /// The constraints this view holds (installed on it), in the order they were added.
    public var constraints: [NSLayoutConstraint] { heldConstraints }

    public func addConstraint(_ c: NSLayoutConstraint) {
        guard c.holder !== self else { return }
        c.holder?.removeConstraint(c)
        c.holder = self
        heldConstraints.append(c)
        rootForLayout.setNeedsLayout()
    }

    public func addConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { addConstraint(c) } }

    public func removeConstraint(_ c: NSLayoutConstraint) {
        guard c.holder === self else { return }
        heldConstraints.removeAll { $0 === c }
        c.holder = nil
        let root = rootForLayout
        root.engine?.remove(c)
        root.needsLayout = true
    }

    public func removeConstraints(_ cs: [NSLayoutConstraint]) { for c in cs { removeConstraint(c) } }

    func constraintChanged(_ c: NSLayoutConstraint) {
        let root = rootForLayout
        root.engine?.update(c)
        root.needsLayout = true
    }

    /// Whether the engine makes constraints from `frame` and `autoresizingMask` (UIKit's default
    /// for views made in code; IB writes `NO` for views it places by constraints).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMask }
        set { storedTranslatesAutoresizingMask = newValue; rootForLayout.setNeedsLayout() }
    }

    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue; rootForLayout.setNeedsLayout() }
    }

    // MARK: Intrinsic size and its priorities


    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    public func setContentHuggingPriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = p } else { huggingPriorities.vertical = p }
        rootForLayout.setNeedsLayout()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    public func setContentCompressionResistancePriority(_ p: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = p } else { compressionPriorities.vertical = p }
        rootForLayout.setNeedsLayout()
    }

    // MARK: Margins, safe area, guides

    /// `layoutMargins` (absolute left/right); set through `directionalLayoutMargins` in this layout direction.
    public var layoutMargins: UIEdgeInsets {
        get {
            let d = storedDirectionalMargins
            return isRightToLeft
                ? UIEdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
                : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
        set { directionalLayoutMargins = newValue.directional(effectiveUserInterfaceLayoutDirection) }
    }

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalMargins }
        set { storedDirectionalMargins = newValue; rootForLayout.setNeedsLayout() }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewMargins }
        set { storedPreservesSuperviewMargins = newValue; rootForLayout.setNeedsLayout() }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsMarginsFromSafeArea }
        set { storedInsetsMarginsFromSafeArea = newValue; rootForLayout.setNeedsLayout() }
    }

    /// The safe area: a root view's simulated insets (`simulatedSafeAreaInsets`); a subview's are
    /// the part of its ancestors' unsafe edges it overlaps, from the last layout pass (as UIKit
    /// propagates them after layout).
    public var safeAreaInsets: UIEdgeInsets { SafeArea.insets(of: self) }

    /// Layoutshot: the safe area a root view has on the simulated device (UIKit takes it from the
    /// window: status bar, home indicator, notch). Nil: none.
    public var simulatedSafeAreaInsets: UIEdgeInsets? {
        get { simulatedSafeArea }
        set { simulatedSafeArea = newValue; rootForLayout.setNeedsLayout() }
    }

    /// The margins the engine uses: own margins, raised to the superview's where preserved, and
    /// measured from the safe area when `insetsLayoutMarginsFromSafeArea`.
    public var effectiveLayoutMargins: UIEdgeInsets { SafeArea.effectiveMargins(of: self) }

    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    public var layoutGuides: [UILayoutGuide] { guides.filter { $0.systemKind == nil } }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guides.append(guide)
        rootForLayout.setNeedsLayout()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        guides.removeAll { $0 === guide }
        guide.owningView = nil
        rootForLayout.setNeedsLayout()
    }

    func systemGuide(_ kind: UILayoutGuide.SystemKind) -> UILayoutGuide {
        if let g = guides.first(where: { $0.systemKind == kind }) { return g }
        let g = UILayoutGuide()
        g.systemKind = kind
        g.owningView = self
        guides.append(g)
        return g
    }

    // MARK: Direction and baselines

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        if let forced = forcedRightToLeft { return forced ? .rightToLeft : .leftToRight }
        return superview?.effectiveUserInterfaceLayoutDirection ?? environmentLayoutDirection
    }

    /// The direction `semanticContentAttribute` forces (right to left or not), nil when the view takes its
    /// superview's: the one rule behind `effectiveUserInterfaceLayoutDirection` and the engine's top-down pass.
    var forcedRightToLeft: Bool? {
        switch semanticContentAttribute {
        case .forceRightToLeft: true
        case .forceLeftToRight, .playback, .spatial: false
        case .unspecified: nil
        }
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }


    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing }
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left }
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX }
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { anchors.firstBaseline }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { anchors.lastBaseline }
    public var widthAnchor: NSLayoutDimension { anchors.width }
    public var heightAnchor: NSLayoutDimension { anchors.height }

    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
