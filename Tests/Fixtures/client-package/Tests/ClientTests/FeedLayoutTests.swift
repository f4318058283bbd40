import CollectionLayout
import LayoutshotTesting
import Testing
import XCTest

/// An app's feed layout, written as it is in the app (UIKit's names), checked on two devices.
enum FeedLayout {
    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(section == 0 ? 1 : 0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(section == 0 ? 0.9 : 1),
                                                                                             heightDimension: .absolute(section == 0 ? 220 : 120)),
                                                           subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            if section == 0 { layoutSection.orthogonalScrollingBehavior = .groupPagingCentered }
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
            return layoutSection
        }
    }
}

final class FeedXCTests: XCTestCase {
    func testFeed() {
        assertLayoutSnapshot(of: FeedLayout.make(), itemCounts: [4, 6], on: "iphone-15")
    }
}

@Test func feedOnIPad() {
    assertLayoutSnapshot(of: FeedLayout.make(), itemCounts: [4, 6], on: "ipad-pro-11", appearance: .dark)
}
