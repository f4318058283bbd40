import Foundation

// `os` on Linux (issue 31 Deliver 3): Apple's unified logging, as an app's screen code calls it — the
// messages are accepted and dropped (nothing is written: a capture's output is the screen). `import
// os.log` and `import os.signpost` reach this module through the source transform's step 8.

/// `os_log`'s level.
public struct OSLogType: Equatable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0), info = OSLogType(rawValue: 1), debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16), fault = OSLogType(rawValue: 17)
}

/// A log handle (`OSLog(subsystem:category:)`): kept, never written to.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) { self.subsystem = subsystem; self.category = category }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
    public func isEnabled(type: OSLogType) -> Bool { false }
    public var signpostsEnabled: Bool { false }
}

/// `os_log(_:log:type:_:)`: dropped.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: Any...) {}
public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

/// How an interpolated value is shown in a log (`privacy: .public`): accepted.
public struct OSLogPrivacy: Sendable {
    public static let `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy(), auto = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public struct Mask: Sendable { public static let hash = Mask(), none = Mask() }
}

/// Column alignment of an interpolated value: accepted.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A number's log format (`format: .fixed(precision: 2)`): accepted.
public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = OSLogIntegerFormatting(), hex = OSLogIntegerFormatting(), octal = OSLogIntegerFormatting()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { OSLogIntegerFormatting() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { OSLogIntegerFormatting() }
}

public struct OSLogFloatFormatting: Sendable {
    public static let fixed = OSLogFloatFormatting(), exponential = OSLogFloatFormatting(), hybrid = OSLogFloatFormatting()
    public static func fixed(precision: Int = 6, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { OSLogFloatFormatting() }
}

/// A log message with interpolations (`"loaded \(count, privacy: .public) items"`): its text is built and dropped.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                    privacy: OSLogPrivacy = .auto) { text += "\(value())" }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) { text += "\(value())" }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                         align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) { text += "\(value())" }
    }
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
}

/// Apple's `Logger` (iOS 14): every level accepted, nothing written.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}
    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// Signposts (`os.signpost`): accepted, nothing recorded.
public struct OSSignpostID: Sendable {
    public static let exclusive = OSSignpostID(), invalid = OSSignpostID(), null = OSSignpostID()
    public init(log: OSLog) {}
    public init(log: OSLog, object: AnyObject) {}
    init() {}
}

public enum OSSignpostType: Sendable { case begin, end, event }

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: Any...) {}
