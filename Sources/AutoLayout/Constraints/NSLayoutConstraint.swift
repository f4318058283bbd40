import Foundation

/// UIKit's `NSLayoutConstraint` (rule AL1, docs/rules.md): `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`.
///
/// ```swift
/// let c = NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
///                            toItem: icon, attribute: .trailing, multiplier: 1, constant: 8)
/// c.isActive = true        // installed on the nearest common ancestor of title and icon
/// title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8).isActive = true   // the same
/// ```
///
/// Items are `UIView`s and `UILayoutGuide`s, unretained as in UIKit (`assign`). A constraint is active when a
/// view holds it (`UIView.constraints`); the engine expresses both sides in the holder's bounds, so a
/// multiplier on a position attribute scales a coordinate of the holder (IB's rule: element
/// DeviceView's `centerX × 4/5` in the corpus only comes out that way).
open class NSLayoutConstraint: CustomStringConvertible {
    /// Unretained, as UIKit's (`assign`): a constraint does not keep its items alive.
    public var firstItem: AnyObject? { firstItemRef?.takeUnretainedValue() }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { secondItemRef?.takeUnretainedValue() }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it on an active constraint re-solves only this constraint.
    @exclusivity(unchecked) public var constant: CGFloat { didSet { if constant != oldValue { holder?.constraintChanged(self) } } }
    @exclusivity(unchecked) public var priority: UILayoutPriority { didSet { if priority != oldValue { holder?.constraintChanged(self) } } }
    public var identifier: String?
    /// Layoutshot: the view that holds this constraint (`UIView.constraints` of it), nil when inactive.
    public internal(set) var holder: UIView? {
        get { holderRef?.takeUnretainedValue() }
        set { holderRef = newValue.map { .passUnretained($0) } }
    }
    /// The items and the holder as stored: unmanaged, so the engine reads them without a reference count (an
    /// `unowned(unsafe)` property costs a retain and a release a read; `LayoutEngine.install`).
    let firstItemRef, secondItemRef: Unmanaged<AnyObject>?
    @exclusivity(unchecked) var holderRef: Unmanaged<UIView>?
    /// Layoutshot: a constraint UIKit makes itself (stack views, autoresizing masks, intrinsic sizes),
    /// named as UIKit names them in logs (`UISV-spacing`, `NSAutoresizingMaskLayoutConstraint`, …).
    var systemKind: String?

    public init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItemRef = .passUnretained(view1); firstAttribute = attr1; self.relation = relation
        secondItemRef = view2.map { .passUnretained($0) }; secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier; constant = c; priority = .required
    }

    /// Active when a view holds it; setting it installs it on the nearest common ancestor of its
    /// items (a layout guide counts as its owning view) or removes it.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue, holder == nil {
                guard let ancestor = installationView else { return }
                ancestor.addConstraint(self)
            } else if !newValue, let holder {
                holder.removeConstraint(self)
            }
        }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The view `isActive = true` installs this constraint on.
    var installationView: UIView? {
        guard let first = LayoutItemRef.view(of: firstItem) else { return nil }
        guard let secondItem else { return first }
        guard let second = LayoutItemRef.view(of: secondItem) else { return nil }
        return first.nearestCommonAncestor(with: second)
    }

    /// UIKit's description: `<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.trailing + 8   (active)>`,
    /// with Layoutshot's stable names (the IB id or `identifier`) in place of addresses.
    open var description: String {
        var s = "<\(systemKind ?? "NSLayoutConstraint"):\(identifier ?? "-") \(LayoutItemRef.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            s += "\(LayoutItemRef.name(of: secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { s += "*\(Self.number(multiplier))" }
            if constant != 0 { s += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            s += Self.number(constant)
        }
        if !priority.isRequired { s += " @\(priority)" }
        return s + (isActive ? "   (active)>" : ">")
    }

    static func number(_ v: CGFloat) -> String {
        let d = Double(v)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(format: "%g", d)
    }
}

/// What a constraint's item is: a view or a layout guide.
enum LayoutItemRef {
    /// The view an item lives in for installation: a view itself, a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g.owningView }
        return nil
    }

    /// `UILabel:title` — the class and the IB id (`restorationIdentifier`) or accessibility identifier.
    static func name(of item: AnyObject?) -> String {
        if let v = item as? UIView { return v.layoutDescriptionName }
        if let g = item as? UILayoutGuide { return "\(g.kindName):\(g.identifier)" }
        return "nil"
    }
}
