import CollectionLayout
import Foundation
import Golden
import Scene
import ScreenSpec
// The static Linux SDK (`swift build --static-swift-stdlib`) has neither test framework: there the module
// builds without the assertions (`LayoutSnapshot.verify` remains), so a static build of every product works.
#if canImport(XCTest)
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Asserts that `screen` on `device` in `appearance` looks as its golden does — in XCTest or in Swift
/// Testing: inside a Swift Testing test a failure is an `Issue` at the call, elsewhere an `XCTFail`.
/// A failure says first what moved or resized, then how many pixels differ, and names the golden,
/// the render and the diff image.
///
/// ```swift
/// final class GamesTests: XCTestCase {
///     func testGamesTab() throws {
///         let screen = try Screen.decode(Data(contentsOf: gamesTabJSON), name: "games-tab")
///         assertLayoutSnapshot(of: screen, on: "iphone-15")                      // __Snapshots__/GamesTests/testGamesTab.1.png
///         assertLayoutSnapshot(of: screen, on: "ipad-pro-11", appearance: .dark) // …/testGamesTab.2.png
///     }
/// }
///
/// @Test func gamesTab() throws {
///     assertLayoutSnapshot(of: screen, on: "iphone-15")                          // the same, as a Swift Testing issue
/// }
/// ```
///
/// - Parameters:
///   - record: `.all`, `.missing`, `.failed` or `.never`; nil for `LAYOUTSHOT_RECORD`, else `.never` when `CI`
///     is set, else `.missing`. A golden recorded because it was missing fails the assertion once.
///   - named: the golden's name instead of its number.
///   - options: threshold, tolerances and ignore regions (as `layoutshot diff`): they absorb pixel
///     noise only.
///   - frames: `.check` (the default): an element that moved, resized, appeared or disappeared fails
///     the assertion whatever the pixels say; `.ignore` opts out by name.
///   - format: `.image` (the default: image and frame dump) or `.frames` (the frame dump alone, a
///     text golden: `<test>.<n>.frames.json`).
///   - traits: the content size (Dynamic Type), layout direction and orientation, like
///     swift-snapshot-testing's `traits:`: `Traits(preferredContentSizeCategory: .accessibilityExtraLarge,
///     layoutDirection: .rightToLeft)` draws at AX3, right to left, into `<test>.<n>-AX3-rtl.png`.
public func assertLayoutSnapshot(of screen: Screen, on device: String = "iphone-15", appearance: Appearance = .light,
                                 record: RecordMode? = nil, named: String? = nil, options: ImageDiff.Options = ImageDiff.Options(),
                                 frames: FrameCheck = .check, format: LayoutSnapshotFormat = .image, traits: Traits = .standard,
                                 fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function,
                                 line: UInt = #line, column: UInt = #column) {
    #if canImport(Testing)
    let arguments = TestArguments.current()
    #else
    let arguments: [String] = []
    #endif
    guard let message = LayoutSnapshot.verify(screen, on: device, appearance: appearance, record: record, named: named,
                                              options: options, frames: frames, format: format, traits: traits,
                                              filePath: "\(file)", testName: testName,
                                              testArguments: arguments) else { return }
    recordSnapshotFailure(message, fileID: fileID, file: file, line: line, column: column)
}

/// A failed assertion at the call: an `Issue` inside a Swift Testing test, an `XCTFail` elsewhere.
func recordSnapshotFailure(_ message: String, fileID: String, file: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: file, line: line)
}

/// Asserts on a layout built in code — the app's own `UICollectionViewCompositionalLayout` (or flow or
/// waterfall layout) — drawn with `itemCounts` placeholder cells labelled `"section.item"`.
public func assertLayoutSnapshot(of layout: UICollectionViewLayout, itemCounts: [Int], on device: String = "iphone-15",
                                 appearance: Appearance = .light, record: RecordMode? = nil, named: String? = nil,
                                 options: ImageDiff.Options = ImageDiff.Options(), frames: FrameCheck = .check,
                                 format: LayoutSnapshotFormat = .image, traits: Traits = .standard, fileID: String = #fileID,
                                 file: StaticString = #filePath, testName: String = #function,
                                 line: UInt = #line, column: UInt = #column) {
    let screen = Screen(name: LayoutSnapshotName.screen(testName), layout: layout, itemCounts: itemCounts)
    assertLayoutSnapshot(of: screen, on: device, appearance: appearance, record: record, named: named, options: options,
                         frames: frames, format: format, traits: traits, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

#if canImport(Testing)
/// The arguments of the running Swift Testing case, described as Swift Testing describes them
/// (`String(describingForTest:)`), or none outside a parameterized case. Swift Testing keeps them
/// internal to `Test.Case`; they are read by reflection, and any change of that shape gives none
/// (then goldens are numbered per test, as before).
enum TestArguments {
    static func current() -> [String] {
        guard let testCase = Test.Case.current, testCase.isParameterized else { return [] }
        guard let arguments = find("arguments", in: testCase, depth: 0) else { return [] }
        return Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }.map { String(describingForTest: $0.value) }
        }
    }

    private static func find(_ label: String, in value: Any, depth: Int) -> Any? {
        guard depth < 4 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = find(label, in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}
#endif

#endif

enum LayoutSnapshotName {
    /// A screen name from a test name: `testGames()` → `testGames`, `feedOnDevice(_:)` → `feedOnDevice`.
    static func screen(_ testName: String) -> String { SnapshotPaths.sanitized(SnapshotPaths.functionName(testName)) }
}
