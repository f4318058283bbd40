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
