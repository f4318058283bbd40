import Foundation

/// Imports of modules a `--swift` build cannot have (issue 31 Deliver 2 and 5): a remote package
/// (`import Kingfisher`), a framework Linux lacks and Layoutshot does not stand in for (`import
/// MapKit`), another app's module. In a file the screen needs, such an import becomes `import UIKit`
/// (with Foundation, what an iOS library's import brings at least: a framework such as VisionKit or
/// AsyncDisplayKit imports UIKit, and Swift sees the modules a Clang module imports — Aidoku's and
/// ownCloud's files use `UIView` with only such imports) — the declarations the screen reaches often
/// use nothing of the module itself — and is listed, so that when they do use it the build's error
/// says which import was left out. Every line keeps its number; `@testable`, `@_exported`, `@preconcurrency` and
/// `import struct M.Name` forms are recognised.
///
/// ```swift
/// UnavailableImports.blank("import UIKit\nimport Kingfisher\n", available: ["UIKit"])
/// // ("import UIKit\nimport UIKit\n", ["Kingfisher"])
/// ```
public enum UnavailableImports {
    /// The toolchain's modules on Linux.
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Musl", "XCTest", "Testing", "Observation", "RegexBuilder", "Distributed", "Synchronization",
        "_Concurrency", "_StringProcessing", "CoreFoundation", "_Differentiation",
    ]

    /// `text` with the imports of modules not in `available` (nor the toolchain's) blanked, and those modules.
    public static func blank(_ text: String, available: Set<String>) -> (text: String, blanked: [String]) {
        guard text.contains("import ") else { return (text, []) }
        var blanked: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (i, line) in lines.enumerated() {
            guard let module = importedModule(line), !available.contains(module), !toolchain.contains(module) else { continue }
            if !blanked.contains(module) { blanked.append(module) }
            // UIKit in its place: an iOS library's import brought UIKit's and Foundation's names with it.
            lines[i] = "import UIKit"
        }
        return (lines.joined(separator: "\n"), blanked)
    }

    static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The modules a file's import declarations name, each once.
    public static func importedModules(_ text: String) -> [String] {
        var modules: [String] = []
        for line in text.split(separator: "\n") where line.contains("import") {
            if let module = importedModule(String(line)), !modules.contains(module) { modules.append(module) }
        }
        return modules
    }

    /// The module a line imports, when the line is an import declaration.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "import" else { return nil }
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        guard let module = path.split(separator: ".").first.map(String.init), !module.isEmpty,
              words.count == (kinds.contains(words[1]) ? 3 : 2) || words.dropFirst(kinds.contains(words[1]) ? 3 : 2).first?.hasPrefix("//") == true
        else { return nil }
        return module
    }
}
