import AutoLayout
import CollectionLayout
import Foundation
import Scene
import UIKitViews

/// What makes the views of cells drawn from an app's own code: the `UIKit` module's
/// `UICollectionView` (its data source's `cellForItemAt`, `viewForSupplementaryElementOfKind`, the
/// layout's decoration classes), through `LayoutshotUIKit`.
public protocol CellViewProvider: AnyObject {
    /// The view for `element`, configured by the app and laid out at the element's size, its labels
    /// measured with `text`; nil draws nothing.
    func view(for element: LayoutElement, measuringWith text: (any TextMeasuring)?) -> UIView?
    /// The size `element`'s view prefers (A4 self-sizing: `preferredLayoutAttributesFitting(_:)`),
    /// the proposed size with `axes` fitted to the view.
    func preferredSize(for element: LayoutElement, axes: LayoutMeasurer.Axes, measuringWith text: (any TextMeasuring)?) -> CGSize
}

/// A cell style's views from code (`CellStyle.views`): drawn with `ViewDrawing` as xib cells are,
/// and measured by the provider. Two are equal when they share a provider.
public final class CellViews: @unchecked Sendable, Equatable {
    public let provider: any CellViewProvider

    public init(_ provider: any CellViewProvider) { self.provider = provider }

    public static func == (a: CellViews, b: CellViews) -> Bool { a.provider === b.provider }

    /// Scene nodes of `element`'s view in `frame` (content coordinates already moved to the screen).
    func nodes(for element: LayoutElement, in frame: CGRect, measuringWith text: (any TextMeasuring)?,
               appearance: Appearance) -> [SceneNode] {
        guard let view = provider.view(for: element, measuringWith: text) else { return [] }
        if view.frame.size != frame.size {
            view.frame = CGRect(origin: .zero, size: frame.size)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return ViewDrawing(appearance: appearance).nodes(view, at: frame.origin)
    }
}
