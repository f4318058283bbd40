import AutoLayout
import Foundation

/// UIKit's `UIContentConfiguration` (iOS 14): a value describing a cell's content, which makes the
/// view that shows it. `UICollectionViewCell.contentConfiguration` puts that view in the content view.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
}

/// UIKit's `UIContentView`: a view showing a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
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
