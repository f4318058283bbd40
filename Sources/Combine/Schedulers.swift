import Foundation

/// Combine's `Scheduler`, as far as `receive(on:)` names one: `DispatchQueue`, `RunLoop`,
/// `OperationQueue` and `ImmediateScheduler` conform; nothing is scheduled (see `Publishers.ReceiveOn`).
public protocol Scheduler {
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    public struct SchedulerOptions {}
}

extension RunLoop: Scheduler {
    public struct SchedulerOptions {}
}

extension OperationQueue: Scheduler {
    public struct SchedulerOptions {}
}

/// Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}

extension Timer {
    /// Foundation's `Timer.publish(every:tolerance:on:in:options:)`: a publisher that never fires — a
    /// capture is one instant, with no run loop turning (README "UIKit on Linux").
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// `Timer.TimerPublisher`: `autoconnect()` and `connect()` accepted; no value is ever sent.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscriber.receive(subscription: SimpleSubscription())
        }
        public func autoconnect() -> TimerPublisher { self }
        public func connect() -> any Cancellable { AnyCancellable {} }
    }
}
