import Foundation

/// The source transform's step 12 (Core Data, the Objective-C runtime's habits): `@NSManaged`, which
/// asks the Objective-C runtime to supply a property's storage and a relationship's accessors, does not
/// compile on Linux. The attribute becomes spaces, a managed property a computed one over the object's
/// values (Layoutshot's `NSManagedObject.managedValue(forKey:)` — what the code set, else the type's
/// zero), and an accessor method (`addToChapters(_:)`) an empty body. The line keeps its number.
///
/// ```swift
/// @NSManaged public var title: String?
///            public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
/// @NSManaged public func addToChapters(_ value: ChapterObject)
///            public func addToChapters(_ value: ChapterObject) {}
/// ```
public enum ManagedProperties {
    static let attribute = "@NSManaged"

    public static func rewrite(_ text: String) -> String {
        guard text.contains(attribute) else { return text }
        let bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var lines: [String] = []
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let start = offset
            offset += line.utf8.count + 1
            guard let found = line.range(of: attribute) else { lines.append(String(line)); continue }
            let at = start + line[..<found.lowerBound].utf8.count
            guard ranges.isCode(at) else { lines.append(String(line)); continue }
            // The code part of the line: up to a trailing comment.
            var codeEnd = line.utf8.count
            for (i, _) in line.utf8.enumerated() where i > line[..<found.lowerBound].utf8.count && !ranges.isCode(start + i) {
                let rest = line.utf8.dropFirst(i)
                if rest.starts(with: "//".utf8) || rest.starts(with: "/*".utf8) { codeEnd = i; break }
            }
            let code = String(decoding: line.utf8.prefix(codeEnd), as: UTF8.self)
            let comment = String(decoding: line.utf8.dropFirst(codeEnd), as: UTF8.self)
            var rewritten = code.replacingOccurrences(of: attribute, with: String(repeating: " ", count: attribute.count))
            let trimmed = rewritten.trimmingCharacters(in: .whitespaces)
            if let name = propertyName(trimmed), !trimmed.contains("{"), !trimmed.contains("=") {
                rewritten = rewritten.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                rewritten += " { get { managedValue(forKey: \"\(name)\") } set { setManagedValue(newValue, forKey: \"\(name)\") } }"
            } else if trimmed.split(separator: " ").contains("func"), !trimmed.contains("{") {
                rewritten = rewritten.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + " {}"
            }
            lines.append(rewritten + (comment.isEmpty ? "" : " " + comment))
        }
        return lines.joined(separator: "\n")
    }

    /// `name` of `public var name: Type`.
    static func propertyName(_ declaration: String) -> String? {
        let words = declaration.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(of: "var"), index + 1 < words.count else { return nil }
        let name = words[index + 1].split(separator: ":").first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }
}
