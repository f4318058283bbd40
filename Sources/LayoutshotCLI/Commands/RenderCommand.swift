import CollectionLayout
import Handout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec
import LayoutshotFiles

/// `layoutshot render <screen>…`: draws every (screen, device, appearance) to a file.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw screens to PNG, SVG or PDF."
    static let usage = """
        layoutshot render <screen>… [--device D]… [--appearance light|dark] [--format png|svg|pdf] [--out DIR|FILE]
                                  [--full-length [--page-length PT] [--max-pixels N]]
                                  [--overlay [--overlay-density low|medium|high]]
                                  [--content-sizes C,…] [--directions ltr,rtl] [--orientations portrait,landscape]
                                  [--scroll-offset P] [--orthogonal-offset S:X]…
               layoutshot render --all [options]
               layoutshot render <cell.xib>… [options but the devices and --orientation]
               layoutshot render --swift DIR --controller NAME [--module M] [--xibs DIR]… [options]
        """
    static let about = """
        Draws each screen on each device, in each appearance and each combination of traits. Files are
        named <screen>-<device>[-dark][-<content size>][-rtl][-landscape].<ext>, a trait named only
        when it is not the default (games-tab-iphone-15-dark-AX3-rtl-landscape.png).
        <screen> is a sample's name (see 'layoutshot screens') or a path to a .json file.

        <screen> may also be a .xib file: its top-level view (a cell) is laid out by Auto Layout at the
        size Interface Builder stored and drawn alone, as a screen of its own, in light and dark unless
        given an appearance, named <xib name>[-dark][-<traits>].<ext>; every option but the devices',
        the orientation and --all applies.
        """
    static let epilogue = """
        Every image is drawn before any file is written, and the files are written all or none
        (each to a temporary file, flushed, then all renamed): an error leaves no partial file.
        """

    static let all = Option("--all", help: "every sample")
    static let format = Option("--format", "F", help: "png (default; device pixels), svg or pdf (vector, in points)")
    static let out = Option("--out", "DIR|FILE", help: """
        a folder (default output/; created if missing) or, for one image,
        a file path ending in .<format> (its folder created if missing)
        """)

    static let options = [all] + SwiftAppOptions.all + [FontOptions.fonts] + DeviceOptions.options(defaults: ["iphone-15"])
        + [AppearanceOptions.option(defaults: [.light])] + TraitOptions.all + [format] + FullLengthOutput.all
        + ScrollOptions.all + OverlayOptions.all + LimitOptions.all + [out]

    /// One image: the screen and device with the traits applied (`Traits.apply`).
    struct Job {
        let screen: Screen
        let device: Device
        let appearance: Appearance
        /// Whether the file name names the device (a xib's own device does not).
        var namesDevice = true

        var fileName: String {
            "\(screen.name)\(namesDevice ? "-\(device.name)" : "")\(appearance == .dark ? "-dark" : "")\(screen.traits.nameSuffix)"
        }
    }

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        let limits = try LimitOptions(args)
        let locator = context.locator(limits)
        if let app = try SwiftAppOptions.parse(args) {
            guard !args.flag(Self.all) else { throw CLIError("give --swift or --all, not both") }
            let (devices, traitMatrix) = (try DeviceOptions.devices(args, limits: limits), try TraitOptions.traits(args))
            let appearances = try AppearanceOptions.appearances(args, defaults: [.light])
            var jobs: [Job] = []
            for source in try context.appSources(for: app) { for device in devices { for traits in traitMatrix {
                let capture = try source.capture(on: device, traits: traits)
                for appearance in appearances {
                    jobs.append(Job(screen: capture.screen, device: capture.device, appearance: appearance))
                }
            } } }
            try draw(jobs, as: try format(args), args, limits: limits, context)
            return ExitCode.success
        }
        var names = args.positionals
        if args.flag(Self.all) {
            guard names.isEmpty else { throw CLIError("give screens or --all, not both") }
            names = locator.sampleNames()
            guard !names.isEmpty else { throw locator.noSamples() }
        }
        guard !names.isEmpty else { throw CLIError("'render' needs at least one screen (see 'layoutshot render --help')") }
        let format = try format(args)
        let xibs = names.filter { $0.hasSuffix(".xib") }
        if !xibs.isEmpty {
            guard xibs.count == names.count else { throw CLIError("give screens or .xib files, not both") }
            try draw(NibRender.jobs(xibs, args, context), as: format, args, limits: limits, context)
            return ExitCode.success
        }
        let appearances = try AppearanceOptions.appearances(args, defaults: [.light])
        let devices = try DeviceOptions.devices(args, limits: limits)
        let traitMatrix = try TraitOptions.traits(args)
        let screens = try names.map(locator.load)

        var jobs: [Job] = []
        for screen in screens { for device in devices { for appearance in appearances { for traits in traitMatrix {
            let (drawn, held) = traits.apply(to: screen, on: device)
            jobs.append(Job(screen: drawn, device: held, appearance: appearance))
        } } } }
        try draw(jobs, as: format, args, limits: limits, context)
        return ExitCode.success
    }

    static func format(_ args: Arguments) throws -> OutputFormat {
        let formatName = try args.value(Self.format) ?? "png"
        return try OutputFormat(rawValue: formatName).orThrow(CLIError("--format must be png, svg or pdf, got '\(formatName)'"))
    }

    /// Draws every job, then writes the files all or none, and prints their paths.
    static func draw(_ jobs: [Job], as format: OutputFormat, _ args: Arguments, limits: LimitOptions, _ context: CommandContext) throws {
        let destinations = try paths(for: jobs, format: format, out: args.value(Self.out))
        let overlay = try OverlayOptions.redlines(args)
        let fullLengthOutput = try FullLengthOutput(args, format: format, limits: limits)

        // Draw everything first: an error in any image writes no file at all.
        let renderer = try limits.renderer()
        let measurer = try TextMeasurer()
        var files: [(path: String, bytes: [UInt8])] = []
        for (job, path) in zip(jobs, destinations) {
            var drawing = ScreenDrawing(job.screen, on: job.device, appearance: job.appearance)
            drawing.scroll = try ScrollOptions.position(args, screen: job.screen, device: job.device)
            drawing.fullLength = args.flag(FullLengthOutput.fullLength)
            drawing.overlay = overlay
            drawing.format = format
            let solved = try LayoutCommand.solve(drawing, measuringWith: measurer)
            if drawing.fullLength {
                try limits.checkFullLength(drawing.canvasSize(solved), scale: job.device.scale, vector: format != .png, describing: job.fileName)
            }
            do {
                let scene = try drawing.scene(solved, measuringWith: measurer)
                if drawing.fullLength {
                    // PNG tiles of --max-canvas px, or pages of --page-length pt: <name>-1.png, …
                    files += try fullLengthOutput.files(of: scene, vertical: job.screen.scrollDirection == .vertical,
                                                        device: job.device, path: path, renderer: renderer)
                } else {
                    // Vector output is one page in points; its limit is in points too.
                    files.append((path, try drawing.encode(scene, with: renderer)))
                }
            } catch let error as RenderError {
                throw CLIError("\(job.fileName): \(error.description)")
            }
        }
        try AtomicFile.write(files: files)   // all or none
        for file in files { context.console.out(file.path) }
    }

    /// Where each job's file goes. One job and `--out x.<ext>` is that file; otherwise `--out` is
    /// a folder (default `output/`). Missing folders are created when the files are written, and only
    /// then: a command that fails leaves no folder behind.
    static func paths(for jobs: [Job], format: OutputFormat, out: String?) throws -> [String] {
        try paths(named: jobs.map(\.fileName), format: format, out: out)
    }

    /// Where the files named `names` (without extension) go, by the same rule.
    static func paths(named names: [String], format: OutputFormat, out: String?) throws -> [String] {
        if let out, out.hasSuffix(".\(format.rawValue)") {
            guard names.count == 1 else {
                throw CLIError("--out \(out) names one file but there are \(names.count) images; give a folder")
            }
            let parent = URL(fileURLWithPath: out).deletingLastPathComponent().path
            if let problem = AtomicFile.folderProblem(parent) { throw CLIError("--out \(out): \(problem)") }
            return [out]
        }
        let folder = out ?? "output"
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CLIError("--out \(folder) is a file; give a folder or a path ending in .\(format.rawValue)")
        }
        if let problem = AtomicFile.folderProblem(folder) { throw CLIError("--out \(folder): \(problem)") }
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return names.map { "\(trimmed)/\($0).\(format.rawValue)" }
    }
}

extension Optional {
    func orThrow(_ error: @autoclosure () -> any Error) throws -> Wrapped {
        guard let value = self else { throw error() }
        return value
    }
}
