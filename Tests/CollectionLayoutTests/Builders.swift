import Foundation
@testable import CollectionLayout

/// Small builders for rule tests: sizes in points or fractions.
func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
}

func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size(w, h))
}

/// A layout whose every section is `make()`.
func layout(_ make: @escaping () -> NSCollectionLayoutSection) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, _ in make() }
}

/// 400 × 800 pt at @2x, no safe area: every number in these tests is a whole half point.
let plain = Viewport(size: CGSize(width: 400, height: 800), scale: 2)

extension SolvedLayout {
    func supplementary(_ kind: String, _ item: Int = 0, _ section: Int = 0) -> CGRect? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }
}
