import Foundation
import Golden
import Rendering
import LayoutshotFiles

/// `layoutshot diff A.png B.png`: compares two PNGs as a golden check does, and says how they differ
/// — in frames first when both have a frame dump beside them, then in pixels.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "Compare two PNGs: pixels, and frames when frame dumps sit beside them."
    static let usage = """
        layoutshot diff <expected.png> <actual.png> [--threshold T]
                               [--max-diff-pixels N | --max-diff-ratio R] [--ignore x,y,w,h]…
                               [--frames check|ignore] [--scale S] [--out diff.png] [--json]
        """
    static let about = """
        Compares two PNG files. Byte-identical files answer at once; otherwise both are decoded and
        compared pixel by pixel with pixelmatch's metric (the YIQ colour distance of pixelmatch 5.3–7.2,
        Kotsarenko & Ramos 2010, with its anti-aliasing detection): a pixel differs when its distance
        is over the threshold and it is not anti-aliasing. When <name>.frames.json files (frame dumps,
        as 'layoutshot layout' prints and goldens keep) sit beside both images, what moved or resized
        is said first, and a moved frame is a difference whatever the pixels (frames are the truth).
        """
    static let epilogue = """
        Exit codes: 0 the same (identical, or within the tolerances, and no frame moved), 1 they differ
        (in frames, in pixels or in size), 2 an error (a missing or unreadable file, a bad option).
        """

    static let scale = Option("--scale", "S", help: "pixels per point for --ignore; default the frames' device scale, else 1")
    static let out = Option("--out", "FILE.png", help: """
        write the diff image: unchanged pixels faded, changes red, anti-aliasing yellow
        (its folder created if missing)
        """)
    static let json = Option("--json", help: "print the result as JSON")
    static let options = GoldenOptions.all + [scale, out, json]

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard args.positionals.count == 2 else {
            throw CLIError("'diff' needs two PNG files, expected and actual (see 'layoutshot diff --help')")
        }
        let (expectedPath, actualPath) = (args.positionals[0], args.positionals[1])
        let options = try GoldenOptions.imageOptions(args)
        let frameCheck = try GoldenOptions.frameCheck(args)
        let out = try args.value(Self.out)
        if let out {
            guard out.hasSuffix(".png") else { throw CLIError("--out must name a .png file, got '\(out)'") }
            try AtomicFile.checkFolder(of: out)
        }
        let expected = try read(expectedPath), actual = try read(actualPath)
        let framesBefore = try frames(beside: expectedPath), framesAfter = try frames(beside: actualPath)
        let scale = try args.number(Self.scale) ?? framesBefore?.scale ?? 1
        var imageOptions = options
        imageOptions.drawDiffImage = out != nil
        let comparison: ImageDiff.Comparison
        do {
            comparison = try ImageDiff.compare(expected: expected, actual: actual, options: imageOptions, scale: scale)
        } catch ImageDiffError.unreadable(let which, let reason) {
            throw CLIError("\(which == "expected" ? expectedPath : actualPath) is not a readable PNG (\(reason))")
        }
        let layout = framesBefore.flatMap { before in framesAfter.map { LayoutChanges.explain(expected: before, actual: $0) } } ?? []
        if let out, let image = comparison.diffImage {
            try AtomicFile.write(try image.pngBytes(), to: out)
        }
        let report = DiffReport(expected: expectedPath, actual: actualPath, comparison: comparison, options: options,
                                layout: layout, frames: frameCheck, diffImage: comparison.diffImage == nil ? nil : out)
        context.console.out(args.flag(Self.json) ? report.json : report.text)
        return report.passes ? ExitCode.success : ExitCode.differs
    }

    /// The largest PNG read: 2 GiB (a 16384² RGBA image stored raw is 1 GiB).
    static let maximumPNGFileSize = 2 << 30

    static func read(_ path: String) throws -> [UInt8] {
        do { return [UInt8](try BoundedFile.read(path, maximumSize: maximumPNGFileSize)) } catch { throw CLIError(error.description) }
    }

    /// The frame dump beside `image` (`x.png` → `x.frames.json`), if there is one.
    static func frames(beside image: String) throws -> LayoutFrames? {
        let path = GoldenFiles.framesPath(forImage: image)
        let data: Data?
        do { data = try BoundedFile.readIfPresent(path, maximumSize: 64 << 20) } catch { throw CLIError(error.description) }
        guard let data else { return nil }
        do { return try LayoutFrames(json: data) } catch { throw CLIError("\(path): \(error)") }
    }
}
