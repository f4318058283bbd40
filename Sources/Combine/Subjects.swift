import Foundation

/// The subscribers a subject delivers to, in subscription order; a completion ends them all.
final class SubscriberList<Output, Failure: Error> {
    private struct Entry {
        let id: ObjectIdentifier
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }
    private var entries: [(key: Int, entry: Entry)] = []
    private var next = 0
    private(set) var completion: Subscribers.Completion<Failure>?
    private let lock = NSRecursiveLock()

    func add<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: SimpleSubscription())
            subscriber.receive(completion: completion)
            return
        }
        let key = next
        next += 1
        entries.append((key, Entry(id: ObjectIdentifier(subscriber), value: { _ = subscriber.receive($0) },
                                   completion: { subscriber.receive(completion: $0) })))
        lock.unlock()
        subscriber.receive(subscription: SimpleSubscription { [weak self] in self?.remove(key) })
    }

    private func remove(_ key: Int) {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll { $0.key == key }
    }

    func send(_ value: Output) {
        lock.lock()
        let current = completion == nil ? entries.map(\.entry) : []
        lock.unlock()
        for e in current { e.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { lock.unlock(); return }
        self.completion = completion
        let current = entries.map(\.entry)
        entries = []
        lock.unlock()
        for e in current { e.completion(completion) }
    }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers it has then.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscribers.add(subscriber) }
}

/// Combine's `CurrentValueSubject`: holds a value, sends it to each new subscriber, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
        if subscribers.completion == nil { _ = subscriber.receive(value) }
    }
}
