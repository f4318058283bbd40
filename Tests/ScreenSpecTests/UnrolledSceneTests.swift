import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// `SceneBuilder.scene(unrolled:)`: carousels drawn whole, past the screen's edge, for handouts.
@Suite("Unrolled carousels")
struct UnrolledSceneTests {
    @Test("games-tab on iPhone SE: every card of every carousel is drawn, within the canvas; chrome keeps the device's width")
    func everyCard() throws {
        let screen = try loadSample("games-tab")
        let device = try #require(Device.preset(named: "iphone-se"))
        let measurer = try TextMeasurer()
        let solved = try screen.solve(on: device, measuringWith: measurer)
        let normal = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, measuringWith: measurer)
        let unrolled = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, unrolled: true,
                                          measuringWith: measurer)
        func texts(_ scene: Scene) -> [TextNode] { scene.nodes.compactMap { if case .text(let t) = $0 { t } else { nil } } }
        #expect(normal.size.width == 375)
        // Five featured cards at x = 15 + 345k (k = 0…4; §1.2): the last ends at 15 + 4 × 345 + 345 = 1740,
        // and the canvas mirrors at least the 15 pt before the first; every carousel's cells fit.
        #expect(unrolled.size.width >= 1755, "\(unrolled.size.width)")
        for a in solved.attributes where a.representedElementCategory == .cell && solved.orthogonalContentLength(ofSection: a.indexPath.section) != nil {
            #expect(a.frame.maxX <= unrolled.size.width, "section \(a.indexPath.section) item \(a.indexPath.item) ends at \(a.frame.maxX)")
        }
        #expect(!texts(normal).contains { $0.text == "Stardew Valley" })
        let last = try #require(texts(unrolled).first { $0.text == "Stardew Valley" })
        #expect(last.frame.minX > 15 + 4 * 345 - 1)
        // The tab bar (chrome) is as wide as the phone, not the unrolled canvas.
        #expect(texts(unrolled).first { $0.text == "Today" }.map { $0.frame.maxX < 375 } == true)
        #expect(unrolled.size.height == normal.size.height)
    }
}
