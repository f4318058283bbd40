import Foundation

/// UIKit's `UICollectionViewListCell` (iOS 14): a cell with list defaults — a
/// `UIListContentConfiguration.cell()` content and a list background.
///
/// Differences from UIKit: `accessories` are kept and not yet drawn; `indentationLevel` is kept
/// and does not indent; the default background is `listPlainCell()` whatever list it is in.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [AnyObject] = []
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}
