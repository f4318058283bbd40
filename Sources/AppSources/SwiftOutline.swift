import Foundation

/// The declarations of a Swift file, as far as braces show them: each `class`, `struct`, `enum`,
/// `extension`, `protocol`, `actor`, `func`, `var`, `let`, `typealias` and `init` with its name, its
/// nesting depth, the type it is declared in, and its full text (leading attributes and modifiers,
/// through its closing brace or the end of its line). Comments and string literals are skipped
/// (`SwiftCodeRanges`). Not a parser: enough to lift a function and the types it names out of an
/// app's file (`AppleSampleLayoutTests`).
///
/// ```swift
/// let outline = SwiftOutline("final class A: UIView {\n    static let kind = \"k\"\n    func layout() -> Int { 1 }\n}\n")
/// outline.declarations.map(\.name)   // ["A", "kind", "layout"]
/// outline.declarations[2].parent     // "A"
/// ```
public struct SwiftOutline: Sendable {
    public struct Declaration: Sendable, Equatable {
        public var keyword: String
        public var name: String
        /// 0 at the top level.
        public var depth: Int
        /// The enclosing type's or extension's name; nil at the top level.
        public var parent: String?
        /// Whether `static` or `class` precedes it.
        public var isStatic: Bool
        public var text: String
        /// Where `text` is in the file's UTF-8 bytes.
        public var range: Range<Int>
    }

    public let declarations: [Declaration]

    static let keywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor", "func", "var", "let", "typealias", "init",
                                        "subscript"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package", "final", "static", "override",
                                         "required", "convenience", "lazy", "weak", "unowned", "mutating", "nonmutating", "dynamic",
                                         "indirect", "nonisolated"]

    public init(_ source: String) {
        let bytes = Array(source.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var found: [Declaration] = []
        var stack: [(name: String?, depth: Int)] = []   // open type bodies
        var depth = 0
        var pendingType: String?
        var parenDepth = 0
        var i = 0
        while i < bytes.count {
            guard ranges.isCode(i) else { i += 1; continue }
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "("): parenDepth += 1; i += 1; continue
            case UInt8(ascii: ")"): parenDepth = max(0, parenDepth - 1); i += 1; continue
            case UInt8(ascii: "{"):
                depth += 1
                if let name = pendingType { stack.append((name, depth)); pendingType = nil }
                i += 1; continue
            case UInt8(ascii: "}"):
                if let last = stack.last, last.depth == depth { stack.removeLast() }
                depth -= 1
                i += 1; continue
            default: break
            }
            guard Self.isIdentifierStart(c), i == 0 || !Self.isIdentifierByte(bytes[i - 1]), bytes[max(i - 1, 0)] != UInt8(ascii: ".") || i == 0 else {
                i += 1; continue
            }
            let (word, end) = Self.word(bytes, from: i)
            if word == "import" {   // `import class AVFoundation.AVAudioPlayer` declares nothing
                i = end
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            // A declaration only directly in a type body or at the top level, outside parentheses.
            let inTypeBody = depth == 0 || stack.last?.depth == depth
            guard Self.keywords.contains(word), inTypeBody, parenDepth == 0 else { i = end; continue }
            let (name, nameEnd) = Self.name(bytes, from: end, keyword: word)
            guard let name else { i = end; continue }
            let start = Self.declarationStart(bytes, ranges, before: i)
            let isStatic = Self.modifierWords(bytes, from: start, to: i).contains { $0 == "static" || $0 == "class" }
            let stop = Self.declarationEnd(bytes, ranges, from: nameEnd)
            found.append(Declaration(keyword: word, name: name, depth: stack.count, parent: stack.last?.name ?? nil,
                                     isStatic: isStatic, text: String(decoding: bytes[start..<stop], as: UTF8.self), range: start..<stop))
            if ["class", "struct", "enum", "extension", "protocol", "actor"].contains(word) { pendingType = name }
            i = nameEnd
        }
        declarations = found
    }

    /// The declarations named `name` (any depth), in order.
    public func named(_ name: String) -> [Declaration] { declarations.filter { $0.name == name } }

    // MARK: Scanning

    /// Back from the keyword over modifiers and attributes (`@available(…)`, `@MainActor`) on the same declaration.
    static func declarationStart(_ b: [UInt8], _ ranges: SwiftCodeRanges, before keyword: Int) -> Int {
        var start = keyword
        var k = keyword - 1
        while true {
            while k >= 0, b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0A || b[k] == 0x0D { k -= 1 }
            guard k >= 0, ranges.isCode(k) else { break }
            if b[k] == UInt8(ascii: ")") {   // an attribute's or modifier's arguments: private(set), @available(…)
                var level = 0, j = k
                while j >= 0 { if b[j] == UInt8(ascii: ")") { level += 1 } else if b[j] == UInt8(ascii: "(") { level -= 1; if level == 0 { break } }; j -= 1 }
                guard j > 0 else { break }
                k = j - 1
            }
            guard k >= 0, isIdentifierByte(b[k]) else { break }
            var w = k
            while w > 0, isIdentifierByte(b[w - 1]) { w -= 1 }
            let word = String(decoding: b[w...k], as: UTF8.self)
            if w > 0, b[w - 1] == UInt8(ascii: "@") { start = w - 1; k = w - 2; continue }
            guard modifiers.contains(word) || word == "class" else { break }
            start = w; k = w - 1
        }
        // Whole lines: back to the line's first character when only spaces precede.
        var s = start
        while s > 0, b[s - 1] == 0x20 || b[s - 1] == 0x09 { s -= 1 }
        return s == 0 || b[s - 1] == 0x0A ? s : start
    }

    static func modifierWords(_ b: [UInt8], from start: Int, to end: Int) -> [String] {
        String(decoding: b[start..<end], as: UTF8.self).split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// Through the matching `}` of the declaration's first body brace, or to the end of its line when
    /// the line ends first (a stored property without accessors, a requirement).
    static func declarationEnd(_ b: [UInt8], _ ranges: SwiftCodeRanges, from start: Int) -> Int {
        var i = start, level = 0, parens = 0
        var commentStart: Int?   // where the current line's `//` comment starts
        while i < b.count {
            if commentStart == nil, !ranges.isCode(i), b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                commentStart = i
            }
            let lineBreak = b[i] == 0x0A && (ranges.isCode(i) || commentStart != nil)
            if lineBreak {
                let end = commentStart ?? i
                commentStart = nil
                if level == 0 && parens <= 0 {
                    // A line that continues (`=`, `,`, `->` at its end, or `{`/`.` at the next line's start) is not the end.
                    let before = lastCodeByte(b, ranges, before: end)
                    let after = nextCodeByte(b, ranges, after: i)
                    // `->` continues; a generic's closing `>` (`typealias S = Snapshot<Int, Item>`) ends the line.
                    let arrow = before == UInt8(ascii: ">") && endsWithArrow(b, before: end)
                    if before != UInt8(ascii: "="), before != UInt8(ascii: ","), !arrow,
                       after != UInt8(ascii: "{"), after != UInt8(ascii: ".") { return i }
                }
            } else if ranges.isCode(i) {
                switch b[i] {
                case UInt8(ascii: "("), UInt8(ascii: "["): parens += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): parens -= 1
                case UInt8(ascii: "{"): level += 1
                case UInt8(ascii: "}"):
                    level -= 1
                    if level < 0 { return i }
                    if level == 0 { return afterCall(b, ranges, from: i + 1) }
                default: break
                }
            }
            i += 1
        }
        return b.count
    }

    /// After a closure's `}`: through an immediate call's `(…)` (`lazy var v = { … }()`).
    static func afterCall(_ b: [UInt8], _ ranges: SwiftCodeRanges, from start: Int) -> Int {
        var k = start
        while k < b.count, b[k] == 0x20 || b[k] == 0x09 { k += 1 }
        guard k < b.count, b[k] == UInt8(ascii: "("), ranges.isCode(k) else { return start }
        var level = 0
        while k < b.count {
            if ranges.isCode(k) {
                if b[k] == UInt8(ascii: "(") { level += 1 } else if b[k] == UInt8(ascii: ")") { level -= 1; if level == 0 { return k + 1 } }
            }
            k += 1
        }
        return b.count
    }

    static func lastCodeByte(_ b: [UInt8], _ ranges: SwiftCodeRanges, before i: Int) -> UInt8? {
        var k = i - 1
        while k >= 0 { if b[k] == 0x0A { return nil }; if b[k] != 0x20, b[k] != 0x09, b[k] != 0x0D { return b[k] }; k -= 1 }
        return nil
    }

    /// Whether the line's last non-blank characters before `i` are `->`.
    static func endsWithArrow(_ b: [UInt8], before i: Int) -> Bool {
        var k = i - 1
        while k >= 0, b[k] == 0x20 || b[k] == 0x09 || b[k] == 0x0D { k -= 1 }
        return k >= 1 && b[k] == UInt8(ascii: ">") && b[k - 1] == UInt8(ascii: "-")
    }

    static func nextCodeByte(_ b: [UInt8], _ ranges: SwiftCodeRanges, after i: Int) -> UInt8? {
        var k = i + 1
        while k < b.count { if ranges.isCode(k), b[k] != 0x20, b[k] != 0x09, b[k] != 0x0D, b[k] != 0x0A { return b[k] }; k += 1 }
        return nil
    }

    static func name(_ b: [UInt8], from start: Int, keyword: String) -> (String?, Int) {
        if keyword == "init" { return ("init", start) }
        if keyword == "subscript" { return (subscriptName(b, from: start), start) }
        var i = start
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        var parts: [String] = []
        while true {
            let (w, e) = word(b, from: i)
            guard !w.isEmpty else { break }
            parts.append(w); i = e
            guard keyword == "extension", i < b.count, b[i] == UInt8(ascii: ".") else { break }
            i += 1
        }
        guard let first = parts.first, !modifiers.contains(first), !keywords.contains(first) else { return (nil, start) }
        return (parts.joined(separator: "."), i)
    }

    /// A subscript's name as its uses show it: its first argument label (`safe` for
    /// `subscript(safe index: Index)`, used as `items[safe: 3]`), else `subscript` (`items[3]` names nothing).
    static func subscriptName(_ b: [UInt8], from start: Int) -> String {
        var i = start
        var angle = 0
        while i < b.count, b[i] != UInt8(ascii: "(") || angle > 0 {   // past a generic clause
            if b[i] == UInt8(ascii: "<") { angle += 1 } else if b[i] == UInt8(ascii: ">") { angle -= 1 } else if b[i] == UInt8(ascii: "{") { return "subscript" }
            i += 1
        }
        func skipSpaces() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 } }
        i += 1
        skipSpaces()
        let (label, afterLabel) = word(b, from: i)
        i = afterLabel
        skipSpaces()
        let (name, _) = word(b, from: i)
        return !label.isEmpty && label != "_" && !name.isEmpty ? label : "subscript"
    }

    static func word(_ b: [UInt8], from start: Int) -> (String, Int) { SwiftIdentifiers.word(b, from: start) }
    static func isIdentifierStart(_ c: UInt8) -> Bool { SwiftIdentifiers.isStart(c) || c == UInt8(ascii: "`") }
    static func isIdentifierByte(_ c: UInt8) -> Bool { SwiftIdentifiers.isByte(c) }
}
