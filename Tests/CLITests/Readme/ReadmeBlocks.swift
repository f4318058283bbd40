import Foundation

/// The fenced code blocks of a Markdown file, in order, with what the README says about each: the
/// tests read the README itself, so an edit to an example is an edit to its test.
struct ReadmeBlocks {
    struct Block {
        /// The info string after the opening fence: `swift`, `sh`, `text`, or empty.
        let language: String
        let body: String
        /// The line of the opening fence, 1-based.
        let line: Int
        /// The prose between the previous block's closing fence and this block's opening one.
        let prose: String
    }

    let blocks: [Block]

    init(_ markdown: String) {
        var blocks: [Block] = []
        var open: (language: String, line: Int, prose: String, body: [String])?
        var prose: [String] = []
        for (n, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var current = open {
                if trimmed == "```" {
                    blocks.append(Block(language: current.language, body: current.body.joined(separator: "\n"),
                                        line: current.line, prose: current.prose))
                    open = nil
                    prose = []
                } else {
                    // Blocks indented inside a list item keep their indentation relative to the fence.
                    current.body.append(line)
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)), n + 1, prose.joined(separator: "\n"), [])
            } else {
                prose.append(line)
            }
        }
        self.blocks = blocks
    }

    /// The blocks under a `## title` heading, up to the next `## ` heading.
    static func section(_ title: String, of markdown: String) -> String? {
        guard let start = markdown.range(of: "\n## \(title)\n") else { return nil }
        let rest = markdown[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// A Swift block's role: a package manifest, a file of the example package at a path (its first
    /// line is `// Sources/….swift` or `// Tests/….swift`), or a program of its own.
    enum SwiftRole: Equatable {
        case manifest
        case file(path: String)
        case program
    }

    static func role(of block: Block) -> SwiftRole {
        let lines = block.body.components(separatedBy: "\n")
        if lines.first?.hasPrefix("// swift-tools-version") == true { return .manifest }
        if let first = lines.first, first.hasPrefix("// "), first.hasSuffix(".swift") {
            let path = String(first.dropFirst(3))
            if path.hasPrefix("Sources/") || path.hasPrefix("Tests/") { return .file(path: path) }
        }
        return .program
    }

    /// What a program block says it prints: the `text` block right after it, introduced by
    /// "Prints" (`Prints:` or `Prints (…):`), or nil when the README claims no output.
    func expectedOutput(after index: Int) -> String? {
        guard index + 1 < blocks.count else { return nil }
        let next = blocks[index + 1]
        guard next.language == "text",
              next.prose.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("Prints") else { return nil }
        return next.body
    }
}
