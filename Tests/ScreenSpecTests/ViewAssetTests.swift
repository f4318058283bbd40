import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// A temporary assets folder holding `swatch.png` (8 × 8 pixels of `ViewAssetFolder.swatch`) and
/// `fake.png` (not a PNG).
struct ViewAssetFolder {
    static let swatch = RGBA(200, 40, 120)
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("view-assets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let png = try Renderer().render(Scene(size: CGSize(width: 8, height: 8), scale: 1, background: Self.swatch), as: .png)
        try Data(png).write(to: URL(fileURLWithPath: path + "/swatch.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path + "/fake.png"))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("Asset images in content views")
struct ViewAssetTests {
    @Test("An asset resolves to an absolute path in the assets folder and draws as an ImageNode")
    func resolves() throws {
        let folder = try ViewAssetFolder()
        defer { folder.remove() }
        let cell = #"""
        {"contentView": {"image": {"asset": "swatch.png", "contentMode": "scaleAspectFill"}, "cornerRadius": 6, "cornerCurve": "continuous",
                         "constraints": {"leading": 10, "top": 10, "width": 40, "height": 40}}}
        """#
        let content = try ViewAssets.$directory.withValue(folder.path) { try ViewJSON.content(cell) }
        let nodes = try content.nodes(in: CGRect(x: 0, y: 0, width: 100, height: 60), item: ViewItem(), measuringWith: XibText(),
                                      scale: 2, appearance: .light)
        guard nodes.count == 1, case .image(let image) = nodes[0] else { Issue.record("expected one image, got \(nodes)"); return }
        #expect(image.path == URL(fileURLWithPath: folder.path).standardizedFileURL.path + "/swatch.png")
        #expect(image.path.hasPrefix("/"))
        #expect(image.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(image.contentMode == .scaleAspectFill && image.cornerRadius == 6 && image.cornerCurve == .continuous)
    }

    @Test("A missing asset and a file that is not a PNG are errors at the asset's path")
    func errors() throws {
        let folder = try ViewAssetFolder()
        defer { folder.remove() }
        let shown = URL(fileURLWithPath: folder.path).standardizedFileURL.path
        ViewAssets.$directory.withValue(folder.path) {
            ViewJSON.expectError(#"cell.contentView.image.asset: no asset "nope.png" in \#(shown)"#,
                                 cell: #"{"contentView": {"image": {"asset": "nope.png"}}}"#)
            ViewJSON.expectError(#"cell.contentView.image.asset: asset "fake.png" is not a PNG file"#,
                                 cell: #"{"contentView": {"image": {"asset": "fake.png"}}}"#)
            ViewJSON.expectError(#"cell.contentView.image.asset: "sub/swatch.png" is not an asset name: give a file name in an assets folder, without "/" or "..""#,
                                 cell: #"{"contentView": {"image": {"asset": "sub/swatch.png"}}}"#)
        }
    }
}
