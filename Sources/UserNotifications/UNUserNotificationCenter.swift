import Foundation

// UserNotifications on Linux (issue 31 Deliver 3): a notification centre whose user has not decided —
// authorization is not determined, a request is granted nothing, nothing is scheduled or delivered.

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1), sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4), carPlay = UNAuthorizationOptions(rawValue: 8)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 16), provisional = UNAuthorizationOptions(rawValue: 64)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1), sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 8), banner = UNNotificationPresentationOptions(rawValue: 16)
}

/// `UNNotificationSettings`: not determined, everything off.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

open class UNNotificationContent: NSObject, @unchecked Sendable {
    open var title = "", subtitle = "", body = ""
    open var badge: NSNumber?
    open var userInfo: [AnyHashable: Any] = [:]
    open var categoryIdentifier = ""
    open var threadIdentifier = ""
}

open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) { self.timeInterval = timeInterval; super.init(repeats: repeats) }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.dateComponents = dateComponents; super.init(repeats: repeats) }
}

open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}

/// `UNUserNotificationCenterDelegate`; never called.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// `UNUserNotificationCenter.current()`: authorization requests are answered "not granted", requests
/// are accepted and never delivered, nothing is pending.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter()
    open class func current() -> UNUserNotificationCenter { shared }
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) { completionHandler(UNNotificationSettings()) }
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) { completionHandler([]) }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    open func removeAllPendingNotificationRequests() {}
    open func removeAllDeliveredNotifications() {}
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
}
