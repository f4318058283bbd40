import Foundation

/// The source transform's step 13 (issue 31, the runtime's habits): `@MainActor` becomes spaces.
///
/// Why: on iOS, UIKit's classes are `@MainActor`, so an app's `@MainActor` class overriding
/// `isEnabled`, or calling its own isolated method from a `WKNavigationDelegate` method, is isolated
/// the same on both sides. Layoutshot's UIKit and stand-ins are not isolated (a capture runs every
/// call on the main thread, one at a time), so those sides differ and Swift rejects the code even in
/// Swift 5 mode ("main actor-isolated property … can not be referenced from a nonisolated context";
/// InputBarAccessoryView, DuckDuckGo's AIChat). Without the attribute the app's code is as isolated as
/// the UIKit it meets, and it runs on the main thread as before. A closure whose whole signature is
/// `@MainActor in` loses its `in` too (`Task { @MainActor in … }` → `Task {               … }`), since
/// `{ in … }` does not parse. Only in code (not strings or comments); `@MainActor` followed by an
/// identifier character (`@MainActorBound`) is another attribute and stays; columns and lines stay.
///
/// Until Layoutshot's UIKit is `@MainActor` as on iOS (issue 32 Deliver 3), this is the choice: code
/// that only compiles *because* UIKit is isolated is rare in apps; code that declares its own
/// isolation is common.
public enum MainActorAttributes {
    static let attribute = Array("@MainActor".utf8)

    public static func rewrite(_ text: String) -> String {
        guard text.contains("@MainActor") else { return text }
        var bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "@"), bytes[i...].starts(with: attribute), ranges.isCode(i) else { i += 1; continue }
            let end = i + attribute.count
            if end < bytes.count, SwiftIdentifiers.isByte(bytes[end]) { i = end; continue }
            for k in i..<end { bytes[k] = UInt8(ascii: " ") }
            blankClosureIn(&bytes, before: i, after: end)
            i = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `{ @MainActor in`: the `in` after the blanked attribute, when a `{` is all that precedes it.
    private static func blankClosureIn(_ bytes: inout [UInt8], before start: Int, after end: Int) {
        var back = start - 1
        while back >= 0, isSpace(bytes[back]) { back -= 1 }
        guard back >= 0, bytes[back] == UInt8(ascii: "{") else { return }
        var next = end
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "i"), bytes[next + 1] == UInt8(ascii: "n"),
              next + 2 == bytes.count || !SwiftIdentifiers.isByte(bytes[next + 2]) else { return }
        bytes[next] = UInt8(ascii: " ")
        bytes[next + 1] = UInt8(ascii: " ")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
