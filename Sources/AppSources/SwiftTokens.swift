import Foundation

/// The parts of a Swift file that the source transform must not look inside: comments and string
/// literals (plain, multi-line and raw, with interpolations), found in one pass over the UTF-8 bytes.
/// Everything else is code. The scanner never fails: an unterminated comment or string runs to the
/// end of the file (the compiler reports it; the transform leaves it alone).
struct SwiftCodeRanges {
    /// Byte ranges of code (outside comments and literals, inside interpolations), in order.
    private(set) var code: [Range<Int>] = []

    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.scanCode(until: nil)
        code = scanner.code
    }

    /// Whether byte `i` is code.
    func isCode(_ i: Int) -> Bool {
        var lo = 0, hi = code.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if code[mid].upperBound <= i { lo = mid + 1 } else if code[mid].lowerBound > i { hi = mid } else { return true }
        }
        return false
    }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var code: [Range<Int>] = []
        /// Interpolations inside strings inside interpolations…: past this depth the rest of a
        /// string is taken as string (no Swift file nests so deep; the bound keeps the stack small).
        static let maximumNesting = 64
        var nesting = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }

        /// Code until an unbalanced `)` when `closing` is `)` (an interpolation), else to the end.
        mutating func scanCode(until closing: UInt8?) {
            var start = i, depth = 0
            func flush(_ end: Int, _ code: inout [Range<Int>]) { if end > start { code.append(start..<end) } }
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                    flush(i, &code); skipLineComment(); start = i; continue
                }
                if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    flush(i, &code); skipBlockComment(); start = i; continue
                }
                if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringAhead()) {
                    flush(i, &code); scanString(); start = i; continue
                }
                if let closing {
                    if c == UInt8(ascii: "(") { depth += 1 }
                    if c == closing {
                        if depth == 0 { flush(i, &code); i += 1; return }
                        depth -= 1
                    }
                }
                i += 1
            }
            flush(i, &code)
        }

        mutating func skipLineComment() {
            while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1; i += 2
                    if depth == 0 { return }
                    continue
                }
                i += 1
            }
        }

        func rawStringAhead() -> Bool {
            var k = i
            while at(k) == UInt8(ascii: "#") { k += 1 }
            return at(k) == UInt8(ascii: "\"")
        }

        /// A string literal from its opening `#…"` or `"`: plain or multi-line, raw or not; an
        /// interpolation inside it is scanned as code.
        mutating func scanString() {
            var hashes = 0
            while at(i) == UInt8(ascii: "#") { hashes += 1; i += 1 }
            let multiLine = at(i) == UInt8(ascii: "\"") && at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            i += multiLine ? 3 : 1
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\\"), escapeHashesFollow(hashes, from: i + 1) {
                    let next = i + 1 + hashes
                    if at(next) == UInt8(ascii: "("), nesting < Self.maximumNesting {
                        i = next + 1
                        nesting += 1
                        scanCode(until: UInt8(ascii: ")"))
                        nesting -= 1
                    } else {
                        i = next + 1
                    }
                    continue
                }
                if c == UInt8(ascii: "\n"), !multiLine { return }   // unterminated: the compiler says so
                if c == UInt8(ascii: "\"") {
                    let quotes = multiLine ? 3 : 1
                    if (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }),
                       (0..<hashes).allSatisfy({ at(i + quotes + $0) == UInt8(ascii: "#") }) {
                        i += quotes + hashes
                        return
                    }
                }
                i += 1
            }
        }

        func escapeHashesFollow(_ hashes: Int, from k: Int) -> Bool {
            (0..<hashes).allSatisfy { at(k + $0) == UInt8(ascii: "#") }
        }
    }
}

/// Swift identifiers in UTF-8 bytes, as the source transform and `SwiftOutline` read them.
enum SwiftIdentifiers {
    /// The identifier at `start` (its backticks dropped) and where it ends; empty when there is none.
    static func word(_ b: [UInt8], from start: Int) -> (String, Int) {
        var i = start
        if i < b.count, b[i] == UInt8(ascii: "`") { i += 1 }
        let first = i
        while i < b.count, isByte(b[i]) { i += 1 }
        let w = String(decoding: b[first..<i], as: UTF8.self)
        if i < b.count, b[i] == UInt8(ascii: "`") { i += 1 }
        return (w, i)
    }

    /// ASCII letters and `_`.
    static func isStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F }
    /// ASCII letters, digits and `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
    static func isByte(_ c: UInt8) -> Bool { isStart(c) || (c >= 0x30 && c <= 0x39) || c >= 0x80 }
}
