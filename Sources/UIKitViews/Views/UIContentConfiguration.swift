import AutoLayout
import Foundation

/// UIKit's `UIContentConfiguration` (iOS 14): a value describing a cell's content, which makes the
/// view that shows it. `UICollectionViewCell.contentConfiguration` puts that view in the content view.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// UIKit's `updated(for:)`: the configuration for a new state (a cell's, before
    /// `updateConfiguration(using:)`); by default itself.
    func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// UIKit's `UIContentView`: a view showing a content configuration. A cell given a configuration
/// its content view `supports(_:)` (by default, one of the same type) hands it to that view instead of
/// making a new one, as UIKit does.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { type(of: configuration) == type(of: self.configuration) }
}

/// UIKit's `UIBackgroundConfiguration` (iOS 14): a cell's background — colour, corner radius,
/// stroke and insets — drawn behind the content view.
///
/// Differences from UIKit: no visual effect, image or custom view drawing; the list presets give
/// the colours `ListMetrics`' lists use (`listPlainCell`: systemBackground; `listGroupedCell`:
/// secondarySystemGroupedBackground; headers and footers clear), unverified against a device.
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var customView: UIView?

    public init() {}

    /// UIKit's `updated(for:)`: the background for a new state. Difference from UIKit: the list presets
    /// keep their colours when selected (a selected list cell's colour comes from its selection, issue 32).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration { self }

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    public static func listPlainCell() -> UIBackgroundConfiguration { with(UIColor(systemName: "systemBackground")) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { with(UIColor(systemName: "secondarySystemGroupedBackground")) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { with(UIColor(systemName: "systemBackground")) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

    private static func with(_ color: UIColor) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = color
        return c
    }
}

extension UICollectionViewCell {
    /// The view behind the content view that a background configuration draws.
    final class BackgroundConfigurationView: UIView {}
}
