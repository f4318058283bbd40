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
    /// pixels per point.
    /// - Throws: `FileWriteError` or `GoldenError` when a golden or report file cannot be read or written.
    ///   `imagePath` puts the golden elsewhere than `<folder>/<stem>.png` (a test's `__Snapshots__`);
    ///   `artefactStem` names the failure images in the report (default the case's stem).
    public func check(_ goldenCase: GoldenCase, png: [UInt8], frames: String, scale: Double,
                      contentOrigin: CGPoint = .zero,
                      imagePath: String? = nil, artefactStem: String? = nil) throws -> CaseResult {
        let imagePath = imagePath ?? "\(folder)/\(goldenCase.stem).png"
        let artefactStem = artefactStem ?? goldenCase.stem
        let framesPath = GoldenFiles.framesPath(forImage: imagePath)
        let fm = FileManager.default
        let goldenFrames = try Self.read(framesPath).flatMap { data -> LayoutFrames? in
            do { return try LayoutFrames(json: data) } catch {
                // Recording everything replaces a broken frame dump instead of stopping at it.
                if record == .all { return nil }
                throw GoldenError("\(framesPath): \(error)")
            }
        }
        let actualFrames = try LayoutFrames(json: Data(frames.utf8))
        var result = CaseResult(goldenCase: goldenCase, status: .passed, reason: .identical)
        result.layout = goldenFrames.map { LayoutChanges.explain(expected: $0, actual: actualFrames) } ?? []
        result.scale = scale
        if let goldenFrames {
            let (dx, dy) = (contentOrigin.x, contentOrigin.y)
            result.moved = LayoutChanges.moved(expected: goldenFrames, actual: actualFrames).map {
                LayoutChanges.Moved(element: $0.element, before: $0.before?.offsetBy(dx: dx, dy: dy), after: $0.after?.offsetBy(dx: dx, dy: dy))
            }
        }

        func write() throws {
            try fm.createDirectory(atPath: URL(fileURLWithPath: imagePath).deletingLastPathComponent().path,
                                   withIntermediateDirectories: true)
            if !framesOnly { try AtomicFile.write(png, to: imagePath) }
            try AtomicFile.write(Array(frames.utf8), to: framesPath)
        }

        if framesOnly {
            guard let goldenFrames else { return try missing(&result, write: write) }
            if record == .all {
                if try Self.read(framesPath) == Data(frames.utf8) { return result }
                try write()
                (result.status, result.reason) = (.recorded, .reRecorded)
                return result
            }
            if result.layout.isEmpty, goldenFrames.contentSize == actualFrames.contentSize { return result }
            result.reason = .layoutDiffers
            if result.layout.isEmpty { result.layout = ["the frame dumps differ"] }
            return try failed(&result, write: write)
        }

        guard let golden = try Self.read(imagePath) else { return try missing(&result, write: write) }
        if record == .all {
            // Rewrite only what changed, so recording everything leaves unchanged goldens untouched.
            if [UInt8](golden) == png, try Self.read(framesPath) == Data(frames.utf8) { return result }
            try write()
            (result.status, result.reason) = (.recorded, .reRecorded)
            return result
        }
        var options = options
        options.drawDiffImage = report != nil
        var comparison: ImageDiff.Comparison
        do {
            comparison = try ImageDiff.compare(expected: [UInt8](golden), actual: png, options: options, scale: scale)
        } catch ImageDiffError.unreadable(_, let reason) {
            throw GoldenError("\(imagePath) is not a readable PNG (\(reason))")
        }
        let diffImage = comparison.diffImage
        comparison.diffImage = nil
        result.comparison = comparison
        // Frames are the truth: pixels within tolerance pass only when nothing moved (FrameCheck).
        let moved = self.frames == .check && !result.layout.isEmpty
        if comparison.passes, !moved {
            result.reason = comparison.outcome == .identical ? .identical : .withinTolerance
            if goldenFrames == nil, record != .never { try AtomicFile.write(Array(frames.utf8), to: framesPath) }
            return result
        }
        result.reason = comparison.outcome == .sizeMismatch ? .sizeDiffers : .differs
        if let recorded = recordedEnvironment {
            // Said either way: other fonts can move self-sized frames too.
            result.environment = environment.differences(from: recorded)
            if !result.environment.isEmpty { result.reason = .environmentDiffers }
        }
        if moved { result.reason = .layoutDiffers }
        if report != nil {
            result.artefacts = ["expected": artefactStem + ".expected.png", "actual": artefactStem + ".actual.png"]
            result.artefactFiles = [artefactStem + ".expected.png": [UInt8](golden), artefactStem + ".actual.png": png]
            if let diffImage {
                result.artefacts["diff"] = artefactStem + ".diff.png"
                result.artefactFiles[artefactStem + ".diff.png"] = try diffImage.pngBytes()
            }
        }
        return try failed(&result, write: write)
    }

    /// A golden file's bytes, nil when absent; never a device or pipe, never over 2 GiB.
    private static func read(_ path: String) throws -> Data? {
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
