import CollectionLayout
import Foundation
import Golden
@testable import LayoutshotTesting
import ScreenSpec
import Testing

/// `assertLayoutSnapshot` in Swift Testing, on a layout built in code as an app builds it, plus the
/// check's failure messages, numbering and record modes.
@Suite("LayoutshotTesting")
struct SnapshotSwiftTests {
    /// The App Store clone's small-app carousel as code: count-3 vertical groups, 0.92 wide, paging.
    static func carousel() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1 / 3)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.92),
                                                                                           heightDimension: .absolute(240)),
                                                         subitem: item, count: 3)
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 8
            return section
        }
    }

    @Test func codeLayout() {
        assertLayoutSnapshot(of: Self.carousel(), itemCounts: [9, 9], on: "iphone-15")   // codeLayout.1.png
    }

    /// Issue 14: `@Test(arguments:)` recorded `feedOnDevice-_.1 … .5` numbered in whatever order the
    /// cases ran. Each case's arguments are now in its goldens' names:
    /// `__Snapshots__/SnapshotSwiftTests/codeLayoutOnDevice.iphone-se.1.png`, `….ipad-pro-11.1.png`.
    @Test("parameterized: each case's goldens carry its arguments, numbered within the case", arguments: ["iphone-se", "ipad-pro-11"])
    func codeLayoutOnDevice(_ device: String) {
        #expect(TestArguments.current() == ["\"\(device)\""])
        assertLayoutSnapshot(of: Self.carousel(), itemCounts: [9], on: device)
    }

    @Test("golden names of a parameterized case: the function's base name, the arguments sanitised, a count per case")
    func parameterizedNames() {
        let environment = ["LAYOUTSHOT_ARTIFACTS": "/tmp/a"]
        let a = SnapshotPaths(filePath: "/p/FeedTests.swift", testName: "feedOnDevice(_:)", arguments: ["\"iPad Pro 11\"", "dark"],
                              named: nil, environment: environment)
        #expect(a.displayName == "feedOnDevice.iPad-Pro-11-dark.1")
        #expect(a.image == "/p/__Snapshots__/FeedTests/feedOnDevice.iPad-Pro-11-dark.1.png")
        // Another case's count is its own; the same case counts on.
        #expect(SnapshotPaths(filePath: "/p/FeedTests.swift", testName: "feedOnDevice(_:)", arguments: ["\"iphone-15\""],
                              named: nil, environment: environment).displayName == "feedOnDevice.iphone-15.1")
        #expect(SnapshotPaths(filePath: "/p/FeedTests.swift", testName: "feedOnDevice(_:)", arguments: ["\"iPad Pro 11\"", "dark"],
                              named: nil, environment: environment).displayName == "feedOnDevice.iPad-Pro-11-dark.2")
        #expect(TestArguments.current().isEmpty)   // not parameterized
    }

    @Test("a missing golden with record mode never is an Issue at the call")
    func missingIsAnIssue() {
        withKnownIssue {
            assertLayoutSnapshot(of: Self.carousel(), itemCounts: [3], on: "iphone-15", record: .never, named: "never-recorded")
        }
    }

    /// A test file in a fresh folder, so the check's goldens and artefacts go there.
    static func sandbox() throws -> (file: String, environment: [String: String], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder.appendingPathComponent("GamesTests.swift").path,
                ["LAYOUTSHOT_ARTIFACTS": folder.appendingPathComponent("artifacts").path], folder)
    }

    static func grid(spacing: Double) -> Screen {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                             heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            return section
        }
        return Screen(name: "grid", layout: layout, itemCounts: [12])
    }

    @Test("record, pass, then a change: the message says what moved, the pixels, and where the images are")
    func messages() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", filePath: file, testName: "testGrid()",
                                             environment: environment)
        let golden = folder.appendingPathComponent("__Snapshots__/GamesTests/testGrid.1.png").path
        #expect(recorded == "Recorded the layout snapshot testGrid.1 (new golden, record mode missing): \(golden)\n"
                + "Look at it, commit it, and run the test again.")
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/GamesTests/testGrid.1.frames.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/environment.json").path))
        // Numbering restarts per test name within the process: this is the test's second assertion.
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", filePath: file, testName: "testGrid()",
                                      environment: environment)?.contains("testGrid.2") == true)
        let same = LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", named: "1", filePath: file,
                                         testName: "testGrid()", environment: environment)
        #expect(same == nil)
        let changed = try #require(LayoutSnapshot.verify(Self.grid(spacing: 14), on: "iphone-15", named: "1", filePath: file,
                                                         testName: "testGrid()", environment: environment))
        let lines = changed.split(separator: "\n").map(String.init)
        #expect(lines.first == "Layout snapshot testGrid.1 (grid · iphone-15) does not match its golden:")
        #expect(lines.contains("  section 0: 4 items (4–7) moved y +4.0 pt"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  ") && $0.contains("px differ") })
        #expect(lines.contains("golden: \(golden)"))
        let actual = folder.appendingPathComponent("artifacts/GamesTests/testGrid.1.actual.png").path
        #expect(lines.contains("actual: \(actual)") && FileManager.default.fileExists(atPath: actual))
        #expect(lines.contains { $0.hasPrefix("diff: ") && $0.hasSuffix("testGrid.1.diff.png") })
    }

    /// Issue 14's newcomer: grid spacing 8 → 10 with `maxDiffRatio = 0.01` stayed green (grey cards on a
    /// grey background fall under the colour threshold). Frames are the truth.
    @Test("frames are the truth: a spacing change fails at any pixel tolerance, what moved first; frames: .ignore opts out by name")
    func framesAreTheTruth() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "grid", filePath: file,
                                      testName: "testGrid()", environment: environment)?.hasPrefix("Recorded") == true)
        var lenient = ImageDiff.Options()
        lenient.maxDiffRatio = 1   // every pixel may differ
        let changed = try #require(LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", named: "grid", options: lenient,
                                                         filePath: file, testName: "testGrid()", environment: environment))
        let lines = changed.split(separator: "\n").map(String.init)
        #expect(lines.first == "Layout snapshot testGrid.grid (grid · iphone-15) does not match its golden:")
        #expect(lines.dropFirst().first?.hasPrefix("  content height") == true || lines.dropFirst().first?.contains("moved y +2.0 pt") == true,
                "\(lines)")
        #expect(lines.contains("  section 0: 4 items (4–7) moved y +2.0 pt"), "\(lines)")
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", named: "grid", options: lenient, frames: .ignore,
                                      filePath: file, testName: "testGrid()", environment: environment) == nil)
        // Unchanged frames with the same tolerance pass.
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "grid", options: lenient,
                                      filePath: file, testName: "testGrid()", environment: environment) == nil)
    }

    @Test("format .frames keeps a text golden alone: recorded, passed, a moved frame fails; no image written")
    func framesFormat() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("__Snapshots__/GamesTests/testGrid.text.frames.json").path
        let recorded = LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "text", format: .frames,
                                             filePath: file, testName: "testGrid()", environment: environment)
        #expect(recorded?.hasSuffix(": \(golden)\nLook at it, commit it, and run the test again.") == true, "\(recorded ?? "nil")")
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/GamesTests/testGrid.text.png").path))
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "text", format: .frames,
                                      filePath: file, testName: "testGrid()", environment: environment) == nil)
        let moved = try #require(LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", named: "text", format: .frames,
                                                       filePath: file, testName: "testGrid()", environment: environment))
        #expect(moved.contains("  section 0: 4 items (4–7) moved y +2.0 pt") && moved.contains("golden: \(golden)"), "\(moved)")
        #expect(!moved.contains("px differ"))
    }

    @Test("traits: the golden's name carries them after its number; drawn at AX3, right to left, landscape; the frames are the landscape ones")
    func traits() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traits = Traits(preferredContentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft, orientation: .landscape)
        let golden = folder.appendingPathComponent("__Snapshots__/GamesTests/testGrid.wide-AX3-rtl-landscape.png").path
        let recorded = LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "wide", traits: traits,
                                             filePath: file, testName: "testGrid()", environment: environment)
        #expect(recorded?.contains(golden) == true, "\(recorded ?? "nil")")
        let dump = try String(contentsOfFile: GoldenFiles.framesPath(forImage: golden), encoding: .utf8)
        #expect(dump.contains(#""width": 852, "height": 393"#) && dump.contains(#""layoutDirection": "rtl""#))
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "wide", traits: traits,
                                      filePath: file, testName: "testGrid()", environment: environment) == nil)
        // The same test at the standard traits is another golden: nothing to compare, so it is recorded.
        let standard = LayoutSnapshot.verify(Self.grid(spacing: 8), on: "iphone-15", named: "wide",
                                             filePath: file, testName: "testGrid()", environment: environment)
        #expect(standard?.contains("testGrid.wide.png") == true, "\(standard ?? "nil")")
    }

    /// Issue 14: `.system("systemGrey5")` trapped the whole test process (`ColorReference.swift:13`).
    @Test("a colour typo built in Swift is a message at the call naming where it is, never a trap; resolving it draws magenta")
    func colourTypo() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        var screen = Self.grid(spacing: 8)
        screen.sections[0].cell.backgroundColor = .system("systemGrey5")
        let message = LayoutSnapshot.verify(screen, on: "iphone-15", filePath: file, testName: "testGrid()", environment: environment)
        #expect(message == "layout snapshot of grid: sections[0].cell.backgroundColor: unknown colour \"systemGrey5\"; did you mean \"systemGray5\"?",
                "\(message ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))   // nothing recorded
        #expect(ColorReference.system("systemGrey5").resolve(.dark) == ColorReference.unknownColor)
        #expect(throws: SpecError.self) { try ColorReference.named("systemGrey5") }
        #expect(try ColorReference.named("systemGray5") == .system("systemGray5"))
        screen.sections[0].cell.backgroundColor = .dynamic(light: .system("label"), dark: .system("labell"))
        #expect(screen.colorProblem?.hasSuffix("unknown colour \"labell\"; did you mean \"label\"?") == true, "\(screen.colorProblem ?? "nil")")
    }

    @Test("CI never records: the message says so and nothing is written; bad devices are messages, not crashes")
    func neverOnCI() throws {
        let (file, environment, folder) = try Self.sandbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-15", filePath: file, testName: "testGrid()",
                                            environment: environment.merging(["CI": "true"]) { $1 })
        #expect(message?.hasPrefix("No layout snapshot testGrid.1 at ") == true
                && message?.hasSuffix("Record it locally with `LAYOUTSHOT_RECORD=missing swift test --filter testGrid`, look at it, and commit it.") == true,
                "\(message ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path))
        #expect(LayoutSnapshot.verify(Self.grid(spacing: 10), on: "iphone-99", filePath: file, testName: "t", environment: environment)?
            .hasPrefix("unknown device 'iphone-99'") == true)
    }

    @Test("golden names as swift-snapshot-testing sanitises them")
    func names() {
        #expect(SnapshotPaths.sanitized("testGames()") == "testGames")
        #expect(SnapshotPaths.sanitized("iPad, dark") == "iPad-dark")
        #expect(SnapshotPaths.sanitized("games tab: 2 (wide)") == "games-tab-2-wide")
        #expect(SnapshotPaths.sanitized("()") == "snapshot")
    }
}
