import Golden

/// The comparison options `diff` and `verify` share.
enum GoldenOptions {
    static let threshold = Option("--threshold", "T", help: "0…1, the colour distance that counts as a change; default 0.1")
    static let maxDiffPixels = Option("--max-diff-pixels", "N", help: "pass with up to N differing pixels (default 0)")
    static let maxDiffRatio = Option("--max-diff-ratio", "R", help: "pass with up to this fraction (0…1) of the compared pixels differing")
    static let ignore = Option("--ignore", "x,y,w,h", help: "leave out a rectangle, in points (repeat for more); hatched in the diff image")
    static let frames = Option("--frames", "check|ignore", help: """
        check (default): with frame dumps on both sides, an element that moved or
        resized by more than 0.01 pt, appeared or disappeared fails, whatever the
        pixel tolerances; ignore: the pixels alone decide (what moved is still said)
        """)
    static let all = [threshold, maxDiffPixels, maxDiffRatio, ignore, frames]

    /// `--frames check|ignore`, default check.
    static func frameCheck(_ args: Arguments) throws -> FrameCheck {
        guard let text = try args.value(Self.frames) else { return .check }
        guard let check = FrameCheck(rawValue: text) else {
            throw CLIError("--frames must be check or ignore, got '\(text)'")
        }
        return check
    }

    static func imageOptions(_ args: Arguments) throws -> ImageDiff.Options {
        var options = ImageDiff.Options()
        if let text = try args.value(Self.threshold) {
            guard let t = Double(text), t >= 0, t <= 1 else { throw CLIError("--threshold must be a number from 0 to 1, got '\(text)'") }
            options.threshold = t
        }
        let pixels = try args.value(Self.maxDiffPixels), ratio = try args.value(Self.maxDiffRatio)
        if pixels != nil, ratio != nil { throw CLIError("give --max-diff-pixels or --max-diff-ratio, not both") }
        if let pixels {
            guard let n = Int(pixels), n >= 0 else { throw CLIError("--max-diff-pixels must be a whole number ≥ 0, got '\(pixels)'") }
            options.maxDiffPixels = n
        }
        if let ratio {
            guard let r = Double(ratio), r >= 0, r <= 1 else { throw CLIError("--max-diff-ratio must be a number from 0 to 1, got '\(ratio)'") }
            options.maxDiffRatio = r
        }
        options.ignore = try args.occurrences(Self.ignore).map { text in
            guard let region = IgnoreRegion(argument: text) else {
                throw CLIError("--ignore takes x,y,width,height in points (width and height > 0), got '\(text)'")
            }
            return region
        }
        return options
    }
}
