import Foundation
import LayoutshotFiles
import ScreenSpec

/// Where a command writes: standard output for results, standard error for the one-line error.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out; self.err = err
    }

    /// Whether `out` and `err` are this process's standard output and error (`standard`): then a
    /// command may hand them to another program (`--swift` replaces the process with its runner).
    public var isProcessOutput = false

    public static let standard: Console = {
        var console = Console(out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
                              err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        console.isProcessOutput = true
        return console
    }()
}

/// The `layoutshot` command line: `layoutshot <command> [arguments]`.
public enum Layoutshot {
    static let version = LayoutshotVersion.current
    /// The commands, in the order the overview lists them; each declares its name, summary and options once.
    static let commands: [any Command.Type] = [
        ScreensCommand.self, DevicesCommand.self, LayoutCommand.self, RenderCommand.self,
        DiffCommand.self, VerifyCommand.self, HandoutCommand.self, NibCommand.self,
    ]

    static var overview: String {
        let list = commands.map { "  " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }
        return """
            layoutshot \(version) — iOS collection-view screens, laid out as UIKit does and drawn without an iPhone.

            USAGE: layoutshot <command> [options]

            COMMANDS:
            \(list.joined(separator: "\n"))

            Run 'layoutshot <command> --help' for a command's options.
            Exit codes: 0 ok, 1 differs (golden checks), 2 usage or input error.
            """
    }

    /// Runs one command line (without the program name) and returns the exit code.
    ///
    /// `appScreen` is the app's own controller, in the runner `--swift` builds (`LayoutshotAppRunner`);
    /// `appScreens` several (every preview, which `render` draws); without them, `layout` and `render`
    /// with `--swift` build that runner and run it.
    /// `nibClassLookup` finds the app's classes in the runner `nib --swift` builds; without it, `nib`
    /// with `--swift` builds that runner and runs it.
    public static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                           console: Console = .standard, appScreen: (any AppScreenSource)? = nil,
                           appScreens: [any AppScreenSource] = [],
                           nibClassLookup: ((String, String?) -> AnyClass?)? = nil) -> Int32 {
        let appScreens = appScreen.map { [$0] } ?? appScreens
        guard let command = arguments.first else {
            console.err("layoutshot: missing command (see 'layoutshot --help')")
            return ExitCode.failure
        }
        let rest = Array(arguments.dropFirst())
        let context = CommandContext(environment: environment, console: console, appScreens: appScreens, nibClassLookup: nibClassLookup)
        do {
            if nibClassLookup == nil, command == NibCommand.name, rest.contains("--swift"), !rest.contains("--help"),
               let options = try SwiftAppOptions.parseForNib(try NibCommand.arguments(rest)) {
                return try SwiftAppPackage(options: options, environment: environment).run(arguments, console: console)
            }
            if appScreens.isEmpty, [LayoutCommand.name, RenderCommand.name].contains(command), rest.contains("--swift"), !rest.contains("--help") {
                let args = command == LayoutCommand.name ? try LayoutCommand.arguments(rest) : try RenderCommand.arguments(rest)
                if var options = try SwiftAppOptions.parse(args) {
                    options.everyPreview = command == RenderCommand.name
                    return try SwiftAppPackage(options: options, environment: environment).run(arguments, console: console)
                }
            }
            switch command {
            case "--help", "-h", "help":
                console.out(overview)
            case "--version":
                console.out(version)
            default:
                guard let type = commands.first(where: { $0.name == command }) else {
                    let hint = NameSuggestion.didYouMean(command, in: commands.map { $0.name }, quote: "'")
                    throw CLIError("unknown command '\(command)'\(hint) (see 'layoutshot --help')")
                }
                if type.options.contains(where: { $0.name == FontOptions.fonts.name }), !rest.contains(Option.help.name),
                   let args = try? Arguments(rest, options: type.options, command: type.name) {
                    try FontOptions.register(args, environment: environment)
                }
                return try type.run(rest, context)
            }
            return ExitCode.success
        } catch let error as CLIError {
            console.err("layoutshot: \(error.description)")
            return ExitCode.failure
        } catch {
            console.err("layoutshot: \(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
            return ExitCode.failure
        }
    }
}

struct CommandContext {
    let environment: [String: String]
    let console: Console
    /// The app's screens (`--swift`: its controller, or its previews), in the runner process.
    var appScreens: [any AppScreenSource] = []
    /// The app's classes for a xib's `customClass` (`nib --swift`), in the runner process.
    var nibClassLookup: ((String, String?) -> AnyClass?)? = nil
    var locator: ScreenLocator { ScreenLocator(environment: environment) }

    /// The locator, decoding screens under `limits`.
    func locator(_ limits: LimitOptions) -> ScreenLocator {
        var locator = ScreenLocator(environment: environment)
        locator.maximumElements = limits.elements
        return locator
    }
}
