import AutoLayout
import Foundation
import InterfaceBuilder

/// Layoutshot: makes the views of Interface Builder elements whose UIKit classes live above
/// `UIKitViews` — a `<collectionView>` becomes a real `UICollectionView` in `UIKit`
/// (`NibCollectionViews`, the one maker), with its layout and its prototype cells registered. Used
/// with the app's classes (`UINib`, `UIStoryboard`); the engine's checks against the corpus make none
/// (a collection view there is a plain view, its prototypes laid out as subviews where IB stored them).
public protocol NibElementMaking {
    /// The view for `ib`, or nil for the factory's own.
    func view(for ib: IBView, frame: CGRect, in document: IBDocument) -> UIView?
    /// Whether `child` of `parent` is a prototype the maker registered (not a subview).
    func isPrototype(_ child: IBView, of parent: IBView) -> Bool
    /// Connects `view`'s outlet `name` (`dataSource`, `delegate`) to `object`; false when it is not one
    /// the maker knows.
    func connect(_ view: UIView, outlet name: String, to object: AnyObject) -> Bool
}
