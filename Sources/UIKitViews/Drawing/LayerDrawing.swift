import AutoLayout
import Foundation
import Scene

/// A view's layer's sublayers as Scene nodes (issue 32), in order, each at its frame in its superlayer
/// (origins add up; transforms are not applied):
///
/// - any layer: its `backgroundColor` rounded by `cornerRadius` and `cornerCurve`, its border;
/// - `CAGradientLayer`: its colours spread from `startPoint` to `endPoint` at `locations` over its frame
///   (rounded likewise) — `.radial` and `.conic` are drawn as `.axial`;
/// - `CAShapeLayer`: its `path` (in the layer's coordinates) filled in `fillColor` (black unless set to
///   nil) by its fill rule, then stroked in `strokeColor` at `lineWidth`.
///
/// `opacity` multiplies the alpha down the tree; hidden layers and theirs are not drawn. Differences
/// from Core Animation: `masksToBounds`, masks, `strokeStart`/`strokeEnd`, dashes, caps and joins are not
/// applied, and the sublayers are drawn under the view's subviews (an app's usual `insertSublayer(_:at: 0)`
/// background; a layer added over subviews with `addSublayer` is drawn under them).
struct LayerDrawing {
    let appearance: Appearance

    func nodes(sublayersOf layer: CALayer, origin: CGPoint, alpha: Double) -> [SceneNode] {
        var out: [SceneNode] = []
        for sublayer in layer.sublayers ?? [] { emit(sublayer, origin: origin, alpha: alpha, into: &out) }
        return out
    }

    private func emit(_ layer: CALayer, origin: CGPoint, alpha parentAlpha: Double, into out: inout [SceneNode]) {
        guard !layer.isHidden else { return }
        let alpha = parentAlpha * Double(max(0, min(1, layer.opacity)))
        let frame = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
        let corners = ShapeKind.rectangle(cornerRadius: Double(layer.cornerRadius), curve: layer.cornerCurve == .continuous ? .continuous : .circular)
        let border = layer.borderWidth > 0 ? layer.borderColor.map(rgba) : nil
        let fill: Fill?
        if let gradient = layer as? CAGradientLayer, let colors = gradient.colors?.compactMap(cgColor), !colors.isEmpty {
            fill = .linearGradient(LinearGradient(colors: colors.map(rgba), locations: gradient.locations?.map(\.doubleValue),
                                                  startPoint: gradient.startPoint, endPoint: gradient.endPoint))
        } else {
            fill = layer.backgroundColor.map { .color(rgba($0)) }
        }
        if fill != nil || border != nil {
            out.append(.shape(ShapeNode(frame: frame, kind: corners, fill: fill, stroke: border, lineWidth: Double(layer.borderWidth), alpha: alpha)))
        }
        if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty { out += nodes(of: shape, path: path, at: frame.origin, alpha: alpha) }
        for sublayer in layer.sublayers ?? [] { emit(sublayer, origin: frame.origin, alpha: alpha, into: &out) }
    }

    /// The shape layer's path as a `.path` node: its frame the path's box (grown by half the stroke, and
    /// to at least a pixel), its points fractions of that box.
    private func nodes(of shape: CAShapeLayer, path: CGPath, at origin: CGPoint, alpha: Double) -> [SceneNode] {
        let stroke = shape.strokeColor.map(rgba)
        let fill = shape.fillColor.map { Fill.color(rgba($0)) }
        guard fill != nil || stroke != nil else { return [] }
        let box = path.boundingBox
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return [] }
        let grow = max(stroke == nil ? 0 : shape.lineWidth / 2, 0.5)
        let frame = box.insetBy(dx: -grow, dy: -grow).offsetBy(dx: origin.x, dy: origin.y)
        let local = CGPoint(x: frame.minX - origin.x, y: frame.minY - origin.y)
        func u(_ p: CGPoint) -> (Double, Double) { (Double((p.x - local.x) / frame.width), Double((p.y - local.y) / frame.height)) }
        var elements: [PathOutline.Element] = []
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): elements.append(.move(u(p).0, u(p).1)); current = p
            case .line(let p): elements.append(.line(u(p).0, u(p).1)); current = p
            case .quadCurve(let p, let c):
                // A quadratic curve as the cubic with the same shape.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                elements.append(.curve(u(c1).0, u(c1).1, u(c2).0, u(c2).1, u(p).0, u(p).1)); current = p
            case .curve(let p, let c1, let c2):
                elements.append(.curve(u(c1).0, u(c1).1, u(c2).0, u(c2).1, u(p).0, u(p).1)); current = p
            case .shape(let rect, let cw, let ch):
                elements += Self.roundedRect(rect, cw, ch).map { $0.mapped(u) }
                current = rect.origin
            case .close:
                elements.append(.close)
            }
        }
        let outline = PathOutline(elements: elements, evenOdd: shape.fillRule == .evenOdd)
        return [.shape(ShapeNode(frame: frame, kind: .path(outline), fill: fill, stroke: stroke, lineWidth: Double(shape.lineWidth), alpha: alpha))]
    }

    /// A rectangle with elliptical corners `cw` × `ch` (an ellipse when they are half its sides), in points:
    /// four lines and four cubic quarter-arcs (the usual 0.5523 control distance).
    static func roundedRect(_ r: CGRect, _ cw: CGFloat, _ ch: CGFloat) -> [PointElement] {
        let rx = min(max(0, cw), r.width / 2), ry = min(max(0, ch), r.height / 2), k: CGFloat = 0.5523
        guard rx > 0, ry > 0 else {
            return [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)),
                    .line(CGPoint(x: r.minX, y: r.maxY)), .close]
        }
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        return [
            .move(p(r.minX + rx, r.minY)), .line(p(r.maxX - rx, r.minY)),
            .curve(p(r.maxX - rx + k * rx, r.minY), p(r.maxX, r.minY + ry - k * ry), p(r.maxX, r.minY + ry)),
            .line(p(r.maxX, r.maxY - ry)),
            .curve(p(r.maxX, r.maxY - ry + k * ry), p(r.maxX - rx + k * rx, r.maxY), p(r.maxX - rx, r.maxY)),
            .line(p(r.minX + rx, r.maxY)),
            .curve(p(r.minX + rx - k * rx, r.maxY), p(r.minX, r.maxY - ry + k * ry), p(r.minX, r.maxY - ry)),
            .line(p(r.minX, r.minY + ry)),
            .curve(p(r.minX, r.minY + ry - k * ry), p(r.minX + rx - k * rx, r.minY), p(r.minX + rx, r.minY)),
            .close,
        ]
    }

    /// A path element in points, before it is made a fraction of a node's frame.
    enum PointElement {
        case move(CGPoint), line(CGPoint), curve(CGPoint, CGPoint, CGPoint), close

        func mapped(_ u: (CGPoint) -> (Double, Double)) -> PathOutline.Element {
            switch self {
            case .move(let p): .move(u(p).0, u(p).1)
            case .line(let p): .line(u(p).0, u(p).1)
            case let .curve(c1, c2, p): .curve(u(c1).0, u(c1).1, u(c2).0, u(c2).1, u(p).0, u(p).1)
            case .close: .close
            }
        }
    }

    private func cgColor(_ value: Any) -> CGColor? {
        if let color = value as? CGColor { return color }
        if let color = value as? UIColor { return color.cgColor }
        return nil
    }

    private func rgba(_ color: CGColor) -> RGBA { color.color.rgba(in: appearance) }
}
