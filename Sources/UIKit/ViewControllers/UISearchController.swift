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

/// UIKit's `UISearchBar`: its text, placeholder and scope titles. Accepted, not drawn.
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var scopeButtonTitles: [String]?
    open var showsCancelButton = false
}
