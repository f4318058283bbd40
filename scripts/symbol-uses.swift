// Issue 32 Deliver 1: how many of the platform symbol uses in a screen's files resolve against
// Layoutshot's modules. Compiled and run by `scripts/symbol-uses`; not part of the package.
//
//   symbol-uses PACKAGE MODULES CHECKOUT [DECLARATIONS...]
//
// PACKAGE is the package `layoutshot render --swift` made for one screen (its `Sources/<target>/App/`
// files are the app's files the screen reaches, through the source transform, each starting with a
// `#sourceLocation` naming the app's file). MODULES is the build's `debug/Modules` folder (Layoutshot's
// modules and the app's packages that built). CHECKOUT is the app's checkout: only files inside it are
// measured. DECLARATIONS are folders whose Swift and C/Objective-C headers declare the app's own names
// (the checkout, the packages' checkouts): a name missing from the build that one of them declares is
// the app's (a module that did not build), not the platform's.
//
// Steps:
// 1. All `App/` files of all targets are type-checked as one module (`swiftc -frontend -typecheck
//    -dump-ast -dump-ast-format json`, a batch of primary files at a time), the imports of the
//    package's own targets and of modules that are not in MODULES or the toolchain read as `import
//    UIKit` (what the source transform does with an unavailable import; a target's files re-export
//    what they import) — the compiler sees past a module it cannot load, as issue 32's measurement did.
// 2. A use that resolves is an expression of the AST, written in the source (not implicit), naming a
//    declaration of a platform module (any module but the Swift standard library's and the measured
//    one): a call, an initialiser, a member, a constant (`UILabel()`, `.systemBackground`,
//    `view.frame`). Type annotations are not counted: the AST does not give them positions.
// 3. A use that does not resolve is an error of the compiler at a distinct place saying that a name
//    or member cannot be found, `#selector`, or a call's labels or arguments do not match — unless the
//    missing name is declared by the app (DECLARATIONS).
// Output: one line a use, `resolved|missing <TAB> file <TAB> place <TAB> symbol`.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: symbol-uses PACKAGE MODULES CHECKOUT [DECLARATIONS...]\n".utf8))
    exit(2)
}
let package = URL(fileURLWithPath: arguments[1])
let modulesFolder = arguments[2]
let checkout = URL(fileURLWithPath: arguments[3]).standardizedFileURL.path + "/"
let declarationFolders = Array(arguments.dropFirst(3))
let measuredModule = "LayoutshotMeasured"
let standardLibrary: Set<String> = ["s", "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Distributed",
                                    "Observation", "_Differentiation", "RegexBuilder", measuredModule]

/// One `App/` file: where it is, the app's file it came from, its text with imports blanked.
struct MeasuredFile {
    let path: String
    let original: String
}

func run(_ tool: String, _ arguments: [String], stdout: URL, stderr: URL) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
    process.standardOutput = try? FileHandle(forWritingTo: stdout)
    process.standardError = try? FileHandle(forWritingTo: stderr)
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}

func which(_ name: String) -> String {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return name
}

// Step 1: the files, their imports blanked.
let swiftc = which("swiftc")
let toolchainModules = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("lib/swift/linux").path
let sources = package.appendingPathComponent("Sources")
let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("symbol-uses-\(getpid())")
try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { if ProcessInfo.processInfo.environment["SYMBOL_USES_KEEP"] == nil { try? FileManager.default.removeItem(at: work) } }

func moduleExists(_ name: String) -> Bool {
    if targets.contains(name) { return false }
    return [modulesFolder, toolchainModules].contains { folder in
        FileManager.default.fileExists(atPath: "\(folder)/\(name).swiftmodule")
    }
}

let importLine = try NSRegularExpression(pattern: #"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)

func blankingUnavailableImports(_ text: String) -> String {
    text.components(separatedBy: "\n").map { line -> String in
        let range = NSRange(line.startIndex..., in: line)
        guard let match = importLine.firstMatch(in: line, range: range),
              let module = Range(match.range(at: 5), in: line) else { return line }
        return moduleExists(String(line[module])) ? line : "import UIKit"
    }.joined(separator: "\n")
}

var files: [MeasuredFile] = []
for target in targets {
    let app = sources.appendingPathComponent(target).appendingPathComponent("App")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: app.path) else { continue }
    for name in names.sorted() where name.hasSuffix(".swift") {
        guard let text = try? String(contentsOf: app.appendingPathComponent(name), encoding: .utf8) else { continue }
        let first = text.prefix { $0 != "\n" }
        var original = "\(target)/\(name)"
        if let open = first.range(of: "file: \""), let close = first[open.upperBound...].range(of: "\"") {
            original = String(first[open.upperBound..<close.lowerBound])
        }
        let copy = work.appendingPathComponent("\(target)+\(name)")
        try blankingUnavailableImports(text).write(to: copy, atomically: true, encoding: .utf8)
        files.append(MeasuredFile(path: copy.path, original: original))
    }
}
let originals = Dictionary(files.map { ($0.path, $0.original) }, uniquingKeysWith: { first, _ in first })

// The app's own names: Swift declarations and every identifier of a C or Objective-C header.
var appNames = Set<String>()
let declaration = try NSRegularExpression(pattern: #"\b(class|struct|enum|protocol|typealias|func|var|let|case|actor|associatedtype|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
let identifier = try NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)
for folder in declarationFolders {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
    while let relative = walker.nextObject() as? String {
        let isSwift = relative.hasSuffix(".swift"), isHeader = relative.hasSuffix(".h")
        guard isSwift || isHeader, let text = try? String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8) else { continue }
        let range = NSRange(text.startIndex..., in: text)
        for match in (isSwift ? declaration : identifier).matches(in: text, range: range) {
            if let name = Range(match.range(at: isSwift ? 2 : 0), in: text) { appNames.insert(String(text[name])) }
        }
    }
}

// Step 2: the uses that resolve, from the AST.
/// The module a USR's declaration belongs to (`s:5UIKit6UIViewC…` → `UIKit`), nil for C's and the
/// standard library's substitutions.
func module(ofUSR usr: String) -> String? {
    guard usr.hasPrefix("s:") else { return nil }
    let digits = usr.dropFirst(2).prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = usr.dropFirst(2 + digits.count).prefix(length)
    return name.count == length ? String(name) : nil
}

var output: [String] = []
var seen = Set<String>()
func record(_ kind: String, _ file: String, _ place: String, _ symbol: String) {
    let key = "\(kind)\t\(file)\t\(place)"
    guard seen.insert(key).inserted else { return }
    output.append("\(key)\t\(symbol)")
}

func walk(_ node: Any, file: String) {
    if let list = node as? [Any] { for item in list { walk(item, file: file) }; return }
    guard let object = node as? [String: Any] else { return }
    if let kind = object["_kind"] as? String, kind.hasSuffix("_expr"), object["implicit"] as? Bool != true,
       let reference = object["decl"] as? [String: Any], let usr = reference["decl_usr"] as? String,
       let module = module(ofUSR: usr), !standardLibrary.contains(module),
       let range = object["range"] as? [String: Any], let start = range["start"] as? Int {
        record("resolved", file, "@\(start)", "\(module).\(reference["base_name"] as? String ?? "?")")
    }
    for (key, value) in object where key != "_kind" { walk(value, file: file) }
}

// Step 3: the uses that do not resolve, from the compiler's errors.
let missingPatterns: [(NSRegularExpression, String)] = try [
    (#"cannot find type '([^']+)' in scope"#, "$1"),
    (#"cannot find '([^']+)' in scope"#, "$1"),
    (#"value of type '([^'<]+)[^']*' has no member '([^']+)'"#, "$1.$2"),
    (#"type '([^'<]+)[^']*' has no member '([^']+)'"#, "$1.$2"),
    (#"module '([^']+)' has no member named '([^']+)'"#, "$1.$2"),
    (#"'#selector' can only be used with the Objective-C runtime"#, "#selector"),
    (#"incorrect argument labels? in call \(have '([^']*)'"#, "call ($1)"),
    (#"(extra|missing) arguments? (for parameters?|at position|in call)[^']*'?([^']*)'?"#, "call ($1 argument $3)"),
    (#"no exact matches in call to (initializer|instance method|static method|class method|global function) ?'?([^']*)'?"#, "call ($2)"),
].map { (try NSRegularExpression(pattern: $0.0), $0.1) }
let errorLine = try NSRegularExpression(pattern: #"^(.+):([0-9]+):([0-9]+): error: (.*)$"#)

func recordErrors(_ log: String) {
    for line in log.components(separatedBy: "\n") {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = errorLine.firstMatch(in: line, range: range),
              let fileRange = Range(match.range(at: 1), in: line), let messageRange = Range(match.range(at: 4), in: line) else { continue }
        let file = originals[String(line[fileRange])] ?? String(line[fileRange])
        let message = String(line[messageRange])
        let messageWhole = NSRange(message.startIndex..., in: message)
        for (pattern, template) in missingPatterns {
            guard let found = pattern.firstMatch(in: message, range: messageWhole) else { continue }
            let symbol = pattern.replacementString(for: found, in: message, offset: 0, template: template)
            let missingName = symbol.split(separator: ".").last.map(String.init) ?? symbol
            if !symbol.hasPrefix("call") && symbol != "#selector" && appNames.contains(missingName) { break }
            let place = [2, 3].compactMap { Range(match.range(at: $0), in: line).map { String(line[$0]) } }.joined(separator: ":")
            record("missing", file, place, symbol)
            break
        }
    }
}

// The batches: every file is given, a batch of them primary; two batches at a time.
let batchSize = 24
let batches = stride(from: 0, to: files.count, by: batchSize).map { Array(files[$0..<min($0 + batchSize, files.count)]) }
let lock = NSLock()
DispatchQueue.concurrentPerform(iterations: batches.count) { index in
    let batch = batches[index]
    let primaries = Set(batch.map(\.path))
    var arguments = ["-frontend", "-typecheck", "-dump-ast", "-dump-ast-format", "json", "-module-name", measuredModule,
                     "-I", modulesFolder, "-swift-version", "5", "-D", "DEBUG", "-D", "SWIFT_PACKAGE"]
    for file in files { arguments += primaries.contains(file.path) ? ["-primary-file", file.path] : [file.path] }
    let ast = work.appendingPathComponent("batch-\(index).json"), log = work.appendingPathComponent("batch-\(index).log")
    _ = run(swiftc, arguments, stdout: ast, stderr: log)
    let json = (try? String(contentsOf: ast, encoding: .utf8)) ?? ""
    let errors = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: ast)
    var parsed: [(String, Any)] = []
    let separator = #"}{"_kind":"source_file""#
    let parts = json.components(separatedBy: separator)
    for (offset, part) in parts.enumerated() {
        let text = (offset == 0 ? "" : #"{"_kind":"source_file""#) + part + (offset < parts.count - 1 ? "}" : "")
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
              let file = (object as? [String: Any])?["filename"] as? String else { continue }
        parsed.append((originals[file] ?? file, object))
    }
    lock.lock(); defer { lock.unlock() }
    for (file, object) in parsed where file.hasPrefix(checkout) { walk(object, file: file) }
    recordErrors(errors)
}
for line in output.sorted() {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    if fields.count > 1, fields[1].hasPrefix(checkout) { print(line) }
}
