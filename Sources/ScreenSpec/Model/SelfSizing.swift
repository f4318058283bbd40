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

    /// A4: the element's size from its content (`CellContent`, chosen once by `Screen.content(of:)`):
    /// a cell's with its section's minimum row height, a header's or footer's from the style of its
    /// kind; anything else, or an index path outside the screen, keeps its proposed size.
    func measure(_ attributes: LayoutElement, axes: LayoutMeasurer.Axes) -> CGSize {
        let proposed = attributes.frame.size
        guard failure == nil else { return proposed }
        var minimumHeight: Double?
        switch attributes.representedElementCategory {
        case .supplementaryView:
            break
        case .cell:
            let (section, item) = (attributes.indexPath.section, attributes.indexPath.item)
            guard attributes.indexPath.count == 2, screen.sections.indices.contains(section),
                  screen.sections[section].items.indices.contains(item) else { return proposed }
            minimumHeight = screen.sections[section].minimumCellHeight
        case .decorationView:
            return proposed
        }
        guard let (_, content, item) = screen.content(of: attributes) else { return proposed }
        let context = CellContentContext(item: item, text: text, scale: scale, minimumHeight: minimumHeight)
        do {
            return try content.preferredSize(for: attributes, proposed: proposed, axes: axes, in: context)
        } catch {
            failure = error
            return proposed
        }
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
