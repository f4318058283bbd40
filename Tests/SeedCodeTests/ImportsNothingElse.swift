// iOS layout code as it is written with `import UIKit`, with only that line swapped: UIKit brings
// Foundation with it, and so does CollectionLayout. This file must import nothing else — it is the
// test that CGFloat, CGSize, CGRect, IndexPath and NSLocalizedString come through (issue 12 item 4);
// `ReexportTests` calls it.
import CollectionLayout

enum PlainUIKitLayoutCode {
    static let cardHeight: CGFloat = 180

    static func title(forSection section: Int) -> String {
        section == 0 ? NSLocalizedString("Featured", comment: "section title") : String(format: "Section %d", section)
    }

    static func layout(width: CGFloat) -> UICollectionViewCompositionalLayout {
        let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(cardHeight)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(width - insets.leading - insets.trailing), heightDimension: .absolute(cardHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func secondCardFrame(in size: CGSize) throws -> CGRect {
        let solved = try layout(width: size.width).solve(in: Viewport(size: size), itemCounts: [4])
        let attributes = solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        return attributes?.frame ?? .zero
    }

    static let date = Date(timeIntervalSince1970: 0)
    static let url = URL(fileURLWithPath: "/")
}
