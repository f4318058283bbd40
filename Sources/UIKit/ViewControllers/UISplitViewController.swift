import Foundation

/// UIKit's `UISplitViewController`: its columns' controllers, kept. A capture draws the controller given
/// to it; on an iPhone a split view controller shows its compact column (or its secondary one), which a
/// capture of the split view controller itself does not pick yet — capture the column's controller.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly, allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }

    public let style: Style
    open var viewControllers: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    open weak var delegate: (any UISplitViewControllerDelegate)?
    open var preferredDisplayMode = DisplayMode.automatic
    open var preferredSplitBehavior = SplitBehavior.automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0
    open var preferredPrimaryColumnWidth: CGFloat = 0
    open var primaryBackgroundStyle = 0
    open var isCollapsed: Bool { UIKitSimulation.device.idiom != .pad }
    open var displayMode: DisplayMode { preferredDisplayMode }

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open func setViewController(_ vc: UIViewController?, for column: Column) { columns[column] = vc }
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { columns[.secondary] = vc }
}

/// UIKit's `UISplitViewControllerDelegate`; never asked.
public protocol UISplitViewControllerDelegate: AnyObject {}

extension UIViewController {
    /// UIKit's `splitViewController`: nil here (a capture's controller is in no split view).
    public var splitViewController: UISplitViewController? { nil }
}
