import Foundation

/// UIKit's `UIStackView`: lays its arranged subviews out in a row or column by generating the
/// constraints UIKit generates (`StackConstraints`), which the engine solves with the rest.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title])
/// stack.axis = .vertical; stack.spacing = 10; stack.alignment = .center
/// ```
/// Arranged subviews are subviews too; adding one turns off its
/// `translatesAutoresizingMaskIntoConstraints`, as UIKit does. Hidden arranged subviews leave the
/// arrangement (width or height 0 along the axis, no spacing). The stack has no intrinsic size.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIKit's `UIStackView.Alignment`: `top` is `leading` and `bottom` is `trailing`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `UIStackView.spacingUseSystem`: the system's standard spacing (8 pt).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
    open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
    open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Non-failable, as UIKit's (a subclass writes `required init(coder:)` without `?`).
    public required init(coder: NSCoder) { super.init(frame: .zero) }   // what `UIView.init?(coder:)` makes

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        customSpacing[ObjectIdentifier(view)] = spacing
        setNeedsLayout()
    }

    open func customSpacing(after view: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(view)] ?? UIStackView.spacingUseDefault
    }

    /// The spacing after `view`: its custom spacing, else `spacing` (`spacingUseSystem` is 8 pt).
    func spacing(after view: UIView) -> CGFloat {
        let s = customSpacing[ObjectIdentifier(view)] ?? spacing
        if s == UIStackView.spacingUseSystem || s == UIStackView.spacingUseDefault { return LayoutSpacing.system }
        return s
    }

    override func generatedConstraints() -> [NSLayoutConstraint] { StackConstraints(stack: self).all }

    var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// A vertical stack's first baseline is its first view's, its last baseline its last view's; a
    /// horizontal stack's are its first view's (Layoutshot's reading of UIKit's
    /// `viewForFirstBaselineLayout`).
    open override var forFirstBaselineLayout: UIView { visibleArrangedSubviews.first ?? self }
    open override var forLastBaselineLayout: UIView {
        (axis == .vertical ? visibleArrangedSubviews.last : visibleArrangedSubviews.first) ?? self
    }
}
