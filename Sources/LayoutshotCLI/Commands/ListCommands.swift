import Foundation
import ScreenSpec

/// `layoutshot screens`: every sample, name and title.
enum ScreensCommand {
    static let help = """
        USAGE: layoutshot screens

        Lists the sample screens (samples/*.json): name and title, one a line.
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws {
        let args = try Arguments(arguments, options: [], flags: ["--help"], command: "screens")
        if args.flag("--help") { return context.console.out(help) }
        guard args.positionals.isEmpty else { throw CLIError("'screens' takes no arguments") }
        let locator = context.locator
        let names = locator.sampleNames()
        guard !names.isEmpty else { throw locator.noSamples() }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let screen = try locator.load(name)
            context.console.out(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + screen.title)
        }
    }
}

/// `layoutshot devices`: the presets.
enum DevicesCommand {
    static let help = """
        USAGE: layoutshot devices

        Lists the device presets: name, points, scale, pixels and portrait safe area.
        Any other size: --width W --height H [--scale S] on 'layout' and 'render'.
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws {
        let args = try Arguments(arguments, options: [], flags: ["--help"], command: "devices")
        if args.flag("--help") { return context.console.out(help) }
        guard args.positionals.isEmpty else { throw CLIError("'devices' takes no arguments") }
        for d in Device.presets {
            func f(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
            let columns = [
                d.name.padding(toLength: 19, withPad: " ", startingAt: 0),
                "\(f(d.width))×\(f(d.height)) pt @\(f(d.scale))x".padding(toLength: 21, withPad: " ", startingAt: 0),
                "\(d.pixelWidth)×\(d.pixelHeight) px".padding(toLength: 15, withPad: " ", startingAt: 0),
                "safe area \(f(d.safeAreaTop))/\(f(d.safeAreaBottom))".padding(toLength: 17, withPad: " ", startingAt: 0),
                d.displayName,
            ]
            context.console.out(columns.joined())
        }
    }
}

/// `--device D` or `--width W --height H [--scale S]`, shared by `layout` and `render`.
enum DeviceOptions {
    static let names: Set<String> = ["--device", "--width", "--height", "--scale"]

    /// The devices asked for; `defaultDevice` when none (`--scale` alone redraws it at that density).
    /// Each one's canvas must fit `limits` (`--max-canvas`).
    static func devices(_ args: Arguments, limits: LimitOptions, defaultDevice: String = "iphone-15") throws -> [Device] {
        let width = try args.number("--width"), height = try args.number("--height"), scale = try args.number("--scale")
        let presets = args.values("--device")
        if width != nil || height != nil {
            guard presets.isEmpty else { throw CLIError("give --device or --width/--height, not both") }
            guard let width, let height else { throw CLIError("--width and --height go together") }
            let s = scale ?? 2
            guard s <= 10 else { throw CLIError("--scale must be at most 10, got \(s)") }
            try limits.checkCanvas(width: width, height: height, scale: s,
                                   describing: "a \(LimitOptions.number(width))×\(LimitOptions.number(height)) pt canvas at @\(LimitOptions.number(s))x")
            return [Device.custom(width: width, height: height, scale: s)]
        }
        let names = presets.isEmpty ? [defaultDevice] : presets
        return try names.map { name in
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
