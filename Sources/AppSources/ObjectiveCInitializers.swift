import Foundation

/// The source transform's step 11 (issue 31, the Objective-C runtime's habits): an initialiser that
/// Objective-C's `NSObject.init` gives a class on iOS but swift-corelibs-foundation's class lacks, and
/// that an extension cannot add (it would override `NSObject`'s), is written out with the arguments
/// that `init` means: `NSError()` becomes `NSError(domain: "", code: 0)` — an empty domain, code 0, as
/// Objective-C's `[[NSError alloc] init]` makes it. Only in code (not strings or comments), and only the
/// whole name (`MyNSError()` stays).
///
/// ```swift
/// throw error ?? NSError()    →    throw error ?? NSError(domain: "", code: 0)
/// ```
public enum ObjectiveCInitializers {
    static let rewrites = [("NSError()", "NSError(domain: \"\", code: 0)"),
                           ("NSMutableAttributedString()", "NSMutableAttributedString(string: \"\")"),
                           ("NSAttributedString()", "NSAttributedString(string: \"\")")]

    public static func rewrite(_ text: String) -> String {
        guard rewrites.contains(where: { text.contains($0.0) }) else { return text }
        let bytes = Array(text.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if ranges.isCode(i), i == 0 || !SwiftIdentifiers.isByte(bytes[i - 1]) && bytes[i - 1] != UInt8(ascii: ".") {
                if let (from, to) = rewrites.first(where: { bytes[i...].starts(with: Array($0.0.utf8)) }) {
                    out += Array(to.utf8)
                    i += from.utf8.count
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
