/// One `<constraint>`, held by the view whose `<constraints>` lists it.
///
/// ```xml
/// <constraint firstItem="xGz-sm-qBh" firstAttribute="leading" secondItem="Wz7-WB-DbW" secondAttribute="trailing"
///             constant="8" id="9GD-NL-0bR"/>
/// <constraint firstAttribute="width" secondAttribute="height" multiplier="4:3" id="…"/>
/// <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="44" priority="750" placeholder="YES" id="…"/>
/// ```
/// `firstItem` nil means the holding view; `secondItem` nil with `secondAttribute` nil is a constant constraint.
/// `multiplier` is the value of `"4:3"`, `"4/5"` or `"0.65"`. `constant` is the one for the resolved size
/// class (`<variation key="widthClass=regular" constant="30"/>`).
public struct IBConstraint: Sendable, Equatable {
    public var id: String
    public var line: Int
    /// nil: the view that holds the constraint.
    public var firstItem: String?
    public var firstAttribute: IBLayoutAttribute
    public var relation: IBRelation
    public var secondItem: String?
    public var secondAttribute: IBLayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// UILayoutPriority: 1000 (required) when absent.
    public var priority: Float
    /// `placeholder="YES"`: "remove at build time" (IB solved with it; the app never has it).
    public var placeholder: Bool
    /// `symbolic="YES"`: IB's "standard" spacing, with the value it used in `constant`.
    public var symbolic: Bool
    /// `identifier=`.
    public var identifier: String?

    public init(id: String, line: Int = 0, firstItem: String? = nil, firstAttribute: IBLayoutAttribute,
                relation: IBRelation = .equal, secondItem: String? = nil, secondAttribute: IBLayoutAttribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Float = 1000, placeholder: Bool = false,
                symbolic: Bool = false, identifier: String? = nil) {
        self.id = id
        self.line = line
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.placeholder = placeholder
        self.symbolic = symbolic
        self.identifier = identifier
    }
}

/// NSLayoutConstraint.Attribute as UIKit spells it; IB's `baseline` reads as `.lastBaseline`.
public enum IBLayoutAttribute: String, Sendable, Equatable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The attribute for IB's spelling (`baseline` is `lastBaseline`), nil for an unknown name.
    public init?(ibName: String) {
        if ibName == "baseline" { self = .lastBaseline } else { self.init(rawValue: ibName) }
    }
}

/// NSLayoutConstraint.Relation: `relation=` absent is `.equal`.
public enum IBRelation: String, Sendable, Equatable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}
