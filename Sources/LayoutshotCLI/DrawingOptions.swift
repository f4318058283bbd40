import Foundation
import Scene
import ScreenSpec

/// The devices a command draws on — `--device`/`--devices` (presets), or `--width W --height H`
/// (any size), `--scale S` — declared once, name, help and parser together, and taken the same way
/// by every command that draws (`layout`, `render`, `verify`, `handout`).
enum DeviceOptions {
    static let names: Set<String> = ["--device", "--devices", "--width", "--height", "--scale"]

    /// The options' help, the defaults named.
    static func help(defaults: [String]) -> String {
        """
        --device D, --devices a,b  presets (see 'layoutshot devices'); repeat or comma-separate; default \(defaults.joined(separator: ", "))
        --width W --height H  any size in points instead of presets (scale default 2)
        --scale S             with presets: the presets at another pixel density (a small preview at 1)
        """
    }

    /// The devices asked for; `defaults` when none (`--scale` alone redraws them at that density).
    /// Each one's canvas must fit `limits` (`--max-canvas`).
    static func devices(_ args: Arguments, limits: LimitOptions, defaults: [String] = ["iphone-15"]) throws -> [Device] {
        let width = try args.number("--width"), height = try args.number("--height"), scale = try args.number("--scale")
        let presets = args.values("--device") + args.values("--devices")
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
            return Device(name: device.name, displayName: device.displayName, width: device.width, height: device.height,
                          scale: scale, safeAreaTop: device.safeAreaTop, safeAreaBottom: device.safeAreaBottom)
        }
    }
}

/// `--appearance light|dark|light,dark`, declared once for `render`, `verify` and `handout`.
enum AppearanceOptions {
    static let names: Set<String> = ["--appearance"]

    static func help(defaults: [Appearance]) -> String {
        "--appearance A        light, dark, or light,dark for both; default \(defaults.map(\.rawValue).joined(separator: ","))"
    }

    static func appearances(_ args: Arguments, defaults: [Appearance]) throws -> [Appearance] {
        let names = args.values("--appearance")
        guard !names.isEmpty else { return defaults }
        return try names.map { name in
            guard let appearance = Appearance(rawValue: name) else {
                throw CLIError("--appearance must be light or dark, got '\(name)'" + NameSuggestion.didYouMean(name, in: ["light", "dark"], quote: "'"))
            }
            return appearance
        }
    }
}
