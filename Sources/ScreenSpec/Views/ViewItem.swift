import CollectionLayout
import Foundation
import Scene

/// The item a content view is drawn for: what `{section}`, `{item}`, `{text}` and the item's own
/// named fields (`{subtitle}`, `{caption}`, … from `sections[i].items[j].fields`) stand for.
public struct ViewItem: Sendable, Equatable {
    public var section: Int
    public var item: Int
    /// The item's text from `sections[i].items` (empty for supplementary views).
    public var text: String
    /// The item's named fields (`"fields": {"subtitle": "Arcade"}`); empty for supplementary views.
    public var fields: [String: String]

    public init(section: Int = 0, item: Int = 0, text: String = "", fields: [String: String] = [:]) {
        self.section = section; self.item = item; self.text = text; self.fields = fields
    }

    /// `template` with `{section}`, `{item}`, `{text}` and `{field}` for each of the item's fields
    /// replaced, in one left-to-right pass (a value is never substituted again). A placeholder the
    /// item has no value for stays as written, so a missing field shows in the render.
    public func fill(_ template: String) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { rest = rest[open...]; break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = value(of: name) {
                out += value
            } else {
                out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private func value(of name: String) -> String? {
        switch name {
        case "section": String(section)
        case "item": String(item)
        case "text": text
        default: fields[name]
        }
    }
}
