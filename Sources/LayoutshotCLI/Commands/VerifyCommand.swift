import CollectionLayout
import Dispatch
import Foundation
import Golden
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec
import LayoutshotFiles

/// `layoutshot verify`: renders every (screen, device, appearance) and checks it against its golden.
enum VerifyCommand: Command {
    static let defaultDevices = ["iphone-se", "iphone-15", "iphone-16-pro-max", "ipad-pro-11"]

    static let name = "verify"

    static let summary = "Check screens against goldens; record them; write a report."
    static let usage = """
        layoutshot verify [<screen>…] --goldens DIR [--devices a,b | --width W --height H] [--scale S] [--appearance light,dark]
                                 [--record all|missing|failed|never] [--report DIR] [--shard i/n]
                                 [--frames-only] [--json] [--threshold T] [--max-diff-pixels N | --max-diff-ratio R]
                                 [--ignore x,y,w,h]… [--frames check|ignore]
                                 [--content-sizes C,…] [--directions ltr,rtl] [--orientations portrait,landscape]
        """
    static let about = """
        Renders each screen (default: every sample) on each device (default: \(defaultDevices.joined(separator: ", ")))
        in each appearance (default: light and dark) and each combination of traits (default: large, ltr,
        portrait), and compares it with DIR/<screen>/<device>[-dark][-<content size>][-rtl][-landscape].png
        and its frame dump beside it (.frames.json), a trait named only when it is not the default
        (games-tab/iphone-15-dark-AX3-rtl-landscape.png). Frames are the truth: an element that moved
        or resized by more than 0.01 pt, appeared or disappeared fails the case whatever the pixel
        tolerances (they absorb pixel noise only; --frames ignore opts out). A failure says first what
        moved or resized, then how many pixels differ; with --report, its expected, actual and diff images
        are written there with summary.json and an HTML report (index.html). Cases render on every core.
        """
    static let epilogue = """
        DIR/environment.json records the library versions and font files the goldens were drawn with; a
        failure on a machine that differs says "environment differs" and what.

        Exit codes: 0 every case passed; 1 a case failed or goldens were recorded (look at them, commit
        them, run again; --record all exits 0); 2 an error.
        """

    static let goldens = Option("--goldens", "DIR", help: "the goldens folder (created when recording)")
    static let record = Option("--record", "MODE", help: """
        all: write every golden; missing: write goldens that do not exist (never
        overwrite one); failed: also rewrite those that fail; never: write nothing.
        Default: $LAYOUTSHOT_RECORD, else never when $CI is set, else missing.
        """)
    static let report = Option("--report", "DIR", help: """
        write the failures' images, summary.json and index.html there (created if
        missing; the whole report is written at the end, or none of it)
        """)
    static let shard = Option("--shard", "i/n", help: "check only the i-th of n equal, fixed slices of the cases (for CI matrices)")
    static let framesOnly = Option("--frames-only", help: "compare the frame dumps only (text goldens that survive font changes)")
    static let json = Option("--json", help: "print summary.json instead of lines")

    static let options = [goldens, FontOptions.fonts] + DeviceOptions.options(defaults: defaultDevices) + [AppearanceOptions.option(defaults: [.light, .dark])]
        + TraitOptions.all + [record, report, shard, framesOnly, json] + GoldenOptions.all + LimitOptions.all

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard let goldens = try args.value(Self.goldens) else { throw CLIError("'verify' needs --goldens DIR (see 'layoutshot verify --help')") }
        let record = try wrap { try RecordMode.resolve(flag: try args.value(Self.record), environment: context.environment) }
        let report = try args.value(Self.report)
        if let report, let problem = AtomicFile.folderProblem(report) { throw CLIError("--report \(report): \(problem)") }
        let shard = try parseShard(try args.value(Self.shard))
        let options = try GoldenOptions.imageOptions(args)
        let limits = try LimitOptions(args)
        let devices = try DeviceOptions.devices(args, limits: limits, defaults: defaultDevices)
        let appearances = try AppearanceOptions.appearances(args, defaults: [.light, .dark])
        let traitMatrix = try TraitOptions.traits(args)
        let locator = context.locator(limits)
        let names = args.positionals.isEmpty ? locator.sampleNames() : args.positionals
        guard !names.isEmpty else { throw locator.noSamples("no screens to verify: no samples found", alternative: "name screens or .json files") }
        let screens = try names.map(locator.load)
        try checkGoldensFolder(goldens, recording: record != .never)
        if record != .never { AtomicFile.removeStaleTemporaries(in: goldens) }   // left by a killed run

        var allCases: [(GoldenCase, Screen, Device, Appearance)] = []
        for screen in screens { for device in devices { for appearance in appearances { for traits in traitMatrix {
            let (drawn, held) = traits.apply(to: screen, on: device)
            allCases.append((GoldenCase(screen: screen.name, device: device.name, dark: appearance == .dark, traits: traits),
                             drawn, held, appearance))
        } } } }
        allCases.sort { $0.0 < $1.0 }
        let cases = shard.map { s in allCases.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? allCases

        var check = GoldenCheck(folder: goldens, record: record)
        check.options = options
        check.framesOnly = args.flag(Self.framesOnly)
        check.frames = try GoldenOptions.frameCheck(args)
        if check.framesOnly, check.frames == .ignore {
            throw CLIError("--frames-only compares the frames alone: it cannot take --frames ignore")
        }
        check.report = report
        // Recording everything replaces a broken environment.json instead of stopping at it.
        check.recordedEnvironment = record == .all ? (try? GoldenEnvironmentFile.read(in: goldens)) ?? nil
            : try wrap { try GoldenEnvironmentFile.read(in: goldens) }
        let results = try checkAll(cases, with: check, renderer: limits.renderer())
        if results.contains(where: { $0.status == .recorded }), !check.framesOnly,
           record == .all || check.recordedEnvironment == nil {
            try wrap { try GoldenEnvironmentFile.write(check.environment, version: Layoutshot.version, in: goldens) }
        }
        // Orphans are the whole folder's business: one shard (the first) lists them.
        let (orphaned, unchecked) = (shard?.index ?? 1) == 1
            ? orphans(in: goldens, screens: screens.map(\.name), allSamples: args.positionals.isEmpty,
                      devices: devices.map(\.name)) : ([], [])
        var summary = VerifySummary(results: results, orphans: orphaned, record: record, shard: shard)
        summary.unchecked = unchecked
        summary.hints = recordHint(results, record: record, screens: zip(screens.map(\.name), names).map { ($0, $1) },
                                   goldens: goldens, framesOnly: check.framesOnly)
        if let report { try wrap { try summary.writeReport(to: report) } }
        context.console.out(args.flag(Self.json) ? summary.json : summary.lines.joined(separator: "\n"))
        return summary.passes ? ExitCode.success : ExitCode.differs
    }

    /// When record mode `never` (CI) left goldens missing: the exact command that records them on a
    /// developer's machine — the screens as given, the devices and appearances of the missing cases.
    static func recordHint(_ results: [CaseResult], record: RecordMode, screens: [(name: String, argument: String)],
                           goldens: String, framesOnly: Bool) -> [String] {
        let missing = results.filter { $0.status == .failed && $0.reason == .missingGolden }.map(\.goldenCase)
        guard record == .never, !missing.isEmpty else { return [] }
        func ordered(_ values: [String]) -> [String] {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        }
        let byName = Dictionary(screens, uniquingKeysWith: { first, _ in first })
        var words = ["layoutshot", "verify"] + ordered(missing.map { byName[$0.screen] ?? $0.screen })
        words += ["--goldens", goldens, "--devices", ordered(missing.map(\.device)).joined(separator: ","),
                  "--appearance", ordered(missing.map { $0.dark ? "dark" : "light" }).joined(separator: ",")]
        let traits = missing.map(\.traits)
        let sizes = ordered(traits.map(\.preferredContentSizeCategory.shortName)), directions = ordered(traits.map(\.layoutDirection.shortName))
        let orientations = ordered(traits.map(\.orientation.rawValue))
        if sizes != ["L"] { words += ["--content-sizes", sizes.joined(separator: ",")] }
        if directions != ["ltr"] { words += ["--directions", directions.joined(separator: ",")] }
        if orientations != ["portrait"] { words += ["--orientations", orientations.joined(separator: ",")] }
        if framesOnly { words.append("--frames-only") }
        words += ["--record", "missing"]
        let n = missing.count
        return ["\(n) golden\(n == 1 ? " is" : "s are") missing and record mode is never (CI): record \(n == 1 ? "it" : "them") "
                + "locally with `\(words.map(shellQuoted).joined(separator: " "))`, look, and commit"]
    }

    /// `word` as a POSIX shell reads it back: bare when safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./,=:@".contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Draws every case through the pipeline (`ScreenDrawing`) and checks it, the cases spread over every
    /// core (`concurrentPerform`); results in case order.
    private static func checkAll(_ cases: [(GoldenCase, Screen, Device, Appearance)], with check: GoldenCheck,
                                 renderer: Renderer) throws -> [CaseResult] {
        let slots = ResultSlots(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            let (goldenCase, screen, device, appearance) = cases[i]
            slots.set(i, Result {
                let (png, frames, origin): ([UInt8], String, CGPoint)
                do {
                    let rendered = try ScreenDrawing(screen, on: device, appearance: appearance).render(with: renderer)
                    (png, frames, origin) = (rendered.bytes, rendered.frames, rendered.drawn.contentOrigin)
                } catch {
                    throw CLIError("\(screen.name) on \(device.name): \(error)")
                }
                return try check.check(goldenCase, png: png, frames: frames, scale: device.scale, contentOrigin: origin)
            })
        }
        return try slots.values.map { try $0.get() }
    }

    /// `i/n` with 1 ≤ i ≤ n.
    static func parseShard(_ text: String?) throws -> (index: Int, count: Int)? {
        guard let text else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, i >= 1, i <= n else {
            throw CLIError("--shard must be i/n with 1 ≤ i ≤ n, got '\(text)'")
        }
        return (i, n)
    }

    private static func checkGoldensFolder(_ folder: String, recording: Bool) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("--goldens \(folder) is a file, not a folder") }
        } else if recording {
            try CLIError.createFolder(folder, describedAs: "--goldens \(folder)")
        }
    }

    /// Goldens nothing can render any more: an image whose name is not
    /// `<device preset>[-dark][-<content size>][-rtl][-landscape].png`,
    /// and — when every sample was verified — a folder of a screen that is not a sample. Choosing fewer
    /// devices or appearances for a run does not make the others orphans.
    /// Orphans: goldens of the screens given that no device preset (nor this run's size) can render
    /// (`no device 'iphone-x'`).
    /// When every sample is verified, a folder of another name may belong to a screen file outside
    /// `samples/` — nothing says it is gone — so it is only listed as not checked.
    static func orphans(in folder: String, screens: [String], allSamples: Bool,
                        devices: [String] = []) -> (orphans: [String], unchecked: [String]) {
        let fm = FileManager.default
        // The presets, and this run's own sizes (`--width/--height`: `320x600@2x`).
        let known = Set(Device.presets.map(\.name) + devices)
        var result: [String] = [], unchecked: [String] = []
        var isDirectory: ObjCBool = false
        let folders = allSamples
            ? ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter {
                fm.fileExists(atPath: "\(folder)/\($0)", isDirectory: &isDirectory) && isDirectory.boolValue
            }
            : screens
        for screen in Set(folders).sorted() {
            let images = ((try? fm.contentsOfDirectory(atPath: "\(folder)/\(screen)")) ?? []).filter { $0.hasSuffix(".png") }.sorted()
            if !screens.contains(screen) {
                if !images.isEmpty {
                    unchecked.append("\(screen)/ (\(images.count) golden\(images.count == 1 ? "" : "s"); no sample '\(screen)': "
                                     + "give its screen file to verify it)")
                }
                continue
            }
            for file in images {
                let stem = Traits.split(stem: String(file.dropLast(4))).device
                let device = stem.hasSuffix("-dark") ? String(stem.dropLast(5)) : stem
                if !known.contains(device) { result.append("\(screen)/\(file) (no device '\(device)')") }
            }
        }
        return (result, unchecked)
    }

    /// Golden-side errors as one-line CLI errors.
    private static func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as GoldenError { throw CLIError(error.description) }
    }
}

/// Results written from several threads, read after all of them finished.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<CaseResult, any Error>?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: Result<CaseResult, any Error>) { lock.withLock { slots[i] = value } }
    var values: [Result<CaseResult, any Error>] { lock.withLock { slots.map { $0! } } }
}
