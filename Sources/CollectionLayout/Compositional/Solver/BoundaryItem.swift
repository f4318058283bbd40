import Foundation

/// A boundary supplementary item, canonical: its size and where along the band it sits (D5).
struct BoundaryItem {
    let kind: String
    /// The definition's dimensions: which axes are measured (A4).
    let dimensions: DimSize
    /// Resolved against the band and the visible height; the measured axes then as measured (A4, D5).
    var size: CGSize
    let unit: CGPoint
    let offset: CGPoint
    let extends: Bool
    let pins: Bool
    let zIndex: Int

    init(_ item: NSCollectionLayoutBoundarySupplementaryItem, orientation: SolveOrientation, band: (x: CGFloat, width: CGFloat),
         viewportHeight: CGFloat, scale: CGFloat, place: Place) throws {
        guard let unit = item.alignment.unitPoint else { throw LayoutError("\(place) has alignment .none") }
        let definitions = Definitions(orientation: orientation)
        dimensions = try definitions.checkedSize(item.layoutSize, place: place)
        size = dimensions.resolve(in: CGSize(width: band.width, height: viewportHeight), scale: scale)
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
    /// In the order their frames and index paths count: top items, then bottom, then side ones.
    private(set) var items: [BoundaryItem]
    /// Each item's index path item: its place among the items of its kind, in that order.
    let ordinals: [Int]
    let band: Band

    init(items: [BoundaryItem], band: Band) {
        self.band = band
        guard !items.isEmpty else {   // most sections: nothing to order or count
            self.items = []; ordinals = []
            return
        }
        self.items = items.filter(\.isTop) + items.filter(\.isBottom) + items.filter(\.isSide)
        var counts: [String: Int] = [:]
        ordinals = self.items.map { b in
            defer { counts[b.kind, default: 0] += 1 }
            return counts[b.kind, default: 0]
        }
    }

    /// A4, D5: `.estimated` items are self-sized like cells — the measurer gets each one's
    /// attributes (`.supplementaryView`, its kind and `indexPath(ordinal)`) at its proposed size,
    /// and only the estimated axes of its answer are used; an extending header the measurer makes
    /// taller pushes the content down. UIKit's `preferredLayoutAttributesFitting(_:)` does the same
    /// (measured: DeluxeAlonso/UICollectionViewCompositionalLayoutDemo's `.estimated(44)` headers are
    /// 75.667 pt, their labels' height, `Tests/UIKitEvidenceTests`).
    mutating func measure(context: SolveContext, indexPath: (Int) -> IndexPath) {
        guard context.measurer != nil, !items.isEmpty else { return }
        for i in items.indices where items[i].dimensions.isMeasured {
            let attributes = LayoutElement(forSupplementaryViewOfKind: items[i].kind, with: indexPath(ordinals[i]))
            items[i].size = context.measure(items[i].dimensions, proposed: items[i].size, attributes: attributes)
        }
    }

    /// How far the extending top items push the content down: the tallest.
    var topExtent: CGFloat { items.filter { $0.isTop && $0.extends }.map(\.size.height).max() ?? 0 }

    /// How far the extending bottom items add after the content: the tallest.
    var bottomExtent: CGFloat { items.filter { $0.isBottom && $0.extends }.map(\.size.height).max() ?? 0 }

    /// A boundary item placed at rest, with its index path's item.
    struct Placed {
        let item: BoundaryItem
        let ordinal: Int
        let frame: CGRect
    }

    /// Every item's frame at rest, in `items`' order, each with its ordinal, and where the host ends.
    func frames(start: CGFloat, contentEnd: CGFloat) -> (frames: [Placed], end: CGFloat) {
        guard !items.isEmpty else { return ([], contentEnd) }
        let end = contentEnd + bottomExtent
        let frames = items.enumerated().map { i, b -> Placed in
            var f: CGRect
            if b.isTop {
                f = b.frame(atY: start, band: band)
            } else if b.isBottom {
                f = b.frame(atY: contentEnd, band: band)
                if !b.extends { f.origin.y -= b.size.height }   // overlays the end of the content
            } else {
                f = b.sideFrame(top: start, bottom: end, band: band)
            }
            return Placed(item: b, ordinal: ordinals[i], frame: f)
        }
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
