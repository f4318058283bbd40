import Foundation

/// UIKit's `UISearchController`, as a navigation item's `searchController`. Accepted, not drawn: a
/// capture's navigation bar has no search field (README "UIKit on Linux", differences).
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar(frame: .zero)
    public let searchResultsController: UIViewController?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var isActive = false
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}

/// UIKit's `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchBarDelegate`: every method optional; a capture types nothing, so none is called.
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// UIKit's `UISearchBar`: its text, placeholder, scope titles, style and delegate. Not drawn (only the
/// collection view of a screen is), but laid out at UIKit's height: 56 pt tall by its intrinsic size (iOS 11
/// and later; 44 before), so constraints that stack a collection view below a search bar put it where iOS puts it.
open class UISearchBar: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UISearchBar { AppearanceProxies.proxy(UISearchBar.self) { UISearchBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UISearchBar { appearance() }

    /// `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default` = 0, prominent = 1, minimal = 2 }
    /// The search bar's height on iOS 11 and later (written sources: the iOS 11 change from 44 pt; no recording here).
    public static let intrinsicHeight: CGFloat = 56

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var searchBarStyle = Style.default
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.search
    open weak var delegate: (any UISearchBarDelegate)?

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// No intrinsic width; 56 pt tall (`intrinsicHeight`).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight) }
}
