import CollectionLayout
import Foundation
import Scene
import ScreenSpec

/// The devices a command draws on — `--device`/`--devices` (presets), or `--width W --height H`
/// (any size), `--scale S` — declared once, name, help and parser together, and taken the same way
/// by every command that draws (`layout`, `render`, `verify`, `handout`).
enum DeviceOptions {
    static let device = Option("--device", "D", also: ["--devices"], usage: "--device D, --devices a,b",
                               help: "presets (see 'layoutshot devices'); repeat or comma-separate")
    static let width = Option("--width", "W", usage: "--width W --height H",
                              help: "any size in points instead of presets (scale default 2)")
    /// Written with `--width` in the help.
    static let height = Option("--height", "H", listed: false, help: "the height of --width W --height H")
    static let scale = Option("--scale", "S", help: "with presets: the presets at another pixel density (a small preview at 1)")

    /// The options, `--device`'s help naming the command's `defaults`.
    static func options(defaults: [String]) -> [Option] {
        [device.helping("; default \(defaults.joined(separator: ", "))"), width, height, scale]
    }

    /// The devices asked for; `defaults` when none (`--scale` alone redraws them at that density).
    /// Each one's canvas must fit `limits` (`--max-canvas`).
    static func devices(_ args: Arguments, limits: LimitOptions, defaults: [String] = ["iphone-15"]) throws -> [Device] {
        let width = try args.number(Self.width), height = try args.number(Self.height), scale = try args.number(Self.scale)
        let presets = args.values(Self.device)
        if width != nil || height != nil {
            guard presets.isEmpty else { throw CLIError("give --device or --width/--height, not both") }
            guard let width, let height else { throw CLIError("--width and --height go together") }
            let s = scale ?? 2
            guard s <= 10 else { throw CLIError("--scale must be at most 10, got \(LimitOptions.number(s))") }
            try limits.checkCanvas(width: width, height: height, scale: s,
                                   describing: "a \(LimitOptions.number(width))×\(LimitOptions.number(height)) pt canvas at @\(LimitOptions.number(s))x")
            return [Device.custom(width: width, height: height, scale: s)]
        }
        return try (presets.isEmpty ? defaults : presets).map { name in
            guard let device = Device.preset(named: name) else {
                throw CLIError(Device.unknownPreset(name))
            }
            // --scale with a preset draws it at another pixel density (its points and safe area stay).
            guard let scale else {
                try limits.checkCanvas(width: device.width, height: device.height, scale: device.scale, describing: name)
                return device
            }
            guard scale <= 10 else { throw CLIError("--scale must be at most 10, got \(LimitOptions.number(scale))") }
            try limits.checkCanvas(width: device.width, height: device.height, scale: scale,
                                   describing: "\(name) at @\(LimitOptions.number(scale))x")
            return device.at(scale: scale)
        }
    }
}

/// `--appearance light|dark|light,dark`, declared once for `render`, `verify` and `handout`.
enum AppearanceOptions {
    static let appearance = Option("--appearance", "A", help: "light, dark, or light,dark for both")

    /// The option, its help naming the command's `defaults`.
    static func option(defaults: [Appearance]) -> Option {
        appearance.helping("; default \(defaults.map(\.rawValue).joined(separator: ","))")
    }

    static func appearances(_ args: Arguments, defaults: [Appearance]) throws -> [Appearance] {
        let names = args.values(Self.appearance)
        guard !names.isEmpty else { return defaults }
        return try names.map { name in
            guard let appearance = Appearance(rawValue: name) else {
                throw CLIError("--appearance must be light or dark, got '\(name)'" + NameSuggestion.didYouMean(name, in: ["light", "dark"], quote: "'"))
            }
            return appearance
        }
    }
}

/// The trait matrix — `--content-size(s)`, `--layout-direction`/`--directions`,
/// `--orientation(s)` — declared once, name, help and parser together, for `layout`, `render`,
/// `verify` and `handout`. Each takes one value, or a list (comma-separated or repeated) where the
/// command draws several; every combination is drawn (`Traits.matrix`).
enum TraitOptions {
    static let contentSize = Option("--content-size", "C", also: ["--content-sizes"], help: """
        Dynamic Type: one of UIKit's UIContentSizeCategory names (extraSmall, small,
        medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge,
        accessibilityMedium … accessibilityExtraExtraExtraLarge) or their short names
        (XS … XXXL, AX1 … AX5); --content-sizes a,b for several; default large
        """)
    static let layoutDirection = Option("--layout-direction", "D", also: ["--directions"], help: """
        ltr or rtl (right to left: mirrored layout and chrome, natural text
        right-aligned); --directions ltr,rtl for both; default ltr
        """)
    static let orientation = Option("--orientation", "O", also: ["--orientations"], help: """
        portrait or landscape (each preset's landscape size, safe areas and size
        classes); --orientations portrait,landscape for both; default portrait
        """)
    static let all = [contentSize, layoutDirection, orientation]

    /// Every combination asked for, content sizes outermost; `[.standard]` when none is given.
    static func traits(_ args: Arguments) throws -> [Traits] {
        let sizes = try list(args, Self.contentSize, default: UIContentSizeCategory.large) { name in
            try UIContentSizeCategory(named: name).orThrow(CLIError(
                "unknown content size '\(name)'" + hint(name, in: UIContentSizeCategory.allCases.flatMap { [$0.rawValue, $0.shortName] },
                                                        otherwise: "give a UIContentSizeCategory name (extraSmall … accessibilityExtraExtraExtraLarge) or XS … XXXL, AX1 … AX5")))
        }
        let directions = try list(args, Self.layoutDirection, default: UIUserInterfaceLayoutDirection.leftToRight) { name in
            try UIUserInterfaceLayoutDirection(named: name).orThrow(CLIError(
                "unknown layout direction '\(name)'" + hint(name, in: ["ltr", "rtl"], otherwise: "give ltr or rtl")))
        }
        let orientations = try list(args, Self.orientation, default: Orientation.portrait) { name in
            try Orientation(rawValue: name).orThrow(CLIError(
                "unknown orientation '\(name)'" + hint(name, in: ["portrait", "landscape"], otherwise: "give portrait or landscape")))
        }
        return Traits.matrix(contentSizes: sizes, directions: directions, orientations: orientations)
    }

    /// The one combination a command that draws once takes (`layout`).
    static func single(_ args: Arguments, command: String) throws -> Traits {
        let all = try traits(args)
        guard all.count == 1 else { throw CLIError("'\(command)' draws one set of traits, got \(all.count) combinations") }
        return all[0]
    }

    /// The values of the option in its singular and plural spellings together (each repeatable,
    /// comma-separated), in order, each once; `fallback` when neither is given.
    private static func list<T: Equatable>(_ args: Arguments, _ option: Option, default fallback: T,
                                           parse: (String) throws -> T) throws -> [T] {
        let names = args.values(option)
        guard !names.isEmpty else { return [fallback] }
        var values: [T] = []
        for name in names {
            let value = try parse(name)
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    private static func hint(_ name: String, in names: [String], otherwise: String) -> String {
        let suggestion = NameSuggestion.didYouMean(name, in: names, quote: "'")
        return suggestion.isEmpty ? "; \(otherwise)" : suggestion
    }
}
