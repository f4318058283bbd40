import CollectionLayout
import Foundation
import Rendering
import ScreenSpec
import LayoutshotFiles

/// One (screen, device, appearance, traits) a golden check renders.
public struct GoldenCase: Sendable, Hashable, Comparable {
    public let screen: String
    public let device: String
    public let dark: Bool
    /// The content size, direction and orientation the case is drawn with (`Traits.nameSuffix`
    /// in its name when not the standard ones).
    public let traits: Traits

    public init(screen: String, device: String, dark: Bool, traits: Traits = .standard) {
        self.screen = screen; self.device = device; self.dark = dark; self.traits = traits
    }

    /// `games-tab/iphone-15-dark-AX3-rtl-landscape`: the golden's path in its folder, without an extension.
    public var stem: String { GoldenFiles.stem(screen: screen, device: device, dark: dark) + traits.nameSuffix }
    /// `games-tab · iphone-15 · dark · AX3 · rtl · landscape`.
    public var title: String {
        "\(screen) · \(device)\(dark ? " · dark" : "")" + (traits == .standard ? "" : " · " + traits.title)
    }

    public static func < (a: GoldenCase, b: GoldenCase) -> Bool {
        (a.screen, a.device, a.dark ? 1 : 0, a.traits.nameSuffix) < (b.screen, b.device, b.dark ? 1 : 0, b.traits.nameSuffix)
    }
}

/// What checking one case found.
public struct CaseResult: Sendable {
    public enum Status: String, Sendable { case passed, failed, recorded }

    public let goldenCase: GoldenCase
    public var status: Status
    /// Why the case ended as it did; its raw value is what the summary and `summary.json` say.
    public enum Reason: String, Sendable, CaseIterable {
        case identical
        case withinTolerance = "within tolerance"
        case newGolden = "new golden"
        case missingGolden = "missing golden"
        case reRecorded = "re-recorded"
        case differs
        case sizeDiffers = "size differs"
        /// A frame moved: it fails whatever the pixels.
        case layoutDiffers = "layout differs"
        case environmentDiffers = "environment differs"
    }

    public var reason: Reason
    /// What moved or resized, from the frame dumps (empty when the frames match or none is kept).
    public var layout: [String] = []
    /// The same elements with their frames, in image points (content frames moved by the content's
    /// origin in the image): what the report outlines on the expected and actual images.
    public var moved: [LayoutChanges.Moved] = []
    /// Device pixels per point of the images.
    public var scale = 1.0
    /// The pixel comparison, when images were compared (its diff image dropped).
    public var comparison: ImageDiff.Comparison?
    /// What in the environment differs from the goldens' (when that is why it failed).
    public var environment: [String] = []
    /// Report-relative paths of the expected, actual and diff images of a failure.
    public var artefacts: [String: String] = [:]
    /// Those images' bytes by report-relative path: whoever writes the report writes them, all at once
    /// (`VerifySummary.writeReport(to:)`), so a run that stops with an error leaves no part of one.
    public var artefactFiles: [String: [UInt8]] = [:]

    /// One line: the case, what moved, then the pixels.
    /// `games-tab · iphone-15: section 2 item 4 moved x +4.0 pt; section 1 header height 50 → 44; 1263 px differ (0.043 %)`
    public var summary: String {
        // What moved first: the frames are the truth, the pixels and the environment explain.
        var parts = layout
        if !environment.isEmpty { parts.append("environment differs (\(environment.joined(separator: ", ")))") }
        if let line = comparison?.pixelLine(antialiasing: false, always: false) { parts.append(line) }
        if status != .failed || parts.isEmpty { parts.insert(reason.rawValue, at: 0) }
        return "\(goldenCase.title): \(parts.joined(separator: "; "))"
    }
}

/// Checks renders against the goldens in a folder: compares, explains, records as the mode allows,
/// and writes expected / actual / diff images of every failure to a report folder.
///
/// Goldens are written atomically (temporary file, fsync, rename) and only in the modes that allow
/// it: never in `missing` mode over an existing golden, never at all in `never`.
public struct GoldenCheck: Sendable {
    public var folder: String
    public var record: RecordMode
    public var options = ImageDiff.Options()
    /// Compare frame dumps only (text goldens that survive font changes); images are neither needed
    /// nor written.
    public var framesOnly = false
    /// Frames are the truth (`.check`, the default): a moved, resized, new or gone element fails
    /// the check even when the pixels pass; `.ignore` lets the pixels alone decide.
    public var frames = FrameCheck.check
    /// Where failures' images go (`<report>/<stem>.expected.png`, `.actual.png`, `.diff.png`): set, the
    /// results carry those images (`CaseResult.artefactFiles`) for the report's writer.
    public var report: String?
    /// The environment the goldens were recorded with, if the folder says.
    public var recordedEnvironment: RenderEnvironment?
    public var environment = RenderEnvironment.current

    public init(folder: String, record: RecordMode) {
        self.folder = folder; self.record = record
    }

    /// Checks one case's render (`png`, and `frames` as `layoutshot layout` prints them) at `scale`
    /// pixels per point, in steps:
    /// 1. the frames: what moved, resized, appeared or went, against the golden's frame dump;
    /// 2. with `framesOnly`, the frame dumps decide; else
    /// 3. the images: missing, re-recorded (`all`), or compared — within tolerance passes only when no
    ///    frame moved (frames are the truth, `FrameCheck`) — a failure explained (size, environment,
    ///    layout) and its images kept for the report;
    /// 4. recorded as the mode allows.
    /// - Throws: `FileWriteError` or `GoldenError` when a golden or report file cannot be read or written.
    ///   `imagePath` puts the golden elsewhere than `<folder>/<stem>.png` (a test's `__Snapshots__`);
    ///   `artefactStem` names the failure images in the report (default the case's stem).
    public func check(_ goldenCase: GoldenCase, png: [UInt8], frames: String, scale: Double,
                      contentOrigin: CGPoint = .zero,
                      imagePath: String? = nil, artefactStem: String? = nil) throws -> CaseResult {
        let files = CaseFiles(imagePath: imagePath ?? "\(folder)/\(goldenCase.stem).png", artefactStem: artefactStem ?? goldenCase.stem,
                              png: png, frames: frames, framesOnly: framesOnly)
        var result = CaseResult(goldenCase: goldenCase, status: .passed, reason: .identical)
        result.scale = scale
        let goldenFrames = try readGoldenFrames(files.framesPath)
        let actualFrames = try LayoutFrames(json: Data(frames.utf8))
        compareFrames(goldenFrames, actualFrames, contentOrigin: contentOrigin, into: &result)
        if framesOnly {
            guard let goldenFrames else { return try missing(&result, write: files.write) }
            return try checkFrameDumps(goldenFrames, actualFrames, files, &result)
        }
        guard let golden = try Self.read(files.imagePath) else { return try missing(&result, write: files.write) }
        return try checkImage([UInt8](golden), files, goldenFrames: goldenFrames, scale: scale, &result)
    }

    /// A case's golden and actual files: where they go, and what recording writes.
    private struct CaseFiles {
        let imagePath: String
        let artefactStem: String
        let png: [UInt8]
        let frames: String
        let framesOnly: Bool
        var framesPath: String { GoldenFiles.framesPath(forImage: imagePath) }

        /// Writes the golden (the image unless frames only, and the frame dump), atomically.
        func write() throws {
            try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: imagePath).deletingLastPathComponent().path,
                                                    withIntermediateDirectories: true)
            if !framesOnly { try AtomicFile.write(png, to: imagePath) }
            try AtomicFile.write(Array(frames.utf8), to: framesPath)
        }

        /// Whether the golden on disk is byte for byte this render (the image when compared, and the frames).
        func unchanged(golden image: [UInt8]?) throws -> Bool {
            if let image, image != png { return false }
            return try GoldenCheck.read(framesPath) == Data(frames.utf8)
        }
    }

    /// The golden's frame dump, nil when absent — or broken while recording everything, which replaces it.
    private func readGoldenFrames(_ path: String) throws -> LayoutFrames? {
        try Self.read(path).flatMap { data -> LayoutFrames? in
            do { return try LayoutFrames(json: data) } catch {
                if record == .all { return nil }
                throw GoldenError("\(path): \(error)")
            }
        }
    }

    /// Step 1: what moved, in words and as outlines on the picture (moved by `contentOrigin`).
    private func compareFrames(_ golden: LayoutFrames?, _ actual: LayoutFrames, contentOrigin: CGPoint, into result: inout CaseResult) {
        guard let golden else { return }
        result.layout = LayoutChanges.explain(expected: golden, actual: actual)
        let (dx, dy) = (contentOrigin.x, contentOrigin.y)
        result.moved = LayoutChanges.moved(expected: golden, actual: actual).map {
            LayoutChanges.Moved(element: $0.element, before: $0.before?.offsetBy(dx: dx, dy: dy), after: $0.after?.offsetBy(dx: dx, dy: dy))
        }
    }

    /// Step 2: the frame dumps alone decide (`framesOnly`).
    private func checkFrameDumps(_ golden: LayoutFrames, _ actual: LayoutFrames, _ files: CaseFiles, _ result: inout CaseResult) throws -> CaseResult {
        if record == .all { return try rerecord(&result, files, golden: nil) }
        if result.layout.isEmpty, golden.contentSize == actual.contentSize { return result }
        result.reason = .layoutDiffers
        if result.layout.isEmpty { result.layout = ["the frame dumps differ"] }
        return try failed(&result, write: files.write)
    }

    /// Step 3: the image compared with the golden; a failure explained and its images kept.
    private func checkImage(_ golden: [UInt8], _ files: CaseFiles, goldenFrames: LayoutFrames?, scale: Double,
                            _ result: inout CaseResult) throws -> CaseResult {
        if record == .all { return try rerecord(&result, files, golden: golden) }
        var options = options
        options.drawDiffImage = report != nil
        var comparison: ImageDiff.Comparison
        do {
            comparison = try ImageDiff.compare(expected: golden, actual: files.png, options: options, scale: scale)
        } catch ImageDiffError.unreadable(_, let reason) {
            throw GoldenError("\(files.imagePath) is not a readable PNG (\(reason))")
        }
        let diffImage = comparison.diffImage
        comparison.diffImage = nil
        result.comparison = comparison
        // Frames are the truth: pixels within tolerance pass only when nothing moved (FrameCheck).
        let moved = frames == .check && !result.layout.isEmpty
        if comparison.passes, !moved {
            result.reason = comparison.outcome == .identical ? .identical : .withinTolerance
            if goldenFrames == nil, record != .never { try AtomicFile.write(Array(files.frames.utf8), to: files.framesPath) }
            return result
        }
        result.reason = comparison.outcome == .sizeMismatch ? .sizeDiffers : .differs
        if let recorded = recordedEnvironment {
            // Said either way: other fonts can move self-sized frames too.
            result.environment = environment.differences(from: recorded)
            if !result.environment.isEmpty { result.reason = .environmentDiffers }
        }
        if moved { result.reason = .layoutDiffers }
        if report != nil { try keepArtefacts(golden: golden, diffImage: diffImage, files, &result) }
        return try failed(&result, write: files.write)
    }

    /// A failure's expected, actual and diff images, for the report's writer.
    private func keepArtefacts(golden: [UInt8], diffImage: RasterImage?, _ files: CaseFiles, _ result: inout CaseResult) throws {
        let stem = files.artefactStem
        result.artefacts = ["expected": stem + ".expected.png", "actual": stem + ".actual.png"]
        result.artefactFiles = [stem + ".expected.png": golden, stem + ".actual.png": files.png]
        if let diffImage {
            result.artefacts["diff"] = stem + ".diff.png"
            result.artefactFiles[stem + ".diff.png"] = try diffImage.pngBytes()
        }
    }

    /// `--record all`: rewrites only what changed, so recording everything leaves unchanged goldens untouched.
    private func rerecord(_ result: inout CaseResult, _ files: CaseFiles, golden: [UInt8]?) throws -> CaseResult {
        if try files.unchanged(golden: golden) { return result }
        try files.write()
        (result.status, result.reason) = (.recorded, .reRecorded)
        return result
    }

    /// A golden file's bytes, nil when absent; never a device or pipe, never over 2 GiB.
    fileprivate static func read(_ path: String) throws -> Data? {
        do { return try BoundedFile.readIfPresent(path, maximumSize: 2 << 30) } catch { throw GoldenError(error.description) }
    }

    private func missing(_ result: inout CaseResult, write: () throws -> Void) throws -> CaseResult {
        guard record != .never else {
            (result.status, result.reason) = (.failed, .missingGolden)
            return result
        }
        try write()
        (result.status, result.reason) = (.recorded, .newGolden)
        return result
    }

    private func failed(_ result: inout CaseResult, write: () throws -> Void) throws -> CaseResult {
        guard record == .failed else {
            result.status = .failed
            return result
        }
        try write()
        (result.status, result.reason) = (.recorded, .reRecorded)
        return result
    }
}
