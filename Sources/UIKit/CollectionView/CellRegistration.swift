import Foundation

extension UICollectionView {
    /// UIKit's `UICollectionView.CellRegistration` (iOS 14): a cell class and the handler that
    /// configures a cell for an item.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = name
    ///     cell.contentConfiguration = content
    /// }
    /// collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    /// ```
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let cellNib: UINib?

        public init(handler: @escaping Handler) { self.handler = handler; cellNib = nil }

        /// Cells from `cellNib`'s first top-level view.
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler; self.cellNib = cellNib }
    }

    /// UIKit's `UICollectionView.SupplementaryRegistration` (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let supplementaryNib: UINib?

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind; self.handler = handler; supplementaryNib = nil
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind; self.handler = handler; self.supplementaryNib = supplementaryNib
        }
    }

    /// A new cell of the registration's class at the item's frame size, configured by its handler
    /// (not called for a nil item, as UIKit).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let size = solvedLayout?.element(forItemAt: indexPath)?.frame.size ?? .zero
        let cell = registration.cellNib.flatMap {
            make(Cell.self, from: .nib($0), size: size, call: "dequeueConfiguredReusableCell(using:for: \(Array(indexPath)), item:)")
        } ?? Cell(frame: CGRect(origin: .zero, size: size))
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let size = solvedLayout?.element(ofKind: registration.elementKind, at: indexPath)?.frame.size ?? .zero
        let view = registration.supplementaryNib.flatMap {
            make(Supplementary.self, from: .nib($0), size: size, call: "dequeueConfiguredReusableSupplementary(using:for: \(Array(indexPath)))")
        } ?? Supplementary(frame: CGRect(origin: .zero, size: size))
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
