import Foundation

extension SceneNode {
    /// This node moved by `(dx, dy)` points: frames, clip rectangles and everything drawn with them.
    public func offsetBy(dx: Double, dy: Double) -> SceneNode {
        switch self {
        case .rect(var r): r.frame = r.frame.offsetBy(dx: dx, dy: dy); return .rect(r)
        case .text(var t): t.frame = t.frame.offsetBy(dx: dx, dy: dy); return .text(t)
        case .shape(var s): s.frame = s.frame.offsetBy(dx: dx, dy: dy); return .shape(s)
        case .image(var i): i.frame = i.frame.offsetBy(dx: dx, dy: dy); return .image(i)
        case .clip(let rect): return .clip(rect.offsetBy(dx: dx, dy: dy))
        case .unclip: return .unclip
        }
    }
}

extension SceneNode {
    /// The rectangle a node draws in (a clip's rectangle); nil for `unclip`.
    public var bounds: CGRect? {
        switch self {
        case .rect(let r): r.frame
        case .text(let t): t.frame
        case .shape(let s): s.frame
        case .image(let i): i.frame
        case .clip(let rect): rect
        case .unclip: nil
        }
    }

    /// This node mirrored across a canvas `width` points wide, for right-to-left drawing: its frame
    /// flipped (x → width − maxX) and left- or right-aligned text aligned the other way; what is drawn
    /// inside the frame (glyphs, images, gradients) is not flipped.
    public func mirrored(width: Double) -> SceneNode {
        func flip(_ r: CGRect) -> CGRect { CGRect(x: width - Double(r.maxX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
        switch self {
        case .rect(var r): r.frame = flip(r.frame); return .rect(r)
        case .text(var t):
            t.frame = flip(t.frame)
            t.alignment = t.alignment == .left ? .right : t.alignment == .right ? .left : t.alignment
            return .text(t)
        case .shape(var s): s.frame = flip(s.frame); return .shape(s)
        case .image(var i): i.frame = flip(i.frame); return .image(i)
        case .clip(let rect): return .clip(flip(rect))
        case .unclip: return .unclip
        }
    }
}

extension SceneNode {
    /// This node drawn `factor` times as large, about the canvas origin: frames, corner radii, font
    /// sizes and tracking, line widths, shadows and clips all scale (a thumbnail of a screen).
    public func scaled(by factor: Double) -> SceneNode {
        func scale(_ r: CGRect) -> CGRect {
            CGRect(x: Double(r.minX) * factor, y: Double(r.minY) * factor, width: Double(r.width) * factor, height: Double(r.height) * factor)
        }
        switch self {
        case .rect(var r):
            r.frame = scale(r.frame); r.cornerRadius *= factor
            return .rect(r)
        case .text(var t):
            t.frame = scale(t.frame)
            t.font = FontSpec(size: t.font.size * factor, weight: t.font.weight, tracking: t.font.effectiveTracking * factor)
            return .text(t)
        case .shape(var s):
            s.frame = scale(s.frame); s.lineWidth *= factor
            if case .rectangle(let radius, let curve) = s.kind { s.kind = .rectangle(cornerRadius: radius * factor, curve: curve) }
            if var shadow = s.shadow {
                shadow.radius *= factor
                shadow.offset = CGSize(width: Double(shadow.offset.width) * factor, height: Double(shadow.offset.height) * factor)
                s.shadow = shadow
            }
            return .shape(s)
        case .image(var i):
            i.frame = scale(i.frame); i.cornerRadius *= factor
            return .image(i)
        case .clip(let rect): return .clip(scale(rect))
        case .unclip: return .unclip
        }
    }
}

extension Scene {
    /// This scene's nodes placed with its top-left corner at `origin` on a larger canvas: its background
    /// painted over its own rectangle first, everything clipped to that rectangle.
    ///
    /// ```swift
    /// page.nodes += phone.placed(at: CGPoint(x: 48, y: 120))   // a screen on a handout page
    /// ```
    /// `scale` draws it smaller or larger (a thumbnail: `scale` 0.25), about its top-left corner.
    public func placed(at origin: CGPoint, scale: Double = 1) -> [SceneNode] {
        let bounds = CGRect(x: origin.x, y: origin.y, width: Double(size.width) * scale, height: Double(size.height) * scale)
        var result: [SceneNode] = [.clip(bounds), .rect(RectNode(frame: bounds, fill: background))]
        result += nodes.map { (scale == 1 ? $0 : $0.scaled(by: scale)).offsetBy(dx: Double(origin.x), dy: Double(origin.y)) }
        result.append(.unclip)
        return result
    }
}
