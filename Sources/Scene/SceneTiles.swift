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
        let vertical = size.height >= size.width
        let length = Double(vertical ? size.height : size.width)
        let pixels = Int((length * scale).rounded(.up))
        guard pixels > maximumPixels, maximumPixels > 0, scale > 0 else { return [self] }
        // A tile length in points that is a whole number of pixels.
        let tilePoints = Double(maximumPixels) / scale
        let step = (tilePoints * scale).rounded(.down) / scale
        var result: [Scene] = []
        var start = 0.0
        while start < length {
            let extent = min(step, length - start)
            let window = vertical ? CGRect(x: 0, y: start, width: Double(size.width), height: extent)
                                  : CGRect(x: start, y: 0, width: extent, height: Double(size.height))
            var tile = self
            tile.size = window.size
            tile.nodes = nodes.compactMap { $0.moved(into: window) }
            result.append(tile)
            start += step
        }
        return result
    }
}

extension SceneNode {
    /// This node in the coordinates of `window`, or nil if it lies outside it.
    func moved(into window: CGRect) -> SceneNode? {
        let (dx, dy) = (-Double(window.minX), -Double(window.minY))
        switch self {
        case .rect(let r):
            return r.frame.intersects(window) ? offsetBy(dx: dx, dy: dy) : nil
        case .text(let t):
            return t.frame.intersects(window) ? offsetBy(dx: dx, dy: dy) : nil
        case .shape(let s):
            // A shadow reaches past the frame: keep shapes whose shadow may show.
            let reach = s.shadow.map { $0.radius * 2 + max(abs($0.offset.width), abs($0.offset.height)) } ?? 0
            return s.frame.insetBy(dx: -reach, dy: -reach).intersects(window) ? offsetBy(dx: dx, dy: dy) : nil
        case .image(let i):
            return i.frame.intersects(window) ? offsetBy(dx: dx, dy: dy) : nil
        case .clip, .unclip:
            // Kept in every tile so that clips and unclips stay paired.
            return offsetBy(dx: dx, dy: dy)
        }
    }
}
