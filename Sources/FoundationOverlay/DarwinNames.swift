import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Darwin's names that Linux's C library and Dispatch spell otherwise (Evander, Sileo's package).

/// libdispatch's `__dispatch_queue_get_label(_:)`: a queue's label as a C string — with nil, the
/// current one's: `com.apple.main-thread` on the main thread, else an empty label (Linux's Dispatch
/// cannot name the queue a block runs on). Labels are kept for the process, as libdispatch keeps them.
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    let label = queue?.label ?? (Thread.isMainThread ? "com.apple.main-thread" : "")
    return DispatchLabels.shared.cString(label)
}

final class DispatchLabels: @unchecked Sendable {
    static let shared = DispatchLabels()
    private let lock = NSLock()
    private var strings: [String: UnsafeMutablePointer<CChar>] = [:]
    func cString(_ label: String) -> UnsafePointer<CChar> {
        lock.lock(); defer { lock.unlock() }
        if let known = strings[label] { return UnsafePointer(known) }
        guard let made = strdup(label) else { return UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self) }
        strings[label] = made
        return UnsafePointer(made)
    }
}

#if canImport(Glibc)
extension stat {
    /// Darwin's names for a file's times, which Glibc calls `st_atim`, `st_mtim`, `st_ctim`.
    public var st_atimespec: timespec { st_atim }
    public var st_mtimespec: timespec { st_mtim }
    public var st_ctimespec: timespec { st_ctim }
}
#endif

extension UserDefaults {
    /// Key-value coding's `setValue(_:forKey:)`, which Linux's `UserDefaults` lacks: `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    /// Key-value coding's `value(forKey:)`: `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

/// Foundation's version on iOS (`NSFoundationVersionNumber`): a number above every `NSFoundationVersionNumber_iOS_*`
/// constant, so version checks written for old systems (`<= NSFoundationVersionNumber_iOS_8_0`) take the modern path.
/// The value is not iOS 17's exact one, which no recording here shows.
nonisolated(unsafe) public var NSFoundationVersionNumber: Double = 2000
public let NSFoundationVersionNumber_iOS_7_0: Double = 1047.20
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11
public let NSFoundationVersionNumber_iOS_9_0: Double = 1240.1
