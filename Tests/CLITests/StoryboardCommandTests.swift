import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 4: `--swift DIR --storyboard NAME [--id ID]` draws a storyboard scene made as the
/// app makes it (`UIStoryboard`): the scene's controller class, its collection view with the stored
/// flow layout, its prototype cells with their outlets; the initial scene inside its navigation
/// controller. A storyboard or ID that is not there is a one-line error listing what there is.
@Suite("--swift --storyboard: a storyboard scene as the screen", .serialized)
struct StoryboardCommandTests {
    static func app(in folder: URL) throws -> URL {
        let app = folder.appendingPathComponent("StoryApp")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try storyboardFixture(module: "StoryApp").write(to: app.appendingPathComponent("Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        try storyboardFixtureAppCode.write(to: app.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
        try Self.lifecycle.write(to: app.appendingPathComponent("Feed+Lifecycle.swift"), atomically: true, encoding: .utf8)
        return app
    }

    /// Overrides written in extensions, as iOS code has them (issue 32 Deliver 3): the app class's is
    /// moved into its body (its tiles become 80 pt tall); a framework class's, which the screen does not
    /// reach, is not built (`ExtensionOverridesTests` checks one that is reached is left out and listed).
    static let lifecycle = """
        import UIKit

        extension FeedViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 100, height: 80)
            }
        }

        extension UINavigationController {
            open override var childForStatusBarStyle: UIViewController? { topViewController }
        }

        """

    static func cells(_ json: String) -> [String] { json.split(separator: "\n").map(String.init).filter { $0.contains("\"category\": \"cell\"") } }

    @Test("a scene by storyboard ID and the initial scene build and draw from the storyboard's prototype cells")
    func scenes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.app(in: folder)
        let environment = swiftAppEnvironment(folder)
        let feed = layoutshot(["layout", "--swift", app.path, "--storyboard", "Main", "--id", "Feed", "--device", "iphone-se"], environment: environment)
        #expect(feed.code == 0, "\(feed.err)")
        #expect(Self.cells(feed.out).count == 6, "\(feed.out)")
        #expect(Self.cells(feed.out).allSatisfy { $0.contains("\"height\": 80}") }, "the extension's viewDidLoad ran: \(feed.out)")
        #expect(feed.out.contains("FeedViewController"), "the screen is named after the scene's class")
        // Through a symbolic link to the app's folder, as a linked checkout is given: the runner finds
        // the storyboard (its folder walk would not descend into the link itself).
        let link = folder.appendingPathComponent("linked-app")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: app)
        let initial = layoutshot(["layout", "--swift", link.path, "--storyboard", "Main", "--device", "iphone-se"], environment: environment)
        #expect(initial.code == 0, "\(initial.err)")
        #expect(Self.cells(initial.out).count == 6)
        let out = folder.appendingPathComponent("out.png")
        let png = layoutshot(["render", "--swift", app.path, "--storyboard", "Main", "--id", "Feed", "--device", "iphone-se", "--out", out.path],
                             environment: environment)
        #expect(png.code == 0, "\(png.err)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test("a storyboard or ID that is not there: one line, exit 2, nothing built")
    func errors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.app(in: folder)
        let environment = swiftAppEnvironment(folder)
        let unknownID = layoutshot(["layout", "--swift", app.path, "--storyboard", "Main", "--id", "Settings"], environment: environment)
        #expect(unknownID.code == 2 && unknownID.err.contains("--id 'Settings'") && unknownID.err.contains("'Feed', 'About'"), "\(unknownID.err)")
        #expect(unknownID.err.split(separator: "\n").count == 1)
        let missing = layoutshot(["layout", "--swift", app.path, "--storyboard", "Onboarding"], environment: environment)
        #expect(missing.code == 2 && missing.err.contains("no Onboarding.storyboard"), "\(missing.err)")
        let both = layoutshot(["layout", "--swift", app.path, "--storyboard", "Main", "--controller", "FeedViewController"], environment: environment)
        #expect(both.code == 2 && both.err.contains("one of them"), "\(both.err)")
        let idAlone = layoutshot(["layout", "--swift", app.path, "--id", "Feed"], environment: environment)
        #expect(idAlone.code == 2 && idAlone.err.contains("--id needs --storyboard"), "\(idAlone.err)")
    }
}
