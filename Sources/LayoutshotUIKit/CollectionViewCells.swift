import Scene
import ScreenSpec
import UIKit

/// A collection view's elements as a screen's cell views: each made by the collection view
/// (`makeView(for:)`, the app's data source), measured by it (`preferredSize(for:axes:)`), with the
/// pipeline's text measurer on every label.
final class CollectionViewCells: CellViewProvider {
    let collectionView: UICollectionView

    init(_ collectionView: UICollectionView) { self.collectionView = collectionView }

    func view(for element: LayoutElement, measuringWith text: (any TextMeasuring)?) -> UIView? {
        collectionView.textMeasurer = text
        return collectionView.makeView(for: element)
    }

    func preferredSize(for element: LayoutElement, axes: LayoutMeasurer.Axes, measuringWith text: (any TextMeasuring)?) -> CGSize {
        collectionView.textMeasurer = text
        return collectionView.preferredSize(for: element, axes: axes)
    }
}
