import Foundation

/// One command-line option, declared once: its spellings, the value it takes and its help. A command's
/// accepted options and its `--help` are derived from the options it declares (`Command`), and values
/// are read through the declaration (`args.value(RenderCommand.format)`), so a name is typed once.
///
/// ```swift
/// static let format = Option("--format", "F", help: "png (default; device pixels), svg or pdf (vector, in points)")
/// Option.table([format])   // "--format F            png (default; device pixels), svg or pdf (vector, in points)"
/// ```
struct Option: Sendable {
    /// The spellings: the first is the option's name; the others mean the same (a plural that takes a
    /// list, a synonym): their values are read together.
    let names: [String]
    /// The value's placeholder (`D`, `PX`); nil for a flag, which takes none.
    let value: String?
    /// What the option does: the first line goes beside its usage, further lines below it.
    let help: String
    /// How the option is written in the help, when not its name and value (`--device D, --devices a,b`).
    let usage: String
    /// Whether the help has a line of its own for it: false for one written in another's usage
    /// (`--height`, in `--width W --height H`).
    let listed: Bool

    init(_ name: String, _ value: String? = nil, also aliases: [String] = [], usage: String? = nil, listed: Bool = true,
         help: String) {
        names = [name] + aliases
        self.value = value
        self.help = help
        self.usage = usage ?? (value.map { "\(name) \($0)" } ?? name)
        self.listed = listed
    }

    var name: String { names[0] }
    var isFlag: Bool { value == nil }

    /// This option with `text` added to its help (a command's own default: `"; default iphone-15"`).
    func helping(_ text: String) -> Option {
        Option(name, value, also: Array(names.dropFirst()), usage: usage, listed: listed, help: help + text)
    }

    /// `--help`, which every command takes.
    static let help = Option("--help", help: "show this help")

    /// The help's column for option text.
    static let column = 22

    /// The options' lines in a help: each usage padded to `column` (or two spaces past a longer one),
    /// then its help, further lines indented to `column`.
    static func table(_ options: [Option]) -> String {
        options.filter(\.listed).map { option in
            let pad = option.usage.count + 2 <= column ? String(repeating: " ", count: column - option.usage.count) : "  "
            let lines = option.help.components(separatedBy: "\n")
            return ([option.usage + pad + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

/// A `layoutshot` command: its usage, what it does, the options it declares (in help order) and what
/// its help says after them. Its accepted options and its `--help` derive from these.
protocol Command: Sendable {
    static var name: String { get }
    /// The command's line in `layoutshot --help`'s list.
    static var summary: String { get }
    /// The USAGE lines, without "USAGE: ".
    static var usage: String { get }
    /// What the command does, in paragraphs.
    static var about: String { get }
    /// Every option the command takes, in the order its help lists them.
    static var options: [Option] { get }
    /// What the help says after the options (exit codes, notes); may be empty.
    static var epilogue: String { get }
    /// Runs the command on its arguments (without the command's name); returns the exit code.
    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32
}

extension Command {
    static var epilogue: String { "" }

    /// The command's `--help`.
    static var help: String {
        let table = Option.table(options)
        return ["USAGE: " + usage, about, table, epilogue].filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// `arguments` read against the command's options (and `--help`).
    static func arguments(_ arguments: [String], also extra: [Option] = []) throws -> Arguments {
        try Arguments(arguments, options: options + extra + [Option.help], command: name)
    }
}
