import Foundation
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A grid whose cells have a selected background, one item selected by the app.
final class SelectableGridController: UICollectionViewController {
    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let selected = UIView()
        selected.backgroundColor = .systemTeal
        cell.selectedBackgroundView = selected
        return cell
    }
}

@Suite("Cell selection: the items the app selected are drawn selected", .serialized)
struct SelectionTests {
    @Test("UICollectionViewCell.isSelected shows its selectedBackgroundView; only the selected item's is drawn")
    func collectionViewSelection() throws {
        let phone = try #require(Device.preset(named: "iphone-15"))
        let controller = SelectableGridController()
        let capture = try LayoutCapture(of: controller, on: phone)
        let scene = try capture.onDevice { try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: phone,
                                                                  appearance: .light, measuringWith: nil) }
        let teal = UIColor.systemTeal.rgba(in: .light)
        let fills = scene.nodes.compactMap { node -> CGRect? in if case .shape(let s) = node, s.fill == .color(teal) { s.frame } else { nil } }
        #expect(fills == [CGRect(x: 0, y: 59 + 60, width: 393, height: 60)])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cell.selectedBackgroundView = UIView()
        #expect(cell.subviews.count == 1)
        cell.isHighlighted = true
        #expect(cell.subviews.count == 2 && cell.subviews.first === cell.selectedBackgroundView)
    }

    @Test("A selected list cell without a selected background view is drawn on systemGray4; a collection view's made supplementary views")
    func listCellSelection() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(cell.subviews.count == 1)
        cell.isSelected = true
        #expect(cell.subviews.count == 2 && cell.subviews.first?.backgroundColor == .systemGray4)
        cell.isSelected = false
        #expect(cell.subviews.count == 1)
        let grid = SelectableGridController()
        grid.loadViewIfNeeded()
        #expect(grid.collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.collectionView.visibleSupplementaryViews(ofKind: "header").isEmpty)
    }
}
