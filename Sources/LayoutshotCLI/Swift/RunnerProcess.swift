import Foundation

/// Runs an app's runner (`--swift`) as a child of `layoutshot` and turns the way it ends into the
/// command's: its exit code, or — when the app's own code trapped or crashed (a `fatalError`, a force
/// unwrap of nil, an index out of range, a bad pointer) — one line naming the runtime's message and the
/// app's file and line, and exit code 2, never a signal passed on as the command's own death.
///
/// The runner's standard input and output are the command's (a PNG streams to stdout as before); its
/// standard error is read line by line and passed on, except the Swift runtime's
/// `File.swift:42: Fatal error: …` line, which becomes part of the final line. Swift's backtracer is
/// off in the runner unless the user's environment sets `SWIFT_BACKTRACE` (a trap prints the one line,
/// not a page of frames). The runner stops when `layoutshot` is gone (`LAYOUTSHOT_PARENT_PID`,
/// `AppRunner.stopWithParent`), as it did when it took the command's place.
enum RunnerProcess {
    /// Runs `binary`; writes its standard error to `console` (and, unless `passOutput`, its standard
    /// output too, after it ends); its exit code.
    /// `place` turns the runtime's `Module/File.swift:9` into the app's own path (`SwiftAppPackage.sourcePath`).
    static func run(_ binary: URL, _ arguments: [String], environment: [String: String], console: Console,
                    passOutput: Bool, place: (String) -> String = { $0 }) throws -> Int32 {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = runnerEnvironment(environment)
        let err = Pipe(), out = Pipe()
        process.standardError = err
        if !passOutput { process.standardOutput = out }
        do { try process.run() } catch { throw CLIError("cannot run \(binary.path): \(error.localizedDescription)") }
        let reading = DispatchGroup()
        nonisolated(unsafe) var outData = Data()
        if !passOutput { DispatchQueue.global().async(group: reading) { outData = out.fileHandleForReading.readDataToEndOfFile() } }
        var filter = StandardErrorFilter(pass: console.err)
        while true {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            filter.take(chunk)
        }
        filter.finish()
        reading.wait()
        process.waitUntilExit()
        if !outData.isEmpty {
            var text = String(decoding: outData, as: UTF8.self)
            if text.hasSuffix("\n") { text.removeLast() }
            console.out(text)
        }
        guard process.terminationReason == .uncaughtSignal else {
            if let kept = filter.runtimeMessage { console.err(kept) }   // such a line, and no trap after it: the app's own output
            return process.terminationStatus
        }
        console.err("layoutshot: " + trapLine(signal: process.terminationStatus, runtimeMessage: filter.runtimeMessage, place: place))
        return ExitCode.failure
    }

    /// The runner's environment: the backtracer off unless chosen, and this process's id to watch.
    static func runnerEnvironment(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment["LAYOUTSHOT_PARENT_PID"] = String(getpid())
        return environment
    }

    /// `the app's code stopped the run: Fatal error: Unexpectedly found nil …, at /app/Feed.swift:42 (SIGILL: a Swift runtime trap)`.
    static func trapLine(signal: Int32, runtimeMessage: String?, place: (String) -> String = { $0 }) -> String {
        let what: String
        switch signal {
        case SIGILL, SIGTRAP: what = "a Swift runtime trap"
        case SIGSEGV, SIGBUS: what = "a bad memory access"
        case SIGABRT: what = "an abort"
        case SIGFPE: what = "an arithmetic fault"
        case SIGKILL: what = "killed from outside"
        default: what = "a signal"
        }
        let name = signalNames[signal].map { "SIG\($0)" } ?? "signal \(signal)"
        guard let message = runtimeMessage, let range = message.range(of: ": Fatal error: ") else {
            return "the app's code stopped the run (\(name): \(what)) before the screen was drawn; no message from the Swift runtime"
        }
        let reason = "Fatal error: " + message[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return "the app's code stopped the run: \(reason), at \(place(String(message[..<range.lowerBound]))) (\(name): \(what))"
    }

    static let signalNames: [Int32: String] = [SIGILL: "ILL", SIGTRAP: "TRAP", SIGSEGV: "SEGV", SIGBUS: "BUS", SIGABRT: "ABRT",
                                                SIGFPE: "FPE", SIGKILL: "KILL", SIGTERM: "TERM", SIGINT: "INT"]

    /// Passes a child's standard error on line by line, keeping back the Swift runtime's fatal-error line.
    struct StandardErrorFilter {
        let pass: (String) -> Void
        private var pending = Data()
        private(set) var runtimeMessage: String?

        init(pass: @escaping (String) -> Void) { self.pass = pass }

        mutating func take(_ chunk: Data) {
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[pending.index(after: newline)...])
                handle(line)
            }
        }

        mutating func finish() {
            if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self)); pending = Data() }
        }

        private mutating func handle(_ line: String) {
            if line.contains(": Fatal error: ") || line.hasPrefix("Fatal error: ") {
                runtimeMessage = line.hasPrefix("Fatal error: ") ? "?: " + line : line
            } else {
                pass(line)
            }
        }
    }
}
