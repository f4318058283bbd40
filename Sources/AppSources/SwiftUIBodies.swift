import Foundation

/// The source transform's step 7 (issue 31 Deliver 3): in a file that imports SwiftUI, every view body
/// and every other declaration typed `some View` (`var body: some View { … }`, `func row() -> some View
/// { … }`, `static var previews: some View { … }`, a modifier's `body(content:)`) gets the body
/// `{ _LayoutshotSwiftUIBody() }`, so its SwiftUI code is never compiled — Layoutshot draws SwiftUI content
/// as a labelled placeholder (`SwiftUI` module) and has no SwiftUI to compile it against. The lines of the
/// body stay (blank), so every later line keeps its number; the declaration's signature, the view's
/// stored properties and initialisers are the user's.
///
/// ```swift
/// struct FeedRow: View {
///     let title: String
///     var body: some View {          →    var body: some View { _LayoutshotSwiftUIBody()
///         Text(title).font(.headline)
///     }                                   }
/// }
/// ```
public enum SwiftUIBodies {
    public static func rewrite(_ text: String) -> String {
        guard text.contains("some View"), importsSwiftUI(text) else { return text }
        var bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        let bodies = SwiftOutline(text).declarations
            .filter { $0.keyword == "var" || $0.keyword == "func" }
            .compactMap { body(of: $0, bytes, ranges) }
        var outermost: [Range<Int>] = []
        for body in bodies.sorted(by: { $0.lowerBound < $1.lowerBound }) where !(outermost.last.map { $0.contains(body.lowerBound) } ?? false) {
            outermost.append(body)
        }
        for body in outermost.reversed() {
            let lines = bytes[body].filter { $0 == 0x0A }.count
            bytes.replaceSubrange(body, with: Array("{ _LayoutshotSwiftUIBody()".utf8) + Array(repeating: 0x0A, count: lines) + [UInt8(ascii: "}")])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a line of `text` is `import SwiftUI` (with attributes or `@preconcurrency`).
    static func importsSwiftUI(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            return words.count >= 2 && words[words.count - 2] == "import" && words.last == "SwiftUI"
        }
    }

    /// The `{ … }` of a declaration whose type, before its body, is `some View`.
    static func body(of declaration: SwiftOutline.Declaration, _ b: [UInt8], _ ranges: SwiftCodeRanges) -> Range<Int>? {
        let range = declaration.range
        guard range.upperBound > 0, range.upperBound <= b.count, b[range.upperBound - 1] == UInt8(ascii: "}") else { return nil }
        let marker = Array("some View".utf8)
        var i = range.lowerBound
        while i + marker.count <= range.upperBound {
            if b[i] == UInt8(ascii: "{"), ranges.isCode(i) { return nil }   // the body starts before any `some View`
            if ranges.isCode(i), Array(b[i..<(i + marker.count)]) == marker,
               i + marker.count == b.count || !SwiftIdentifiers.isByte(b[i + marker.count]) {
                var k = i + marker.count
                while k < range.upperBound, !(b[k] == UInt8(ascii: "{") && ranges.isCode(k)) { k += 1 }
                return k < range.upperBound ? k..<range.upperBound : nil
            }
            i += 1
        }
        return nil
    }
}
