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
