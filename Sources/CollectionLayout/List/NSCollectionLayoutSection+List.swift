import Foundation

extension NSCollectionLayoutSection {
    /// UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (iOS 14, rule F): a list
    /// section built from the public compositional pieces, which the caller may adjust further.
    ///
    /// - Rows: a vertical group of one full-width item per row, both `.estimated(44)` tall, so a
    ///   measurer sizes each row (A4) and rows are 44 pt without one. No spacing between rows.
    /// - Headers and footers, by `headerMode` and `footerMode`: full-width `.estimated` boundary items
    ///   of kinds `UICollectionElementKindSectionHeader` and `…Footer`, extending the section,
    ///   self-sized by a measurer like rows (A4, D5), else at their estimates.
    /// - Insets per appearance (`ListMetrics`): `.insetGrouped` rows, headers and the platter sit
    ///   16 or 20 pt in from each side past the safe area — a list metric that follows the device
    ///   (20 pt when the screen is at least 390 pt on its shorter side), not the view's layout
    ///   margins: the section says `contentInsetsReference = .layoutMargins`, and the solver
    ///   measures it from that metric instead; the others span the collection view (`.none`),
    ///   sidebars inset their rows 16 pt.
    ///   Grouped appearances pad a section 17.5 pt above its first row when it has no supplementary
    ///   header, and 17.5 pt below its last row always (35 pt between sections); a sidebar's
    ///   `.firstItemInSection` header row has 12 pt above it.
    /// - Decorations (`ListDecorationKind`): a background of the appearance's kind, and the
    ///   separators' unless they are hidden, both starting below the header and with
    ///   `contentInsets` that fit them to the rows.
    ///
    /// The environment is accepted for UIKit's signature; nothing here depends on it — the side
    /// insets are resolved by the solver for each viewport. Every number but the inset-grouped side
    /// inset is a best estimate, unverified on a device.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let metrics = ListMetrics(configuration.appearance)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = metrics.contentInsetsReference
        section.usesInsetGroupedListInsets = configuration.appearance == .insetGrouped

        var insets = metrics.insets
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.headerHeight)),
                elementKind: UICollectionElementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = metrics.pinsHeaders
            section.boundarySupplementaryItems.append(header)
            insets.top = 0
        } else if configuration.headerMode == .firstItemInSection {
            insets.top = metrics.headerRowPadding
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.footerHeight)),
                elementKind: UICollectionElementKindSectionFooter, alignment: .bottom))
        }
        section.contentInsets = insets

        // D6: a background spans the section from its top across the insets reference; starting
        // below the header, whatever height it is measured to, these insets leave exactly the rows.
        let rows = insets
        var kinds = [ListDecorationKind.background(for: configuration.appearance)]
        if configuration.showsSeparators, !metrics.hidesSeparators { kinds.append(ListDecorationKind.separators) }
        section.decorationItems = kinds.map { kind in
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: kind)
            decoration.contentInsets = rows
            decoration.startsBelowTopBoundaryItems = true
            return decoration
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// UIKit's `UICollectionViewCompositionalLayout.list(using:)`: every section is
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
