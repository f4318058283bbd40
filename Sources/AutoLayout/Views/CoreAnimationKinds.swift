import CollectionLayout
import Foundation
import FoundationOverlay

// Core Animation's layer kinds, transforms and animations as apps build them. Kept and read back,
// not drawn (only a view's own layer's corners, border and shadow are drawn; README "UIKit on
// Linux"); animations never run — a capture draws the state the code reached.

/// `CATransform3D`: a 4 × 4 matrix, row-major as Core Animation's.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// `a × b`: `a` applied first, then `b` (Core Animation's `CATransform3DConcat(a, b)`).
    func concatenated(_ b: CATransform3D) -> CATransform3D {
        let a = rows, c = b.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * c[$1][j] } } }
        return CATransform3D(rows: r)
    }
    var rows: [[CGFloat]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }
    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), as Core Animation's.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle)), k = 1 - c
    return CATransform3D(m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
                         m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
                         m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenated(b) }
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenated(t)
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenated(t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenated(t)
}
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// `CAShapeLayer`: a path filled and stroked — drawn as a view's sublayer (`UIKitViews`' `LayerDrawing`, issue 32);
/// `strokeStart`/`strokeEnd`, dashes, caps and joins are kept, not applied.
open class CAShapeLayer: CALayer {
    public var path: CGPath?
    public var fillColor: CGColor? = UIColor.black.cgColor
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var lineCap = CAShapeLayerLineCap.butt
    public var lineJoin = CAShapeLayerLineJoin.miter
    public var lineDashPattern: [NSNumber]?
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var fillRule = CAShapeLayerFillRule.nonZero
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt"), round = Self(rawValue: "round"), square = Self(rawValue: "square")
}
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter"), round = Self(rawValue: "round"), bevel = Self(rawValue: "bevel")
}
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero"), evenOdd = Self(rawValue: "even-odd")
}

/// `CAGradientLayer`: colours between two points — drawn as a view's sublayer (`LayerDrawing`, issue 32); `.radial`
/// and `.conic` are drawn as `.axial`.
open class CAGradientLayer: CALayer {
    public var colors: [Any]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type = CAGradientLayerType.axial
}
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial"), radial = Self(rawValue: "radial"), conic = Self(rawValue: "conic")
}

/// `CAAnimation` and its kinds: kept by the layer they are added to, never run.
open class CAAnimation {
    public var duration: CFTimeInterval = 0
    public var beginTime: CFTimeInterval = 0
    public var timeOffset: CFTimeInterval = 0
    public var speed: Float = 1
    public var repeatCount: Float = 0
    public var autoreverses = false
    public var isRemovedOnCompletion = true
    public var fillMode = CAMediaTimingFillMode.removed
    public var timingFunction: CAMediaTimingFunction?
    public weak var delegate: AnyObject?
    public init() {}
}
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    public var isAdditive = false
    public init(keyPath: String?) { self.keyPath = keyPath }
    public override init() {}
}
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?
}
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var keyTimes: [NSNumber]?
    public var path: CGPath?
}
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?
}
open class CASpringAnimation: CABasicAnimation {
    public var damping: CGFloat = 10, stiffness: CGFloat = 100, mass: CGFloat = 1, initialVelocity: CGFloat = 0
}
public typealias CFTimeInterval = Double
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed"), forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards"), both = Self(rawValue: "both")
}
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn"), easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut"), `default` = Self(rawValue: "default")
}
open class CAMediaTimingFunction {
    public let name: CAMediaTimingFunctionName?
    public init(name: CAMediaTimingFunctionName) { self.name = name }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// `CATransaction`: a completion block runs when the transaction commits — at once then, as the
/// animations in it do not run. The block waits on the calling thread (captures run in parallel).
public enum CATransaction {
    private static let key = "Layoutshot.CATransaction.completion"
    private static var completion: (() -> Void)? {
        get { Thread.current.threadDictionary[key] as? () -> Void }
        set { Thread.current.threadDictionary[key] = newValue }
    }
    public static func begin() {}
    public static func commit() { let block = completion; completion = nil; block?() }
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}
    /// Core Animation's default, 0.25 s (nothing animates in a capture).
    public static func animationDuration() -> CFTimeInterval { 0.25 }
    public static func disableActions() -> Bool { false }
    public static func setDisableActions(_ flag: Bool) {}
    public static func setCompletionBlock(_ block: (() -> Void)?) { completion = block }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    public static func flush() {}
}

/// Core Animation's `CADisplayLink`: a timer tied to the display's refresh. Kept with its target and
/// selector, its frame rate and run loop; it never fires — a capture is one instant, and no selector can be
/// performed (`timestamp` and `targetTimestamp` stay 0, `duration` is one frame at 60 Hz).
open class CADisplayLink {
    public let target: Any
    public let selector: Selector
    open var isPaused = false
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default
    open private(set) var isInvalidated = false
    open var timestamp: CFTimeInterval { 0 }
    open var targetTimestamp: CFTimeInterval { 0 }
    open var duration: CFTimeInterval { 1.0 / 60 }

    public init(target: Any, selector: Selector) {
        self.target = target
        self.selector = selector
    }

    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() { isInvalidated = true }
}

/// Core Animation's `CAFrameRateRange` (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    /// The system's choice: no range asked for.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
