import Foundation

/// The Objective-C runtime's associated objects, which Linux lacks: a value kept for an object under a
/// key (an address), as libraries keep state on views they extend (Kingfisher's image tasks on
/// `UIImageView`). Kept in a side table that holds the object weakly: once the object is gone its
/// values are, and a new object at the same address never sees them. Every policy retains the value
/// (assign and copy are kept as retain: no value is copied, none dangles).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, for: object as AnyObject, key: key)
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(for: object as AnyObject, key: key)
}

public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(for: object as AnyObject)
}

/// The side table behind `objc_setAssociatedObject`: per object (by identity, checked against a weak
/// reference), its values by key. Thread-safe.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()
    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any]
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ value: Any?, for object: AnyObject, key: UnsafeRawPointer) {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object, values: [:])
        entry.values[key] = value
        entries[id] = entry
        if entries.count % 256 == 0 { entries = entries.filter { $0.value.owner != nil } }
    }

    func value(for object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]
    }

    func removeAll(for object: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }
}

/// Objective-C's `@autoreleasepool`: on Linux there is no autorelease pool, so the body simply runs.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }

/// Foundation's `NSDiscardableContent` (a cache's purgeable content), declared so conformances compile.
public protocol NSDiscardableContent {
    func beginContentAccess() -> Bool
    func endContentAccess()
    func discardContentIfPossible()
    func isContentDiscarded() -> Bool
}

extension NSObject {
    /// The runtime's `responds(to:)`: false — with no Objective-C runtime no selector can be performed,
    /// so code that asks before performing takes its other path.
    public class func responds(to aSelector: Selector?) -> Bool { false }
    public func responds(to aSelector: Selector?) -> Bool { false }
    /// The runtime's `perform(_:)`: nothing is performed; nil.
    public class func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>? { nil }
    public func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>? { nil }
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? { nil }
    public func perform(_ aSelector: Selector?, with object: Any?, afterDelay delay: TimeInterval) {}
}
