import Foundation

/// Combine's `Scheduler`, as far as `receive(on:)` names one: `DispatchQueue`, `RunLoop`,
/// `OperationQueue` and `ImmediateScheduler` conform; nothing is scheduled (see `Publishers.ReceiveOn`).
public protocol Scheduler {
    associatedtype SchedulerOptions
    /// Its time, whose `Stride` times operators take (`debounce(for: .milliseconds(300), …)`).
    associatedtype SchedulerTimeType: SchedulerTime = StrideTime
}

/// What a scheduler's `SchedulerTimeType` gives: its `Stride`.
public protocol SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}

/// A scheduler's time (`DispatchQueue.SchedulerTimeType` and the others here): only its stride is used.
public struct StrideTime: SchedulerTime, Sendable {
    public typealias Stride = SchedulerStride
}

/// Combine's `SchedulerTimeIntervalConvertible`: strides made from seconds and their fractions.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler's stride, in seconds (kept: nothing waits for it here).
public struct SchedulerStride: SchedulerTimeIntervalConvertible, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Comparable, Sendable {
    public let timeInterval: Double
    public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
    public init(integerLiteral value: Int) { timeInterval = Double(value) }
    public init(floatLiteral value: Double) { timeInterval = value }
    public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }
    public static func < (a: Self, b: Self) -> Bool { a.timeInterval < b.timeInterval }
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

extension NotificationCenter {
    /// Foundation's `NotificationCenter.publisher(for:object:)`: each notification posted with that
    /// name (from `object`, if given) is sent, synchronously, until the subscription is cancelled. A
    /// capture posts none of UIKit's own (the keyboard's, the app's state).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// `NotificationCenter.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let box = ObserverBox()
            subscriber.receive(subscription: SimpleSubscription { [center] in
                if let token = box.token { center.removeObserver(token) }
            })
            let deliver = Deliver { _ = subscriber.receive($0) }   // posted on the poster's thread, as Foundation does
            box.token = center.addObserver(forName: name, object: object, queue: nil) { deliver.send($0) }
        }
    }
}

/// A subscriber's receiving, handed to Foundation's (`@Sendable`) observer block.
final class Deliver: @unchecked Sendable {
    let send: (Notification) -> Void
    init(_ send: @escaping (Notification) -> Void) { self.send = send }
}

/// The observer a notification subscription removes when cancelled.
final class ObserverBox: @unchecked Sendable { var token: NSObjectProtocol? }
