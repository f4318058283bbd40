import Foundation

// Combine on Linux (issue 31 Deliver 3): a real, tested subset of Apple's Combine, so that an app's view
// models compile and a screen's initial state flows into its views. Everything is synchronous: a value
// sent is delivered before `send` returns, and `receive(on:)` delivers on the spot (a capture draws the
// state the code has reached; there is no run loop to wait for). Subscribers ask for unlimited demand.
// README "UIKit on Linux" lists what is here and what is not.

/// Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: AnyObject {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Combine's `Subscription`: demand is accepted and ignored (every subscriber here wants everything).
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// Combine's `Subject`: a publisher values can be sent into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Combine's `Subscribers` namespace.
public enum Subscribers {
    /// Combine's `Subscribers.Demand`: how many values a subscriber wants (kept, not enforced).
    public struct Demand: Equatable, Hashable, Sendable {
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }

    /// Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Combine's `Publishers` namespace, which holds the operators' publishers.
public enum Publishers {}

/// A subscription that only remembers whether it was cancelled.
final class SimpleSubscription: Subscription {
    private(set) var isCancelled = false
    private let onCancel: () -> Void
    init(onCancel: @escaping () -> Void = {}) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
    }
}
