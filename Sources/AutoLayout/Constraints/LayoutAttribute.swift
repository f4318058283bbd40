import Foundation

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = 11, firstBaseline
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins

        /// The horizontal attributes; the rest (but `notAnAttribute`) are vertical.
        public var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        /// `width` or `height`: a size, not a position.
        public var isSize: Bool { self == .width || self == .height }

        /// The name UIKit prints in constraint descriptions (`leading`, `centerY`, `lastBaseline`, …).
        public var name: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }

        /// The attribute named `name` (as IB writes it; `baseline` is `lastBaseline`).
        public init?(name: String) {
            if name == "baseline" { self = .lastBaseline; return }
            guard let found = Attribute.allCases.first(where: { $0.name == name }) else { return nil }
            self = found
        }
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }

        var linear: LinearRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }
}
