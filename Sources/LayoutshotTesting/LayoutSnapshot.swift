import CollectionLayout
import Foundation
import Golden
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec
import LayoutshotFiles

/// What a layout snapshot keeps: the image and its frame dump (`.image`, the default), or the frame
/// dump alone (`.frames`: text goldens — no image is written or compared — that survive font and
/// rasteriser changes and diff well in review).
public enum LayoutSnapshotFormat: String, Sendable {
    case image, frames
}

/// The check behind `assertLayoutSnapshot`: renders a screen, compares it with its golden in
/// `__Snapshots__` beside the test file, records as the mode allows, and returns the failure message
/// (nil when it passes).
///
/// Goldens live where swift-snapshot-testing puts its snapshots:
/// `<test file's folder>/__Snapshots__/<TestFile>/<testName>.<n>.png`, `n` counting the test's
/// assertions from 1 (or `<testName>.<name>.png` when named), each with its frame dump
/// (`.frames.json`) and the folder's `__Snapshots__/environment.json`. A failure's golden, render and
/// diff images go to `$LAYOUTSHOT_ARTIFACTS/<TestFile>/` (default `<tmp>/layoutshot-artifacts`).
public enum LayoutSnapshot {
    /// Checks `screen` on the preset `device` in `appearance`.
    /// - Parameters:
    ///   - record: the record mode; nil for `LAYOUTSHOT_RECORD`, else `never` when `CI` is set, else `missing`.
    ///   - named: the golden's name instead of the assertion's number.
    ///   - frames: `.check` (the default): a frame that moved fails, whatever the pixel tolerances;
    ///     `.ignore`: the pixels alone decide.
    ///   - format: `.image` (image and frames) or `.frames` (the frame dump alone).
    ///   - traits: content size, layout direction and orientation (`Traits`); those that are not the
    ///     standard ones go into the golden's name after its number: `testGames.1-AX3-rtl-landscape.png`.
    ///   - filePath: the test file (`#filePath`); its folder holds `__Snapshots__`.
    ///   - testName: the test function (`#function`).
    ///   - testArguments: a parameterized test case's arguments, as Swift Testing describes them: they
    ///     go into the golden's name, so each case has its own goldens whatever order cases run in.
    /// - Returns: nil when it passes; otherwise what failed, in words, with the files' paths.
    public static func verify(_ screen: Screen, on device: String, appearance: Appearance = .light, record: RecordMode? = nil,
                              named: String? = nil, options: ImageDiff.Options = ImageDiff.Options(),
                              frames: FrameCheck = .check, format: LayoutSnapshotFormat = .image, traits: Traits = .standard,
                              filePath: String, testName: String, testArguments: [String] = [],
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        do {
            guard let preset = Device.preset(named: device) else {
                return Device.unknownPreset(device)
            }
            // A typo in a colour built in Swift is a failure at the call, not a trap.
            if let problem = screen.colorProblem { return "layout snapshot of \(screen.name): \(problem)" }
            let mode = try RecordMode.resolve(flag: record?.rawValue, environment: environment)
            let paths = SnapshotPaths(filePath: filePath, testName: testName, arguments: testArguments, named: named,
                                      traits: traits, environment: environment)
            let rendered = try ScreenDrawing(screen, on: preset, traits: traits, appearance: appearance).render(with: try Renderer())
            let (png, dump, origin) = (rendered.bytes, rendered.frames, rendered.drawn.contentOrigin)
            var check = GoldenCheck(folder: paths.snapshots, record: mode)
            check.options = options
            check.frames = frames
            check.framesOnly = format == .frames
            if check.framesOnly, frames == .ignore {
                return "layout snapshot \(paths.displayName): format .frames compares the frames alone; it cannot take frames: .ignore"
            }
            check.report = paths.artefacts
            check.recordedEnvironment = try GoldenEnvironmentFile.read(in: paths.snapshots)
            let goldenCase = GoldenCase(screen: screen.name, device: preset.name, dark: appearance == .dark, traits: traits)
            let result = try check.check(goldenCase, png: png, frames: dump, scale: preset.scale, contentOrigin: origin,
                                         imagePath: paths.image, artefactStem: paths.artefactStem)
            try AtomicFile.write(files: result.artefactFiles.keys.sorted().map {
                (path: "\(paths.artefacts)/\($0)", bytes: result.artefactFiles[$0] ?? [])
            })
            if result.status == .recorded, !check.framesOnly, check.recordedEnvironment == nil || mode == .all {
                try GoldenEnvironmentFile.write(check.environment, version: LayoutshotVersion.current, in: paths.snapshots)
            }
            return message(result, paths: paths, mode: mode, framesOnly: check.framesOnly)
        } catch {
            return "layout snapshot could not be checked: \(error)"
        }
    }

    static func message(_ result: CaseResult, paths: SnapshotPaths, mode: RecordMode, framesOnly: Bool = false) -> String? {
        let name = paths.displayName
        switch result.status {
        case .passed:
            return nil
        case .recorded where mode == .all:
            return nil
        case .recorded:
            return "Recorded the layout snapshot \(name) (\(result.reason.rawValue), record mode \(mode.rawValue)): \(paths.golden(framesOnly: framesOnly))\n"
                + "Look at it, commit it, and run the test again."
        case .failed where result.reason == .missingGolden:
            return "No layout snapshot \(name) at \(paths.golden(framesOnly: framesOnly)), and record mode is never"
                + " (CI or LAYOUTSHOT_RECORD=never). Record it locally with"
                + " `LAYOUTSHOT_RECORD=missing swift test --filter \(paths.testFilter)`, look at it, and commit it."
        case .failed:
            var lines = ["Layout snapshot \(name) (\(result.goldenCase.title)) does not match its golden:"]
            lines += result.layout.map { "  \($0)" }
            lines += result.environment.isEmpty ? [] : ["  environment differs: \(result.environment.joined(separator: ", "))"]
            if let line = result.comparison?.pixelLine(antialiasing: true, always: true) { lines.append("  " + line) }
            lines.append("golden: \(paths.golden(framesOnly: framesOnly))")
            for kind in ["actual", "diff"] {
                if let file = result.artefacts[kind] { lines.append("\(kind): \(paths.artefacts)/\(file)") }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Assertions so far per test, for numbering goldens 1, 2, … in the order a test makes them.
    private static let counter = Counter()

    static func next(_ key: String) -> Int { counter.next(key) }
}

/// Where one assertion's golden and failure images go.
struct SnapshotPaths {
    /// `<folder of the test file>/__Snapshots__`.
    let snapshots: String
    /// `<snapshots>/<TestFile>/<test>.<n>.png`.
    let image: String
    /// The artefacts folder, and the failure images' path in it without `.actual.png` etc.
    let artefacts: String
    let artefactStem: String
    /// `testGames.1`; in a parameterized test case, `feedOnDevice.iphone-15.1`.
    let displayName: String
    /// What `swift test --filter` takes to run just this test: its function's base name.
    let testFilter: String

    /// The golden file: the image, or its frame dump when only frames are kept.
    func golden(framesOnly: Bool) -> String { framesOnly ? GoldenFiles.framesPath(forImage: image) : image }

    /// `arguments`: a parameterized test case's arguments, in its name (sanitised) and in the key the
    /// assertions are counted by, so every case numbers its own from 1 in any order of cases.
    /// `traits` other than the standard ones are named after the number (`.1-AX3-rtl`).
    init(filePath: String, testName: String, arguments: [String] = [], named: String?, traits: Traits = .standard,
         environment: [String: String]) {
        let file = URL(fileURLWithPath: filePath)
        let fileName = file.deletingPathExtension().lastPathComponent
        snapshots = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").path
        let test = Self.sanitized(Self.functionName(testName))
        testFilter = test
        let argumentPart = arguments.isEmpty ? "" : "." + Self.sanitized(arguments.joined(separator: "-"))
        let suffix = named.map(Self.sanitized)
            ?? String(LayoutSnapshot.next("\(filePath)#\(testName)#\(arguments.joined(separator: "\u{1F}"))"))
        displayName = "\(test)\(argumentPart).\(suffix)\(traits.nameSuffix)"
        image = "\(snapshots)/\(fileName)/\(displayName).png"
        artefacts = environment["LAYOUTSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("layoutshot-artifacts").path
        artefactStem = "\(fileName)/\(displayName)"
    }

    /// A function's base name: `feedOnDevice(_:)` → `feedOnDevice`, `testGames()` → `testGames`.
    static func functionName(_ name: String) -> String {
        guard let paren = name.firstIndex(of: "("), paren > name.startIndex else { return name }
        return String(name[..<paren])
    }

    /// swift-snapshot-testing's rule: runs of characters other than letters, digits and `_` become
    /// one `-`, and none at the ends: `testGames()` → `testGames`, `"iPad, dark"` → `iPad-dark`.
    static func sanitized(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "snapshot" : out
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func next(_ key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
