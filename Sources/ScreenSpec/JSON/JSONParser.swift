import Foundation

/// A strict RFC 8259 parser straight into `JSONValue`: one pass over the bytes, no `Decodable`
/// round trips (which cost a thrown error per value tried and dominated a render's start-up).
/// Errors name the line and column; nesting deeper than 512 is refused rather than risking the stack,
/// and a document of more than `maximumValues` values is refused as soon as the parser meets one
/// value too many (the element cap: README "Robustness").
///
/// ```swift
/// let value = try JSONParser.parse(Data(#"{"items": ["A", 1.5, true, null]}"#.utf8))
/// ```
struct JSONParser {
    static let maximumDepth = 512

    struct Failure: Error {
        let message: String
        /// The document may be valid JSON but is over the element cap.
        var overLimit = false
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var valuesLeft: Int
    private let maximumValues: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumValues: Int) {
        self.bytes = bytes
        self.maximumValues = maximumValues
        valuesLeft = maximumValues
    }

    /// The default cap on values: 10 000 000.
    static let defaultMaximumValues = 10_000_000

    static func parse(_ data: Data, maximumValues: Int = defaultMaximumValues) throws(Failure) -> JSONValue {
        let result: Result<JSONValue, Failure> = data.withUnsafeBytes { raw in
            var parser = JSONParser(raw.bindMemory(to: UInt8.self), maximumValues: maximumValues)
            do throws(Failure) {
                parser.skipWhitespace()
                let value = try parser.value(depth: 0)
                parser.skipWhitespace()
                guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the document") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("unexpected end of the document") }
        valuesLeft -= 1
        guard valuesLeft >= 0 else {
            var error = failure("over the element limit of \(maximumValues) values")
            error = Failure(message: error.message + "; raise it with --max-elements", overLimit: true)
            throw error
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character \(describe(bytes[index]))")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(fields) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after a key")
            skipWhitespace()
            fields[key] = try value(depth: depth)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
            return .object(fields)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
            return .array(items)
        }
    }

    // MARK: Scalars

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = index
        for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard index < bytes.count, bytes[index] == byte else { index = start; throw failure("unexpected character \(describe(bytes[start]))") }
            index += 1
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - from
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else if digits(&self) == 0 {
            throw failure("a number needs digits")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits(&self) > 0 else { throw failure("a number needs digits after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { throw failure("\(text) is not a number") }
        return value
    }

    private mutating func string() throws(Failure) -> String {
        index += 1   // the opening quote
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return try validUTF8(slice)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw failure("a control character in a string (escape it)") }
            index += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return try scalars.withUnsafeBufferPointer { buffer throws(Failure) in try validUTF8(buffer) }
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw failure("unexpected end of the document in a string") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("a lone surrogate \\u\(String(code, radix: 16, uppercase: true)) in a string")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate in a string") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw failure("a lone surrogate \\u\(String(code, radix: 16, uppercase: true)) in a string")
                    }
                    scalars.append(contentsOf: String(Character(Unicode.Scalar(code)!)).utf8)
                default:
                    index -= 1
                    throw failure("an unknown escape \\\(describe(escaped)) in a string")
                }
            default:
                guard byte >= 0x20 else { index -= 1; throw failure("a control character in a string (escape it)") }
                scalars.append(byte)
            }
        }
        throw failure("unexpected end of the document in a string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("\\u needs four hex digits")
            }
            code = code << 4 | UInt32(digit)
            index += 1
        }
        return code
    }

    private func validUTF8(_ buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> String {
        guard let text = String(validating: buffer, as: UTF8.self) else { throw failure("a string is not valid UTF-8") }
        return text
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(Failure) {
        guard peek(byte) else {
            throw failure(index < bytes.count ? "\(message), got \(describe(bytes[index]))" : "\(message), got the end of the document")
        }
        index += 1
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    /// `message` at the current line and column (1-based; columns count bytes).
    private func failure(_ message: String) -> Failure {
        var line = 1, column = 1
        for byte in UnsafeBufferPointer(rebasing: bytes[0..<min(index, bytes.count)]) {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return Failure(message: "\(message) at line \(line), column \(column)")
    }
}
