import AppSources
import CollectionLayout
import Foundation
import ScreenSpec

/// `layoutshot screens`: every sample, name and title.
enum ScreensCommand: Command {
    static let name = "screens"
    static let summary = "List the sample screens, with their titles."
    static let usage = "layoutshot screens [--swift DIR [--target NAME] [--exclude GLOB]…]"
    static let about = """
        Lists the sample screens (samples/*.json): name and title, one a line. With --swift DIR, the
        app's #Preview screens instead (name, then the file that declares it), which 'layout' and
        'render --swift DIR --preview NAME' draw.
        """
    static let swift = Option("--swift", "DIR", help: "list the #Preview screens of the app's Swift files below DIR (nothing is built)")
    static let options: [Option] = [swift, SwiftAppOptions.target, SwiftAppOptions.exclude]

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard args.positionals.isEmpty else { throw CLIError("'screens' takes no arguments") }
        if let path = try args.value(Self.swift) {
            let folder = try SwiftAppOptions.existingFolder(path, option: Self.swift.name)
            let options = SwiftAppOptions(folder: folder, controller: "", target: try args.value(SwiftAppOptions.target), module: "App",
                                          xibFolders: [], excludePatterns: try SwiftAppOptions.excludePatterns(args))
            let files = try SwiftAppPackage.appFiles(options)
            var rows: [(String, String)] = []
            for url in files {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for p in TransformedFile.previews(source: text, originalPath: url.path) {
                    rows.append((p.name, TransformedFile.flatName(of: url, under: folder).replacingOccurrences(of: "+", with: "/")))
                }
            }
            guard !rows.isEmpty else { throw CLIError("--swift \(path): no #Preview in its Swift files") }
            let width = rows.map(\.0.count).max() ?? 0
            for (name, file) in rows { context.console.out(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + file) }
            return ExitCode.success
        }
        for option in [SwiftAppOptions.exclude, SwiftAppOptions.target] where args.has(option) { throw CLIError("\(option.name) needs --swift DIR") }
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
