/// Constraint strengths as plain weights (Kiwi's scale): a non-required constraint adds `strength × |error|` to the
/// objective the solver minimises, so one strong constraint outweighs a thousand medium ones of equal error.
///
///     Strength.required              // 1_001_001_000: must hold exactly
///     Strength.strong * 2            // still non-required
///     Strength.clipped(5e9)          // == Strength.required
public enum Strength {
    public static let required: Double = 1_001_001_000
    public static let strong: Double = 1_000_000
    public static let medium: Double = 1_000
    public static let weak: Double = 1

    /// `weight` clamped into `0...required`; NaN counts as 0 (the weakest: it never moves a solution).
    public static func clipped(_ weight: Double) -> Double {
        if weight.isNaN { return 0 }
        return min(max(weight, 0), required)
    }
}
