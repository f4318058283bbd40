import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import Testing
import UIKit

/// Cells that draw with layers, as apps do: a gradient card, a progress ring of two shape layers, a
/// tab shape rounded at its top corners.
final class LayerCardsController: UICollectionViewController {
    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        title = "Layers"
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        let bounds = CGRect(x: 0, y: 0, width: 361, height: 120)
        switch indexPath.item {
        case 0:
            let gradient = CAGradientLayer()
            gradient.frame = bounds
            gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            gradient.cornerRadius = 16
            cell.contentView.layer.insertSublayer(gradient, at: 0)
        case 1:
            cell.contentView.backgroundColor = .secondarySystemBackground
            cell.contentView.layer.cornerRadius = 16
            let track = CAShapeLayer(), progress = CAShapeLayer()
            for (layer, color, end) in [(track, UIColor.systemFill, 1.5 * CGFloat.pi), (progress, UIColor.systemGreen, 0.9 * CGFloat.pi)] {
                layer.path = UIBezierPath(arcCenter: CGPoint(x: 60, y: 60), radius: 40, startAngle: -.pi / 2, endAngle: end,
                                          clockwise: true).cgPath
                layer.fillColor = nil
                layer.strokeColor = color.cgColor
                layer.lineWidth = 10
                cell.contentView.layer.addSublayer(layer)
            }
        default:
            let tab = CAShapeLayer()
            tab.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 40, dy: 20), byRoundingCorners: [.topLeft, .topRight],
                                    cornerRadii: CGSize(width: 24, height: 24)).cgPath
            tab.fillColor = UIColor.systemOrange.cgColor
            cell.contentView.layer.addSublayer(tab)
        }
        return cell
    }
}

@Suite("Layers in app cells, drawn (issue 32)", .serialized)
struct LayersGoldenTests {
    @Test("Golden: a gradient card, a progress ring, a tab rounded at its top, light and dark", arguments: [Appearance.light, .dark])
    func golden(_ appearance: Appearance) {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: LayerCardsController()), on: "iphone-15", appearance: appearance)
    }
}
