import Foundation
@testable import ScreenSpec
import Testing

/// The screen files' JSON parser (RFC 8259, strict), checked against Foundation's `JSONDecoder`.
@Suite("JSON parser")
struct JSONParserTests {
    static func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    static func error(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return "\(error)" }
    }

    @Test("Values: literals, numbers, strings with every escape and surrogate pairs, nesting, duplicate keys keep the last")
    func values() throws {
        #expect(try Self.parse(#" {"a": [true, false, null, 0, -1.5e3, 2E-2, 12345678901234567890], "b": {}} "#) == .object([
            "a": .array([.bool(true), .bool(false), .null, .number(0), .number(-1500), .number(0.02), .number(12345678901234567890)]),
            "b": .object([:]),
        ]))
        #expect(try Self.parse(#""q\" b\\ s\/ \b\f\n\r\t \u00e9 \uD83D\uDE00 한글""#) == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t é 😀 한글"))
        #expect(try Self.parse(#"{"k": 1, "k": 2}"#) == .object(["k": .number(2)]))
        #expect(try Self.parse("[[[]]]") == .array([.array([.array([])])]))
    }

    @Test("Every sample parses to what Foundation's JSONDecoder reads (JSONValue's Decodable conformance)")
    func samplesAgree() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 6)
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(try JSONValue.parse(data) == JSONDecoder().decode(JSONValue.self, from: data), "\(file)")
        }
    }

    @Test("Invalid documents: one line naming what and where; deep nesting refused, not a crash")
    func invalid() {
        let cases: [(String, String)] = [
            ("", "not valid JSON: unexpected end of the document at line 1, column 1"),
            ("{\"a\": 1,\n  \"b\" 2}", "not valid JSON: expected ':' after a key, got '2' at line 2, column 7"),
            ("[1, 2", "not valid JSON: expected ',' or ']' in an array, got the end of the document at line 1, column 6"),
            ("{\"a\": tru}", "not valid JSON: unexpected character 't' at line 1, column 7"),
            ("[01]", "not valid JSON: expected ',' or ']' in an array, got '1' at line 1, column 3"),
            ("[1.]", "not valid JSON: a number needs digits after '.' at line 1, column 4"),
            ("[-]", "not valid JSON: a number needs digits at line 1, column 3"),
            ("\"a\u{1}b\"", "not valid JSON: a control character in a string (escape it) at line 1, column 3"),
            (#""\x""#, #"not valid JSON: an unknown escape \'x' in a string at line 1, column 3"#),
            (#""\uD800""#, #"not valid JSON: a lone surrogate \uD800 in a string at line 1, column 8"#),
            ("{} {}", "not valid JSON: unexpected text after the document at line 1, column 4"),
            ("{'a': 1}", "not valid JSON: expected a key in quotes at line 1, column 2"),
            ("NaN", "not valid JSON: unexpected character 'N' at line 1, column 1"),
        ]
        for (text, expected) in cases { #expect(Self.error(text) == expected, "\(text)") }
        #expect(Self.error(String(repeating: "[", count: 100_000))?.hasPrefix("not valid JSON: nested more than 512 deep") == true)
        #expect(Self.error(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        let invalidUTF8 = Data([0x22, 0xFF, 0x22])
        #expect(throws: SpecError.self) { try JSONValue.parse(invalidUTF8) }
    }
}
