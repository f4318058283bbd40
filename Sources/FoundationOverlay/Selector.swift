import Foundation

/// The Objective-C runtime's `Selector`, which Linux lacks: a method's name, kept as text. The source
/// transform's step 10 turns `#selector(didTap(_:))` into `Selector("didTap(_:)")`, so target–action code
/// compiles; a selector is never performed here (no control is tapped in a capture).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// `NSSelectorFromString(_:)`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
/// `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

extension NotificationCenter {
    /// Foundation's selector-based `addObserver(_:selector:name:object:)`: accepted and kept inert — with
    /// no Objective-C runtime a selector cannot be performed, so the observer is never called (a
    /// capture draws the state the code reached without notifications; block-based observers work).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

extension Timer {
    /// Foundation's target–selector timers, which Linux's Foundation lacks: the timer is made but never
    /// scheduled, so it never fires (a capture is one instant; no selector can be performed). `userInfo`
    /// is dropped.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }

    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, repeats: repeats) { _ in }
    }

    public convenience init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.init(fire: date, interval: interval, repeats: repeats) { _ in }
    }
}

/// The Objective-C runtime's `objc_sync_enter(_:)` and `objc_sync_exit(_:)` (Swift's `@synchronized`):
/// a recursive lock per object, held by the calling thread until the matching exit. Returns 0
/// (`OBJC_SYNC_SUCCESS`); an exit without an enter returns -1 (`OBJC_SYNC_NOT_OWNING_THREAD_ERROR`).
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object as AnyObject).lock()
    return 0
}

@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
    guard let lock = ObjectLocks.existingLock(for: object as AnyObject) else { return -1 }
    lock.unlock()
    return 0
}

/// The locks of `objc_sync_enter`, one per object (kept while the program runs, as the runtime's cache).
private enum ObjectLocks {
    private static let guardLock = NSLock()
    nonisolated(unsafe) private static var locks: [ObjectIdentifier: NSRecursiveLock] = [:]

    static func lock(for object: AnyObject) -> NSRecursiveLock {
        guardLock.lock(); defer { guardLock.unlock() }
        if let existing = locks[ObjectIdentifier(object)] { return existing }
        let made = NSRecursiveLock()
        locks[ObjectIdentifier(object)] = made
        return made
    }

    static func existingLock(for object: AnyObject) -> NSRecursiveLock? {
        guardLock.lock(); defer { guardLock.unlock() }
        return locks[ObjectIdentifier(object)]
    }
}
