import Foundation

/// iOS semantic and system colours (`UIColor.systemBlue`, `.label`, `.separator`, …), light and dark.
///
/// Values: `../shared/docs/uikit-semantics.md` §I1 (Flutter's `CupertinoColors`, cross-checked with
/// ColorCompatibility). Dark values are the base level; the elevated level (sheets) is not used yet.
/// Translucent colours keep their alpha (rule I1: composite, never replace with an opaque look-alike).
public enum SystemColor {
    /// Every name this table knows, as UIKit spells it (`systemGray5`, `secondaryLabel`, …).
    public static var names: [String] { table.keys.sorted() }

    /// The colour `name` in `appearance`, or nil if the name is not a UIKit colour this table knows.
    public static func named(_ name: String, in appearance: Appearance) -> RGBA? {
        guard let pair = table[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    // MARK: The one policy for a colour name UIKit does not have

    /// What an unknown colour name draws as, on every path (a screen file, a screen built in Swift, a
    /// xib, the `UIKit` module): magenta, the colour no design uses, so a name nothing caught shows
    /// rather than traps or passes for grey. Where it is found it is also reported (`problem`): a screen
    /// file's is an error at its JSON path, a Swift-built screen's a failure at the assertion, a xib's a
    /// warning with its IB id and line.
    public static let unknown = RGBA(255, 0, 255, 1)

    /// The colour `name` in `appearance`; `unknown` for a name UIKit does not have.
    public static func resolve(_ name: String, in appearance: Appearance) -> RGBA {
        named(name, in: appearance) ?? unknown
    }

    /// nil for a UIKit colour name; else the one sentence every path reports it with:
    /// `unknown colour "systemGrey5"; did you mean "systemGray5"?`.
    public static func problem(_ name: String) -> String? {
        guard table[name] == nil else { return nil }
        let hint = NameSuggestion.didYouMean(name, in: names)
        return "unknown colour \"\(name)\"" + (hint.isEmpty ? "; use a UIKit colour name (systemBlue, label, systemGray5, …) or #RRGGBB" : hint)
    }

    private static func c(_ light: String, _ dark: String) -> (light: RGBA, dark: RGBA) {
        (RGBA(hex: light)!, RGBA(hex: dark)!)
    }
    private static func c(_ light: RGBA, _ dark: RGBA) -> (light: RGBA, dark: RGBA) { (light, dark) }

    private static let table: [String: (light: RGBA, dark: RGBA)] = [
        "systemBackground": c("#FFFFFF", "#000000"),
        "secondarySystemBackground": c("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": c("#FFFFFF", "#2C2C2E"),
        "systemGroupedBackground": c("#F2F2F7", "#000000"),
        "secondarySystemGroupedBackground": c("#FFFFFF", "#1C1C1E"),
        "tertiarySystemGroupedBackground": c("#F2F2F7", "#2C2C2E"),
        "label": c("#000000", "#FFFFFF"),
        "secondaryLabel": c(RGBA(60, 60, 67, 0.60), RGBA(235, 235, 245, 0.60)),
        "tertiaryLabel": c(RGBA(60, 60, 67, 0.30), RGBA(235, 235, 245, 0.30)),
        "quaternaryLabel": c(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)),
        "placeholderText": c(RGBA(60, 60, 67, 0.30), RGBA(235, 235, 245, 0.30)),
        "separator": c(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.60)),
        "opaqueSeparator": c("#C6C6C8", "#38383A"),
        "link": c("#007AFF", "#0984FF"),
        "systemFill": c(RGBA(120, 120, 128, 0.20), RGBA(120, 120, 128, 0.36)),
        "secondarySystemFill": c(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)),
        "tertiarySystemFill": c(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)),
        "quaternarySystemFill": c(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)),
        "systemGray": c("#8E8E93", "#8E8E93"),
        "systemGray2": c("#AEAEB2", "#636366"),
        "systemGray3": c("#C7C7CC", "#48484A"),
        "systemGray4": c("#D1D1D6", "#3A3A3C"),
        "systemGray5": c("#E5E5EA", "#2C2C2E"),
        "systemGray6": c("#F2F2F7", "#1C1C1E"),
        "systemBlue": c("#007AFF", "#0A84FF"),
        "systemBrown": c("#A2845E", "#AC8E68"),
        "systemRed": c("#FF3B30", "#FF453A"),
        "systemOrange": c("#FF9500", "#FF9F0A"),
        "systemYellow": c("#FFCC00", "#FFD60A"),
        "systemGreen": c("#34C759", "#30D158"),
        "systemMint": c("#00C7BE", "#63E6E2"),
        "systemTeal": c("#5AC8FA", "#64D2FF"),
        "systemCyan": c("#32ADE6", "#64D2FF"),
        "systemIndigo": c("#5856D6", "#5E5CE6"),
        "systemPurple": c("#AF52DE", "#BF5AF2"),
        "systemPink": c("#FF2D55", "#FF375F"),
        // Fixed colours (`UIColor.white`, `.black`, `.clear`): the same in both appearances.
        "white": c("#FFFFFF", "#FFFFFF"),
        "black": c("#000000", "#000000"),
        "clear": c(RGBA.clear, RGBA.clear),
    ]
}
