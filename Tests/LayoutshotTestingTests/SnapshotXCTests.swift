import CollectionLayout
import Foundation
import LayoutshotTesting
import ScreenSpec
import XCTest

/// `assertLayoutSnapshot` in XCTest, against goldens committed in `__Snapshots__/SnapshotXCTests/`.
final class SnapshotXCTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    func testNamesGrid() throws {
        let screen = try Screen.decode(Data(contentsOf: Self.samples.appendingPathComponent("names-grid.json")), name: "names-grid")
        assertLayoutSnapshot(of: screen, on: "iphone-15")                       // testNamesGrid.1.png
        assertLayoutSnapshot(of: screen, on: "ipad-pro-11", appearance: .dark)  // testNamesGrid.2.png
    }

    func testSettingsListNamed() throws {
        let screen = try Screen.decode(Data(contentsOf: Self.samples.appendingPathComponent("settings-list.json")), name: "settings-list")
        assertLayoutSnapshot(of: screen, on: "iphone-se", named: "small phone")   // testSettingsListNamed.small-phone.png
    }
}
