import Foundation

/// Xcode 15's `#Preview` macro, which Linux lacks (issue 31 Deliver 4; the source transform's step 6):
/// each top-level `#Preview("Name", traits: …) { … }` in an app file becomes a function that returns
/// what the preview's body makes — a `UIViewController` or a `UIView` — so that
/// `layoutshot layout|render --swift DIR --preview Name` draws it as a screen.
///
/// ```swift
/// #Preview("Feed") { FeedViewController(store: .sample) }
/// // →
/// func _layoutshotPreview_1a2b…_0() -> Any { FeedViewController(store: .sample) }
/// ```
///
/// Only the header changes (its line keeps its number; the compiler's columns on that line move); the
/// body is the user's. An unnamed preview takes the file's name (`FeedViewController` for
/// `FeedViewController.swift`), numbered from the second (`FeedViewController 2`), as Xcode lists it.
public enum PreviewMacros {
    /// One preview: its name and the function its body became.
    public struct Preview: Equatable, Sendable {
        public var name: String
        public var function: String
        public init(name: String, function: String) { self.name = name; self.function = function }
    }

    /// `text` with its top-level previews rewritten, and the previews in order. `functionPrefix` makes
    /// the functions' names unique in the module; `fileName` names unnamed previews.
    public static func rewrite(_ text: String, functionPrefix: String, fileName: String) -> (text: String, previews: [Preview]) {
        guard text.contains("#Preview") else { return (text, []) }
        let bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var out: [UInt8] = []
        var previews: [Preview] = []
        var depth = 0, i = 0, copied = 0, unnamed = 0
        while i < bytes.count {
            guard ranges.isCode(i) else { i += 1; continue }
            let c = bytes[i]
            if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            if depth == 0, c == UInt8(ascii: "#"), let header = previewHeader(bytes, at: i, ranges: ranges) {
                var name = header.name ?? ""
                if header.name == nil {
                    unnamed += 1
                    name = unnamed == 1 ? fileName : "\(fileName) \(unnamed)"
                }
                let function = "\(functionPrefix)_\(previews.count)"
                previews.append(Preview(name: name, function: function))
                out += bytes[copied..<i]
                out += Array("func \(function)() -> Any ".utf8)
                copied = header.brace
                i = header.brace
                continue
            }
            i += 1
        }
        out += bytes[copied...]
        return (String(decoding: out, as: UTF8.self), previews)
    }

    /// At `#Preview`: its name (the first argument, when a string literal) and where its `{` is.
    static func previewHeader(_ b: [UInt8], at start: Int, ranges: SwiftCodeRanges) -> (name: String?, brace: Int)? {
        let keyword = Array("#Preview".utf8)
        guard start + keyword.count <= b.count, Array(b[start..<start + keyword.count]) == keyword else { return nil }
        var i = start + keyword.count
        if i < b.count, isIdentifierByte(b[i]) { return nil }   // #PreviewSomething
        i = skipWhitespace(b, from: i)
        var name: String?
        if i < b.count, b[i] == UInt8(ascii: "(") {
            var parens = 0, k = i
            while k < b.count {
                if ranges.isCode(k) {
                    if b[k] == UInt8(ascii: "(") { parens += 1 }
                    if b[k] == UInt8(ascii: ")") { parens -= 1; if parens == 0 { break } }
                }
                k += 1
            }
            guard k < b.count else { return nil }
            name = firstStringLiteral(String(decoding: b[(i + 1)..<k], as: UTF8.self))
            i = skipWhitespace(b, from: k + 1)
        }
        guard i < b.count, b[i] == UInt8(ascii: "{") else { return nil }
        return (name, i)
    }

    /// The first argument when it is a plain string literal without interpolation: `"Feed", traits: …` → Feed.
    static func firstStringLiteral(_ arguments: String) -> String? {
        let trimmed = arguments.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard trimmed.first == "\"" else { return nil }
        var name = "", escaped = false
        for ch in trimmed.dropFirst() {
            if escaped { name.append(ch); escaped = false; continue }
            if ch == "\\" { escaped = true; continue }
            if ch == "\"" { return name }
            name.append(ch)
        }
        return nil
    }

    private static func skipWhitespace(_ b: [UInt8], from start: Int) -> Int {
        var i = start
        while i < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[i]) { i += 1 }
        return i
    }

    private static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }
}
