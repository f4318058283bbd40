import Foundation

/// UIKit's `UILayoutPriority` (rule AL2): 1…1000, where 1000 (`required`) must hold and anything lower is a
/// wish the engine meets as closely as it can, higher priorities first.
///
/// ```swift
/// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)   // 251, IB's default for labels
/// bottom.priority = UILayoutPriority(999)
/// ```
///
/// **How priorities weigh** (`weight`): an optional constraint's error (points away from holding)
/// costs `10^(6·p/1000)` per point — 250 → 31.6, 251 → 32.1, 750 → 31 623, 999 → 986 279 — so
/// each step up is 1.4 % dearer and 500 levels are a factor of 1 000. UIKit documents only that
/// higher priorities win; this exponential scale is Layoutshot's choice (see the README's "Not yet
/// confirmed"): one constraint at 750 outweighs up to 999 at 250, never more.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting` pulls a free axis towards its target with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, n: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + n) }
    public static func - (p: UILayoutPriority, n: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - n) }

    public var description: String { rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue) }

    /// Whether the engine must satisfy it exactly.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength of a constraint at this priority (`Strength.required` at 1000).
    var weight: Double {
        if isRequired { return Strength.required }
        if rawValue >= 0, let whole = Int(exactly: rawValue) { return Self.wholeWeights[whole] }
        return Self.weight(Double(min(max(rawValue, 0), 999.999)))
    }

    private static func weight(_ p: Double) -> Double { Foundation.pow(10, 6 * p / 1000) }

    /// `weight` of the whole priorities 0…999, computed once (`pow` is the dearest part of making a constraint).
    private static let wholeWeights: [Double] = (0..<1000).map { weight(Double($0)) }
}
