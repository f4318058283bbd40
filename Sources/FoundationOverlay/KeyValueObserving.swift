import Foundation

// Foundation's key-value observing, which swift-corelibs-foundation lacks (it needs the Objective-C
// runtime): an observation is made, its handler called once at once when `.initial` is asked — the
// value the screen starts with, as on iOS — and never again (nothing here changes a property
// behind the app's back, and a capture draws the state the app set up).

/// Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// Foundation's `NSKeyValueChangeKey`: the keys of an Objective-C change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind"), newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old"), indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// Foundation's `NSKeyValueObservedChange`: what an observation's handler receives.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// Foundation's `NSKeyValueObservation`: the token of an observation; `invalidate()` ends it.
public final class NSKeyValueObservation: NSObject {
    public private(set) var isValid = true
    public func invalidate() { isValid = false }
}

extension NSObjectProtocol where Self: NSObject {
    /// Foundation's `observe(_:options:changeHandler:)`: calls `changeHandler` once with the current
    /// value when `options` has `.initial`, and never again.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}

extension NSObject {
    /// Objective-C observation by key: accepted; no change is ever reported.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {}
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}
