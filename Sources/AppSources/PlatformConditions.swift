import Foundation

/// The source transform's step 9 (issue 31 Deliver 1: build what Xcode builds): an app's conditional
/// compilation is decided as Xcode decides it for an iPhone, not for the Linux machine that compiles
/// it. In `#if` and `#elseif` lines, `os(iOS)` becomes `true`; `os(Linux)`, `os(macOS)`, `os(watchOS)`,
/// `os(tvOS)`, `os(visionOS)` and the other systems become `false`; `targetEnvironment(macCatalyst)` and
/// `targetEnvironment(simulator)` become `false` (a device). Without it, `#if os(iOS)` code was left out
/// and `#if os(Linux)` code (an app's Linux fallbacks, `import zlibLinux`) compiled. Each condition is
/// padded with spaces, so every column of the line stays where it was.
///
/// ```swift
/// #if os(iOS) || targetEnvironment(macCatalyst)    →    #if true    || false
/// ```
public enum PlatformConditions {
    static let values: [String: Bool] = [
        "os(iOS)": true, "os(Linux)": false, "os(macOS)": false, "os(OSX)": false, "os(watchOS)": false, "os(tvOS)": false,
        "os(visionOS)": false, "os(xrOS)": false, "os(Windows)": false, "os(Android)": false, "os(WASI)": false,
        "os(FreeBSD)": false, "os(OpenBSD)": false, "os(Cygwin)": false, "os(PS4)": false, "os(Haiku)": false,
        "targetEnvironment(macCatalyst)": false, "targetEnvironment(simulator)": false,
    ]

    public static func rewrite(_ text: String) -> String {
        guard text.contains("#if") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (i, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#if!"),
                  line.contains("os(") || line.contains("targetEnvironment(") else { continue }
            var rewritten = line
            for (condition, value) in values where rewritten.contains(condition) {
                let literal = value ? "true" : "false"
                rewritten = rewritten.replacingOccurrences(of: condition, with: literal + String(repeating: " ", count: max(0, condition.count - literal.count)))
            }
            // Spaces inside the parentheses (`os( iOS )`) are rare; they keep the compiler's reading.
            lines[i] = rewritten
        }
        return lines.joined(separator: "\n")
    }
}
