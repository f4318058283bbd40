import Foundation

/// The `CALayer` properties a view's look is made of: rounded corners, a border, a shadow.
///
/// ```swift
/// icon.layer.cornerRadius = 12
/// icon.layer.cornerCurve = .continuous
/// card.layer.shadowOpacity = 0.2; card.layer.shadowRadius = 8; card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// ```
/// Defaults as Core Animation's: no rounding, no border, a black shadow of opacity 0, radius 3, offset (0, −3).
///
/// A view's own layer gives its corners, border and shadow; its sublayers are drawn too (issue 32,
/// `UIKitViews`' `LayerDrawing`): their frames, background colours, corners, borders and opacity, gradient
/// and shape layers. Contents, masks, transforms and the like are kept so that code building layers (an
/// `AVCaptureVideoPreviewLayer`, a subclass of its own) compiles and reads back what it set (README "UIKit on Linux").
open class CALayer {
    public var cornerRadius: CGFloat = 0
    public var cornerCurve = CALayerCornerCurve.circular
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = UIColor.black.cgColor
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)

    /// Kept, not drawn: the layer tree and its geometry.
    public var frame = CGRect.zero
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var backgroundColor: CGColor?
    public var opacity: Float = 1
    public var isHidden = false
    public var contents: Any?
    public var contentsScale: CGFloat = 1
    public var name: String?
    public var mask: CALayer?
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var shadowPath: CGPath?
    /// Core Animation's 3D transform (kept, not drawn), and its affine reading.
    public var transform = CATransform3DIdentity
    public var sublayerTransform = CATransform3DIdentity
    public func affineTransform() -> CGAffineTransform {
        CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41, ty: transform.m42)
    }
    public func setAffineTransform(_ t: CGAffineTransform) {
        transform = CATransform3D(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }
    /// Animations added are kept by key and never run (a capture draws the final state).
    public private(set) var animations: [String: CAAnimation] = [:]
    open func add(_ animation: CAAnimation, forKey key: String?) { animations[key ?? "\(animations.count)"] = animation }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations = [:] }
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    public init() {}
    public init(layer: Any) {}

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}
    open func layoutIfNeeded() {}
}

/// `CACornerMask`: which corners `cornerRadius` rounds (kept, not drawn: every corner is rounded).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = Self(rawValue: 1)
    public static let layerMaxXMinYCorner = Self(rawValue: 2)
    public static let layerMinXMaxYCorner = Self(rawValue: 4)
    public static let layerMaxXMaxYCorner = Self(rawValue: 8)
}

/// `CGPath`: a path's elements (a shape layer's path is drawn from them; a layer's shadow from its shape).
/// `boundingBox` is the box of every point, control points included.
open class CGPath {
    /// One element, in the path's order.
    public enum Element: Equatable, Sendable {
        case move(CGPoint), line(CGPoint), quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint), close
        /// An ellipse or rounded rectangle added whole (`rect`, corner radii).
        case shape(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
    }
    public var elements: [Element] = []
    public init() {}
    init(elements: [Element]) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .shape(let r, _, _): points += [r.origin, CGPoint(x: r.maxX, y: r.maxY)]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    public var currentPoint: CGPoint {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .shape(let r, _, _): return r.origin
            case .close: continue
            }
        }
        return .zero
    }
    public func copy() -> CGPath? { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// `CGMutablePath`: a path built element by element.
open class CGMutablePath: CGPath {
    public override init() { super.init() }
    override init(elements: [Element]) { super.init(elements: elements) }
    public func move(to point: CGPoint) { elements.append(.move(point)) }
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(point, control: control)) }
    public func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(point, control1: control1, control2: control2))
    }
    public func addRect(_ rect: CGRect) { elements.append(.shape(rect, cornerWidth: 0, cornerHeight: 0)) }
    public func addEllipse(in rect: CGRect) { elements.append(.shape(rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2)) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        elements.append(.shape(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight))
    }
    public func addPath(_ path: CGPath) { elements += path.elements }
    public func closeSubpath() { elements.append(.close) }
}

/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: String, Sendable {
    case circular, continuous
}
