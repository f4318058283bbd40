import ScreenPipeline

/// `--overlay` and `--overlay-density`, shared by `render` and `handout`.
enum OverlayOptions {
    static let overlay = Option("--overlay", help: """
        redlines: section bounds (blue), item bounds (magenta), and labels in points — item
        sizes, spacing between items and rows, section insets — that never overlap
        """)
    static let density = Option("--overlay-density", "D", help: """
        low (one size a section), medium (default: also spacings and insets) or high
        (every item's size too); labels with no free place are left out
        """)
    static let labels = Option("--overlay-labels", "L", help: "the measurements labelled: sizes, spacing, insets (comma-separated; default all)")
    static let all = [overlay, density, labels]

    static func redlines(_ args: Arguments) throws -> Redlines? {
        let density = try args.value(Self.density)
        let labels = args.values(Self.labels)
        guard args.flag(Self.overlay) else {
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
