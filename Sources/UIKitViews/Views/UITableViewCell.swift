import AutoLayout
import Foundation

/// UIKit's `UITableViewCell`: a table view's row (rule T). The content goes into `contentView`, which
/// fills the cell less the accessory on its trailing side and the separator at its foot (T4), as on iOS
/// — a self-sized row is its content view's fitting height plus the separator (T2).
///
/// ```swift
/// let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
/// cell.textLabel?.text = "Wi-Fi"
/// cell.detailTextLabel?.text = "Home"
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// The built-in styles (`textLabel`, `detailTextLabel`, `imageView`) are laid out as
/// `defaultContentConfiguration()` lays out its content (`UIListContentView`, rule F's presets):
/// `.default` as `.cell()`, `.subtitle` as `.subtitleCell()`, `.value1` as `.valueCell()`; `.value2` is
/// drawn as `.value1` (a difference from UIKit, which puts a narrow blue, trailing-aligned text before the
/// detail). The labels are the content view's own, so what the app sets on them (text, font, colour,
/// lines, alignment) is what is drawn. A `contentConfiguration` replaces them, as on iOS.
///
/// Accessories (`accessoryType`, `accessoryView`) sit `UICellAccessory.accessoryMargin` (16 pt) in from
/// the trailing edge, centred vertically; the content view ends where the accessory begins. Drawn as
/// the list accessories are (`CellAccessoryGlyph`): the detail buttons as `.detail`, a detail
/// disclosure button as `.detail` then the indicator, 10 pt apart. A selected or highlighted cell
/// (`isSelected`, `isHighlighted`, `selectionStyle` not `.none`) draws its `selectedBackgroundView`,
/// else `systemGray4` (Layoutshot's choice, unverified). Editing controls are not drawn: a table view
/// here never edits.
open class UITableViewCell: UIView, ConfigurationUpdatingCell {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// UIKit's `UITableViewCell.SeparatorStyle` (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    /// UIKit's `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    /// UIKit's `UITableViewCell.DragState`.
    public enum DragState: Int, Sendable { case none, lifting, dragging }

    public private(set) var contentView: UIView
    open var reuseIdentifier: String?
    /// The built-in style the cell was made with (or a xib's or storyboard's `style=`).
    public private(set) var cellStyle: CellStyle

    open var accessoryType = AccessoryType.none { didSet { arrangeContent() } }
    open var accessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); arrangeContent() } }
    open var editingAccessoryType = AccessoryType.none
    open var editingAccessoryView: UIView?
    open var selectionStyle = SelectionStyle.default
    open var focusStyle = FocusStyle.default
    open var isSelected = false { didSet { if isSelected != oldValue { arrangeContent(); setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { arrangeContent(); setNeedsUpdateConfiguration() } } }
    open var isEditing = false { didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } } }
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var userInteractionEnabledWhileDragging = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    /// UIKit's `separatorInset`: until set, the row text's inset (T4: `systemTextInset`, what the table
    /// draws by default — 16 or 20 pt).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: systemTextInset, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue }
    }
    /// Layoutshot: the inset the app set (on the cell), nil for the default.
    public private(set) var explicitSeparatorInset: UIEdgeInsets?

    /// Layoutshot: what the table view reserves at the cell's foot for its separator (one device pixel,
    /// or 0 when separators are off), set by the table before it measures or lays out the cell (T2, T4).
    public var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { arrangeContent() } } }

    /// Layoutshot: how far the row's text sits in from its sides (T1): the side margins of the built-in
    /// content, of `defaultContentConfiguration()` and of the content view. The table sets it; until then
    /// the simulated device's system minimum side margin (I2: 16 or 20 pt).
    public var systemTextInset: CGFloat = UIKitSimulation.device.metrics.systemMinimumSideMargin {
        didSet {
            contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: systemTextInset, bottom: 11, trailing: systemTextInset)
            setNeedsLayout()
        }
    }

    /// Layoutshot: which list content the cell shows, nil for the app's own views (T2's minimum).
    public enum ListContent: Sendable { case builtIn, configuration }
    public var listContent: ListContent? {
        if contentConfiguration is UIListContentConfiguration { return .configuration }
        guard let builtInContent, !builtInContent.isHidden, !builtInContent.subviews.isEmpty else { return nil }
        return .builtIn
    }

    /// UIKit's `contentConfiguration` (iOS 14): its view fills the content view and replaces the built-in
    /// labels.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            builtInContent?.isHidden = contentConfiguration != nil
            configuredContentView = contentView.installConfiguredContent(contentConfiguration, replacing: configuredContentView)
        }
    }
    private var configuredContentView: UIView?
    open var automaticallyUpdatesContentConfiguration = true

    /// UIKit's `backgroundConfiguration` (iOS 14): its colour and corner radius behind the content.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            guard let b = backgroundConfiguration else { return }
            let view = b.customView ?? UIView(frame: .zero)
            view.backgroundColor = b.backgroundColor
            view.layer.cornerRadius = b.cornerRadius
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            backgroundConfigurationView = view
        }
    }
    private var backgroundConfigurationView: UIView?
    open var automaticallyUpdatesBackgroundConfiguration = true

    // MARK: Configuration updates (iOS 14)

    /// UIKit's `configurationState`: the cell's traits, selection, highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
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

    /// The built-in style's content (`textLabel`, `detailTextLabel`, `imageView`), made on first use.
    private var builtInContent: UIListContentView?
    private var accessoryViews: [UIView] = []
    private var shownSelectionBackground: UIView?

    /// UIKit's designated initialiser, which a table view calls for a registered class (`required` here, so
    /// it can: the source transform makes an app's `override init(style:reuseIdentifier:)` required too).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: systemTextInset, bottom: 11, trailing: systemTextInset)
        installContentView()
    }

    /// As on iOS, `init(style: .default, reuseIdentifier: nil)` at `frame` (inherited by a subclass that
    /// overrides the designated initialisers).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
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
        contentView.translatesAutoresizingMaskIntoConstraints = true
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(contentView, at: backgroundConfigurationView == nil ? 0 : 1)
    }

    // MARK: The built-in styles

    /// The configuration a `contentConfiguration` starts from: the style's preset.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var c: UIListContentConfiguration = switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
        c.directionalLayoutMargins.leading = systemTextInset
        c.directionalLayoutMargins.trailing = systemTextInset
        return c
    }

    private func builtIn() -> UIListContentView {
        if let builtInContent { return builtInContent }
        let view = contentView.fill(with: UIListContentView(configuration: defaultContentConfiguration()))
        view.isHidden = contentConfiguration != nil
        builtInContent = view
        return view
    }

    /// Layoutshot: a xib's or storyboard's built-in-style cell (`<tableViewCell style="IBUITableViewCellStyleValue1"
    /// textLabel=… detailTextLabel=… imageView=…>`). On iOS the views IB wrote into the content view *are*
    /// `textLabel`, `detailTextLabel` and `imageView`; here the style's own views take their text, font,
    /// colour, lines and image, and IB's are taken out, so the style lays them out as in code (T2).
    func adoptInterfaceBuilderStyle(_ style: CellStyle, textLabel: UILabel?, detailTextLabel: UILabel?, imageView: UIImageView?) {
        cellStyle = style
        builtInContent?.removeFromSuperview()
        builtInContent = nil
        func carry(_ from: UILabel?, to label: UILabel?) {
            guard let from, let label else { return }
            label.text = from.text
            if let font = from.font { label.font = font }
            if let color = from.textColor { label.textColor = color }
            label.numberOfLines = from.numberOfLines
            label.textAlignment = from.textAlignment
            from.removeFromSuperview()
        }
        carry(textLabel, to: self.textLabel)
        carry(detailTextLabel, to: self.detailTextLabel)
        if let imageView {
            self.imageView?.image = imageView.image
            imageView.removeFromSuperview()
        }
        updateBuiltInContent()
    }

    open var textLabel: UILabel? { builtIn().textLabel }
    /// Nil in the `.default` style, as on iOS.
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : builtIn().secondaryTextLabel }
    open var imageView: UIImageView? { builtIn().imageView }

    /// Layoutshot: the built-in labels' state (what the app set on `textLabel`, `detailTextLabel` and
    /// `imageView`) into their content view's configuration, so it lays them out. The table view calls it
    /// before measuring and drawing the cell; `layoutSubviews` too.
    public func updateBuiltInContent() {
        guard let view = builtInContent else { return }
        var c = view.listConfiguration
        func read(_ label: UILabel, into p: inout UIListContentConfiguration.TextProperties) -> String? {
            if let font = label.font { p.font = font }
            if let color = label.textColor { p.color = color }
            p.numberOfLines = label.numberOfLines
            p.alignment = label.textAlignment == .center ? .center : (label.textAlignment == .justified ? .justified : .natural)
            return label.text
        }
        c.text = read(view.textLabel, into: &c.textProperties)
        c.secondaryText = cellStyle == .default ? nil : read(view.secondaryTextLabel, into: &c.secondaryTextProperties)
        c.image = view.imageView.image
        c.directionalLayoutMargins.leading = systemTextInset
        c.directionalLayoutMargins.trailing = systemTextInset
        if c != view.listConfiguration { view.listConfiguration = c }
    }

    // MARK: State

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// UIKit calls it before a dequeued cell is handed out again; a capture makes each cell once.
    open func prepareForReuse() {}
    open func didTransition(to state: StateMask) {}
    open func willTransition(to state: StateMask) {}

    /// UIKit's `UITableViewCell.StateMask`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1)
        public static let showingDeleteConfirmation = StateMask(rawValue: 2)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        updateBuiltInContent()
        super.layoutSubviews()
    }

    /// Layoutshot, T4: the content view fills the cell less the separator at its foot and the accessories
    /// on the trailing side; the accessories sit 16 pt in from the trailing edge, 10 pt apart, centred.
    /// Set as frames now and kept by autoresizing as the cell is resized (so the content view's own
    /// constraints are solved at its final size); called whenever the accessories, the separator or the
    /// selection change, and by the table before it measures or draws the cell.
    public func arrangeContent() {
        layoutAccessories()
        let trailing = accessoryViews.map(\.frame.width).reduce(0, +)
        let reserved = accessoryViews.isEmpty ? 0
            : trailing + UITableViewCell.accessoryMargin + UITableViewCell.accessorySpacing * CGFloat(accessoryViews.count - 1)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        contentView.frame = CGRect(x: rightToLeft ? reserved : 0, y: 0, width: max(0, bounds.width - reserved),
                                   height: max(0, bounds.height - separatorHeight))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layoutSelectionBackground()
        setNeedsLayout()
    }

    /// Layoutshot: the content view's width at a cell `width` (less the accessories), for self-sizing.
    public func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        layoutAccessories()
        guard !accessoryViews.isEmpty else { return width }
        let widths = accessoryViews.map(\.frame.width).reduce(0, +)
        return max(0, width - widths - UITableViewCell.accessoryMargin - UITableViewCell.accessorySpacing * CGFloat(accessoryViews.count - 1))
    }

    /// From the cell's trailing edge to its outermost accessory (UICollectionViewListCell's metric).
    public static let accessoryMargin: CGFloat = 16
    /// Between two accessories.
    public static let accessorySpacing: CGFloat = 10

    private func layoutAccessories() {
        let wanted: [UIView]
        if let accessoryView {
            wanted = [accessoryView]
        } else {
            let kinds: [UICellAccessory]
            switch accessoryType {
            case .none: kinds = []
            case .disclosureIndicator: kinds = [.disclosureIndicator()]
            case .checkmark: kinds = [.checkmark()]
            case .detailButton: kinds = [.detail()]
            case .detailDisclosureButton: kinds = [.detail(), .disclosureIndicator()]
            }
            if accessoryViews.count == kinds.count,
               zip(accessoryViews, kinds).allSatisfy({ ($0 as? CellAccessoryGlyph)?.accessory.kind.sameKind(as: $1.kind) ?? false }) {
                wanted = accessoryViews
            } else {
                wanted = kinds.map(CellAccessoryGlyph.init)
            }
        }
        for view in accessoryViews where !wanted.contains(where: { $0 === view }) { view.removeFromSuperview() }
        accessoryViews = wanted
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var edge = UITableViewCell.accessoryMargin
        for view in wanted.reversed() {
            if view.superview !== self { addSubview(view) }
            var size = view.frame.size
            if size == .zero { size = view.intrinsicContentSize }
            if size.width < 0 || size.height < 0 { size = .zero }
            let x = rightToLeft ? edge : bounds.width - edge - size.width
            view.frame = CGRect(x: x, y: ((bounds.height - separatorHeight) - size.height) / 2, width: size.width, height: size.height)
            view.autoresizingMask = [rightToLeft ? .flexibleRightMargin : .flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
            edge += size.width + UITableViewCell.accessorySpacing
        }
    }

    private func layoutSelectionBackground() {
        let shows = (isSelected || isHighlighted) && selectionStyle != .none
        guard shows else { shownSelectionBackground?.removeFromSuperview(); shownSelectionBackground = nil; return }
        let view = selectedBackgroundView ?? shownSelectionBackground ?? {
            let v = UIView(frame: .zero)
            v.backgroundColor = .systemGray4
            return v
        }()
        if view !== shownSelectionBackground { shownSelectionBackground?.removeFromSuperview() }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { insertSubview(view, belowSubview: contentView) }
        shownSelectionBackground = view
    }
}

extension UIView {
    /// The view `configuration` makes, filling this view in place of `old` (removed); nil without a
    /// configuration. What every `contentConfiguration` setter does.
    func installConfiguredContent(_ configuration: UIContentConfiguration?, replacing old: UIView?) -> UIView? {
        if let configuration, let shown = old as? UIView & UIContentView, shown.supports(configuration) {
            shown.configuration = configuration
            return shown
        }
        old?.removeFromSuperview()
        guard let configuration else { return nil }
        return fill(with: configuration.makeContentView())
    }

    /// `view` added to fill this view with constraints; returned.
    @discardableResult
    func fill<V: UIView>(with view: V) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor), view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor), view.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        return view
    }
}

extension UICellAccessory.Kind {
    /// The same kind of glyph (labels and custom views never are).
    func sameKind(as other: Self) -> Bool {
        switch (self, other) {
        case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.detail, .detail): true
        default: false
        }
    }
}
