import Foundation

/// A parsed JSON document, kept as values so that every later read can name its JSON path.
public enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONValue].self)) }
    }

    /// Parses `data`, or throws a `SpecError` at the document root that says why not and where.
    /// A document of more than `maximumValues` values (every object, array, string, number, …) is
    /// refused when the parser meets the first value too many.
    public static func parse(_ data: Data, maximumValues: Int = 10_000_000) throws -> JSONValue {
        do {
            return try JSONParser.parse(data, maximumValues: maximumValues)
        } catch {
            throw SpecError(path: "", error.overLimit ? error.message : "not valid JSON: \(error.message)")
        }
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
