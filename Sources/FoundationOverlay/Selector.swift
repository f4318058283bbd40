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
