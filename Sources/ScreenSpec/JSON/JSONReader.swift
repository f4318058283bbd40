import Foundation

/// Reads a `JSONValue` at a path; every failure is a `SpecError` that names the path.
///
/// ```swift
/// let size = try node.object()
/// let width = try size.required("widthDimension")      // path …layoutSize.widthDimension
/// try size.finish()                                   // unknown keys are errors
/// ```
public struct JSONNode {
    public let value: JSONValue
    let location: JSONPath

    /// The node's JSON path, such as `sections[2].layout.group`; built when asked for (errors), not
    /// while reading.
    public var path: String { location.description }

    public init(_ value: JSONValue, path: String = "") {
        self.init(value, at: JSONPath(root: path))
    }

    init(_ value: JSONValue, at location: JSONPath) {
        self.value = value; self.location = location
    }

    public func error(_ message: String) -> SpecError { SpecError(path: path, message) }

    private func expected(_ what: String) -> SpecError {
        error("expected \(what), got \(value.typeName)")
    }

    public func object() throws -> JSONObject {
        guard case .object(let fields) = value else { throw expected("an object") }
        return JSONObject(fields: fields, location: location)
    }

    public func array() throws -> [JSONNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { JSONNode($1, at: JSONPath(location, index: $0)) }
    }

    public func string() throws -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw expected("true or false") }
        return b
    }

    /// A finite number.
    public func number() throws -> Double {
        guard case .number(let n) = value else { throw expected("a number") }
        guard n.isFinite else { throw error("expected a finite number, got \(n)") }
        return n
    }

    /// A finite number ≥ 0.
    public func nonNegative() throws -> Double {
        let n = try number()
        guard n >= 0 else { throw error("must not be negative, got \(Self.format(n))") }
        return n
    }

    /// A finite number > 0.
    public func positive() throws -> Double {
        let n = try number()
        guard n > 0 else { throw error("must be greater than 0, got \(Self.format(n))") }
        return n
    }

    /// A length in points: finite, ≥ 0 and at most `limit` (spacings and insets; a larger one is a
    /// mistake, and would push everything after it out of any canvas).
    public func length(atMost limit: Double = 100_000) throws -> Double {
        let v = try nonNegative()
        guard v <= limit else { throw error("\(Self.format(v)) pt is too large (at most \(Self.format(limit)))") }
        return v
    }

    /// An inset or spacing in points, which UIKit takes negative too (G8): finite, at most `limit`
    /// either way.
    public func signedLength(atMost limit: Double = 100_000) throws -> Double {
        let v = try number()
        guard abs(v) <= limit else { throw error("\(Self.format(v)) pt is too large (at most ±\(Self.format(limit)))") }
        return v
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws -> Int {
        let n = try number()
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(Self.format(n))")
        }
        return Int(n)
    }

    /// One of `choices`. Another value is an error that suggests the nearest choice, else lists them:
    /// `unknown value "groupPagingCenter"; did you mean "groupPagingCentered"?`.
    public func oneOf(_ choices: [String]) throws -> String {
        let s = try string()
        guard choices.contains(s) else {
            let hint = NameSuggestion.didYouMean(s, in: choices)
            throw error("unknown value \"\(s)\"" + (hint.isEmpty ? "; expected one of \(choices.joined(separator: ", "))" : hint))
        }
        return s
    }

    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}

/// The fields of a JSON object being read. Call `finish()` when done: a key nobody read is an
/// unknown key, and an error.
public final class JSONObject {
    private let fields: [String: JSONValue]
    private let location: JSONPath
    private var read: Set<String> = []

    init(fields: [String: JSONValue], location: JSONPath) {
        self.fields = fields; self.location = location
    }

    /// The object's JSON path (built when asked for).
    public var path: String { location.description }

    public var keys: [String] { fields.keys.sorted() }

    public func has(_ key: String) -> Bool { fields[key] != nil }

    /// The value at `key`, or nil when absent (null counts as absent).
    public func optional(_ key: String) -> JSONNode? {
        read.insert(key)
        guard let v = fields[key] else { return nil }
        if case .null = v { return nil }
        return JSONNode(v, at: JSONPath(location, key: key))
    }

    public func required(_ key: String) throws -> JSONNode {
        guard let node = optional(key) else {
            throw SpecError(path: path, "missing required key \"\(key)\"")
        }
        return node
    }

    /// Marks `key` as known without reading it.
    public func allow(_ key: String) { read.insert(key) }

    /// Throws for the first key (alphabetically) that was never read, suggesting the nearest key that
    /// was asked for and is absent: `unknown key "interGroupSpaceing"; did you mean "interGroupSpacing"?`.
    public func finish() throws {
        guard fields.keys.contains(where: { !read.contains($0) }) else { return }   // sort only on error
        if let unknown = fields.keys.sorted().first(where: { !read.contains($0) }) {
            let known = read.sorted().filter { fields[$0] == nil }
            throw SpecError(path: JSONPath(location, key: unknown).description,
                            "unknown key \"\(unknown)\"" + NameSuggestion.didYouMean(unknown, in: known))
        }
    }

    /// Exactly one of `keys` must be present: returns it and its node.
    public func exactlyOne(of keys: [String], what: String) throws -> (String, JSONNode) {
        let present = keys.filter { fields[$0] != nil && fields[$0] != .null }
        guard present.count == 1, let key = present.first else {
            let others = fields.keys.sorted().filter { !keys.contains($0) }
            let suggestion = others.lazy.map { NameSuggestion.didYouMean($0, in: keys) }.first { !$0.isEmpty } ?? ""
            let hint = others.isEmpty ? "" : " (found \(others.map { "\"\($0)\"" }.joined(separator: ", "))\(suggestion))"
            throw SpecError(path: path, present.isEmpty
                ? "expected \(what): one of \(keys.joined(separator: ", "))\(hint)"
                : "expected only one of \(present.joined(separator: ", "))")
        }
        return (key, try required(key))
    }
}
