// Written as an iOS app's layout code is: `import UIKit` and nothing else, so this file compiling on
// Linux is itself the test of what the module provides (issue 16, Deliver 1: the decoration
// registration, swipe-action providers, `UIDevice.current.userInterfaceIdiom` and the Foundation
// re-export that stopped 10 of 28 real files). Layoutshot's own code, in the style of Apple's
// "Implementing Modern Collection Views" sample; nothing in it is copied.
import UIKit

final class SectionBackgroundView: UICollectionReusableView {}

enum AppStyleLayouts {
    static let backgroundKind = "section-background-element-kind"

    /// A grid whose column count follows the device, each section on a rounded background decoration.
    static func grid() -> UICollectionViewLayout {
        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    /// An inset-grouped list whose rows can be swiped away.
    static func swipeableList(deleted: @escaping (IndexPath) -> Void) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                deleted(indexPath)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { _ in nil }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Foundation without importing it: dates, formatters and UUIDs, as UIKit brings them.
    static func stamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: 0)) + "-" + UUID(uuidString: "00000000-0000-0000-0000-000000000000")!.uuidString.prefix(4)
    }

    /// Width-driven layout choices read the screen.
    static var isCompactScreen: Bool { UIScreen.main.bounds.width < 400 }
}
