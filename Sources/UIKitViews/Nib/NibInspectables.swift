import AutoLayout
import Foundation

/// A xib's user-defined runtime attribute value, as an app's `@IBInspectable` property takes it
/// (`NibInspectables`): what Interface Builder sets through key-value coding.
public enum NibRuntimeValue: Sendable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case color(UIColor)

    /// The value as `type` (`CGFloat`, `Double`, `Float`, `Int`, `Bool`, `String`, `UIColor`), or nil
    /// when it is of another kind — KVC's conversions between a number and a Boolean included.
    public func value<T>(as type: T.Type) -> T? {
        switch self {
        case .number(let n):
            if T.self == CGFloat.self { return CGFloat(n) as? T }
            if T.self == Double.self { return n as? T }
            if T.self == Float.self { return Float(n) as? T }
            if T.self == Int.self { return (n.isFinite && abs(n) < 1e15 ? Int(n) : nil) as? T }
            if T.self == Bool.self { return (n != 0) as? T }
            return nil
        case .boolean(let b):
            if T.self == Bool.self { return b as? T }
            return nil
        case .string(let s): return s as? T
        case .color(let c): return c as? T
        }
    }
}

/// The setters of the app's `@IBInspectable` properties, one function per app file that declares some
/// (the source transform's step 5: `AppSources.InterfaceBuilderAttributes.inspectableSetter`), which
/// the runner `layoutshot nib --swift` builds registers before it loads a xib. A user-defined runtime
/// attribute whose key path one of them sets is applied to the view, as Interface Builder applies it;
/// the others fall back to the layer and view properties `NibBuild` knows.
public enum NibInspectables {
    public typealias Setter = @Sendable (AnyObject, String, NibRuntimeValue) -> Bool

    nonisolated(unsafe) private static var setters: [Setter] = []
    private static let lock = NSLock()

    /// Registers the app's setters (the runner's `main.swift`, before anything loads).
    public static func register(_ more: [Setter]) { lock.withLock { setters += more } }

    /// Sets `keyPath` on `object` through the first setter that knows it; whether one did.
    public static func set(_ object: AnyObject, _ keyPath: String, _ value: NibRuntimeValue) -> Bool {
        let all = lock.withLock { setters }
        return all.contains { $0(object, keyPath, value) }
    }
}
