import Foundation

/// UIKit's `UIAppearanceContainer`: what an appearance proxy can be scoped to (views, view controllers).
public protocol UIAppearanceContainer: AnyObject {}

/// UIKit's appearance proxies (`UIAppearance`, issue 32): `UINavigationBar.appearance().tintColor = …`.
/// Each UIKit view class answers `appearance()` (and its scoped forms) with one proxy object of its
/// own class, made once. Settings on a proxy are kept on it and, except the navigation bar's colours
/// (which the capture reads from `UINavigationBar.appearance()` where the bar leaves them unset), **not
/// applied** to the views a screen makes (README "UIKit on Linux"). Difference from UIKit: the proxy of an app's subclass (`MyBar.appearance()`) is its UIKit
/// ancestor's (its own initialisers are never run), and the scoped forms share the unscoped proxy.
public enum AppearanceProxies {
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: AnyObject] = [:]
    private static let lock = NSLock()

    /// The one proxy of `type`, made by `make` the first time.
    public static func proxy<T: AnyObject>(_ type: T.Type, _ make: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let made = proxies[ObjectIdentifier(type)] as? T { return made }
        let made = make()
        proxies[ObjectIdentifier(type)] = made
        return made
    }
}

extension UIView: UIAppearanceContainer {}
