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

extension Scene {
    /// This scene's nodes placed with its top-left corner at `origin` on a larger canvas: its background
    /// painted over its own rectangle first, everything clipped to that rectangle.
    ///
    /// ```swift
    /// page.nodes += phone.placed(at: CGPoint(x: 48, y: 120))   // a screen on a handout page
    /// ```
    public func placed(at origin: CGPoint) -> [SceneNode] {
        let bounds = CGRect(origin: origin, size: size)
        var result: [SceneNode] = [.clip(bounds), .rect(RectNode(frame: bounds, fill: background))]
        result += nodes.map { $0.offsetBy(dx: Double(origin.x), dy: Double(origin.y)) }
        result.append(.unclip)
        return result
    }
}
