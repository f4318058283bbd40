import CollectionLayout
import Foundation
import Scene

/// Self-sizing for a screen (rule A4): a `LayoutMeasurer` that asks a `TextMeasuring` (Pango, in
/// the renderer) how big each cell's label is, plus the cell's layout margins.
///
/// A self-sized width is the text on one line; a self-sized height alone is the text wrapped at the
/// proposed width. Label sizes round up to whole points; list rows are at least 44 pt tall. A cell without
/// text keeps its estimate.
///
/// A cell whose style has a `contentView` or a `nib` measures its views instead, through their
/// constraints (`systemLayoutSizeFitting`, sizes as Auto Layout gives them, to the device pixel):
/// a self-sized width fits the views (a chip: a label with padding), a self-sized height lays them
/// out at the proposed width; an empty item text is measured too. `.estimated` headers and footers
/// are measured the same way from the style of their kind (A4, D5). A style with `views` (an app's
/// own cells) asks its provider: `preferredLayoutAttributesFitting(_:)`, as UIKit does.
public final class SelfSizing {
    private let screen: Screen
    let text: any TextMeasuring
    /// Device pixels per point, for separators' one-pixel thickness in content views.
    let scale: Double
    /// The first measuring error: `LayoutMeasurer` cannot throw, so `solve` rethrows it after.
    private(set) var failure: (any Error)?

    public init(screen: Screen, text: any TextMeasuring, scale: Double = 1) {
        self.screen = screen; self.text = text; self.scale = scale
    }

    public var measurer: LayoutMeasurer {
        LayoutMeasurer { [self] attributes, axes in measure(attributes, axes: axes) }
    }

    func measure(_ attributes: LayoutElement, axes: LayoutMeasurer.Axes) -> CGSize {
        let proposed = attributes.frame.size
        guard failure == nil else { return proposed }
        if attributes.representedElementCategory == .supplementaryView {
            return measureSupplementary(attributes, axes: axes)
        }
        guard attributes.indexPath.count == 2,
              screen.sections.indices.contains(attributes.indexPath.section) else { return proposed }
        let section = screen.sections[attributes.indexPath.section]
        guard section.items.indices.contains(attributes.indexPath.item) else { return proposed }
        let label = section.items[attributes.indexPath.item]
        let style = screen.cellStyle(section: attributes.indexPath.section, item: attributes.indexPath.item)
        if attributes.representedElementCategory == .cell, let views = style.views {
            return views.provider.preferredSize(for: attributes, axes: axes, measuringWith: text)
        }
        if attributes.representedElementCategory == .cell, let nib = style.nib {
            let item = screen.viewItem(section: attributes.indexPath.section, item: attributes.indexPath.item)
            return measure(nib, item: item, proposed: proposed, axes: axes, minimumHeight: section.minimumCellHeight)
        }
        if attributes.representedElementCategory == .cell, let content = style.contentView {
            return measure(content, item: screen.viewItem(section: attributes.indexPath.section, item: attributes.indexPath.item),
                           proposed: proposed, axes: axes, minimumHeight: section.minimumCellHeight)
        }
        return measure(label: label, style: style, proposed: proposed, axes: axes, minimumHeight: section.minimumCellHeight)
    }

    /// A4, D5: an `.estimated` header or footer measured like a cell, from the style of its kind
    /// (the section's, or the screen's for layout-wide ones, whose index path is `[n]`): its
    /// content view, else its text (`{section}` and `{item}` filled in) with its margins. A kind
    /// without a style, or a style with neither, keeps its estimate.
    private func measureSupplementary(_ attributes: LayoutElement, axes: LayoutMeasurer.Axes) -> CGSize {
        let proposed = attributes.frame.size
        guard let style = screen.style(for: attributes) else { return proposed }
        let (sectionIndex, item) = Screen.place(of: attributes)
        if let views = style.views { return views.provider.preferredSize(for: attributes, axes: axes, measuringWith: text) }
        if let nib = style.nib {
            return measure(nib, item: ViewItem(section: sectionIndex, item: item), proposed: proposed, axes: axes, minimumHeight: nil)
        }
        if let content = style.contentView {
            return measure(content, item: ViewItem(section: sectionIndex, item: item), proposed: proposed, axes: axes, minimumHeight: nil)
        }
        guard let text = style.text(section: sectionIndex, item: item) else { return proposed }
        return measure(label: text, style: style, proposed: proposed, axes: axes, minimumHeight: nil)
    }

    /// A label's size with the style's margins, rounded up to whole points: a self-sized width takes
    /// the text on one line; a self-sized height wraps it at the proposed width. Empty text keeps
    /// the proposed size.
    private func measure(label: String, style: CellStyle, proposed: CGSize, axes: LayoutMeasurer.Axes,
                         minimumHeight: Double?) -> CGSize {
        guard !label.isEmpty else { return proposed }
        let m = style.margins
        do {
            if axes.contains(.horizontal) {
                let oneLine = try text.size(of: label, font: style.font, maxWidth: nil, numberOfLines: 1)
                return CGSize(width: (oneLine.width + m.leading + m.trailing).rounded(.up),
                              height: max((oneLine.height + m.top + m.bottom).rounded(.up), minimumHeight ?? 0))
            }
            let wrapWidth = max(1, proposed.width - m.leading - m.trailing)
            let wrapped = try text.size(of: label, font: style.font, maxWidth: wrapWidth, numberOfLines: style.numberOfLines)
            let height = (wrapped.height + m.top + m.bottom).rounded(.up)
            return CGSize(width: proposed.width, height: max(height, minimumHeight ?? 0))
        } catch {
            failure = error
            return proposed
        }
    }

    /// A content view's fitting size from its constraints, as Auto Layout gives it (a xib cell's rule).
    private func measure(_ content: ContentView, item: ViewItem, proposed: CGSize, axes: LayoutMeasurer.Axes,
                         minimumHeight: Double?) -> CGSize {
        do {
            let size = try content.fittingSize(width: axes.contains(.horizontal) ? nil : Double(proposed.width), item: item,
                                               measuringWith: text, scale: scale)
            return CGSize(width: axes.contains(.horizontal) ? size.width : proposed.width,
                          height: max(size.height, minimumHeight ?? 0))
        } catch {
            failure = error
            return proposed
        }
    }
}

extension SelfSizing {
    /// A xib cell's size from its constraints (`systemLayoutSizeFitting`): the width fixed and the
    /// height fitting, or both fitting for a self-sized width; sizes as Auto Layout gives them.
    private func measure(_ nib: NibCell, item: ViewItem, proposed: CGSize, axes: LayoutMeasurer.Axes, minimumHeight: Double?) -> CGSize {
        let width: Double? = axes.contains(.horizontal) ? nil : Double(proposed.width)
        let size = nib.fittingSize(width: width, item: item, measuringWith: text, scale: scale)
        return CGSize(width: axes.contains(.horizontal) ? size.width : proposed.width,
                      height: max(Double(size.height), minimumHeight ?? 0))
    }
}

extension Screen {
    /// Solves on `device` at a scroll position, self-sizing estimated cells with `text` when given.
    /// `recordingGroupFrames` keeps root group frames too (`SolvedLayout.groupFrames(inSection:)`, for redlines).
    public func solve(on device: Device, measuringWith text: (any TextMeasuring)?,
                      scroll: ScrollPosition = .rest, recordingGroupFrames: Bool = false) throws -> SolvedLayout {
        let sizing = text.map { SelfSizing(screen: self, text: $0, scale: device.scale) }
        let solved: SolvedLayout
        // Scrolled, a large-title bar has collapsed and the safe area with it: pinned items follow.
        let viewport = viewport(on: device, scrolledBy: scrolledDistance(scroll, on: device))
        do {
            solved = recordingGroupFrames
                ? try layout.solveRecordingGroupFrames(in: viewport, itemCounts: itemCounts, measurer: sizing?.measurer,
                                                       scroll: scroll)
                : try layout.solve(in: viewport, itemCounts: itemCounts, measurer: sizing?.measurer, scroll: scroll)
        } catch let error as LayoutError {
            throw SpecError(path: "layout", "cannot be solved on \(device.name): \(error.message)")
        }
        if let failure = sizing?.failure { throw failure }
        return solved
    }
}
