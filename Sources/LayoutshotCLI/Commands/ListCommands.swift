import CollectionLayout
import Foundation
import ScreenSpec

/// `layoutshot screens`: every sample, name and title.
enum ScreensCommand: Command {
    static let name = "screens"
    static let summary = "List the sample screens, with their titles."
    static let usage = "layoutshot screens"
    static let about = "Lists the sample screens (samples/*.json): name and title, one a line."
    static let options: [Option] = []

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard args.positionals.isEmpty else { throw CLIError("'screens' takes no arguments") }
        let locator = context.locator
        let names = locator.sampleNames()
        guard !names.isEmpty else { throw locator.noSamples() }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let screen = try locator.load(name)
            context.console.out(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + screen.title)
        }
        return ExitCode.success
    }
}

/// `layoutshot devices`: the presets.
enum DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the device presets."
    static let usage = "layoutshot devices"
    static let about = """
        Lists the device presets: name, points, scale, pixels, portrait safe area (top/bottom) and
        landscape safe area (top/left/right/bottom, --orientation landscape).
        Any other size: --width W --height H [--scale S] on 'layout', 'render', 'verify' and 'handout'.
        """
    static let options: [Option] = []

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard args.positionals.isEmpty else { throw CLIError("'devices' takes no arguments") }
        let f = LimitOptions.number
        for d in Device.presets {
            let columns = [
                d.name.padding(toLength: 19, withPad: " ", startingAt: 0),
                "\(f(d.width))×\(f(d.height)) pt @\(f(d.scale))x".padding(toLength: 21, withPad: " ", startingAt: 0),
                "\(d.pixelWidth)×\(d.pixelHeight) px".padding(toLength: 15, withPad: " ", startingAt: 0),
                "safe area \(f(d.safeAreaTop))/\(f(d.safeAreaBottom))".padding(toLength: 17, withPad: " ", startingAt: 0),
                landscape(d.oriented(.landscape)).padding(toLength: 25, withPad: " ", startingAt: 0),
                d.displayName,
            ]
            context.console.out(columns.joined())
        }
        return ExitCode.success
    }

    /// `landscape 0/59/59/21`: the turned device's safe area, top/left/right/bottom.
    private static func landscape(_ d: Device) -> String {
        "landscape \([d.safeAreaTop, d.safeAreaLeft, d.safeAreaRight, d.safeAreaBottom].map(LimitOptions.number).joined(separator: "/"))"
    }
}
