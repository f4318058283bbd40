import Foundation

/// Combine's `@Published`: a property whose projected value (`$name`) is a publisher that sends its
/// current value to each new subscriber, then every new value — before the property holds it, as
/// UIKit apps observe (`willSet`).
@propertyWrapper
public struct Published<Value> {
    /// The `$name` publisher.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        private let kept: Box

        init(_ value: Value) { subject = CurrentValueSubject(value); kept = Box() }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Keeps an `assign(to:)` subscription alive with the property.
        func keep(_ cancellable: AnyCancellable) { kept.items.append(cancellable) }

        final class Box { var items: [AnyCancellable] = [] }
    }

    private var storage: Value
    private let publisher: Publisher

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value) {
        storage = wrappedValue
        publisher = Publisher(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage }
        set {
            publisher.subject.sendWillSet(newValue)
            storage = newValue
        }
    }

    /// In a class (where apps use it): the value is sent before any write to the property begins, so a
    /// subscriber may read the property — and sees the old value, as on iOS.
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set {
            let subject = object[keyPath: storageKeyPath].publisher.subject
            subject.sendWillSet(newValue)
            object[keyPath: storageKeyPath].storage = newValue
        }
    }

    public var projectedValue: Publisher {
        get { publisher }
        set { /* `$name = …` is not used by apps; `assign(to: &$name)` needs the setter */ }
    }
}

extension CurrentValueSubject {
    /// Sends `value` as `@Published` does: subscribers see it before the property holds it.
    func sendWillSet(_ value: Output) { send(value) }
}

/// Combine's `ObservableObject`: a class with an `objectWillChange` publisher. Difference: Apple
/// synthesises `objectWillChange` and fires it for every `@Published` change (by reflection on the
/// Objective-C runtime); here it is a plain publisher the class may send to itself.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Combine.Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()
    public init() {}
    public func send() { subject.send(()) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subject.receive(subscriber: subscriber) }
}

private let observablePublishers = ObservablePublishers()

private final class ObservablePublishers: @unchecked Sendable {
    private let lock = NSLock()
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }
    private var table: [ObjectIdentifier: Entry] = [:]

    /// The object's publisher; entries of released objects are dropped as the table grows.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            if table.count > 64 { table = table.filter { $0.value.object != nil } }
            let made = Entry(object)
            table[key] = made
            return made.publisher
        }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, as Apple synthesises it.
    public var objectWillChange: ObservableObjectPublisher { observablePublishers.publisher(for: self) }
}
