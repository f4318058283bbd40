// Issue 32 Deliver 1: how many of the platform symbol uses in a screen's files resolve against
// Layoutshot's modules. Compiled and run by `scripts/symbol-uses`; not part of the package.
//
//   symbol-uses PACKAGE MODULES CHECKOUT [DECLARATIONS...]
//
// PACKAGE is the package `layoutshot render --swift` made for one screen (its `Sources/<target>/`
// files are the app's files the screen reaches, through the source transform, each starting with a
// `#sourceLocation` naming the app's file). MODULES is the build's `debug/Modules` folder (Layoutshot's
// modules and the app's packages that built). CHECKOUT is the app's checkout: only files inside it are
// measured. DECLARATIONS are folders whose Swift and C/Objective-C headers declare the app's own names
// (the checkout, the packages' checkouts): a name missing from the build that one of them declares is
// the app's (a module that did not build), not the platform's.
//
// Steps:
// 1. All the app's files of all targets are type-checked as one module (`swiftc -frontend -typecheck
//    -dump-ast -dump-ast-format json`, a batch of primary files at a time), the imports of the
//    package's own targets and of modules that are not in MODULES or the toolchain read as `import
//    UIKit` (what the source transform does with an unavailable import; a target's files re-export
//    what they import) — the compiler sees past a module it cannot load, as issue 32's measurement did.
// 2. A use that resolves is an expression of the AST, written in the source (not implicit), naming a
//    declaration of a platform module (any module but the Swift standard library's and the measured
//    one): a call, an initialiser, a member, a constant (`UILabel()`, `.systemBackground`,
//    `view.frame`). Type annotations are not counted: the AST does not give them positions.
// 3. A use that does not resolve is an error of the compiler at a distinct place saying that a
//    platform name or a platform type's member cannot be found (`isPlatformMiss`: an Apple framework's
//    prefix or one of Foundation's, Dispatch's and Combine's unprefixed types, and not declared by the
//    app — DECLARATIONS — nor a member the app adds in an extension of that type), `#selector`, or that a
//    call's labels or arguments do not match on a line naming a platform name. A missing name of the
//    app's or of a package not given is not counted, nor `Bundle.module` (SwiftPM's, generated).
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

/// One of the app's files: its copy (imports blanked), the app's file it came from.
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

let importLine = try NSRegularExpression(pattern: #"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*import\s+((typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)(\.[A-Za-z0-9_.]+)?"#)

func blankingUnavailableImports(_ text: String) -> String {
    text.components(separatedBy: "\n").map { line -> String in
        let range = NSRange(line.startIndex..., in: line)
        guard let match = importLine.firstMatch(in: line, range: range),
              let module = Range(match.range(at: 5), in: line) else { return line }
        // `import LocalAuthentication.LAContext`: a Clang submodule, imported whole (a Swift module has none).
        return moduleExists(String(line[module])) ? "import \(line[module])" : "import UIKit"
    }.joined(separator: "\n")
}

var files: [MeasuredFile] = []
for target in targets {
    // An executable target's files are in `App/` (beside Layoutshot's `main.swift`); a library target's
    // (the app's frameworks, its local packages) are the target's folder. Only the app's files, which start
    // with a `#sourceLocation` naming them, are measured.
    let folder = sources.appendingPathComponent(target)
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
    var names: [String] = []
    while let relative = walker.nextObject() as? String {
        if relative.hasSuffix(".swift") { names.append(relative) }
    }
    for name in names.sorted() {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
        // The first `#sourceLocation` (after the imports the target's bridging or umbrella header gives).
        guard let open = text.prefix(4096).range(of: "#sourceLocation(file: \""),
              let close = text[open.upperBound...].range(of: "\"") else { continue }
        let original = String(text[open.upperBound..<close.lowerBound])
        let copy = work.appendingPathComponent("\(target)+\(name.replacingOccurrences(of: "/", with: "+"))")
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

/// The members the app declares in its extensions of other types (`extension UIColor { static func
/// calculateColor … }` → `UIColor.calculateColor`): a platform type's member missing from the build that
/// the app itself adds (in a file the build did not reach, a module that did not build) is the app's.
var appExtensionMembers = Set<String>()
let extensionStart = try NSRegularExpression(pattern: #"^\s*(@[A-Za-z_]+\s+|public\s+|open\s+|internal\s+|private\s+|fileprivate\s+)*extension\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
let typeStart = try NSRegularExpression(pattern: #"^(@[A-Za-z_]+\s+|public\s+|open\s+|internal\s+|private\s+|fileprivate\s+|final\s+)*(class|struct|enum|protocol|actor)\s"#)
let memberDeclaration = try NSRegularExpression(pattern: #"\b(func|var|let|case|class\s+func|static\s+func)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
for folder in declarationFolders {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
    while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".swift"), let text = try? String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8) else { continue }
        var extended: String?
        for line in text.components(separatedBy: "\n") {
            let range = NSRange(line.startIndex..., in: line)
            if let match = extensionStart.firstMatch(in: line, range: range), let name = Range(match.range(at: 2), in: line) {
                extended = line[name].split(separator: ".").last.map(String.init)
            } else if typeStart.firstMatch(in: line, range: range) != nil {
                extended = nil
            }
            guard let extended else { continue }
            for match in memberDeclaration.matches(in: line, range: range) {
                if let name = Range(match.range(at: 2), in: line) { appExtensionMembers.insert("\(extended).\(line[name])") }
            }
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
/// A platform name by its look: an Apple framework's prefix (`UIToolbar`, `CAGradientLayer`, `kCFBoolean…`,
/// `os_log`), or one of Foundation's, Dispatch's and Combine's unprefixed types. A missing name without it is
/// the app's or a package's (a submodule not checked out, a package not given) — or a consequence of one:
/// `addSubview` unresolved inside a view whose superclass is missing — and is not counted.
let platformPrefix = try NSRegularExpression(pattern: #"^((UI|NS|CA|CG|CF|CL|CI|CK|CN|CT|CV|MK|AV|WK|SK|SF|UN|PH|LA|AS|EK|GK|HK|MP|PK|QL|SC|ST|UT|VN|WC|BG|MT|OS|TK|SW)[A-Z]|k(CF|CG|CC|Sec|UT|CT|CV)[A-Z]|(os|dispatch|objc)_)"#)
let unprefixedPlatformTypes: Set<String> = [
    "URL", "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "Data", "Date", "DateComponents", "DateFormatter",
    "DateInterval", "Bundle", "FileManager", "Locale", "Calendar", "TimeZone", "IndexPath", "IndexSet", "Notification",
    "NotificationCenter", "UserDefaults", "ProcessInfo", "Thread", "Timer", "RunLoop", "DispatchQueue", "DispatchGroup",
    "DispatchWorkItem", "DispatchTime", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
    "NumberFormatter", "ByteCountFormatter", "AttributedString", "CharacterSet", "Decimal", "UUID", "Measurement",
    "OperationQueue", "Operation", "BlockOperation", "Progress", "Scanner", "Host", "Port", "Stream", "InputStream",
    "OutputStream", "FileHandle", "Pipe", "Process", "AnyCancellable", "Published", "PassthroughSubject",
    "CurrentValueSubject", "AnyPublisher", "Just", "Future", "Deferred", "Cancellable", "ObservableObject", "Publishers",
    "Subscribers", "Logger", "OSLog", "Selector",
]
func isPlatformName(_ name: String) -> Bool {
    unprefixedPlatformTypes.contains(name)
        || platformPrefix.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
}

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
let identifierToken = try NSRegularExpression(pattern: #"[A-Za-z_][A-Za-z0-9_]*"#)

/// The app's file's line `number` (1-based), for a call whose labels do not match: the call is the
/// platform's when its line names a platform name.
func sourceLine(_ file: String, _ number: Int) -> String {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return "" }
    let lines = text.components(separatedBy: "\n")
    return lines.indices.contains(number - 1) ? lines[number - 1] : ""
}

/// Whether a missing symbol is the platform's: `UIToolbar`; `UINavigationController.setToolbarHidden` (a
/// platform type's member); `#selector`; a mismatched call on a line naming a platform name.
func isPlatformMiss(_ symbol: String, file: String, line: Int) -> Bool {
    if symbol == "#selector" { return true }
    if symbol.hasPrefix("call") {
        let text = sourceLine(file, line)
        return identifierToken.matches(in: text, range: NSRange(text.startIndex..., in: text)).contains { match in
            Range(match.range, in: text).map { isPlatformName(String(text[$0])) && !appNames.contains(String(text[$0])) } ?? false
        }
    }
    // `Bundle.module`: what SwiftPM generates for a package with resources (and the build does too).
    if symbol == "Bundle.module" || appExtensionMembers.contains(symbol) { return false }
    let parts = symbol.split(separator: ".").map(String.init)
    guard let owner = parts.first else { return false }
    return isPlatformName(owner) && !(parts.count == 1 && appNames.contains(owner))
}

func recordErrors(_ log: String) {
    for line in log.components(separatedBy: "\n") {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = errorLine.firstMatch(in: line, range: range),
              let fileRange = Range(match.range(at: 1), in: line), let messageRange = Range(match.range(at: 4), in: line) else { continue }
        let file = originals[String(line[fileRange])] ?? String(line[fileRange])
        let message = String(line[messageRange])
        let lineNumber = Range(match.range(at: 2), in: line).flatMap { Int(line[$0]) } ?? 0
        let messageWhole = NSRange(message.startIndex..., in: message)
        for (pattern, template) in missingPatterns {
            guard let found = pattern.firstMatch(in: message, range: messageWhole) else { continue }
            let symbol = pattern.replacementString(for: found, in: message, offset: 0, template: template)
            if isPlatformMiss(symbol, file: file, line: lineNumber) {
                let place = [2, 3].compactMap { Range(match.range(at: $0), in: line).map { String(line[$0]) } }.joined(separator: ":")
                record("missing", file, place, symbol)
            }
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
