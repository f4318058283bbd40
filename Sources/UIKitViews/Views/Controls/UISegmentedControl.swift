import AutoLayout
import Foundation
import Scene

/// UIKit's `UISegmentedControl` (issue 32): segments of titles or images, one selected.
///
/// ```swift
/// let control = UISegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 1
/// ```
///
/// Laid out 32 pt tall (iOS 13 and later), its segments equally wide — the widest title in 13-pt
/// medium plus 14 pt at each side (an image's width plus the same) — or each as wide as its content with
/// `apportionsSegmentWidthsByContent`, or `setWidth(_:forSegmentAt:)`'s width. Drawn as iOS 13 draws
/// it: a `tertiarySystemFill` platter with 9-pt corners, the selected segment a raised `white`
/// (`systemGray2` in dark) 7-pt-cornered thumb 2 pt inside with a soft shadow (or
/// `selectedSegmentTintColor`), titles centred in `label`, the selected one semibold, one-pixel
/// `separator` lines between unselected neighbours. The sizes and colours are Layoutshot's choice
/// (README "Not yet confirmed"). Target–actions are kept, never sent.
open class UISegmentedControl: UIControl, SceneContentDrawing {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(UISegmentedControl.self) { UISegmentedControl(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UISegmentedControl { appearance() }

    public static let noSegment = -1
    /// UIKit's `UISegmentedControl.Segment` (for bar metrics): accepted.
    public enum Segment: Int, Sendable { case any, left, center, right, alone }

    private struct Item { var title: String?; var image: UIImage?; var width: CGFloat = 0; var isEnabled = true }
    private var items: [Item] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Titles (`String`) and images (`UIImage`), in order; anything else is an empty segment.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        self.items = (items ?? []).map { Item(title: $0 as? String, image: $0 as? UIImage) }
        frame.size = intrinsicContentSize
    }

    /// UIKit's iOS 14 form: a segment per action, titled by it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: actions.map(\.title))
        self.frame = frame
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { items.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        items.insert(Item(title: title), at: min(max(segment, 0), items.count))
        invalidateIntrinsicContentSize()
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        items.insert(Item(image: image), at: min(max(segment, 0), items.count))
        invalidateIntrinsicContentSize()
    }
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        if selectedSegmentIndex >= items.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        invalidateIntrinsicContentSize()
    }
    open func removeAllSegments() { items = []; selectedSegmentIndex = UISegmentedControl.noSegment; invalidateIntrinsicContentSize() }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title; $0.image = nil } }
    open func titleForSegment(at segment: Int) -> String? { items.indices.contains(segment) ? items[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image; $0.title = nil } }
    open func imageForSegment(at segment: Int) -> UIImage? { items.indices.contains(segment) ? items[segment].image : nil }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = max(0, width) } }
    open func widthForSegment(at segment: Int) -> CGFloat { items.indices.contains(segment) ? items[segment].width : 0 }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { items.indices.contains(segment) ? items[segment].isEnabled : false }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    private func update(_ segment: Int, _ change: (inout Item) -> Void) {
        guard items.indices.contains(segment) else { return }
        change(&items[segment])
        invalidateIntrinsicContentSize()
    }

    // MARK: Metrics

    static let height: CGFloat = 32, sidePadding: CGFloat = 14
    private static let font = FontSpec(size: 13, weight: .medium), selectedFont = FontSpec(size: 13, weight: .semibold)

    private func font(selected: Bool) -> FontSpec {
        let attributes = titleAttributes[(selected ? UIControl.State.selected : .normal).rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
        if let font = attributes?[.font] as? UIFont { return font.spec }
        return selected ? Self.selectedFont : Self.font
    }

    private func contentWidth(_ item: Item) -> CGFloat {
        if let image = item.image { return image.size.width }
        guard let title = item.title, !title.isEmpty else { return 0 }
        let size = (try? UIKitSimulation.textMeasurer.size(of: title, font: font(selected: true), maxWidth: nil, numberOfLines: 1)) ?? .zero
        return ceil(size.width)
    }

    /// Layoutshot: each segment's width at the control's `width`: the ones set by `setWidth`, the rest sharing what
    /// is left equally (or, apportioned by content, in proportion to their content).
    public func segmentWidths(in width: CGFloat) -> [CGFloat] {
        let fixed = items.map { $0.width > 0 ? $0.width : nil }
        let free = width - fixed.compactMap { $0 }.reduce(0, +)
        let flexible = items.indices.filter { fixed[$0] == nil }
        guard !flexible.isEmpty else { return fixed.map { $0 ?? 0 } }
        if apportionsSegmentWidthsByContent {
            let natural = flexible.map { contentWidth(items[$0]) + 2 * Self.sidePadding }
            let total = max(1, natural.reduce(0, +))
            var widths = fixed.map { $0 ?? 0 }
            for (k, i) in flexible.enumerated() { widths[i] = free * natural[k] / total }
            return widths
        }
        return items.indices.map { fixed[$0] ?? max(0, free / CGFloat(flexible.count)) }
    }

    open override var intrinsicContentSize: CGSize {
        let natural = items.map { contentWidth($0) + 2 * Self.sidePadding }
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = zip(items, natural).map { $0.width > 0 ? $0.width : $1 }.reduce(0, +)
        } else {
            let widest = natural.max() ?? 0
            width = items.map { $0.width > 0 ? $0.width : widest }.reduce(0, +)
        }
        return CGSize(width: width, height: Self.height)
    }

    // MARK: Drawing

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let alpha = isEnabled ? alpha : alpha * 0.4
        var nodes: [SceneNode] = [.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: 9, curve: .continuous),
                                                   fill: .color(UIColor.tertiarySystemFill.rgba(in: appearance)), alpha: alpha))]
        let widths = segmentWidths(in: frame.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rightToLeft ? frame.maxX : frame.minX
        var boxes: [CGRect] = []
        for width in widths {
            if rightToLeft { x -= width }
            boxes.append(CGRect(x: x, y: frame.minY, width: width, height: frame.height))
            if !rightToLeft { x += width }
        }
        let selected = items.indices.contains(selectedSegmentIndex) && !isMomentary ? selectedSegmentIndex : nil
        if let selected {
            let thumb = selectedSegmentTintColor ?? (appearance == .dark ? .systemGray2 : .white)
            let shadow = Shadow(color: .black, opacity: 0.12, radius: 4, offset: CGSize(width: 0, height: 3))
            nodes.append(.shape(ShapeNode(frame: boxes[selected].insetBy(dx: 2, dy: 2), kind: .rectangle(cornerRadius: 7, curve: .continuous),
                                          fill: .color(thumb.rgba(in: appearance)), shadow: shadow, alpha: alpha)))
        }
        let hairline = 1 / max(1, contentScaleFactor)
        for i in boxes.indices.dropFirst() where selected != i && selected != i - 1 {
            let edge = rightToLeft ? boxes[i].maxX : boxes[i].minX
            nodes.append(.rect(RectNode(frame: CGRect(x: edge - hairline / 2, y: frame.minY + 8, width: hairline, height: frame.height - 16),
                                        fill: UIColor.separator.rgba(in: appearance).fading(alpha))))
        }
        for (i, item) in items.enumerated() {
            let box = boxes[i]
            let color = ((titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor) ?? .label)
                .rgba(in: appearance).fading((item.isEnabled ? 1 : 0.3) * alpha)
            if let title = item.title {
                nodes.append(ControlDrawing.centredText(title, in: box.insetBy(dx: 4, dy: 0), font: font(selected: i == selected), color: color))
            } else if let image = item.image {
                let size = image.size
                let imageView = UIImageView(image: image)
                imageView.tintColor = .label
                imageView.frame = CGRect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
                nodes += ViewDrawing(appearance: appearance).nodes(imageView, at: .zero)
            }
        }
        return nodes
    }
}
