// As Apple's WatchConnectivity does, `import WatchConnectivity` brings Foundation.
@_exported import Foundation

// WatchConnectivity on Linux: an iPhone with no paired Apple Watch. Sessions are not supported and never
// activate; what an app sends or transfers is kept and never delivered; the delegate is never called.

/// WatchConnectivity's `WCErrorDomain`.
public let WCErrorDomain = "WCErrorDomain"

/// WatchConnectivity's `WCError`, with its `Code`.
public struct WCError: CustomNSError, Hashable, Sendable {
    /// `WCError.Code`.
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported = 7002, sessionMissingDelegate = 7003, sessionNotActivated = 7004
        case deviceNotPaired = 7005, watchAppNotInstalled = 7006, notReachable = 7007, invalidParameter = 7008
        case payloadTooLarge = 7009, payloadUnsupportedTypes = 7010, messageReplyFailed = 7011, messageReplyTimedOut = 7012
        case fileAccessDenied = 7013, deliveryFailed = 7014, insufficientSpace = 7015, sessionInactive = 7016
        case transferTimedOut = 7017, companionAppNotInstalled = 7018, watchOnlyApp = 7019
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { WCErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var sessionNotSupported: Code { .sessionNotSupported }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    public static var notReachable: Code { .notReachable }
}

extension WCError.Code {
    /// `catch WCError.<code>` and `case WCError.<code> = error`, as Apple's error codes match.
    public static func ~= (match: Self, error: any Error) -> Bool { (error as? WCError)?.code == match }
}

/// WatchConnectivity's `WCSessionActivationState`.
public enum WCSessionActivationState: Int, Sendable { case notActivated = 0, inactive = 1, activated = 2 }

/// WatchConnectivity's `WCSessionFile`: a file's URL and metadata.
open class WCSessionFile: NSObject {
    public let fileURL: URL
    public let metadata: [String: Any]?
    init(fileURL: URL, metadata: [String: Any]?) { self.fileURL = fileURL; self.metadata = metadata }
}

/// WatchConnectivity's `WCSessionFileTransfer`: outstanding until cancelled, never delivered.
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    public let file: WCSessionFile
    public let progress = Progress(totalUnitCount: 1)
    weak var session: WCSession?
    init(file: WCSessionFile, session: WCSession) { self.file = file; self.session = session }
    /// True until cancelled (nothing is ever delivered).
    open var isTransferring: Bool { session?.outstandingFileTransfers.contains { $0 === self } ?? false }
    /// Removes the transfer from the session's outstanding transfers.
    open func cancel() { session?.remove(self) }
}

/// WatchConnectivity's `WCSessionUserInfoTransfer`: outstanding until cancelled, never delivered.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    public let userInfo: [String: Any]
    public let isCurrentComplicationInfo: Bool
    weak var session: WCSession?
    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool, session: WCSession) {
        self.userInfo = userInfo; self.isCurrentComplicationInfo = isCurrentComplicationInfo; self.session = session
    }
    /// True until cancelled (nothing is ever delivered).
    open var isTransferring: Bool { session?.outstandingUserInfoTransfers.contains { $0 === self } ?? false }
    /// Removes the transfer from the session's outstanding transfers.
    open func cancel() { session?.remove(self) }
}

/// WatchConnectivity's `WCSession.default`: unsupported, never activated, no watch; context and transfers kept, nothing sent, delegate never called.
open class WCSession: NSObject, @unchecked Sendable {
    private static let session = WCSession()
    private let lock = NSLock()
    private var context: [String: Any] = [:]
    private var userInfoTransfers: [WCSessionUserInfoTransfer] = []
    private var fileTransfers: [WCSessionFileTransfer] = []

    open class var `default`: WCSession { session }
    /// False: this device has no Apple Watch to talk to.
    open class func isSupported() -> Bool { false }

    open weak var delegate: (any WCSessionDelegate)?
    /// Accepted; the session stays `.notActivated` and the delegate is not called.
    open func activate() {}
    open var activationState: WCSessionActivationState { .notActivated }
    open var hasContentPending: Bool { false }
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isComplicationEnabled: Bool { false }
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    open var watchDirectoryURL: URL? { nil }
    open var isReachable: Bool { false }
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }

    /// Dropped: no watch is reachable; neither handler is called.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {}
    /// Dropped: no watch is reachable; neither handler is called.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {}

    /// The last context `updateApplicationContext(_:)` was given (never sent).
    open var applicationContext: [String: Any] { lock.withLock { context } }
    /// Empty: no watch has sent one.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// Keeps `applicationContext` (never sent); does not throw.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws { lock.withLock { context = applicationContext } }

    /// Keeps the transfer as outstanding (never delivered).
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false, session: self)
        lock.withLock { userInfoTransfers.append(transfer) }
        return transfer
    }
    /// Keeps the transfer as outstanding (never delivered).
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true, session: self)
        lock.withLock { userInfoTransfers.append(transfer) }
        return transfer
    }
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { lock.withLock { userInfoTransfers } }

    /// Keeps the transfer as outstanding (never delivered).
    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata), session: self)
        lock.withLock { fileTransfers.append(transfer) }
        return transfer
    }
    open var outstandingFileTransfers: [WCSessionFileTransfer] { lock.withLock { fileTransfers } }

    func remove(_ transfer: WCSessionUserInfoTransfer) { lock.withLock { userInfoTransfers.removeAll { $0 === transfer } } }
    func remove(_ transfer: WCSessionFileTransfer) { lock.withLock { fileTransfers.removeAll { $0 === transfer } } }
}

/// WatchConnectivity's `WCSessionDelegate`: activation and deactivation required, as on iOS, the rest optional (defaults); never called.
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
    func session(_ session: WCSession, didReceive file: WCSessionFile)
}

public extension WCSessionDelegate {
    func sessionWatchStateDidChange(_ session: WCSession) {}
    func sessionReachabilityDidChange(_ session: WCSession) {}
    func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void) {}
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
    func session(_ session: WCSession, didReceive file: WCSessionFile) {}
}
