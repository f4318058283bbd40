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
/// Sublayers, frames, opacity, contents and the like are kept so that code building layers (an
/// `AVCaptureVideoPreviewLayer`, a subclass of its own) compiles and reads back what it set; only the
/// view's own layer's corners, border and shadow are drawn (README "UIKit on Linux").
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

/// `CGPath`: a layer's shadow path, kept and not drawn (Layoutshot draws a layer's shadow from its shape).
open class CGPath {
    public init() {}
}

/// `CALayerCornerCurve`.
public enum CALayerCornerCurve: String, Sendable {
    case circular, continuous
}
