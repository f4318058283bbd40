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

/// Asserts a golden for every `#Preview` of a target in one call (issue 31 Deliver 4): each preview's
/// body — a controller, a `UIView` filling the screen, or SwiftUI content (hosted: a placeholder) — is
/// captured and checked as `assertLayoutSnapshot(of: UIViewController…)` checks a controller, its golden
/// named after the preview. The `LayoutshotSourceTransform` plugin lists the target's previews as
/// `layoutshotPreviews()`.
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(layoutshotPreviews(), on: "iphone-15")
/// }
/// ```
///
/// No previews is a failure (the plugin found none to check); a preview that cannot be captured fails
/// with its name and the capture's one-line error, and the others are still checked.
public func assertPreviewSnapshots(_ previews: [PreviewScreens.Preview], on device: String = "iphone-15", appearance: Appearance = .light,
                                   record: RecordMode? = nil, options: ImageDiff.Options = ImageDiff.Options(),
                                   frames: FrameCheck = .check, format: LayoutSnapshotFormat = .image, traits: Traits = .standard,
                                   fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
                                   line: UInt = #line, column: UInt = #column) {
    guard !previews.isEmpty else {
        return recordSnapshotFailure("no #Preview to check (layoutshotPreviews() is empty)", fileID: fileID, file: file, line: line, column: column)
    }
    for preview in previews {
        let controller = PreviewScreens.controller(from: preview.make())
        guard let preset = Device.preset(named: device) else {
            return recordSnapshotFailure("no device named \"\(device)\"", fileID: fileID, file: file, line: line, column: column)
        }
        let capture: LayoutCapture
        do { capture = try LayoutCapture(of: controller, on: preset, traits: traits) } catch {
            recordSnapshotFailure("#Preview \"\(preview.name)\": \(error)", fileID: fileID, file: file, line: line, column: column)
            continue
        }
        var screen = capture.screen
        screen.name = preview.name
        assertLayoutSnapshot(of: screen, on: device, appearance: appearance, record: record, named: preview.name, options: options,
                             frames: frames, format: format, traits: traits, fileID: fileID, file: file, testName: testName,
                             line: line, column: column)
    }
}
#endif
