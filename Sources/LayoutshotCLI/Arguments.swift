import Foundation
import ScreenSpec

/// A hand-written argument reader (swift-argument-parser cannot be fetched here). A command declares
/// its options, then reads them; anything left over or misspelt is a usage error.
///
/// ```swift
/// var args = try Arguments(["names-grid", "--device", "iphone-15"], options: ["--device"], flags: [])
/// args.values("--device")   // ["iphone-15"]
/// args.positionals          // ["names-grid"]
/// ```
struct Arguments {
    private(set) var positionals: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// `valueOptions` take a value (`--device D` or `--device=D`); `flagNames` take none.
    init(_ arguments: [String], options valueOptions: Set<String>, flags flagNames: Set<String>, command: String) throws {
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                positionals += arguments[i...]
                break
            }
            guard arg.hasPrefix("-"), arg != "-" else {
                positionals.append(arg)
                continue
            }
            var name = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            if flagNames.contains(name) {
                guard inlineValue == nil else { throw CLIError("\(name) takes no value (see 'layoutshot \(command) --help')") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count else { throw CLIError("\(name) needs a value (see 'layoutshot \(command) --help')") }
                    value = arguments[i]
                    i += 1
                }
                options[name, default: []].append(value)
            } else {
                let hint = NameSuggestion.didYouMean(name, in: valueOptions.union(flagNames).sorted(), quote: "'")
                throw CLIError("unknown option '\(name)' for '\(command)'\(hint) (see 'layoutshot \(command) --help')")
            }
        }
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Every value given for `name`, comma-separated lists split: `--device a,b --device c` → [a, b, c].
    func values(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Every value given for `name` as written, commas kept: `--ignore 0,0,10,10 --ignore 5,5,1,1`.
    func occurrences(_ name: String) -> [String] { options[name] ?? [] }

    /// The one value of `name`, or nil; given twice is an error.
    func value(_ name: String) throws -> String? {
        guard let all = options[name] else { return nil }
        guard all.count == 1 else { throw CLIError("\(name) given \(all.count) times; give it once") }
        return all[0]
    }

    /// A positive finite number, or nil when absent.
    func number(_ name: String) throws -> Double? {
        guard let text = try value(name) else { return nil }
        guard let n = Double(text), n.isFinite, n > 0 else {
            throw CLIError("\(name) must be a positive number, got '\(text)'")
        }
        return n
    }
}
