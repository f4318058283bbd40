import Foundation

/// A problem in a screen file, at a JSON path such as
/// `sections[1].layout.group.subitems[0].layoutSize.widthDimension`.
public struct SpecError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String
    /// The file the path is in, when known.
    public var file: String?

    public init(path: String, _ message: String, file: String? = nil) {
        self.path = path; self.message = message; self.file = file
    }

    /// One line: `samples/x.json: sections[0].items: expected an array, got a string`.
    public var description: String {
        let place = [file, path.isEmpty ? nil : path].compactMap { $0 }.joined(separator: ": ")
        let line = place.isEmpty ? message : "\(place): \(message)"
        return line.replacingOccurrences(of: "\n", with: " ")
    }
}
