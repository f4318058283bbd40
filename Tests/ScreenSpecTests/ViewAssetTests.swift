import CollectionLayout
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

/// A screen file in a temporary folder with its own `assets/` (holding `swatch.png` of `colour`),
/// whose cell draws the asset `asset`.
struct ScreenBesideAssets {
    let folder: URL
    let data: Data

    init(colour: RGBA, asset: String = "swatch.png") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-assets-\(UUID().uuidString)")
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        let png = try Renderer().render(Scene(size: CGSize(width: 8, height: 8), scale: 1, background: colour), as: .png)
        try Data(png).write(to: assets.appendingPathComponent("swatch.png"))
        data = Data(#"""
            {"layout": {"flow": {"itemSize": {"width": 40, "height": 40}}}, "sections": [{"items": ["a"]}],
             "cell": {"contentView": {"image": {"asset": "\#(asset)"}, "constraints": {"leading": 0, "top": 0, "width": 40, "height": 40}}}}
            """#.utf8)
        try data.write(to: folder.appendingPathComponent("screen.json"))
    }

    /// The screen decoded as read from its file.
    func decode() throws -> Screen { try Screen.decode(data, name: "screen", folder: folder.path) }

    /// The absolute path the cell's image node draws.
    static func imagePath(_ screen: Screen) throws -> String? {
        let nodes = try #require(screen.sections[0].cell.contentView)
            .nodes(in: CGRect(x: 0, y: 0, width: 40, height: 40), item: ViewItem(), measuringWith: XibText(), scale: 1, appearance: .light)
        guard case .image(let image) = nodes.first else { return nil }
        return image.path
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

@Suite("Asset images beside the screen file")
struct ScreenAssetFolderTests {
    @Test("An asset in assets/ beside the screen file is drawn from there, pixel for pixel")
    func besideTheScreen() throws {
        let screen = try ScreenBesideAssets(colour: RGBA(20, 160, 90))
        defer { screen.remove() }
        let decoded = try ViewAssets.$directory.withValue("/nonexistent-samples-assets") { try screen.decode() }
        #expect(try ScreenBesideAssets.imagePath(decoded) == screen.folder.appendingPathComponent("assets/swatch.png").standardizedFileURL.path)
        let scene = SceneBuilder.scene(for: decoded, solved: try decoded.solve(on: Device.custom(width: 100, height: 100, scale: 1)),
                                       device: Device.custom(width: 100, height: 100, scale: 1), appearance: .light)
        let image = try RasterImage(png: try Renderer().render(scene, as: .png))
        let pixel = image.pixel(x: 20, y: 20)
        #expect(pixel.r == 20 && pixel.g == 160 && pixel.b == 90 && pixel.a == 255)
    }

    @Test("An asset both beside the screen and in the samples' assets is taken from beside the screen")
    func besideWins() throws {
        let screen = try ScreenBesideAssets(colour: RGBA(20, 160, 90))
        defer { screen.remove() }
        let samples = try ViewAssetFolder()   // also has swatch.png, in another colour
        defer { samples.remove() }
        let decoded = try ViewAssets.$directory.withValue(samples.path) { try screen.decode() }
        #expect(try ScreenBesideAssets.imagePath(decoded) == screen.folder.appendingPathComponent("assets/swatch.png").standardizedFileURL.path)
        // Decoded from data without a file, the same screen finds the samples' one.
        let fromData = try ViewAssets.$directory.withValue(samples.path) { try Screen.decode(screen.data, name: "screen") }
        #expect(try ScreenBesideAssets.imagePath(fromData) == URL(fileURLWithPath: samples.path).standardizedFileURL.path + "/swatch.png")
    }

    @Test("A missing asset's error names every folder looked in, beside the screen first")
    func missingNamesFolders() throws {
        let screen = try ScreenBesideAssets(colour: RGBA(20, 160, 90), asset: "nope.png")
        defer { screen.remove() }
        let samples = try ViewAssetFolder()
        defer { samples.remove() }
        let beside = screen.folder.appendingPathComponent("assets").standardizedFileURL.path
        let shared = URL(fileURLWithPath: samples.path).standardizedFileURL.path
        #expect(throws: SpecError(path: "cell.contentView.image.asset", #"no asset "nope.png" in \#(beside) or \#(shared)"#)) {
            try ViewAssets.$directory.withValue(samples.path) { try screen.decode() }
        }
        #expect(throws: SpecError(path: "cell.contentView.image.asset", #"no asset "nope.png" in \#(shared)"#)) {
            try ViewAssets.$directory.withValue(samples.path) { try Screen.decode(screen.data, name: "screen") }
        }
    }
}
