import Foundation

/// A failure the user can fix: printed as one line on stderr, exit code 2.
public struct CLIError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message.replacingOccurrences(of: "\n", with: " ") }
}

/// Exit codes: 0 ok, 1 reserved for "differs" (golden checks), 2 usage or input error.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let differs: Int32 = 1
    public static let failure: Int32 = 2
}

extension CLIError {
    /// Creates `path` and any missing parent folders (`mkdir -p`), or throws with the system's
    /// reason (`Read-only file system`, `No space left on device`): "cannot create <what>: <reason>".
    static func createFolder(_ path: String, describedAs what: String) throws {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0, errno != EEXIST {
                throw CLIError("cannot create \(what): \(String(cString: strerror(errno)))")
            }
        }
    }
}
