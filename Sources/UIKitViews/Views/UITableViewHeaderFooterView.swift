import AutoLayout
import Foundation

/// UIKit's `UITableViewHeaderFooterView`: a section's header or footer in a table view (rule T3). Its
/// `textLabel` is laid out as `defaultContentConfiguration()` lays out its text: the header or footer
/// preset of the table's style (`UIListContentConfiguration.groupedHeader()`, `plainHeader()`, … — F's
/// presets), which the table sets before it measures the view. A `contentConfiguration` replaces the
/// label, as on iOS. A grouped table draws a header title it gives (`titleForHeaderInSection`) upper-cased,
/// as iOS does.
///
/// ```swift
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
/// header?.textLabel?.text = "Recent"
/// ```
open class UITableViewHeaderFooterView: UIView {
    public private(set) var contentView = UIView(frame: .zero)
    open var reuseIdentifier: String?
    open var backgroundView: UIView?

    /// Layoutshot: the preset the built-in label follows — the table's style's header or footer.
    public var defaultConfiguration = UIListContentConfiguration.groupedHeader() {
        didSet { if let builtInContent { builtInContent.listConfiguration = defaultConfiguration; updateBuiltInContent() } }
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            builtInContent?.isHidden = contentConfiguration != nil
            configuredContentView = contentView.installConfiguredContent(contentConfiguration, replacing: configuredContentView)
        }
    }
    private var configuredContentView: UIView?
    open var automaticallyUpdatesContentConfiguration = true
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesBackgroundConfiguration = true
    private var builtInContent: UIListContentView?

    /// UIKit's designated initialiser, which a table view calls for a registered class (`required` here,
    /// as `UITableViewCell.init(style:reuseIdentifier:)`).
    public required init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        fill(with: contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        fill(with: contentView)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { defaultConfiguration }

    private func builtIn() -> UIListContentView {
        if let builtInContent { return builtInContent }
        let view = contentView.fill(with: UIListContentView(configuration: defaultConfiguration))
        view.isHidden = contentConfiguration != nil
        builtInContent = view
        return view
    }

    open var textLabel: UILabel? { builtIn().textLabel }
    open var detailTextLabel: UILabel? { builtIn().secondaryTextLabel }

    /// Layoutshot: what the app set on `textLabel` and `detailTextLabel` into the built-in content's
    /// configuration (as `UITableViewCell.updateBuiltInContent()`).
    public func updateBuiltInContent() {
        guard let view = builtInContent else { return }
        var c = view.listConfiguration
        if let font = view.textLabel.font { c.textProperties.font = font }
        if let color = view.textLabel.textColor { c.textProperties.color = color }
        c.textProperties.numberOfLines = view.textLabel.numberOfLines
        c.text = view.textLabel.text
        c.secondaryText = view.secondaryTextLabel.text
        if c != view.listConfiguration { view.listConfiguration = c }
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        updateBuiltInContent()
        super.layoutSubviews()
    }
}
