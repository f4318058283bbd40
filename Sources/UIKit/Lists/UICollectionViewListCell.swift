import Foundation
import Scene

/// UIKit's `UICollectionViewListCell` (iOS 14): a cell with list defaults — a
/// `UIListContentConfiguration.cell()` content and a list background — and accessories.
///
/// The accessories (`UICellAccessory`) that are shown — a collection view here is never editing —
/// are laid out by Auto Layout beside the content view: the leading ones from the cell's leading
/// edge plus `accessoryMargin`, the trailing ones from its trailing edge minus it, `accessorySpacing`
/// apart, each centred vertically; the content view fills what is left. Differences from UIKit: the
/// metrics are Layoutshot's choice (unverified); `reservedLayoutWidth` is kept and not used;
/// `indentationLevel` is kept and does not indent; the default background is `listPlainCell()`
/// whatever list it is in.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { layoutAccessories() } }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    /// Layoutshot: from the cell's edge to the outermost accessory.
    public static let accessoryMargin: CGFloat = 16
    /// Layoutshot: between two accessories on the same side.
    public static let accessorySpacing: CGFloat = 10

    /// Issue 32: a selected or highlighted list cell without a `selectedBackgroundView` is drawn on
    /// `systemGray4`, as a list cell's default background shows its selection (Layoutshot's colour, README
    /// "Not yet confirmed").
    open override var isSelected: Bool { didSet { showListSelection() } }
    open override var isHighlighted: Bool { didSet { showListSelection() } }
    private var listSelection: UIView?

    private func showListSelection() {
        let shows = (isSelected || isHighlighted) && selectedBackgroundView == nil
        guard shows else { listSelection?.removeFromSuperview(); listSelection = nil; return }
        let view = listSelection ?? UIView(frame: .zero)
        view.backgroundColor = .systemGray4
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { insertSubview(view, belowSubview: contentView) }
        listSelection = view
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    private var accessoryViews: [UIView] = []
    private var accessoryConstraints: [NSLayoutConstraint] = []

    private func layoutAccessories() {
        NSLayoutConstraint.deactivate(accessoryConstraints)
        accessoryConstraints = []
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = []
        let shown = accessories.filter(\.isShown)
        contentView.translatesAutoresizingMaskIntoConstraints = shown.isEmpty
        guard !shown.isEmpty else { return }
        var leadingEdge = leadingAnchor, trailingEdge = trailingAnchor
        var leadingGap = Self.accessoryMargin, trailingGap = Self.accessoryMargin
        // Leading accessories from the edge inward in order; trailing ones from the edge inward in reverse.
        for accessory in shown.filter(\.leading) + shown.filter({ !$0.leading }).reversed() {
            let view = Self.view(for: accessory)
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
            accessoryViews.append(view)
            accessoryConstraints.append(view.centerYAnchor.constraint(equalTo: centerYAnchor))
            if accessory.leading {
                accessoryConstraints.append(view.leadingAnchor.constraint(equalTo: leadingEdge, constant: leadingGap))
                leadingEdge = view.trailingAnchor; leadingGap = Self.accessorySpacing
            } else {
                accessoryConstraints.append(view.trailingAnchor.constraint(equalTo: trailingEdge, constant: -trailingGap))
                trailingEdge = view.leadingAnchor; trailingGap = Self.accessorySpacing
            }
        }
        accessoryConstraints += [
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingEdge),
            contentView.trailingAnchor.constraint(equalTo: trailingEdge),
        ]
        NSLayoutConstraint.activate(accessoryConstraints)
    }

    /// The view an accessory is drawn as: its own for a custom view, a label for `.label`, else a glyph.
    static func view(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .custom(let view):
            return view
        case .label(let text, let font):
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        default:
            return CellAccessoryGlyph(accessory)
        }
    }
}
