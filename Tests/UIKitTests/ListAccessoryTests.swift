import Foundation
@testable import Rendering
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit
import LayoutshotTestSupport

/// A settings screen as iOS 14 code writes one: an inset-grouped list, list cells with symbol images
/// and the common accessories.
final class SettingsController: UICollectionViewController {
    struct Row: Hashable { let title: String; let symbol: String; let accessories: Int }
    static let rows = [Row(title: "Wi-Fi", symbol: "wifi", accessories: 0), Row(title: "Bluetooth", symbol: "bolt", accessories: 1),
                       Row(title: "Notifications", symbol: "bell", accessories: 2), Row(title: "Edit me", symbol: "pencil", accessories: 3)]

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func accessories(_ kind: Int) -> [UICellAccessory] {
        switch kind {
        case 0: return [.label(text: "Home"), .disclosureIndicator()]
        case 1: return [.checkmark()]
        case 2: return [.detail(), .disclosureIndicator()]
        default: return [.delete(), .reorder(), .outlineDisclosure()]   // delete and reorder: only while editing
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.image = UIImage(systemName: row.symbol)
            cell.contentConfiguration = content
            cell.accessories = SettingsController.accessories(row.accessories)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.rows)
        dataSource.apply(snapshot)
        self.dataSource = dataSource
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>?
}

@Suite("List accessories and symbol images", .serialized, .tags(.concurrency))
struct ListAccessoryTests {
    static let phone = Device.preset(named: "iphone-15")!

    /// The drawn scene of the controller.
    static func scene() throws -> (LayoutCapture, SolvedLayout, Scene) {
        let capture = try LayoutCapture(of: UINavigationController(rootViewController: SettingsController()), on: phone)
        let solved = try capture.solve()
        let scene = capture.onDevice {
            SceneBuilder.scene(for: capture.screen, solved: solved, device: phone, appearance: .light, measuringWith: nil)
        }
        return (capture, solved, scene)
    }

    @Test("F: trailing accessories 16 pt from the cell's edge, 10 apart, centred; editing-only ones not shown")
    func layout() throws {
        let capture = try LayoutCapture(of: SettingsController(), on: Self.phone)
        let cells = (0..<4).map { item in
            capture.onDevice { capture.collectionView.dataSource!.collectionView(capture.collectionView, cellForItemAt: IndexPath(item: item, section: 0)) }
        }
        for cell in cells {
            cell.frame = CGRect(x: 0, y: 0, width: 361, height: 44)
            cell.layoutIfNeeded()
        }
        func glyphs(_ cell: UICollectionViewCell) -> [CGRect] {
            cell.subviews.filter { $0 !== cell.contentView && !($0 is UILabel) && $0.intrinsicContentSize.width > 0 }.map(\.frame).sorted { $0.minX < $1.minX }
        }
        // Row 0: a label, then the chevron (8 × 13) at 361 − 16 − 8.
        let chevron = try #require(glyphs(cells[0]).last)
        #expect(chevron == CGRect(x: 337, y: 15.5, width: 8, height: 13))
        let label = try #require(cells[0].subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Home" && abs(label.frame.maxX - (337 - 10)) < 1e-9)
        #expect(abs(cells[0].contentView.frame.maxX - label.frame.minX) < 1e-9 && cells[0].contentView.frame.minX == 0)
        // Row 1: the checkmark (15 × 12).
        #expect(glyphs(cells[1]) == [CGRect(x: 330, y: 16, width: 15, height: 12)])
        // Row 2: detail (22 × 22) then chevron, 10 apart.
        #expect(glyphs(cells[2]) == [CGRect(x: 305, y: 11, width: 22, height: 22), CGRect(x: 337, y: 15.5, width: 8, height: 13)])
        // Row 3: delete and reorder are .whenEditing by default: only the outline disclosure shows.
        #expect(glyphs(cells[3]) == [CGRect(x: 336, y: 15, width: 9, height: 14)])
        #expect(cells[3].contentView.frame.maxX == 336)   // the content view ends where the accessory begins
    }

    @Test("The accessories are drawn: chevrons and a checkmark as strokes, the detail circle, no delete disc")
    func drawing() throws {
        let (_, _, scene) = try Self.scene()
        let lines = scene.nodes.compactMap { node -> ShapeNode? in
            if case .shape(let s) = node, case .polyline = s.kind { s } else { nil }
        }
        // Two disclosure chevrons, a checkmark, an outline chevron.
        #expect(lines.count == 4)
        let tertiary = UIColor.tertiaryLabel.rgba(in: .light), blue = UIColor.systemBlue.rgba(in: .light)
        #expect(lines.filter { $0.stroke == tertiary }.count == 2 && lines.filter { $0.stroke == blue }.count == 2)
        let discs = scene.nodes.compactMap { node -> ShapeNode? in if case .shape(let s) = node, s.kind == .ellipse { s } else { nil } }
        #expect(discs.count == 1 && discs[0].stroke == blue && discs[0].fill == nil)
        let texts = scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(texts.contains("Home") && texts.contains("i") && texts.contains("Wi-Fi"))
    }

    @Test("UIImage(systemName:) is a 20-pt placeholder; a symbol configuration's point size scales it")
    func symbols() {
        #expect(UIImage(systemName: "star")?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))?.size == CGSize(width: 40, height: 40))
        #expect(UIImage(systemName: "") == nil)
    }

    @Test("UIImage(named:): an asset catalog's imageset, the device's scale preferred, size in points; loose files; nil when missing")
    func named() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/channel.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Real PNGs: a capture of a small screen at @2x (786 × 1704 px) and @3x (1179 × 2556 px).
        let png2 = try LayoutCapture(of: SettingsController(), on: Device.custom(width: 393, height: 852, scale: 2)).render(as: .png)
        let png3 = try LayoutCapture(of: SettingsController(), on: Self.phone).render(as: .png)
        try Data(png2).write(to: set.appendingPathComponent("channel@2x.png"))
        try Data(png3).write(to: set.appendingPathComponent("channel@3x.png"))
        let contents = #"{"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "channel@2x.png", "idiom": "universal", "scale": "2x"},"#
            + #" {"filename": "channel@3x.png", "idiom": "universal", "scale": "3x"}], "info": {"version": 1, "author": "xcode"}}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(png2).write(to: folder.appendingPathComponent("loose@2x.png"))
        UIKitSimulation.addNibFolder(folder)
        defer { UIKitSimulation.removeNibFolder(folder) }
        let three = UIKitSimulation.with(Device.standard) { UIImage(named: "channel") }
        #expect(three?.size == CGSize(width: 393, height: 852) && three?.fileURL?.lastPathComponent == "channel@3x.png")
        let two = UIKitSimulation.with(Device.standard.at(scale: 2)) { UIImage(named: "channel") }
        #expect(two?.fileURL?.lastPathComponent == "channel@2x.png" && two?.size == CGSize(width: 393, height: 852))
        #expect(UIImage(named: "loose")?.size == CGSize(width: 393, height: 852))
        #expect(UIImage(named: "missing") == nil && UIImage(named: "../etc/passwd") == nil)
        let view = UIImageView(image: UIImage(named: "channel"))
        #expect(view.intrinsicContentSize == CGSize(width: 393, height: 852))
    }

    /// Issue 31: a JPEG found by its content, as iOS reads an asset — an imageset's `.png` holding JPEG
    /// data (IslandGuideSample's photos) and a loose `.jpg`; sized from the JPEG's frame header.
    @Test("UIImage(named:): JPEG assets, whatever their names say")
    func jpegAssets() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-jpeg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let jpeg = try #require(JPEGImage.encode(rgb: [UInt8](repeating: 128, count: 60 * 40 * 3), width: 60, height: 40))
        try Data(jpeg).write(to: set.appendingPathComponent("photo.png"))
        let contents = #"{"images": [{"filename": "photo.png", "idiom": "universal", "scale": "2x"}], "info": {"version": 1, "author": "xcode"}}"#
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(jpeg).write(to: folder.appendingPathComponent("shot.jpg"))
        UIKitSimulation.addNibFolder(folder)
        defer { UIKitSimulation.removeNibFolder(folder) }
        #expect(UIImage(named: "photo")?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(named: "shot")?.size == CGSize(width: 60, height: 40))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("shot.jpg").path)?.size == CGSize(width: 60, height: 40))
    }

    @Test("Golden: the settings list with its accessories")
    func golden() {
        assertLayoutSnapshot(of: UINavigationController(rootViewController: SettingsController()), on: "iphone-15")
    }
}
