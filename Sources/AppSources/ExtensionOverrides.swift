import Foundation

/// Overrides written in extensions (issue 32 Deliver 3, the Objective-C runtime's habits): on iOS an
/// extension of a class may override a method UIKit declares (`extension FeedViewController { override
/// func viewDidLoad() … }`), because UIKit's methods are Objective-C's; Swift on Linux refuses it
/// ("cannot be overridden from extension"). When a `--swift` package is written, each such member of an
/// extension of a class the module declares is moved into the class's body — the app's behaviour kept —
/// framed by `#sourceLocation` lines, so the compiler's errors still name the extension's file and line;
/// its place in the extension becomes blank lines. An override in an extension of a framework class
/// (`extension UINavigationController { override var childForStatusBarStyle … }`) has no body to move
/// to: it is left out and listed (`dropped`). A moved member that uses a `private` helper of the
/// extension's file no longer sees it (the build's error says so).
///
/// ```swift
/// // Feed.swift                               // Feed+Setup.swift
/// final class Feed: UIViewController {        extension Feed {
/// }                                               override func viewDidLoad() { … }
///                                             }
/// ```
/// becomes the class holding `viewDidLoad()` and an empty extension.
public enum ExtensionOverrides {
    /// `files` (one module's, transformed) with the overrides of its extensions moved; the members
    /// left out (`Type.member`).
    public static func hoist(_ files: [DeclarationClosure.File]) -> (files: [DeclarationClosure.File], dropped: [String]) {
        guard files.contains(where: { $0.text.contains("override") }) else { return (files, []) }
        let outlines = files.map { SwiftOutline($0.text).declarations }
        var classes: [String: (file: Int, declaration: SwiftOutline.Declaration)] = [:]
        var declared: Set<String> = []
        for (f, outline) in outlines.enumerated() {
            for d in outline where d.depth == 0 && d.keyword != "extension" {
                declared.insert(d.name)
                if d.keyword == "class", classes[d.name] == nil { classes[d.name] = (f, d) }
            }
        }
        var edits: [[(offset: Int, remove: Int, insert: String)]] = Array(repeating: [], count: files.count)
        var dropped: [String] = []
        for (f, outline) in outlines.enumerated() {
            for ext in outline where ext.depth == 0 && ext.keyword == "extension" {
                let extended = String(ext.name.split(separator: ".").last ?? Substring(ext.name)).split(separator: "<").first.map(String.init) ?? ext.name
                for member in outline where member.depth == 1 && ext.range.contains(member.range.lowerBound) && isOverride(member.text) {
                    let blank = String(member.text.filter { $0 == "\n" })
                    if let (c, cls) = classes[extended] {
                        let brace = cls.range.upperBound - 1
                        let from = location(files[f], at: member.range.lowerBound)
                        let back = location(files[c], at: brace)
                        let moved = "\n#sourceLocation(file: \(TransformedFile.stringLiteral(from.file)), line: \(from.line))\n" + member.text
                            + "\n#sourceLocation(file: \(TransformedFile.stringLiteral(back.file)), line: \(back.line))\n"
                        edits[c].append((brace, 0, moved))
                        edits[f].append((member.range.lowerBound, member.range.count, blank))
                    } else if !declared.contains(extended) {
                        edits[f].append((member.range.lowerBound, member.range.count, blank))
                        dropped.append("\(extended).\(member.name)")
                    }
                }
            }
        }
        var out = files
        for f in files.indices where !edits[f].isEmpty {
            var bytes = Array(files[f].text.utf8)
            for edit in edits[f].sorted(by: { $0.offset > $1.offset }) {
                bytes.replaceSubrange(edit.offset..<(edit.offset + edit.remove), with: Array(edit.insert.utf8))
            }
            out[f].text = String(decoding: bytes, as: UTF8.self)
        }
        return (out, dropped)
    }

    /// Whether a member's modifiers, before its keyword, include `override`.
    static func isOverride(_ text: String) -> Bool {
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if word == "override" { return true }
            if ["func", "var", "let", "init", "subscript"].contains(word) { return false }
        }
        return false
    }

    /// The file and line a byte offset stands for: after a transformed file's `#sourceLocation(file:
    /// "…", line: L)`, the original's; else the file's own path and line.
    static func location(_ file: DeclarationClosure.File, at offset: Int) -> (file: String, line: Int) {
        let before = String(decoding: Array(file.text.utf8)[..<offset], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices.reversed() {
            let line = lines[index]
            guard line.hasPrefix("#sourceLocation(file: \""), let close = line.range(of: "\", line: ") else { continue }
            let path = line[line.index(line.startIndex, offsetBy: "#sourceLocation(file: \"".count)..<close.lowerBound]
            let start = line[close.upperBound...].prefix { $0.isNumber }
            return (String(path).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"),
                    (Int(start) ?? 1) + (lines.count - 1 - index - 1))
        }
        return (file.path, lines.count)
    }
}
