import Foundation

// Issue 31, Deliver 3: the scene family, inert. Xcode's app template (iOS 13 and later) writes an app
// delegate that hands out a `UISceneConfiguration` and a scene delegate that makes the window in
// `scene(_:willConnectTo:options:)`; ten of eleven apps tried had them. They compile here and do what
// they say when called, but nothing calls them: Layoutshot never launches an app — a capture starts at
// a view controller (`--controller`, a `#Preview`) — so no scene connects and no delegate method runs.

/// UIKit's `UIScene`: one instance of the app's interface. Inert: made only by the app's own code.
/// Equal and hashed by identity, as the `NSObject` it is (through `UIResponder`).
open class UIScene: UIResponder {

    /// UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// UIKit's `UIScene.ConnectionOptions`: what the system passed when the scene connected — here
    /// always nothing (no URL, no activity, no shortcut).
    open class ConnectionOptions {
        public init() {}
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var userActivities: Set<UIOpenURLContext.UserActivity> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        open var sourceApplication: String? { nil }
    }

    public let session: UISceneSession
    open var delegate: (any UISceneDelegate)?
    open var activationState: ActivationState = .unattached
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// UIKit's `UIWindowScene`: a scene with windows on the simulated screen (`UIScreen.main`).
open class UIWindowScene: UIScene {
    open var screen: UIScreen { .main }
    /// The windows made with `UIWindow(windowScene:)` for this scene, in order.
    open internal(set) var windows: [UIWindow] = []
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = UIKitSimulation.device.screenSize
        return size.width > size.height ? .landscapeRight : .portrait
    }
}

/// UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIInterfaceOrientationMask`: the orientations a controller supports
/// (`supportedInterfaceOrientations`). Kept; a capture draws the orientation it is asked for.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// UIKit's `UISceneSession`: a scene's saved state; its role and configuration.
open class UISceneSession: Hashable {
    /// UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?
    open weak var scene: UIScene?

    public init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil, persistentIdentifier: String = "Layoutshot") {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = persistentIdentifier
    }

    public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UISceneConfiguration`: the name, role, delegate class and storyboard of a scene. Kept as given.
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: AnyObject?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name; self.role = sessionRole
    }
}

/// UIKit's `UIOpenURLContext`: a URL the scene was asked to open (never, here).
open class UIOpenURLContext: Hashable {
    /// Stands for `NSUserActivity`, which swift-corelibs-foundation does not have.
    public final class UserActivity: Hashable {
        public let activityType: String
        public var userInfo: [AnyHashable: Any]?
        public var webpageURL: URL?
        public init(activityType: String) { self.activityType = activityType }
        public static func == (a: UserActivity, b: UserActivity) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    public let url: URL
    public init(url: URL) { self.url = url }
    public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `NSUserActivity`, which swift-corelibs-foundation lacks: the type an app's
/// `scene(_:continue:)` and state restoration name. Inert.
public typealias NSUserActivity = UIOpenURLContext.UserActivity

/// UIKit's `UIApplicationShortcutItem`: a Home Screen quick action (never delivered here).
open class UIApplicationShortcutItem {
    public let type: String
    public let localizedTitle: String
    public init(type: String, localizedTitle: String) { self.type = type; self.localizedTitle = localizedTitle }
}

/// UIKit's `UISceneDelegate`. Every method is optional (a default that does nothing), as in UIKit.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

public extension UISceneDelegate {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// UIKit's `UIWindowSceneDelegate`: a scene delegate with a window. Difference: UIKit's optional
/// `window` requirement is not one here (Swift has no optional requirements without Objective-C);
/// the template's `var window: UIWindow?` is the delegate's own property.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

public extension UIWindowSceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
}

extension UIWindow {
    /// UIKit's `init(windowScene:)`: a window on the scene's screen, added to its `windows`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        windowScene.windows.append(self)
        self.windowScene = windowScene
    }
}
