import Foundation

/// What every step of one solve shares: the viewport in canonical orientation, the measurer and
/// the scroll position.
final class SolveContext {
    let viewport: Viewport
    let orientation: SolveOrientation
    let measurer: LayoutMeasurer?
    /// The viewport's size, safe area and margins, canonical (content scrolls down, leading is left).
    let size: CGSize
    let safeArea: Insets
    let margins: Insets
    /// The collection view's content offset along the scroll axis, canonical.
    let contentOffset: CGFloat
    /// adjustedContentInset along the scroll axis, canonical top and bottom.
    let adjustedTop: CGFloat
    let adjustedBottom: CGFloat
    /// A custom group's frames, by its definition and the size they were made for (C3: the provider
    /// runs once per group size).
    var customFrames: [CustomFramesKey: [NSCollectionLayoutGroupCustomItem]] = [:]
    /// Root-group templates shared between sections of the same shape.
    var templates = TemplateCache()
    /// Whether sections keep their root group instances' frames (for redlines), canonical until step 3.
    var recordsGroupFrames = false
    /// G7: the scale fractional sizes are floored at (`Dim.resolve`): the display's under
    /// `.flooredToPixel`, 0 (kept exact) under `.exact`.
    var fractionScale: CGFloat {
        viewport.fractionalSizeRounding == .flooredToPixel ? viewport.scale : 0
    }

    struct CustomFramesKey: Hashable {
        let node: ObjectIdentifier
        let size: GroupDef.SizeKey
    }

    init(viewport: Viewport, scrollDirection: UICollectionViewScrollDirection, measurer: LayoutMeasurer?, scroll: ScrollPosition) {
        self.viewport = viewport
        let orientation = SolveOrientation(transposed: scrollDirection == .horizontal)
        self.orientation = orientation
        self.measurer = measurer
        size = orientation.size(viewport.size)
        let safe = viewport.safeAreaInsets.directional(viewport.layoutDirection)
        safeArea = orientation.insets(safe)
        margins = orientation.insets(viewport.layoutMargins)
        let adjusted = viewport.adjustedContentInset(scrollDirection: scrollDirection).directional(viewport.layoutDirection)
        let canonicalAdjusted = orientation.insets(adjusted)
        adjustedTop = canonicalAdjusted.top
        adjustedBottom = canonicalAdjusted.bottom
        if let offset = scroll.contentOffset {
            contentOffset = scrollDirection == .vertical ? offset.y : offset.x
        } else {
            contentOffset = -adjustedTop
        }
    }

    var traits: UITraitCollection { UITraitCollection(viewport: viewport) }

    /// An environment whose container is `containerSize` (real orientation) with `insets`.
    func environment(containerSize: CGSize, insets: NSDirectionalEdgeInsets = .zero) -> any NSCollectionLayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize, contentInsets: insets), traitCollection: traits)
    }

    /// F: an inset-grouped list's side insets — the safe area plus the list's own inset, which
    /// follows the screen (`DeviceMetrics.listSideInset`).
    var insetGroupedListInsets: Insets {
        let side = viewport.device.listSideInset
        return Insets(leading: safeArea.leading + side, trailing: safeArea.trailing + side)
    }

    /// The leading/trailing insets a `UIContentInsetsReference` implies across the scroll axis (D3).
    func referenceInsets(_ reference: UIContentInsetsReference, fallback: UIContentInsetsReference) -> Insets {
        switch reference == .automatic ? fallback : reference {
        case .automatic, .safeArea:
            return Insets(leading: safeArea.leading, trailing: safeArea.trailing)
        case .none:
            return .zero
        case .layoutMargins:
            return Insets(leading: margins.leading, trailing: margins.trailing)
        case .readableContent:
            // The readable content guide: the layout margins, narrowed to at most
            // `DeviceMetrics.readableContentWidth` and centred.
            let inner = size.width - margins.leading - margins.trailing
            let extra = max(0, inner - DeviceMetrics.readableContentWidth) / 2
            return Insets(leading: margins.leading + extra, trailing: margins.trailing + extra)
        }
    }

    /// A4: asks the measurer for an estimated item's size; only measured axes change.
    func measure(_ node: NodeDef, proposed: CGSize, section: Int, item: Int) -> CGSize {
        guard measurer != nil else { return proposed }
        return measure(node.size, proposed: proposed, attributes: LayoutElement(forCellWith: IndexPath(item: item, section: section)))
    }

    /// A4: asks the measurer for an element of `dimensions` (canonical) proposed at `proposed`
    /// (canonical): `attributes` go out with the proposed frame in real orientation, and only the
    /// measured axes of the answer are kept — a cell's, or a boundary item's (D5).
    func measure(_ dimensions: DimSize, proposed: CGSize, attributes: LayoutElement) -> CGSize {
        guard let measurer else { return proposed }
        var attributes = attributes
        attributes.frame = CGRect(origin: .zero, size: orientation.size(proposed))
        var axes: LayoutMeasurer.Axes = []
        let (widthMeasured, heightMeasured) = orientation.transposed
            ? (dimensions.height.isMeasured, dimensions.width.isMeasured) : (dimensions.width.isMeasured, dimensions.height.isMeasured)
        if widthMeasured { axes.insert(.horizontal) }
        if heightMeasured { axes.insert(.vertical) }
        let preferred = orientation.size(measurer.preferredSize(attributes, axes))
        var size = proposed
        if dimensions.width.isMeasured, preferred.width.isFinite, preferred.width >= 0 { size.width = preferred.width }
        if dimensions.height.isMeasured, preferred.height.isFinite, preferred.height >= 0 { size.height = preferred.height }
        return size
    }
}
