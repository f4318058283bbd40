// Golden tests of an app's own view controllers (Linux: the `UIKit` module and `LayoutshotUIKit`).
#if canImport(XCTest) && canImport(LayoutshotUIKit)
import Foundation
import Golden
import LayoutshotUIKit
import Scene
import ScreenSpec
import UIKit

/// Asserts that `viewController` — the app's own code: its view, collection view, data source and
/// cells, inside its navigation and tab bar controllers — looks on `device` as its golden does. The
/// controller is captured (`LayoutCapture`: loaded, laid out, appeared) and drawn through the same
/// pipeline as a screen file, so the golden is an image and a frame dump as for
/// `assertLayoutSnapshot(of: Screen…)`; every parameter means what it means there.
///
/// ```swift
/// @Test func board() {
///     assertLayoutSnapshot(of: MyCollectionViewController(collectionViewLayout: MyCollectionViewLayout()), on: "iphone-se")
/// }
/// ```
///
/// A controller that cannot be captured (no collection view, a dequeue with an unregistered
/// identifier, a layout that cannot be solved) fails the assertion with the capture's one-line error.
public func assertLayoutSnapshot(of viewController: UIViewController, on device: String = "iphone-15", appearance: Appearance = .light,
                                 record: RecordMode? = nil, named: String? = nil, options: ImageDiff.Options = ImageDiff.Options(),
                                 frames: FrameCheck = .check, format: LayoutSnapshotFormat = .image, traits: Traits = .standard,
                                 fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
                                 line: UInt = #line, column: UInt = #column) {
    func fail(_ message: String) { recordSnapshotFailure(message, fileID: fileID, file: file, line: line, column: column) }
    guard let preset = Device.preset(named: device) else { return fail("no device named \"\(device)\"") }
    let capture: LayoutCapture
    do { capture = try LayoutCapture(of: viewController, on: preset, traits: traits) } catch { return fail("\(error)") }
    // The capture's screen draws in its scope (the simulated device, the app's modules); a problem the
    // app's code reports while it is drawn fails the assertion with the capture's one-line error.
    assertLayoutSnapshot(of: capture.screen, on: device, appearance: appearance, record: record, named: named, options: options,
                         frames: frames, format: format, traits: traits, fileID: fileID, file: file, testName: testName,
                         line: line, column: column)
}
#endif
