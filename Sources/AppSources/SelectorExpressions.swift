import Foundation

/// The source transform's step 10 (issue 31, the Objective-C runtime's habits): `#selector(…)`, which
/// needs the Objective-C runtime Linux lacks, becomes `Selector("…")` — the method's name as text
/// (Layoutshot's `Selector`), so target–action code compiles (`addTarget(self, action: #selector(refresh),
/// for: .valueChanged)`, `UIBarButtonItem(…, action: #selector(add))`). A selector is never performed.
/// The expression moves one column right on its line (the closing quote).
///
/// `#keyPath(…)`, which needs it too, becomes the key path's string, as the compiler makes it: the
/// properties' names joined by dots, a leading type name dropped (`NSSortDescriptor(key:
/// #keyPath(ServiceEntity.name), …)` in Core Data code).
///
/// ```swift
/// #selector(didTap(_:))          →    Selector("didTap(_:)")
/// #selector(getter: View.alpha)  →    Selector("getter: View.alpha")
/// #keyPath(Entity.name)          →    "name"
/// ```
public enum SelectorExpressions {
    public static func rewrite(_ text: String) -> String {
        var out = text
        if out.contains("#selector") { out = rewrite(out, marker: "#selector") { "Selector(\"\($0)\")" } }
        if out.contains("#keyPath") { out = rewrite(out, marker: "#keyPath") { "\"\(keyPath($0))\"" } }
        return out
    }

    /// `Entity.owner.name` → `owner.name`; `name` → `name`.
    static func keyPath(_ inner: String) -> String {
        let parts = inner.replacingOccurrences(of: " ", with: "").split(separator: ".").map(String.init)
        guard parts.count > 1, let first = parts.first?.first, first.isUppercase else { return parts.joined(separator: ".") }
        return parts.dropFirst().joined(separator: ".")
    }

    /// Each `marker(…)` in code replaced by `make` of its inner text (escaped for a string literal).
    static func rewrite(_ text: String, marker name: String, make: (String) -> String) -> String {
        let bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        let marker = Array(name.utf8)
        var out: [UInt8] = []
        var i = 0, copied = 0
        while i + marker.count <= bytes.count {
            guard ranges.isCode(i), bytes[i] == UInt8(ascii: "#"), Array(bytes[i..<(i + marker.count)]) == marker else { i += 1; continue }
            var open = i + marker.count
            while open < bytes.count, bytes[open] == 0x20 { open += 1 }
            guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { i += 1; continue }
            var level = 0, close = open
            while close < bytes.count {
                if ranges.isCode(close) {
                    if bytes[close] == UInt8(ascii: "(") { level += 1 }
                    if bytes[close] == UInt8(ascii: ")") { level -= 1; if level == 0 { break } }
                }
                close += 1
            }
            guard close < bytes.count else { break }
            let inner = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let literal = inner.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: " ")
            out += bytes[copied..<i]
            out += Array(make(literal).utf8)
            // The lines the expression spanned stay (an expression over several lines is rare).
            out += Array(repeating: 0x0A, count: bytes[i...close].filter { $0 == 0x0A }.count)
            copied = close + 1
            i = close + 1
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}
