import Foundation

/// A boundary supplementary item, canonical: its size and where along the band it sits (D5).
struct BoundaryItem {
    let kind: String
    let size: CGSize
    let unit: CGPoint
    let offset: CGPoint
    let extends: Bool
    let pins: Bool
    let zIndex: Int

    init(_ item: NSCollectionLayoutBoundarySupplementaryItem, orientation: Orientation, band: (x: CGFloat, width: CGFloat),
         viewportHeight: CGFloat, place: Place) throws {
        guard let unit = item.alignment.unitPoint else { throw LayoutError("\(place) has alignment .none") }
        let definitions = Definitions(orientation: orientation)
        size = try definitions.checkedSize(item.layoutSize, place: place).resolve(in: CGSize(width: band.width, height: viewportHeight))
        guard size.width.isFinite, size.height.isFinite else { throw LayoutError("\(place) size must be finite") }
        guard item.offset.x.isFinite, item.offset.y.isFinite else { throw LayoutError("\(place) absoluteOffset must be finite") }
        kind = item.elementKind
        self.unit = orientation.point(unit)
        offset = orientation.point(item.offset)
        extends = item.extendsBoundary
        pins = item.pinToVisibleBounds
        zIndex = item.zIndex
    }

    var isTop: Bool { unit.y == 0 }
    var isBottom: Bool { unit.y == 1 }
    var isSide: Bool { unit.y == 0.5 }

    func frame(atY y: CGFloat, band: (x: CGFloat, width: CGFloat)) -> CGRect {
        CGRect(x: band.x + (band.width - size.width) * unit.x + offset.x, y: y + offset.y, width: size.width, height: size.height)
    }

    /// `.leading` / `.trailing`: at the side of the band, centred along the section (our choice).
    func sideFrame(top: CGFloat, bottom: CGFloat, band: (x: CGFloat, width: CGFloat)) -> CGRect {
        CGRect(x: band.x + (band.width - size.width) * unit.x + offset.x,
               y: top + (bottom - top - size.height) / 2 + offset.y, width: size.width, height: size.height)
    }
}

/// D5: one host's boundary items — a section's, or the layout's own (E1), whose host is the whole
/// content — placed along the scroll axis and pinned, the same way for both.
///
/// At rest: top items at the host's start (the extending ones push the content down by the
/// tallest), bottom items at the content's end (after it when extending, over it otherwise), side
/// items centred along the whole host. Pinned items (`pinToVisibleBounds`) then follow the visible
/// bounds while any of the host shows.
///
/// ```swift
/// let boundary = BoundaryItems(items: headers, band: (0, 400))
/// let contentStart = top + boundary.topExtent
/// let (frames, end) = boundary.frames(start: top, contentEnd: contentStart + 300)
/// ```
struct BoundaryItems {
    let items: [BoundaryItem]
    let band: Band

    /// How far the extending top items push the content down: the tallest.
    var topExtent: CGFloat { items.filter { $0.isTop && $0.extends }.map(\.size.height).max() ?? 0 }

    /// How far the extending bottom items add after the content: the tallest.
    var bottomExtent: CGFloat { items.filter { $0.isBottom && $0.extends }.map(\.size.height).max() ?? 0 }

    /// Every item's frame at rest, top items first, then bottom, then side ones (the order their
    /// index paths count in), and where the host ends.
    func frames(start: CGFloat, contentEnd: CGFloat) -> (frames: [(BoundaryItem, CGRect)], end: CGFloat) {
        var frames: [(BoundaryItem, CGRect)] = []
        frames.reserveCapacity(items.count)
        for b in items where b.isTop { frames.append((b, b.frame(atY: start, band: band))) }
        for b in items where b.isBottom {
            var f = b.frame(atY: contentEnd, band: band)
            if !b.extends { f.origin.y -= b.size.height }   // overlays the end of the content
            frames.append((b, f))
        }
        let end = contentEnd + bottomExtent
        for b in items where b.isSide { frames.append((b, b.sideFrame(top: start, bottom: end, band: band))) }
        return (frames, end)
    }

    /// D5 `pinToVisibleBounds`: a pinned top item stays at the visible top (keeping its offset)
    /// until it meets the host's end; a pinned bottom item at the visible bottom until it meets
    /// the host's start. Others stay where they are.
    static func pinned(_ frame: CGRect, _ b: BoundaryItem, hostStart: CGFloat, hostEnd: CGFloat, context: SolveContext) -> CGRect {
        guard b.pins else { return frame }
        var f = frame
        if b.isTop {
            let visibleTop = context.contentOffset + context.adjustedTop
            f.origin.y = min(max(visibleTop + b.offset.y, f.minY), hostEnd - f.height)
        } else if b.isBottom {
            let visibleBottom = context.contentOffset + context.size.height - context.adjustedBottom
            f.origin.y = max(min(visibleBottom - f.height + b.offset.y, f.minY), hostStart)
        }
        return f
    }
}
