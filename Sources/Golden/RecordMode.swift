/// When a golden check writes goldens, as swift-snapshot-testing and Playwright name it.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every golden, changed or not.
    case all
    /// Write goldens that do not exist yet; never touch one that does.
    case missing
    /// Write goldens that do not exist or do not match (for tolerant checks that drifted).
    case failed
    /// Write nothing: a missing golden is a failure. The mode on CI.
    case never

    /// The mode of a run: `flag` (`--record`) if given, else the `LAYOUTSHOT_RECORD` environment
    /// variable, else `never` when `CI` is set (as on GitHub Actions and GitLab) and `missing` otherwise.
    /// - Throws: `GoldenError` for a value that is not a mode.
    public static func resolve(flag: String?, environment: [String: String]) throws -> RecordMode {
        func mode(_ text: String, from source: String) throws -> RecordMode {
            guard let mode = RecordMode(rawValue: text) else {
                throw GoldenError("\(source) must be all, missing, failed or never, got '\(text)'")
            }
            return mode
        }
        if let flag { return try mode(flag, from: "--record") }
        if let variable = environment["LAYOUTSHOT_RECORD"], !variable.isEmpty { return try mode(variable, from: "LAYOUTSHOT_RECORD") }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}

/// A golden check that cannot run: one line.
public struct GoldenError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
