import Foundation

extension Scene {
    /// This scene cut into tiles along its longer axis, each at most `maximumPixels` device pixels
    /// long (a PNG past Cairo's image limit becomes numbered tiles). Tiles are whole pixels long, and
    /// a shape or label crossing a cut is drawn in both tiles, each showing its part, so the tiles
    /// put side by side give the whole picture. A scene that fits is returned as it is.
    ///
    /// ```swift
    /// let tiles = fullLength.tiles(maximumPixels: 16_384)   // a 40 000-px board: three tiles
    /// ```
    public func tiles(maximumPixels: Int) -> [Scene] {
        let cuts = SceneCuts(self, vertical: size.height >= size.width, tilePixels: maximumPixels)
        return cuts.count == 1 ? [self] : (0..<cuts.count).map(cuts.scene)
    }
}

extension SceneNode {
    /// What this node may paint, in its scene's coordinates (a shadow reaches past a shape's frame),
    /// or nil for a clip or an unclip, which paint nothing.
    var reach: CGRect? {
        switch self {
        case .rect(let r): return r.frame
        case .text(let t): return t.frame
        case .shape(let s):
            let reach = s.shadow.map { $0.radius * 2 + max(abs($0.offset.width), abs($0.offset.height)) } ?? 0
            return s.frame.insetBy(dx: -reach, dy: -reach)
        case .image(let i): return i.frame
        case .clip, .unclip: return nil
        }
    }
}
