import Foundation

/// UIKit's `UINavigationItem`: what a navigation bar shows for a controller. A capture draws the
/// title, large or inline (`largeTitleDisplayMode` against the bar's `prefersLargeTitles`).
/// Bar button items are kept, not drawn.
open class UINavigationItem {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var prompt: String?
    open var hidesBackButton = false
    open var leftBarButtonItems: [AnyObject]?
    open var rightBarButtonItems: [AnyObject]?
    /// Accepted, not drawn (`UISearchController`).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true

    public init(title: String) { self.title = title.isEmpty ? nil : title }
}

/// UIKit's `UITabBarItem`: a tab's title, image and tag. A capture draws the titles.
open class UITabBarItem {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title; self.image = image; self.selectedImage = selectedImage; tag = 0
    }
}
