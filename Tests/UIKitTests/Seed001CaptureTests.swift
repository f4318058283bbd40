import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit

/// Seed 001's `NewCollectionViewController` from its own code (`Seed001NewCollectionViewController.swift`).
@Suite("Seed 001 from its own code: diffable data source, registrations, list content configurations")
struct Seed001CaptureTests {
    static let phone = Device.preset(named: "iphone-15")!

    @Test("C1 D1 D5: the frames are the engine's for the same layout (NamesGridTests.compositional393)")
    func frames() throws {
        let capture = try LayoutCapture(of: NewCollectionViewController(), on: Self.phone)
        let solved = try capture.screen.solve(on: Self.phone, measuringWith: nil)
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
        #expect(solved.element(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 250, width: 393, height: 100))
        // G7: 65.5-pt columns floored to 196 px, 208 px apart (NamesGridTests.compositional393).
        let minX: [CGFloat] = [0, 208, 416, 624, 832].map { $0 / 3 }
        let maxX: [CGFloat] = [196, 404, 612, 820, 1028].map { $0 / 3 }
        for section in 0..<2 {
            for item in 0..<10 {
                let frame = try #require(solved.element(forItemAt: IndexPath(item: item, section: section))?.frame)
                let col = item % 5, row = item / 5
                #expect(abs(frame.minX - minX[col]) < 1e-9 && abs(frame.maxX - maxX[col]) < 1e-9, "item \(item)")
                #expect(frame.minY == CGFloat(section * 250 + 100 + row * 90) && frame.height == 60, "item \(item)")
            }
        }
    }

    @Test("The data source's cells: names from the snapshot, headers from the supplementary registration, centred")
    func contents() throws {
        let capture = try LayoutCapture(of: NewCollectionViewController(), on: Self.phone)
        let solved = try capture.screen.solve(on: Self.phone, measuringWith: nil)
        let scene = SceneBuilder.scene(for: capture.screen, solved: solved, device: Self.phone, appearance: .light, measuringWith: nil)
        let texts = scene.nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
        #expect(texts.map(\.text).filter { $0.hasSuffix("Section") } == ["0번째 Section", "1번째 Section"])
        #expect(texts.filter { $0.text == "김민준" }.count == 2)
        #expect(texts.first { $0.text == "0번째 Section" }?.alignment == .center)
        #expect(capture.problem == nil)
    }

    @Test("Golden: the names grid from its own code (image and frames)")
    func golden() {
        assertLayoutSnapshot(of: NewCollectionViewController(), on: "iphone-15")
    }
}
