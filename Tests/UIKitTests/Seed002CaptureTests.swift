import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit

/// Seed 002's Pinterest board run from its own code (`Seed002Pinterest.swift`): the controller, its
/// data source, the registered cell class and the custom layout, captured on a simulated iPhone SE.
@Suite("Seed 002 from its own code: a custom layout under a UICollectionViewController")
struct Seed002CaptureTests {
    static let se = Device.preset(named: "iphone-se")!

    @Test("H1-style custom layout: the seed's arithmetic — 5-pt insets, first shortest column, 5-pt gaps down a column")
    func frames() throws {
        let capture = try LayoutCapture(of: seed002Controller(), on: Self.se)
        let solved = try capture.screen.solve(on: Self.se, measuringWith: nil)
        // contentWidth 375 (viewDidLoad: the collection view's frame, no contentInset) → columns 187.5.
        // One   small  → column 0: (5, 5, 177.5, 100); originY[0] = 100 + 5 = 105.
        // Two   large  → column 1: (192.5, 5, 177.5, 300); originY[1] = 305.
        // Three small  → column 0 (105 < 305): y = 105 + 5 = 110; originY[0] = 210.
        // Four  medium → column 0 (210 < 305): y = 215; originY[0] = 415 = the content height.
        // (Our WaterfallLayout, Tests/CollectionLayoutTests/WaterfallSeedTests, puts Three at 115 and
        // Four at 225: it adds both insets between cells; the seed's code adds the bottom one only.)
        let frames = (0..<4).map { solved.element(forItemAt: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 5, y: 5, width: 177.5, height: 100), CGRect(x: 192.5, y: 5, width: 177.5, height: 300),
                           CGRect(x: 5, y: 110, width: 177.5, height: 100), CGRect(x: 5, y: 215, width: 177.5, height: 200)])
        #expect(solved.contentSize == CGSize(width: 375, height: 415))
        #expect(capture.screen.name == "MyCollectionViewController")
    }

    @Test("The cells are the app's: the registered class, its label set by cellForItemAt, drawn in the PNG")
    func cellsAreTheApps() throws {
        let capture = try LayoutCapture(of: seed002Controller(), on: Self.se)
        let solved = try capture.screen.solve(on: Self.se, measuringWith: nil)
        let scene = SceneBuilder.scene(for: capture.screen, solved: solved, device: Self.se, appearance: .light, measuringWith: nil)
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts == ["One", "Two", "Three", "Four"])
        let cell = try #require(capture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? MyCollectionViewCell)
        #expect(cell.titleLabel.text == "Two")
        #expect(cell.reuseIdentifier == "Cell")
        let png = try capture.render(as: .png)
        #expect(png.count > 1000)
        #expect(try capture.render(as: .png) == png)   // deterministic
        #expect(try capture.frames.contains("\"screen\": \"MyCollectionViewController\""))
    }

    @Test("Golden: the board from its own code, by LayoutshotTesting (image and frames, light and dark)")
    func golden() {
        assertLayoutSnapshot(of: seed002Controller(), on: "iphone-se")
        assertLayoutSnapshot(of: seed002Controller(), on: "iphone-se", appearance: .dark)
    }
}
