/// A column of the simplex tableau (Badros, Borning & Stuckey 2001, §2.1 "augmented simplex form").
///
/// `raw` packs a per-solver serial number (creation order) and the kind into one integer: `serial << 2 | kind`.
/// Comparing `raw` therefore orders symbols by creation, which is the order every choice of the solver uses
/// (Bland's rule: the lowest symbol wins a tie), so a solver fed the same calls makes the same pivots.
///
///     Symbol(serial: 3, kind: .slack).raw == 13
struct Symbol: Hashable, Comparable {
    /// External symbols stand for user variables and are unrestricted in sign; the others are ≥ 0.
    /// Slack: the gap of an inequality. Error: how far a non-required constraint is off (§2.3).
    /// Dummy: the marker of a required equality, always 0 and never chosen to enter the basis.
    enum Kind: Int {
        case external = 0, slack = 1, error = 2, dummy = 3
    }

    let raw: Int

    init(serial: Int, kind: Kind) {
        raw = serial << 2 | kind.rawValue
    }

    /// The symbol whose `raw` is `raw` (a value another symbol's `raw` gave).
    init(raw: Int) {
        self.raw = raw
    }

    /// The index of the symbol in per-symbol arrays (0, 1, 2, … in creation order).
    var serial: Int { raw >> 2 }

    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    var isError: Bool { raw & 3 == Kind.error.rawValue }
    /// Slack and error symbols: the ones that may enter the basis in place of an artificial variable.
    var isPivotable: Bool { raw & 3 == Kind.slack.rawValue || raw & 3 == Kind.error.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
