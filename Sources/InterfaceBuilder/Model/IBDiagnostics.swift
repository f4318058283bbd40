/// Why a document could not be read: one line, `<file>:<line>: <what>`, naming the element and IB id where known.
///
/// `SmallAppCell.xib:42: constraint 'oaU-nw-i5B': constant "eight" is not a number`
/// `bad.xib:2: DOCTYPE declarations are not allowed (DTDs and entities are off)`
public struct IBError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name given to the reader.
    public var file: String
    /// The 1-based line, nil when the problem has none (too large, empty).
    public var line: Int?
    /// What is wrong, without the file and line.
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}

/// Something the reader did not know and skipped, reading the rest: one line each.
///
/// `Cell.xib:12: label 'iYJ-Lt-qwl': unknown attribute 'sparkle'` (element label, id iYJ-Lt-qwl, attribute sparkle).
/// The document keeps the first of each (element, attribute), in document order.
public struct IBWarning: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The element the warning is about (the unknown element itself, or the one with the unknown attribute).
    public var element: String
    /// The IB id of that element, or of the nearest view around it.
    public var id: String?
    /// The unknown attribute; nil for an unknown element.
    public var attribute: String?
    public var message: String

    public init(file: String, line: Int, element: String, id: String?, attribute: String?, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.id = id
        self.attribute = attribute
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
