import Foundation
import Testing
import LayoutshotTestSupport

/// `layoutshot nib` and `layoutshot render <cell.xib>` (issue 15, Deliver 4), on the App Store clone's
/// SmallAppCell.xib (../shared/fixtures/appstore-clone/Cells, read from there) and our own ChartRowCell.xib.
@Suite("layoutshot nib")
struct NibCommandTests {
    static let smallAppCell = SharedFixtures.folder("appstore-clone/Cells/SmallAppCell.xib").path
    static let chartRow = repositoryRoot.appendingPathComponent("samples/Cells/ChartRowCell.xib").path

    @Test("the JSON frame dump: the root, then every view with its IB id, UIKit class and frame in the root's coordinates", SharedFixtures.required)
    func json() throws {
        guard FileManager.default.fileExists(atPath: Self.smallAppCell) else { Issue.record("fixture missing"); return }
        let result = layoutshot(["nib", Self.smallAppCell, "--json"])
        #expect(result.code == 0, "\(result.err)")
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let root = try #require(dump["root"] as? [String: Any])
        #expect(root["id"] as? String == "hvR-Yq-Opr" && root["class"] as? String == "UICollectionViewCell")
        let views = try #require(dump["views"] as? [[String: Any]])
        #expect(views.count == 7)
        let title = try #require(views.first { $0["id"] as? String == "iYJ-Lt-qwl" })
        #expect(title["class"] as? String == "UILabel")
        let frame = try #require(title["frame"] as? [String: Double])
        #expect(frame == ["x": 72, "y": 10, "width": 217, "height": 20.5])
    }

    @Test("--size lays the root out at another size; --compare names the stored frames and sums up")
    func sizeAndCompare() throws {
        let wide = layoutshot(["nib", Self.chartRow, "--size", "834x88"])
        #expect(wide.code == 0 && wide.out.contains("Crc-07-get  UIButton              746 29 72 30"), "\(wide.out)")
        let compared = layoutshot(["nib", Self.chartRow, "--compare"])
        #expect(compared.out.hasSuffix("8 of 8 views within 0.5 pt of the frames Interface Builder stored"), "\(compared.out)")
        #expect(compared.out.contains("Crc-04-stk  UIStackView           124 25 169 38   stored 124 25 169 38   off 0"))
        #expect(compared.err.isEmpty)
    }

    @Test("render <cell.xib> draws the cell alone, light and dark, named after the xib")
    func renderXib() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("nib-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = layoutshot(["render", Self.chartRow, "--out", out.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out == "\(out.path)/ChartRowCell.png\n\(out.path)/ChartRowCell-dark.png")
        let png = try Data(contentsOf: out.appendingPathComponent("ChartRowCell.png"))
        // 393 × 88 pt at the xib device's @3x.
        #expect(png.count > 24 && png[16..<24] == Data([0, 0, 0x04, 0x9B, 0, 0, 0x01, 0x08]))
        let svg = layoutshot(["render", Self.chartRow, "--appearance", "dark", "--format", "svg", "--out", out.appendingPathComponent("c.svg").path])
        let text = try String(contentsOf: out.appendingPathComponent("c.svg"), encoding: .utf8)
        #expect(svg.code == 0 && text.contains("width=\"393"))
    }
}
