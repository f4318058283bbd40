import Foundation
import FoundationOverlay

extension NSObject {
    /// Combine's `NSObject.KeyValueObservingPublisher`: a property's value — once, at subscription,
    /// when the options have `.initial` (the default) — and never a change, as key-value observing
    /// reports none here (`FoundationOverlay`'s `observe`). It never finishes.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object; self.keyPath = keyPath; self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subscriber.receive(subscription: SimpleSubscription())
            if options.contains(.initial) { _ = subscriber.receive(object[keyPath: keyPath]) }
        }
    }
}

extension NSObjectProtocol where Self: NSObject {
    /// Combine's `publisher(for:options:)`.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}
