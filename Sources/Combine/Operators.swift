import Foundation

/// A subscriber that forwards to closures: the operators' plumbing.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
    let value: (Input) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
    let subscription: (any Subscription) -> Void
    init(subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Void,
         completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.subscription = subscription; self.value = value; self.completion = completion
    }
    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input); return .unlimited }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publishers {
    /// Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { _ = subscriber.receive(transform($0)) },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// Combine's `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { if let v = transform($0) { _ = subscriber.receive(v) } },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { if isIncluded($0) { _ = subscriber.receive($0) } },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// Combine's `Publishers.RemoveDuplicates`: drops a value equal to the one before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = LastValue<Output>()
            upstream.receive(subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { v in
                    if let previous = last.value, predicate(previous, v) { return }
                    last.value = v
                    _ = subscriber.receive(v)
                },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// Combine's `Publishers.ReceiveOn`: here values are delivered at once, on the sending thread —
    /// a capture draws the state the code reached, and there is no run loop to wait for.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: subscriber)
        }
    }
}

extension Publishers {
    /// Combine's `Publishers.Drop`: leaves out the first `count` values.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let skipped = ValuesToSkip(count)
            upstream.receive(subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { if !skipped.skipsNext() { _ = subscriber.receive($0) } },
                completion: { subscriber.receive(completion: $0) }))
        }
    }
}

/// How many values a `Drop` subscription still leaves out.
final class ValuesToSkip: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int
    init(_ count: Int) { left = count }
    /// True while values are left to skip (and counts this one).
    func skipsNext() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard left > 0 else { return false }
        left -= 1
        return true
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map(upstream: self, transform: transform) }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { Publishers.Filter(upstream: self, isIncluded: isIncluded) }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    /// Timing operators deliver every value at once, as `receive(on:)` does: with no run loop turning,
    /// a value held back for later would never reach the screen (chosen; the interval is ignored).
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
                                    options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    /// Wraps the publisher, hiding its type.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

/// The value `removeDuplicates` saw last.
final class LastValue<Value> { var value: Value? }

/// Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriberBox<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriberBox(subscriber))
    }
}

/// A subscriber of any type behind one class (AnyPublisher's plumbing).
final class AnySubscriberBox<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        subscription = { s.receive(subscription: $0) }; value = { s.receive($0) }; completion = { s.receive(completion: $0) }
    }
    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// Combine's `Just`: one value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SimpleSubscription())
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// Combine's `Empty`: no value; finished at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

extension Publishers {
    /// Combine's `Publishers.Collect`: every value, sent as one array when the upstream finishes
    /// (nothing when it fails: the failure is passed on).
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let gathered = GatheredValues<Upstream.Output>()
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { gathered.append($0) },
                completion: { completion in
                    if case .finished = completion { _ = subscriber.receive(gathered.all) }
                    subscriber.receive(completion: completion)
                }))
        }
    }

    /// Combine's `Publishers.CollectByCount`: arrays of `count` values, and what is left when the upstream finishes.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let gathered = GatheredValues<Upstream.Output>(), size = Swift.max(1, count)
            upstream.receive(subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { if let full = gathered.append($0, flushingAt: size) { _ = subscriber.receive(full) } },
                completion: { completion in
                    if case .finished = completion, !gathered.all.isEmpty { _ = subscriber.receive(gathered.all) }
                    subscriber.receive(completion: completion)
                }))
        }
    }
}

/// The values a `Collect` subscription has gathered.
final class GatheredValues<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    var all: [Value] { lock.lock(); defer { lock.unlock() }; return values }
    func append(_ value: Value) { lock.lock(); values.append(value); lock.unlock() }
    /// Appends `value`; when `size` are gathered, hands them back and starts again.
    func append(_ value: Value, flushingAt size: Int) -> [Value]? {
        lock.lock(); defer { lock.unlock() }
        values.append(value)
        guard values.count >= size else { return nil }
        defer { values = [] }
        return values
    }
}

extension Publisher {
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { Publishers.CollectByCount(upstream: self, count: count) }
}
