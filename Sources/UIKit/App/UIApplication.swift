import Foundation

/// UIKit's `UIApplication`: `shared`, its `delegate`, and the launch-option and open-URL keys the
/// delegate's methods take. Layoutshot never launches an app: a capture starts at a view controller.
open class UIApplication: UIResponder {
    nonisolated(unsafe) public static let shared = UIApplication()
    open weak var delegate: (any UIApplicationDelegate)?
    /// The scenes the app's own code made: always empty, as no scene connects here (`UIScene`).
    open var connectedScenes: Set<UIScene> { [] }
    /// No app runs: no windows, no key window (a capture's views are in none unless the app put them there).
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var openSessions: Set<UISceneSession> { [] }
    open var supportsMultipleScenes: Bool { false }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    /// UIKit's `UIApplication.State`: a capture's app is active.
    public enum State: Int, Sendable { case active, inactive, background }
    open var applicationState: State { .active }
    open var isNetworkActivityIndicatorVisible = false
    /// Nothing opens: returns false / calls back with false.
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    open func registerForRemoteNotifications() {}
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool { false }
    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Background tasks: each gets a new identifier and never expires (the app is never backgrounded
    /// here); ending one is accepted. `backgroundTimeRemaining` is unlimited, as for a foreground app.
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks += 1
        return UIBackgroundTaskIdentifier(rawValue: backgroundTasks)
    }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    private var backgroundTasks = 0
    public static let openSettingsURLString = "app-settings:"

    /// UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// UIKit's `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}

/// UIKit's `UIApplicationDelegate`. Every method is optional, as in UIKit (here: a default that does
/// nothing). The `window` property is the app's own: UIKit's is an optional requirement.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

public extension UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}
    func applicationWillTerminate(_ application: UIApplication) {}
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// UIKit's `UIWindow`: a view with a root view controller. Accepted, not drawn — a capture draws the
/// controller it is given (give it `window.rootViewController`).
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    /// The scene `init(windowScene:)` put the window in (`UIScene`).
    open weak var windowScene: UIWindowScene?
    open var isKeyWindow = false
    open func makeKeyAndVisible() { isKeyWindow = true; isHidden = false }
    open func makeKey() { isKeyWindow = true }
}

extension UIView {
    /// The window the view is in: the nearest `UIWindow` among it and its ancestors; nil outside one
    /// (a capture's controller view is in none unless the app put it in one).
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}

/// UIKit's `UITextInputMode`: the keyboard's language; none is active in a capture.
open class UITextInputMode: NSObject {
    open var primaryLanguage: String? { nil }
    open class var activeInputModes: [UITextInputMode] { [] }
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}

/// UIKit's `UIMenuController` (deprecated since iOS 16): the edit menu; never shown.
open class UIMenuController: NSObject {
    nonisolated(unsafe) public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    open var isMenuVisible: Bool { false }
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {}
    open func hideMenu() {}
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {}
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {}
    /// Kept; the menu is never shown, so its frame is zero.
    open var arrowDirection = ArrowDirection.default
    open var menuFrame: CGRect { .zero }
    open func update() {}

    /// UIKit's `UIMenuController.ArrowDirection`.
    public enum ArrowDirection: Int, Sendable { case `default`, up, down, left, right }
}

/// UIKit's `UIMenuItem`: a title and the selector it would send.
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) { self.title = title; self.action = action }
}

/// UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// UIKit's `UIBackgroundFetchResult`: what a background fetch's completion handler reports. A capture
/// never fetches in the background; the app delegate's fetch method is never called.
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

extension UIApplication {
    /// UIKit's background fetch intervals (deprecated for `BGTaskScheduler`): kept, nothing is scheduled.
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
}
