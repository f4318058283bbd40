import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// `samples/pinterest.json`: seed 002's board (white cells, corner radius 15, bold 24 pt titles).
@Suite("Waterfall sample: pinterest")
struct WaterfallSampleTests {
    static let heights: [String: CGFloat] = ["small": 120, "medium": 200, "large": 280]
    /// The sample's repeating pattern of heights, starting with the seed's Red, Green, Blue.
    static let pattern = ["small", "large", "medium", "large", "small", "medium", "medium", "small"]

    @Test("At least 60 pins: Red small, Green large, Blue medium, then the 8-step pattern")
    func pins() throws {
        let screen = try loadSample("pinterest")
        #expect(screen.title == "Pinterest board (waterfall layout)")
        let items = screen.sections[0].items
        #expect(items.count >= 60)
        #expect(Array(items.prefix(3)) == ["Red", "Green", "Blue"])
        #expect(Set(items).count == items.count)
        let solved = try screen.solve(on: WaterfallScreens.phone)
        for i in items.indices {
            #expect(solved.cell(i)?.height == Self.heights[Self.pattern[i % Self.pattern.count]], "item \(i)")
        }
    }

    @Test("The cell style follows the seed: white, corner radius 15, a bold 24 pt title at the bottom left, 12 pt in")
    func style() throws {
        let screen = try loadSample("pinterest")
        let cell = screen.sections[0].cell
        #expect(cell.cornerRadius == 15)
        #expect(cell.backgroundColor == .system("secondarySystemGroupedBackground"))   // white in light
        #expect(screen.backgroundColor == .system("systemGroupedBackground"))
        let content = try #require(cell.contentView)
        // Red on an iPhone 15 (186.33 × 120): one 24-pt SF line (28.64 → 28.667 at @3x) sitting 12 pt above the bottom.
        let frame = CGRect(x: 5, y: 5, width: 589.0 / 3 - 10, height: 120)
        let placed = try content.layout(in: frame, item: ViewItem(text: "Red"), measuringWith: XibText(), scale: 3)
        let title = try #require(placed.frame("title"))
        #expect(title.minX == 17 && title.maxX == frame.maxX - 12)
        #expect(abs(title.maxY - (frame.maxY - 12)) < 1e-6 && abs(title.height - 86.0 / 3) < 1e-6)
        let nodes = try content.nodes(in: frame, item: ViewItem(text: "Red"), measuringWith: XibText(), scale: 3, appearance: .light)
        let labels = nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
        #expect(labels.count == 1)
        #expect(labels.first?.text == "Red" && labels.first?.font == FontSpec(size: 24, weight: .bold))
        #expect(labels.first?.alignment == .left)
    }

    @Test("H2 on iphone-15: two columns, Red at (5, 5) and 589/3 − 10 pt wide, Green beside it")
    func phone() throws {
        let solved = try loadSample("pinterest").solve(on: Device.preset(named: "iphone-15")!)
        let cellWidth = 589.0 / 3 - 5 - 5   // 393 · 3 / 2 = 589.5 px, floored
        #expect(solved.cell(0) == CGRect(x: 5, y: 5, width: cellWidth, height: 120))
        #expect(solved.cell(1) == CGRect(x: 589.0 / 3 + 5, y: 5, width: cellWidth, height: 280))
        #expect(solved.cell(2) == CGRect(x: 5, y: 135, width: cellWidth, height: 200))   // under Red: 130 < 290
        #expect(Set(cells(solved).map(\.minX)).count == 2)
    }

    @Test("H2 on ipad-pro-11: 834 pt / 170 → four columns of 208.5 pt, cells 198.5 wide")
    func iPad() throws {
        let solved = try loadSample("pinterest").solve(on: Device.preset(named: "ipad-pro-11")!)
        #expect(Set(cells(solved).map(\.minX)).sorted() == [5, 213.5, 422, 630.5])
        #expect(cells(solved).allSatisfy { $0.width == 198.5 })
        #expect(solved.cell(0) == CGRect(x: 5, y: 5, width: 198.5, height: 120))
    }

    @Test("On every preset every cell lies inside the content size")
    func insideContent() throws {
        let screen = try loadSample("pinterest")
        for device in Device.presets {
            let solved = try screen.solve(on: device)
            let content = CGRect(origin: .zero, size: solved.contentSize)
            let frames = cells(solved)
            #expect(frames.count == screen.sections[0].items.count, "\(device.name)")
            #expect(frames.allSatisfy { content.contains($0) }, "\(device.name)")
        }
    }

    private func cells(_ solved: SolvedLayout) -> [CGRect] {
        solved.attributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
    }
}
