import Foundation
import Golden
import LayoutshotFiles

/// What `diff` prints: a few lines for a person, or one JSON object.
struct DiffReport {
    let expected: String
    let actual: String
    let comparison: ImageDiff.Comparison
    let options: ImageDiff.Options
    let layout: [String]
    let frames: FrameCheck
    let diffImage: String?

    /// Frames are the truth: a moved frame fails even when the pixels pass, unless `--frames ignore`.
    var framesMoved: Bool { frames == .check && !layout.isEmpty }
    var passes: Bool { comparison.passes && !framesMoved }

    var text: String {
        // What moved first.
        var lines = layout.map { "layout: \($0)" }
        if framesMoved { lines.insert("layout differs: \(layout.count == 1 ? "1 change" : "\(layout.count) changes") in the frames", at: 0) }
        let c = comparison
        let size = "\(c.expectedSize.width)×\(c.expectedSize.height) px"
        switch c.outcome {
        case .identical:
            lines.append("identical: \(expected) and \(actual) are the same bytes (\(size))")
        case .sizeMismatch:
            lines.append("differ in size: \(expected) is \(size), \(actual) is \(c.actualSize.width)×\(c.actualSize.height) px")
        case .similar, .different:
            let verdict = c.outcome == .similar ? "the same within the tolerances" : "differ"
            var line = "\(verdict): \(c.diffPixels) px of \(c.comparedPixels) (\(percent(c.diffRatio)))"
            if let box = c.changedBox { line += " in x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)" }
            line += "; \(c.antialiasedPixels) px anti-aliasing; threshold \(options.threshold)"
            if let limit = options.maxDiffPixels { line += ", up to \(limit) px allowed" }
            if let ratio = options.maxDiffRatio { line += ", up to \(percent(ratio)) allowed" }
            lines.append(line)
        }
        if let diffImage { lines.append("diff image: \(diffImage)") }
        return lines.joined(separator: "\n")
    }

    var json: String {
        let c = comparison
        var fields: [(String, String)] = [
            ("result", jsonString(c.outcome.rawValue)),
            ("passes", passes ? "true" : "false"),
            ("pixelsPass", c.passes ? "true" : "false"),
            ("frames", jsonString(frames.rawValue)),
            ("expected", "{\"path\": \(jsonString(expected)), \"width\": \(c.expectedSize.width), \"height\": \(c.expectedSize.height)}"),
            ("actual", "{\"path\": \(jsonString(actual)), \"width\": \(c.actualSize.width), \"height\": \(c.actualSize.height)}"),
            ("diffPixels", "\(c.diffPixels)"),
            ("antialiasedPixels", "\(c.antialiasedPixels)"),
            ("comparedPixels", "\(c.comparedPixels)"),
            ("diffRatio", String(format: "%.8g", c.diffRatio)),
            ("changedBox", c.changedBox.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" } ?? "null"),
            ("threshold", "\(options.threshold)"),
            ("maxDiffPixels", options.maxDiffPixels.map(String.init) ?? "null"),
            ("maxDiffRatio", options.maxDiffRatio.map { "\($0)" } ?? "null"),
        ]
        fields.append(("ignore", "[" + options.ignore.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" }
            .joined(separator: ", ") + "]"))
        fields.append(("layout", "[" + layout.map(jsonString).joined(separator: ", ") + "]"))
        fields.append(("diffImage", diffImage.map(jsonString) ?? "null"))
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    private func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        return value == 0 ? "0 %" : value < 0.01 ? String(format: "%.4f %%", value) : String(format: "%.2f %%", value)
    }
}
