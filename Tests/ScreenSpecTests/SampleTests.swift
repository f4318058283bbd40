import AutoLayout
import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing
import UIKitViews

let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

func loadSample(_ name: String) throws -> Screen {
    let data = try Data(contentsOf: samplesDirectory.appendingPathComponent("\(name).json"))
    return try Screen.decode(data, name: name)
}

@Suite("Samples")
struct SampleTests {
    @Test("names-grid decodes to seed 001's compositional layout: C1 five a row at 393 pt")
    func compositionalSample() throws {
        let screen = try loadSample("names-grid")
        #expect(screen.itemCounts == [10, 10])
        #expect(screen.layout is UICollectionViewCompositionalLayout)
        #expect(screen.sections[0].items.first == "김민준")
        let solved = try screen.solve(on: Device.preset(named: "iphone-15")!)
        #expect(solved.contentSize == CGSize(width: 393, height: 500))
        let rows = Dictionary(grouping: solved.attributes.filter { $0.representedElementCategory == .cell }, by: \.frame.minY)
        #expect(rows.keys.sorted() == [100, 190, 350, 440])
        #expect(rows.values.allSatisfy { $0.count == 5 })
        let header = solved.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 250, width: 393, height: 100))
    }

    @Test("names-grid-flow decodes to seed 001's flow layout: G3 six a line at 393 pt, last line on the grid")
    func flowSample() throws {
        let screen = try loadSample("names-grid-flow")
        let flow = try #require(screen.layout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 60, height: 60))
        #expect(flow.minimumInteritemSpacing == 4)
        #expect(flow.minimumLineSpacing == 30)
        #expect(flow.headerReferenceSize.height == 100)
        let solved = try screen.solve(on: Device.preset(named: "iphone-15")!)
        let row2 = solved.attributes.filter { $0.representedElementCategory == .cell && $0.indexPath.section == 0 && $0.frame.minY == 190 }
        #expect(row2.count == 4)
        #expect(row2.map { ($0.frame.minX * 3).rounded() } == [0, 200, 400, 599])
    }

    @Test("Cell and header styles follow the seed")
    func styles() throws {
        let screen = try loadSample("names-grid")
        let cell = screen.sections[0].cell
        let text = cell.contentConfiguration.textProperties
        #expect(text.font.spec == FontSpec(size: 14, weight: .bold))
        #expect(text.color == UIColor(systemName: "systemBrown"))
        #expect(text.alignment == .center)
        #expect(cell.backgroundColor == .system("systemGray5"))
        let header = try #require(screen.sections[1].supplementaryViews[ElementKind.header])
        #expect(header.text(section: 1, item: 0) == "1번째 Section")
        #expect(header.backgroundColor == .system("systemGray3"))
        #expect(header.contentConfiguration.textProperties.color.rgba(in: .dark) == RGBA(hex: "#0A84FF"))
    }

    @Test("The scene puts content below the safe area and resolves colours per appearance")
    func scene() throws {
        let screen = try loadSample("names-grid")
        let device = Device.preset(named: "iphone-15")!
        let scene = SceneBuilder.scene(for: screen, solved: try screen.solve(on: device), device: device, appearance: .dark)
        #expect(scene.size == CGSize(width: 393, height: 852))
        #expect(scene.scale == 3)
        #expect(scene.background == RGBA(hex: "#000000"))
        let rects = scene.nodes.compactMap { node -> RectNode? in if case .rect(let r) = node { r } else { nil } }
        #expect(rects.count == 22)
        // Cells (zIndex 0) are painted first, headers (zIndex 1) after them.
        #expect(rects[0].frame == CGRect(x: 0, y: 159, width: 196.0 / 3, height: 60))   // G7: 65.5 floored to 196 px
        #expect(rects[0].fill == RGBA(hex: "#2C2C2E"))   // systemGray5, dark
        let header = rects[20]
        #expect(header.frame == CGRect(x: 0, y: 59, width: 393, height: 100))
        #expect(header.fill == RGBA(hex: "#48484A"))   // systemGray3, dark
        let texts = scene.nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
        #expect(texts.count == 22)
        #expect(texts.first?.text == "김민준")
        #expect(texts[20].text == "0번째 Section")
        #expect(texts[20].color == RGBA(hex: "#0A84FF"))
        #expect(scene.date == "2024-04-01T00:00:00Z")
    }
}
