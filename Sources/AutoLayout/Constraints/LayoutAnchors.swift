import Foundation

/// UIKit's `NSLayoutAnchor`: one attribute of a view or layout guide, making constraints with
/// anchors of the same axis.
///
/// ```swift
/// title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
/// icon.widthAnchor.constraint(equalTo: icon.heightAnchor, multiplier: 1.5).isActive = true
/// badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 20).isActive = true
/// ```
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// Unowned: the item makes its anchors and keeps them; an anchor is not used after its item.
    unowned(unsafe) let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// `leadingAnchor`, `leftAnchor`, `centerXAnchor`, …
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `equalToSystemSpacingAfter`: UIKit's standard 8-pt spacing between siblings (× multiplier).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.system * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
}

/// `topAnchor`, `firstBaselineAnchor`, `centerYAnchor`, …
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `equalToSystemSpacingBelow`: UIKit's standard 8-pt spacing (× multiplier).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: LayoutSpacing.system * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: LayoutSpacing.system * multiplier)
    }
}

/// `widthAnchor` and `heightAnchor`: constraints to constants and multiples of another dimension.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// UIKit's standard spacing (`NSLayoutConstraint` "system spacing", IB's "Standard"): 8 pt between
/// siblings at the default content size. Source: Apple, Auto Layout Guide, "Anatomy of a Constraint"
/// (standard spacing is 8 points between siblings, 20 to the superview edge).
enum LayoutSpacing {
    static let system: CGFloat = 8
}

/// The anchors of an item (a view or a layout guide), made once and kept: UIKit returns the same
/// anchor object each time.
struct Anchors {
    let leading, trailing, left, right, centerX: NSLayoutXAxisAnchor
    let top, bottom, centerY, firstBaseline, lastBaseline: NSLayoutYAxisAnchor
    let width, height: NSLayoutDimension

    init(_ item: AnyObject) {
        leading = NSLayoutXAxisAnchor(item: item, attribute: .leading)
        trailing = NSLayoutXAxisAnchor(item: item, attribute: .trailing)
        left = NSLayoutXAxisAnchor(item: item, attribute: .left)
        right = NSLayoutXAxisAnchor(item: item, attribute: .right)
        centerX = NSLayoutXAxisAnchor(item: item, attribute: .centerX)
        top = NSLayoutYAxisAnchor(item: item, attribute: .top)
        bottom = NSLayoutYAxisAnchor(item: item, attribute: .bottom)
        centerY = NSLayoutYAxisAnchor(item: item, attribute: .centerY)
        firstBaseline = NSLayoutYAxisAnchor(item: item, attribute: .firstBaseline)
        lastBaseline = NSLayoutYAxisAnchor(item: item, attribute: .lastBaseline)
        width = NSLayoutDimension(item: item, attribute: .width)
        height = NSLayoutDimension(item: item, attribute: .height)
    }
}
