import AutoLayout
import Foundation

/// UIKit's `UIBezierPath`: a path made of lines, curves, arcs, rectangles and ovals, kept as its
/// `cgPath`'s elements — arcs as cubic curves of at most a quarter turn each, a rectangle rounded at
/// some corners as its lines and quarter-arcs — which a `CAShapeLayer` draws (`LayerDrawing`, issue 32);
/// `fill()`/`stroke()` draw nothing (a view's `draw(_:)` is not called: views are drawn from their
/// properties). `bounds` is the box of its points, control points included, as `CGPath.boundingBox`.
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
    /// Only `corners` rounded, each by `cornerRadii` (at most half the rectangle's sides), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rx = min(max(0, cornerRadii.width), rect.width / 2), ry = min(max(0, cornerRadii.height), rect.height / 2), k: CGFloat = 0.5523
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        path.move(to: CGPoint(x: rect.minX + tl.0, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr.0, y: rect.minY))
        if tr.0 > 0 { path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr.1), control1: CGPoint(x: rect.maxX - tr.0 + k * tr.0, y: rect.minY),
                                    control2: CGPoint(x: rect.maxX, y: rect.minY + tr.1 - k * tr.1)) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.1))
        if br.0 > 0 { path.addCurve(to: CGPoint(x: rect.maxX - br.0, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br.1 + k * br.1),
                                    control2: CGPoint(x: rect.maxX - br.0 + k * br.0, y: rect.maxY)) }
        path.addLine(to: CGPoint(x: rect.minX + bl.0, y: rect.maxY))
        if bl.0 > 0 { path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl.1), control1: CGPoint(x: rect.minX + bl.0 - k * bl.0, y: rect.maxY),
                                    control2: CGPoint(x: rect.minX, y: rect.maxY - bl.1 + k * bl.1)) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.1))
        if tl.0 > 0 { path.addCurve(to: CGPoint(x: rect.minX + tl.0, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl.1 - k * tl.1),
                                    control2: CGPoint(x: rect.minX + tl.0 - k * tl.0, y: rect.minY)) }
        path.closeSubpath()
    }
    /// An arc from `startAngle` to `endAngle` (radians) around `center`: cubic curves of at most a quarter turn.
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
    /// UIKit's arc, in its flipped coordinates: angles from the x axis, `clockwise` sweeping towards
    /// larger angles (a full turn when the end is a turn from the start); a line from the current point
    /// to the arc's start. Drawn as cubic Béziers of at most a quarter turn (control distance 4/3·tan(θ/4)).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite) else { return }
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
            sweep = min(sweep, turn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
            sweep = max(sweep, -turn)
        }
        if path.isEmpty { path.move(to: point(startAngle)) } else { path.addLine(to: point(startAngle)) }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4) * radius
        for i in 0..<pieces {
            let a0 = startAngle + CGFloat(i) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            path.addCurve(to: p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                          control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
        }
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
