import ScreenPipeline

/// `--overlay` and `--overlay-density`, shared by `render` and `handout`.
enum OverlayOptions {
    static let help = """
        --overlay     redlines: section bounds (blue), item bounds (magenta), and labels in points — item
                      sizes, spacing between items and rows, section insets — that never overlap
        --overlay-density D   low (one size a section), medium (default: also spacings and insets) or high
                      (every item's size too); labels with no free place are left out
        --overlay-labels L    the measurements labelled: sizes, spacing, insets (comma-separated; default all)
        """

    static let names: Set<String> = ["--overlay-density", "--overlay-labels"]

    static func redlines(_ args: Arguments) throws -> Redlines? {
        let density = try args.value("--overlay-density")
        let labels = args.values("--overlay-labels")
        guard args.flag("--overlay") else {
            if density != nil { throw CLIError("--overlay-density goes with --overlay") }
            if !labels.isEmpty { throw CLIError("--overlay-labels goes with --overlay") }
            return nil
        }
        var redlines = Redlines()
        if let density {
            guard let chosen = Redlines.Density(rawValue: density) else {
                throw CLIError("--overlay-density must be low, medium or high, got '\(density)'")
            }
            redlines.density = chosen
        }
        if !labels.isEmpty {
            redlines.measurements = Set(try labels.map { name in
                try Redlines.Measurement(rawValue: name).orThrow(CLIError("--overlay-labels takes sizes, spacing and insets, got '\(name)'"))
            })
        }
        return redlines
    }
}
