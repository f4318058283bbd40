import Foundation

// BackgroundTasks on Linux (issue 31 Deliver 3): inert. Registrations and requests are accepted and
// kept; no task is ever launched — a capture is a screen, not a run of the app in the background.

/// `BGTask`: handed to a launch handler, which is never called here.
open class BGTask {
    public let identifier: String
    open var expirationHandler: (() -> Void)?
    public init(identifier: String) { self.identifier = identifier }
    open func setTaskCompleted(success: Bool) {}
}
open class BGAppRefreshTask: BGTask {}
open class BGProcessingTask: BGTask {}

/// `BGTaskRequest`, `BGAppRefreshTaskRequest`, `BGProcessingTaskRequest`.
open class BGTaskRequest {
    public let identifier: String
    open var earliestBeginDate: Date?
    public init(identifier: String) { self.identifier = identifier }
}
open class BGAppRefreshTaskRequest: BGTaskRequest {}
open class BGProcessingTaskRequest: BGTaskRequest {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
}

/// `BGTaskScheduler.shared`: `register` accepts every identifier (true), `submit` keeps the request
/// as pending, `cancel` removes it; no launch handler is ever called.
open class BGTaskScheduler: @unchecked Sendable {
    /// `BGTaskScheduler.Error.Code`.
    public struct Error: Swift.Error, Equatable {
        public enum Code: Int, Sendable { case unavailable = 1, tooManyPendingTaskRequests = 2, notPermitted = 3 }
        public let code: Code
        public init(_ code: Code) { self.code = code }
    }

    public static let shared = BGTaskScheduler()
    private let lock = NSLock()
    private var pending: [BGTaskRequest] = []

    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
    open func submit(_ taskRequest: BGTaskRequest) throws {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll { $0.identifier == taskRequest.identifier }
        pending.append(taskRequest)
    }
    open func cancel(taskRequestWithIdentifier identifier: String) {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll { $0.identifier == identifier }
    }
    open func cancelAllTaskRequests() {
        lock.lock(); defer { lock.unlock() }
        pending.removeAll()
    }
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(pendingRequests())
    }
    open func pendingTaskRequests() async -> [BGTaskRequest] { pendingRequests() }
    private func pendingRequests() -> [BGTaskRequest] { lock.withLock { pending } }
}
