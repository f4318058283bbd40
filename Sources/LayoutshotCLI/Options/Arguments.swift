import Foundation
import ScreenSpec

/// A hand-written argument reader (swift-argument-parser cannot be fetched here): a command's
/// arguments read against the options it declares (`Option`, `Command`); anything left over or
/// misspelt is a usage error. Values are looked up by their declaration, every spelling together.
///
/// ```swift
/// var args = try Arguments(["names-grid", "--devices", "iphone-15"], options: DeviceOptions.all, command: "layout")
/// args.values(DeviceOptions.device)   // ["iphone-15"]
/// args.positionals                     // ["names-grid"]
/// ```
struct Arguments {
    private(set) var positionals: [String] = []
    /// Values by option name, each as given (with its spelling).
    private var given: [String: [(spelling: String, value: String)]] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String], options: [Option], command: String) throws {
        var byName: [String: Option] = [:]
        for option in options { for spelling in option.names { byName[spelling] = option } }
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
            var spelling = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                spelling = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let option = byName[spelling] else {
                let hint = NameSuggestion.didYouMean(spelling, in: byName.keys.sorted(), quote: "'")
                throw CLIError("unknown option '\(spelling)' for '\(command)'\(hint) (see 'layoutshot \(command) --help')")
            }
            if option.isFlag {
                guard inlineValue == nil else { throw CLIError("\(spelling) takes no value (see 'layoutshot \(command) --help')") }
                flags.insert(option.name)
            } else {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < arguments.count else { throw CLIError("\(spelling) needs a value (see 'layoutshot \(command) --help')") }
                    value = arguments[i]
                    i += 1
                }
                given[option.name, default: []].append((spelling, value))
            }
        }
    }

    func flag(_ option: Option) -> Bool { flags.contains(option.name) }

    /// Whether the option was given at all, as a flag or with a value.
    func has(_ option: Option) -> Bool { flag(option) || given[option.name] != nil }

    /// Every value given for the option, in any spelling, comma-separated lists split:
    /// `--device a,b --devices c` → [a, b, c].
    func values(_ option: Option) -> [String] {
        occurrences(option).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Every value given for the option as written, commas kept: `--ignore 0,0,10,10 --ignore 5,5,1,1`.
    func occurrences(_ option: Option) -> [String] { (given[option.name] ?? []).map(\.value) }

    /// The one value of the option, or nil; given twice is an error.
    func value(_ option: Option) throws -> String? {
        guard let all = given[option.name] else { return nil }
        guard all.count == 1 else { throw CLIError("\(all[0].spelling) given \(all.count) times; give it once") }
        return all[0].value
    }

    /// A positive finite number, or nil when absent.
    func number(_ option: Option) throws -> Double? {
        guard let text = try value(option) else { return nil }
        guard let n = Double(text), n.isFinite, n > 0 else {
            throw CLIError("\(option.name) must be a positive number, got '\(text)'")
        }
        return n
    }
}
