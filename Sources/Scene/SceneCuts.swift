import Foundation

/// A long scene cut along one axis into windows of equal length (the last one shorter): the tiles of
/// a full-length PNG, the pages of a full-length PDF or SVG. A node that reaches into a window is drawn
/// in it — a shape or label crossing a cut in both windows, each showing its part — and a clip goes
/// with the nodes it holds. Which nodes reach which window is worked out once, in one pass over the
/// nodes, so a scene of a million points cut into a thousand pages costs about as much as drawing it
/// once (not pages × nodes).
///
/// ```swift
/// let cuts = SceneCuts(board, vertical: true, length: 852)   // 1 000 093 pt: 1174 windows
/// let third = cuts.scene(2)                                   // y 1704–2556, in its own coordinates
/// ```
public struct SceneCuts: Sendable {
    /// The scene being cut.
    public let whole: Scene
    /// Cut across the height (a vertical scroller), else across the width.
    public let vertical: Bool
    /// The length of every window but the last, in points.
    public let length: Double
    /// Node indices in each window, in painting order.
    private let members: [[Int]]

    /// `scene` cut every `length` points along its height (`vertical`) or width.
    public init(_ scene: Scene, vertical: Bool, length: Double) {
        whole = scene
        self.vertical = vertical
        let total = Double(vertical ? scene.size.height : scene.size.width)
        self.length = length > 0 && length.isFinite ? length : max(total, 1)
        // Less a rounding error: 25⅔ pt in tiles of 11 px at @3x are 7 tiles (25⅔ / 3⅔ = 7.000000000000001).
        let count = max(1, Int((total / self.length - 1e-9).rounded(.up)))
        members = Self.members(of: scene, count: count, length: self.length, vertical: vertical)
    }

    /// `scene` cut into tiles of at most `tilePixels` device pixels, each a whole number of pixels long.
    public init(_ scene: Scene, vertical: Bool, tilePixels: Int) {
        let step = tilePixels > 0 && scene.scale > 0 ? Double(tilePixels).rounded(.down) / scene.scale : 0
        self.init(scene, vertical: vertical, length: step)
    }

    /// The number of windows.
    public var count: Int { members.count }

    /// The total length cut, in points.
    public var total: Double { Double(vertical ? whole.size.height : whole.size.width) }

    /// Window `index` (from 0) in the whole scene's coordinates.
    public func window(_ index: Int) -> CGRect {
        Self.window(index, length: length, vertical: vertical, in: whole.size)
    }

    /// Window `index` as a scene of its own: its size, its nodes moved into its coordinates.
    public func scene(_ index: Int) -> Scene {
        let window = window(index)
        var part = whole
        part.size = window.size
        part.nodes = members[index].map { whole.nodes[$0].offsetBy(dx: -Double(window.minX), dy: -Double(window.minY)) }
        return part
    }

    /// For each window, the nodes that reach it, plus the clips around them (opened before a window's
    /// first node inside them, closed after its last), in painting order.
    private static func members(of scene: Scene, count: Int, length: Double, vertical: Bool) -> [[Int]] {
        var members = [[Int]](repeating: [], count: count)
        var openClips: [Int] = []          // indices of the clips open at this node
        var emitted = [Int](repeating: 0, count: count)   // how many of `openClips` each window has
        var windowsOfClip: [[Int]] = []    // per open clip, the windows it was emitted into
        for (index, node) in scene.nodes.enumerated() {
            switch node {
            case .clip:
                openClips.append(index)
                windowsOfClip.append([])
            case .unclip:
                guard let windows = windowsOfClip.popLast() else { continue }   // unpaired: the renderer ignores it
                openClips.removeLast()
                for w in windows {
                    members[w].append(index)
                    emitted[w] = openClips.count
                }
            default:
                guard let reach = node.reach else { continue }
                let (low, high) = vertical ? (Double(reach.minY), Double(reach.maxY)) : (Double(reach.minX), Double(reach.maxX))
                guard low.isFinite, high.isFinite else { continue }
                func slot(_ v: Double) -> Int { Int(min(Double(count), max(-1, v / length)).rounded(.down)) }
                let (first, last) = (max(0, slot(low)), min(count - 1, slot(high)))
                guard first <= last else { continue }
                for w in first...last {
                    guard reach.intersects(window(w, length: length, vertical: vertical, in: scene.size)) else { continue }
                    for depth in emitted[w]..<openClips.count {
                        members[w].append(openClips[depth])
                        windowsOfClip[depth].append(w)
                    }
                    emitted[w] = openClips.count
                    members[w].append(index)
                }
            }
        }
        return members
    }

    private static func window(_ index: Int, length: Double, vertical: Bool, in size: CGSize) -> CGRect {
        let start = Double(index) * length
        let total = Double(vertical ? size.height : size.width)
        let extent = min(length, total - start)
        return vertical ? CGRect(x: 0, y: start, width: Double(size.width), height: extent)
                        : CGRect(x: start, y: 0, width: extent, height: Double(size.height))
    }
}
