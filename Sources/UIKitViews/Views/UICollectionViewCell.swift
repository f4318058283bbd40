import AutoLayout
import Foundation

/// UIKit's `UICollectionReusableView`: a supplementary view (a header, a badge) or the base of a cell.
open class UICollectionReusableView: UIView {
    /// Set by the collection view that dequeued it (read-only in UIKit).
    open var reuseIdentifier: String?

    /// UIKit's designated initializer. Required here (UIKit's is not) so a collection view can make a
    /// registered class, and a layout a decoration class, from the class alone (`viewClass.init(frame:)`);
    /// an app's `override init(frame:)` becomes `required override init(frame:)` in the source transform.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit's `prepareForReuse()`: called before a dequeued view is handed out again. A capture
    /// makes each view once, so it is never called; kept for code that overrides it.
    open func prepareForReuse() {}

    /// UIKit's `apply(_:)`: the collection view hands the view its attributes before showing it.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Layoutshot: which axes the layout self-sizes for the current `preferredLayoutAttributesFitting`
    /// call (UIKit passes this through the fitting priorities it picks).
    public var selfSizingAxes: LayoutMeasurer.Axes = [.vertical]

    /// UIKit's `preferredLayoutAttributesFitting(_:)`: the attributes with the size the view's
    /// constraints give it — `systemLayoutSizeFitting` at the proposed size, a self-sized axis at
    /// `fittingSizeLevel`, the other `required`. Override it as on iOS.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let h: UILayoutPriority = selfSizingAxes.contains(.horizontal) ? .fittingSizeLevel : .required
        let v: UILayoutPriority = selfSizingAxes.contains(.vertical) ? .fittingSizeLevel : .required
        let target = CGSize(width: selfSizingAxes.contains(.horizontal) ? 0 : layoutAttributes.size.width,
                            height: selfSizingAxes.contains(.vertical) ? 0 : layoutAttributes.size.height)
        let fitted = systemLayoutSizeFitting(target, withHorizontalFittingPriority: h, verticalFittingPriority: v)
        let answer = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        answer.size = CGSize(width: selfSizingAxes.contains(.horizontal) ? fitted.width : layoutAttributes.size.width,
                             height: selfSizingAxes.contains(.vertical) ? fitted.height : layoutAttributes.size.height)
        return answer
    }

    /// Layoutshot: the size self-sizing gives this view at `width` (its height fitting the content), as
    /// `UICollectionViewCompositionalLayout` asks an `.estimated` item: `systemLayoutSizeFitting` with the
    /// width required and the height at `fittingSizeLevel`.
    open func fittingSize(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}

/// UIKit's `UICollectionViewCell`: the content goes into `contentView`, which fills the cell
/// (autoresizing `[.flexibleWidth, .flexibleHeight]`).
///
/// ```swift
/// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
/// cell.contentView.addSubview(title)
/// ```
open class UICollectionViewCell: UICollectionReusableView, ConfigurationUpdatingCell {
    public private(set) var contentView: UIView
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); showSelection() } }

    /// UIKit's selection state (issue 32), set by the collection view for the items it selected
    /// (`selectItem(at:animated:scrollPosition:)`): a selected or highlighted cell shows its
    /// `selectedBackgroundView` behind its content view, as on iOS; without one nothing changes.
    open var isSelected = false { didSet { showSelection(); setNeedsUpdateConfiguration() } }
    open var isHighlighted = false { didSet { showSelection(); setNeedsUpdateConfiguration() } }

    private func showSelection() {
        guard let selected = selectedBackgroundView else { return }
        guard isSelected || isHighlighted else { selected.removeFromSuperview(); return }
        selected.frame = bounds
        selected.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if selected.superview !== self { insertSubview(selected, belowSubview: contentView) }
    }

    /// UIKit's `contentConfiguration` (iOS 14): its view (`makeContentView()`) fills the content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = contentView.installConfiguredContent(contentConfiguration, replacing: configuredContentView) }
    }
    private var configuredContentView: UIView?

    /// UIKit's `backgroundConfiguration` (iOS 14): drawn behind the content view, inset by its
    /// `backgroundInsets`, with its colour, corner radius and stroke.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            guard let b = backgroundConfiguration else { return }
            let view = b.customView ?? BackgroundConfigurationView(frame: .zero)
            view.backgroundColor = b.backgroundColor
            view.layer.cornerRadius = b.cornerRadius
            view.translatesAutoresizingMaskIntoConstraints = false
            insertSubview(view, at: 0)
            let i = b.backgroundInsets
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: topAnchor, constant: i.top),
                view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: i.leading),
                view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -i.bottom),
                view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -i.trailing),
            ])
            backgroundConfigurationView = view
        }
    }
    private var backgroundConfigurationView: UIView?

    // MARK: Configuration updates (iOS 14)

    /// UIKit's `configurationState`: the cell's traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    /// UIKit's `automaticallyUpdatesContentConfiguration`: the content configuration is updated for
    /// each new state (`updated(for:)`) before `updateConfiguration(using:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// UIKit's `automaticallyUpdatesBackgroundConfiguration`, as the content's.
    open var automaticallyUpdatesBackgroundConfiguration = true
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// UIKit's `configurationUpdateHandler` (iOS 15): called after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    var configurationUpdatePending = true

    /// UIKit's `setNeedsUpdateConfiguration()`: the update runs before the cell is next shown or sized.
    open func setNeedsUpdateConfiguration() { configurationUpdatePending = true }

    /// UIKit's `updateConfiguration(using:)`: override it to configure the cell for `state`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Layoutshot (`CellConfigurationUpdating`): the pending update, in UIKit's order
    /// (`ConfigurationUpdatingCell.runPendingConfigurationUpdate`).
    public func performPendingConfigurationUpdate() { runPendingConfigurationUpdate() }

    func callConfigurationUpdateHandler(with state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    /// Layoutshot: a content view read from a xib replaces the cell's own.
    public func replaceContentView(_ view: UIView) {
        contentView.removeFromSuperview()
        contentView = view
        installContentView()
    }

    private func installContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(contentView, at: 0)
    }
}
