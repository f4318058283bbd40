import Foundation

/// SwiftUI's `Animation`: a named curve and duration, kept. Nothing animates on Linux: `withAnimation`
/// runs its body at once, so the final state is the one drawn (as `UIView.animate` does here).
public struct Animation: Hashable, Sendable {
    public let name: String
    public let duration: TimeInterval
    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

/// SwiftUI's `withAnimation`: the body runs at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// SwiftUI's `Transition` (iOS 17) and `AnyTransition`: kept, never run.
public protocol Transition {}

public struct AnyTransition: Sendable {
    public let name: String
    init(name: String) { self.name = name }
    public init<T: Transition>(_ transition: T) { name = "\(T.self)" }
    public static let opacity = AnyTransition(name: "opacity")
    public static let identity = AnyTransition(name: "identity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
