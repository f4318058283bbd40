import Foundation
import Testing
import LayoutshotTestSupport

/// `layoutshot layout|render --swift DIR --controller NAME` (issue 16 Deliver 3): the app's own files
/// built into a cached package and run. The app is, in one folder named `AppStore` (the module the
/// clone's xibs name), copies of `Tests/AppStoreGamesTests/App` (seed 000's files and the clone's other
/// sections and cells) and `Tests/UIKitTests/App` (seeds 001, 002 and 003); the xibs are the clone's
/// own (`--xibs`).
@Suite("layout and render --swift: an app's own view controller from its files", .serialized)
struct SwiftAppCommandTests {
    static let xibs = SharedFixtures.folder("appstore-clone/Cells").path

    @Test("bad --swift options: one line each, exit 2, nothing built")
    func badOptions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ["LAYOUTSHOT_CACHE": folder.appendingPathComponent("cache").path]
        let cases: [([String], String)] = [
            (["layout", "--swift", "/no/such/App", "--controller", "C"], "--swift /no/such/App: no such folder"),
            (["layout", "--swift", folder.path], "--swift \(folder.path) needs --controller NAME (the view controller to draw) or a #Preview in its files"),
            (["render", "--swift", folder.path, "--controller", "My-Controller"], "--controller 'My-Controller' is not a Swift type name"),
            (["layout", "games-tab", "--swift", folder.path, "--controller", "C"], "give a screen or --swift DIR, not both (got 'games-tab')"),
            (["layout", "games-tab", "--controller", "C"], "--controller needs --swift DIR"),
            (["render", "--swift", folder.path, "--controller", "C"], "--swift \(folder.path): no .swift files"),
            (["layout", "--swift", folder.path, "--controller", "C", "--xibs", "/no/xibs"], "--xibs /no/xibs: no such folder"),
        ]
        for (arguments, message) in cases {
            let run = layoutshot(arguments, environment: cache)
            #expect(run.code == 2 && run.err == "layoutshot: \(message)", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
    }

    @Test("D1 D7 G7: the Games tab from its own files: the frames of samples/games-tab.json, a PNG; errors at the user's line", SharedFixtures.required)
    func gamesTab() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("AppStore")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/AppStoreGamesTests/App"), to: app.appendingPathComponent("Games"))
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Tests/UIKitTests/App"), to: app.appendingPathComponent("Seeds"))
        let before = try snapshot(app)
        let environment = swiftAppEnvironment(folder)
        let device = ["--width", "375", "--height", "812", "--scale", "5"]
        let swift = ["--swift", app.path, "--controller", "GamesViewController", "--xibs", Self.xibs]

        let first = layoutshot(["layout"] + swift + device, environment: environment)
        #expect(first.code == 0, "\(first.err)")
        #expect(first.err.hasPrefix("layoutshot: building GamesViewController's package in "))
        let sample = layoutshot(["layout", "games-tab"] + device)
        func elements(_ dump: String) -> String { dump.components(separatedBy: "\"contentSize\"").last ?? "" }
        #expect(first.out.contains("\"screen\": \"GamesViewController\""))
        #expect(elements(first.out) == elements(sample.out) && first.out.contains("\"height\": 4056.8}"))

        // Cached: nothing rebuilt, no "building" line; a PNG drawn by the app's cells.
        let png = folder.appendingPathComponent("games.png")
        let render = layoutshot(["render"] + swift + ["--out", png.path], environment: environment)
        #expect(render.code == 0 && render.err.isEmpty && render.out == png.path, "\(render.err)")
        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 20_000)

        // Seeds 001, 002 and 003 from the same files: the frame dumps are, byte for byte, the ones
        // their LayoutshotTesting goldens keep (Tests/UIKitTests/__Snapshots__). Seed 002's controller is
        // made by its SceneDelegate's assembly, a function: `--controller seed002Controller`.
        for (controller, suite, device) in [("NewCollectionViewController", "Seed001CaptureTests", "iphone-15"),
                                            ("seed002Controller", "Seed002CaptureTests", "iphone-se"),
                                            ("ChannelHomeViewController", "Seed003CaptureTests", "iphone-15")] {
            let golden = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/UIKitTests/__Snapshots__/\(suite)/golden.1.frames.json"),
                                    encoding: .utf8)
            let run = layoutshot(["layout", "--swift", app.path, "--controller", controller, "--device", device], environment: environment)
            #expect(run.code == 0 && run.err.isEmpty, "\(controller): \(run.err)")
            #expect(run.out == golden.trimmingCharacters(in: .newlines), "\(controller)")
        }

        // A compiler error in the app's code names the user's file and line; one in NAME() names --controller.
        let broken = app.appendingPathComponent("Games/Cells/Broken.swift")
        try Data("import UIKit\n\nextension GamesViewController { var broken: Int { \"no\" } }\n".utf8).write(to: broken)
        let error = layoutshot(["layout"] + swift, environment: environment)
        #expect(error.code == 2 && error.err.hasPrefix("layoutshot: the app's code does not compile: \(broken.path):3:"), "\(error.err)")
        #expect(!error.err.contains("\n"))
        try FileManager.default.removeItem(at: broken)
        let missing = layoutshot(["layout", "--swift", app.path, "--controller", "NoSuchController"], environment: environment)
        #expect(missing.code == 2 && missing.err.hasPrefix("layoutshot: --controller NoSuchController: NoSuchController() does not compile"),
                "\(missing.err)")
        // The user's files are as they were.
        #expect(try snapshot(app) == before)
    }

    /// The clone's own full sources (kishikawakatsumi/AppStore-Clone-CollectionViewCompositionalLayouts,
    /// MIT; never committed here): set `LAYOUTSHOT_APPSTORE_CLONE` to a checkout's
    /// `AppStore-CollectionViewCompositionalLayouts/AppStore` folder.
    static let clone = ProcessInfo.processInfo.environment["LAYOUTSHOT_APPSTORE_CLONE"].flatMap { $0.isEmpty ? nil : $0 }

    @Test("The clone's own sources, unchanged: GamesViewController's frames are samples/games-tab.json's; the other tabs draw",
          .enabled(if: clone != nil, "set LAYOUTSHOT_APPSTORE_CLONE to a checkout's AppStore folder"))
    func cloneSources() throws {
        let app = try #require(Self.clone)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = swiftAppEnvironment(folder)
        let device = ["--width", "375", "--height", "812", "--scale", "5"]
        let games = layoutshot(["layout", "--swift", app, "--controller", "GamesViewController"] + device, environment: environment)
        #expect(games.code == 0, "\(games.err)")
        let sample = layoutshot(["layout", "games-tab"] + device)
        func elements(_ dump: String) -> String { dump.components(separatedBy: "\"contentSize\"").last ?? "" }
        #expect(elements(games.out) == elements(sample.out) && games.out.contains("\"height\": 4056.8}"))
        for controller in ["TodayViewController", "AppsViewController", "UpdatesViewController", "SearchViewController"] {
            let png = folder.appendingPathComponent("\(controller).png")
            let run = layoutshot(["render", "--swift", app, "--controller", controller, "--out", png.path], environment: environment)
            #expect(run.code == 0 && FileManager.default.fileExists(atPath: png.path), "\(controller): \(run.err)")
        }
    }

    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue { files[path] = try Data(contentsOf: url) }
        }
        return files
    }
}
