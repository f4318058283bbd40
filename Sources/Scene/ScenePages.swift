import Foundation

/// A full-length scene printed on pages of one size: each page holds one window of `SceneCuts` (the
/// content band, `length` points along the scroll axis) above a white foot that names the page and
/// the stretch of the full length it shows. The foot is below the band, never over the content; the
/// last page's band is shorter and the rest of it is left white, so every page has the same size.
///
/// ```swift
/// let pages = ScenePages(SceneCuts(board, vertical: true, length: 852))   // 393 × 876 pt pages
/// pages.foot(2)   // "page 3 of 1174 · content y 1704–2556 pt"
/// ```
public struct ScenePages: Sendable {
    /// The height of the foot under each band, in points.
    public static let footHeight = 24.0

    public let cuts: SceneCuts

    public init(_ cuts: SceneCuts) { self.cuts = cuts }

    /// The number of pages.
    public var count: Int { cuts.count }

    /// Every page's size in points: a full band and the foot below it.
    public var pageSize: CGSize {
        let whole = cuts.whole.size
        return cuts.vertical ? CGSize(width: Double(whole.width), height: cuts.length + Self.footHeight)
                             : CGSize(width: cuts.length, height: Double(whole.height) + Self.footHeight)
    }

    /// Page `index` (from 0): the band, drawn on its own background and clipped to itself, then the foot.
    public func page(_ index: Int) -> Scene {
        let band = cuts.scene(index)
        let size = pageSize
        let footTop = Double(size.height) - Self.footHeight
        var page = Scene(size: size, scale: band.scale, background: .white, title: band.title, date: band.date)
        page.nodes = band.placed(at: .zero)
        page.nodes.append(.text(TextNode(text: foot(index), frame: CGRect(x: 0, y: footTop + 5, width: Double(size.width), height: 14),
                                         font: FontSpec(size: 10, weight: .regular), color: RGBA(0x6E, 0x6E, 0x73),
                                         alignment: .center)))
        return page
    }

    /// The foot's text: `page 3 of 1174 · content y 1704–2556 pt` — the band's start and end along the
    /// scroll axis in the full-length canvas (0 at the top of the screen, status bar included).
    public func foot(_ index: Int) -> String {
        let window = cuts.window(index)
        let (start, end) = cuts.vertical ? (window.minY, window.maxY) : (window.minX, window.maxX)
        return "page \(index + 1) of \(count) · content \(cuts.vertical ? "y" : "x") "
            + "\(Self.points(Double(start)))–\(Self.points(Double(end))) pt"
    }

    /// Points as a person writes them: 1704, 852.5, at most two decimals.
    static func points(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "\(value)" }
        let whole = Int(hundredths) / 100, fraction = abs(Int(hundredths) % 100)
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
