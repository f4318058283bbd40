import AutoLayout
import Foundation

/// UIKit's `UIBezierPath`: a path made of lines, curves, arcs, rectangles and ovals, kept as its
/// `cgPath`'s elements (not drawn: a shape layer's path is not drawn yet, and `fill()`/`stroke()`
/// draw nothing — views are drawn from their properties). `bounds` is the box of its points,
/// control points included, as `CGPath.boundingBox`.
///
/// ```swift
/// let mask = CAShapeLayer()
/// mask.path = UIBezierPath(roundedRect: bubble.bounds, byRoundingCorners: [.topLeft, .topRight],
///                          cornerRadii: CGSize(width: 16, height: 16)).cgPath
/// ```
open class UIBezierPath: NSObject {
    private let path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    public override init() {}
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// Only `corners` rounded: kept as a rounded rectangle of those radii (which corners is not kept).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: corners.isEmpty ? 0 : cornerRadii.width, cornerHeight: corners.isEmpty ? 0 : cornerRadii.height)
    }
    /// An arc from `startAngle` to `endAngle` (radians) around `center`, kept as its end points.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) { self.init(); path.addPath(cgPath) }

    open var cgPath: CGPath { path.copy() ?? CGPath() }
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        let end = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        if path.isEmpty { path.move(to: start) } else { path.addLine(to: start) }
        path.addLine(to: end)
    }
    open func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path.elements.removeAll() }
    open func apply(_ transform: CGAffineTransform) {}
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
}

/// UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = Self(rawValue: 1), topRight = Self(rawValue: 2)
    public static let bottomLeft = Self(rawValue: 4), bottomRight = Self(rawValue: 8)
    public static let allCorners = Self(rawValue: 15)
}

/// Core Graphics' line caps and joins.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
