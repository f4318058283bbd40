import Handout

/// `--overlay` and `--overlay-density`, shared by `render` and `handout`.
enum OverlayOptions {
    static let help = """
        --overlay     redlines: section bounds (blue), item bounds (magenta), and labels in points — item
                      sizes, spacing between items and rows, section insets — that never overlap
        --overlay-density D   low (one size a section), medium (default: also spacings and insets) or high
                      (every item's size too); labels with no free place are left out
        """

    static func redlines(_ args: Arguments) throws -> Redlines? {
        let density = try args.value("--overlay-density")
        guard args.flag("--overlay") else {
            if density != nil { throw CLIError("--overlay-density goes with --overlay") }
            return nil
        }
        guard let density else { return Redlines() }
        guard let chosen = Redlines.Density(rawValue: density) else {
            throw CLIError("--overlay-density must be low, medium or high, got '\(density)'")
        }
        return Redlines(density: chosen)
    }
}
