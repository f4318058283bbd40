import Foundation
import LayoutshotUIKit
import Rendering
import ScreenPipeline
import ScreenSpec
import Testing
import UIKit

/// A captured screen holds its controller while it is drawn (`CaptureScope.owner`): a collection view's
/// `dataSource` is weak, and an app's controller is often its own data source. `layoutshot render
/// --swift` keeps only the screen of a capture; before this, such a screen drew no cells at all.
@Suite struct CaptureOwnershipTests {
    final class FeedViewController: UIViewController, UICollectionViewDataSource {
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 66)
            let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            grid.dataSource = self
            view.addSubview(grid)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.backgroundColor = .systemYellow
            return cell
        }
    }

    /// The screen only, as `AppScreenSource.capture` returns it: the capture and controller go out of scope.
    static func screen(on device: Device) throws -> Screen { try LayoutCapture(of: FeedViewController(), on: device).screen }

    @Test("a screen drawn after its capture was released still draws the data source's cells")
    func cellsOfAReleasedCapture() throws {
        let phone = try #require(Device.preset(named: "iphone-se"))
        let drawing = ScreenDrawing(try Self.screen(on: phone), on: phone)
        let measurer = try TextMeasurer()
        let scene = try drawing.scene(try drawing.solve(measuringWith: measurer), measuringWith: measurer)
        let cells = scene.nodes.compactMap { node -> ShapeNode? in if case .shape(let shape) = node { shape } else { nil } }
        #expect(cells.map(\.frame) == [0, 1, 2].map { CGRect(x: 37.5, y: 20 + 76 * CGFloat($0), width: 300, height: 66) })
        #expect(cells.allSatisfy { "\($0.fill.map { "\($0)" } ?? "none")" == "color(#FFCC00FF)" })   // systemYellow, light
    }
}
