import Foundation

/// Reads the attributes of one element, typed, with one-line errors for bad values, and warns (once per
/// element and attribute) about the attributes nobody read or declared known.
///
/// ```swift
/// var e = ElementReader(node, context, id: "iYJ-Lt-qwl")
/// let lines = try e.int("numberOfLines")        // "2" → 2, "two" → error, absent → nil
/// e.known("reuseIdentifier")                     // IB writes it; the model does not keep it
/// e.finish()                                     // warns about the rest
/// ```
struct ElementReader {
    let node: XMLNode
    let context: ReadContext
    /// The id to name in messages: the element's own, else the one given (the view around it).
    let id: String?
    private var used: Set<String> = ["key"]

    init(_ node: XMLNode, _ context: ReadContext, id: String? = nil) {
        self.node = node
        self.context = context
        self.id = node["id"] ?? id
    }

    mutating func string(_ name: String) -> String? {
        used.insert(name)
        return node[name]
    }

    mutating func required(_ name: String) throws(IBError) -> String {
        guard let value = string(name) else { throw context.error(node, id: id, "missing required attribute '\(name)'") }
        return value
    }

    /// `YES`/`NO` (IB's booleans); anything else is an error.
    mutating func bool(_ name: String) throws(IBError) -> Bool? {
        guard let value = string(name) else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw context.error(node, id: id, "\(name) \"\(Self.quoted(value))\" is not YES or NO")
        }
    }

    mutating func double(_ name: String) throws(IBError) -> Double? {
        guard let value = string(name) else { return nil }
        return try Self.number(value, name: name, node: node, id: id, context: context)
    }

    /// An integer in ±1 000 000 000 (IB's integers are line counts and the like).
    mutating func int(_ name: String) throws(IBError) -> Int? {
        guard let value = string(name) else { return nil }
        guard let number = Int(value.trimmingCharacters(in: .whitespaces)), abs(number) <= 1_000_000_000 else {
            throw context.error(node, id: id, "\(name) \"\(Self.quoted(value))\" is not an integer")
        }
        return number
    }

    /// A UILayoutPriority: 0…1000, or UIKit's names (required, defaultHigh, defaultLow, fittingSizeLevel).
    mutating func priority(_ name: String) throws(IBError) -> Float? {
        guard let value = string(name) else { return nil }
        let named: [String: Float] = ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50]
        if let known = named[value] { return known }
        let number = try Self.number(value, name: name, node: node, id: id, context: context)
        guard (0...1000).contains(number) else {
            throw context.error(node, id: id, "\(name) \(Self.quoted(value)) is outside 0…1000")
        }
        return Float(number)
    }

    /// A raw-value enum, matched with the first letter in either case (Xcode 7 wrote `contentMode="TopLeft"`).
    mutating func enumeration<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws(IBError) -> T?
    where T.RawValue == String {
        guard let value = string(name) else { return nil }
        if let exact = T(rawValue: value) { return exact }
        if let loose = T.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) { return loose }
        throw context.error(node, id: id, "\(name) \"\(Self.quoted(value))\" is not one of " +
                            T.allCases.map(\.rawValue).joined(separator: ", "))
    }

    /// Declares attributes IB writes that the model does not keep.
    mutating func known(_ names: [String]) { used.formUnion(names) }
    mutating func known(_ names: String...) { known(names) }

    /// Warns about every attribute not read or declared known, in name order.
    func finish() {
        for name in node.attributes.keys.sorted() where !used.contains(name) {
            context.warn(node, id: id, attribute: name, "unknown attribute '\(name)'")
        }
    }

    static func number(_ text: String, name: String, node: XMLNode, id: String?, context: ReadContext) throws(IBError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, abs(value) <= 1e12 else {
            throw context.error(node, id: id, "\(name) \"\(quoted(text))\" is not a number")
        }
        return value
    }

    /// The value as quoted in a message: at most 40 characters, on one line.
    static func quoted(_ text: String) -> String {
        let one = text.map { $0.isNewline ? " " : $0 }
        return one.count > 40 ? String(one.prefix(40)) + "…" : String(one)
    }
}
