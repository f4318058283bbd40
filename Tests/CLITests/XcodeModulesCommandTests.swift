import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 1: build what Xcode builds — the app target, the framework target it depends on and
/// the local package product it links, each its own module (`AppModules`), so `import Kit` and
/// `import Core` work; a remote package's import stops nothing the screen does not reach.
@Suite("--swift with an Xcode project: framework targets and local packages as their own modules", .serialized)
struct XcodeModulesCommandTests {
    static let controller = """
        import Core
        import Kit
        import UIKit

        final class FeedViewController: UIViewController, UICollectionViewDataSource {
            let store = Store()
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: Palette.rowHeight)
                let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                grid.dataSource = self
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { store.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }

        #Preview("Feed") { FeedViewController() }

        """

    /// The fixture project with `controller`, Kit's store of seven and Core's 60-pt rows; and a cache
    /// folder outside it.
    static func project(controller: String) throws -> (root: URL, cache: URL) {
        let root = try XcodeProjectFixture.makeProject(contents: [
            "App/FeedViewController.swift": controller,
            "Kit/Store.swift": "import Foundation\n\npublic struct Store {\n    public init() {}\n    public let count = 7\n}\n",
            "Packages/Core/Sources/Core/Core.swift": "import Foundation\n\npublic enum Palette {\n    public static let rowHeight = 60.0\n}\n",
        ])
        return (root, try temporaryFolder())
    }

    @Test("the app's framework target and local package build as modules; an unreached file importing a remote package is left out")
    func modules() throws {
        // Two more rows from the app's resource `rows.json`, found by `Bundle.main` as in the app's bundle (`AppBundle`).
        let controller = Self.controller.replacingOccurrences(of: "numberOfItemsInSection section: Int) -> Int { store.count }", with: """
            numberOfItemsInSection section: Int) -> Int {
                    let rows = Bundle.main.url(forResource: "rows", withExtension: "json").flatMap { try? Data(contentsOf: $0) }
                    return store.count + ((rows.flatMap { try? JSONSerialization.jsonObject(with: $0) }) as? [Int] ?? []).count
                }
            """)
        let root = try XcodeProjectFixture.makeProject(contents: [
            "App/FeedViewController.swift": controller,
            // The framework target Kit: `public`, as a module's API must be; `ObservableObject` and
            // `@Published` with only Foundation imported, as Apple's Foundation re-exports Combine; and
            // `import Core`, a package only the app links, as Xcode's shared products folder lets it.
            "Kit/Store.swift": "import Foundation\nimport Core\n\npublic struct Store {\n    public init() {}\n    public let count = Int(Palette.rowHeight) / 10 + 1\n    public let model = StoreModel()\n}\n\npublic final class StoreModel: ObservableObject {\n    @Published public var items = 0\n}\n",
            // The local package's product Core (target Core, which imports its target CoreUI).
            "Packages/Core/Sources/Core/Core.swift": "import CoreUI\n\npublic enum Palette {\n    public static let rowHeight = Metrics.row * 2\n}\n",
            // SwiftPM's `Bundle.module` (a target with resources): Layoutshot declares it.
            "Packages/Core/Sources/CoreUI/CoreUI.swift": "import Foundation\n\npublic enum Metrics {\n    public static let row: Double = Bundle.module.bundlePath.isEmpty ? 0 : 30\n}\n",
            "Screens/Home.swift": "import Alamofire\nimport UIKit\n\nfinal class HomeViewController: UIViewController { let session = Session.default }\n",
        ])
        try Data("[1, 2]".utf8).write(to: root.appendingPathComponent("App/rows.json"))
        let cache = try temporaryFolder()   // outside the app's folder, as a user's cache is
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: cache) }
        let environment = swiftAppEnvironment(cache)
        let run = layoutshot(["layout", "--swift", root.path, "--preview", "Feed", "--device", "iphone-se"], environment: environment)
        #expect(run.code == 0, "\(run.err)")
        // Nine cells 100 × 60 (Palette.rowHeight from the package's two modules; seven from Kit, two from rows.json).
        let cells = run.out.split(separator: "\n").filter { $0.contains("\"category\": \"cell\"") }
        #expect(cells.count == 9 && cells.allSatisfy { $0.contains("\"width\": 100, \"height\": 60}") }, "\(run.out)")
        let package = try #require(run.err.components(separatedBy: " in ").last?.components(separatedBy: " (").first, "\(run.err)")
        let bundled = try FileManager.default.contentsOfDirectory(atPath: package + "/Bundle").sorted()
        #expect(bundled.contains("rows.json") && bundled.contains { $0.hasSuffix("-runner") }, "\(bundled)")
        let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
        for target in [".target(name: \"Kit\"", ".target(name: \"Core\"", ".target(name: \"CoreUI\""] {
            #expect(manifest.contains(target), "\(manifest)")
        }
        #expect(!manifest.contains("CoreTests"))
        // Each module depends on the stand-ins its files import (Kit's `import Foundation` brings Combine,
        // transform step 8), so a build compiles no WebKit or MapKit for an app that imports neither.
        #expect(manifest.contains(".product(name: \"Combine\"") && !manifest.contains("\"WebKit\"") && !manifest.contains("\"MapKit\""), "\(manifest)")
        // The module a screen does not reach is still a module (the app imports it), holding nothing.
        let built = try String(contentsOfFile: package + "/built-files.txt", encoding: .utf8)
        #expect(built.contains("Kit/Store.swift\t#Preview(\"Feed\") → FeedViewController → Store"), "\(built)")
        #expect(built.contains("Packages/Core/Sources/CoreUI/CoreUI.swift\t#Preview(\"Feed\") → FeedViewController → Palette → Metrics"), "\(built)")
        #expect(!built.contains("Screens/Home.swift"), "\(built)")

        // The screen reaching the remote package's file: the error says through which declarations.
        try Data((Self.controller.replacingOccurrences(of: "let store = Store()", with: "let store = Store()\n    let home = HomeViewController()")).utf8)
            .write(to: root.appendingPathComponent("App/FeedViewController.swift"))
        let remote = layoutshot(["layout", "--swift", root.path, "--preview", "Feed", "--device", "iphone-se"], environment: environment)
        #expect(remote.code == 2 && remote.err.contains("cannot find 'Session' in scope") && remote.err.contains("its import of Alamofire is left out")
                && remote.err.contains("#Preview(\"Feed\") → FeedViewController → HomeViewController"), "\(remote.err)")
    }

    @Test("a workspace: the app links a framework of another project through its Frameworks phase; it builds as its own module")
    func workspace() throws {
        let controller = Self.controller.replacingOccurrences(of: "import Kit\n", with: "import Account\nimport Kit\n")
            .replacingOccurrences(of: "-> Int { store.count }", with: "-> Int { Session.rows }")
        let (root, cache) = try Self.project(controller: controller)
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: cache) }
        try Data(XcodeProjectFixture.withLinkedAccount.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        let account = root.appendingPathComponent("Modules/Account/Account.xcodeproj")
        try FileManager.default.createDirectory(at: account, withIntermediateDirectories: true)
        try Data(XcodeProjectFixture.accountPbxproj.utf8).write(to: account.appendingPathComponent("project.pbxproj"))
        try Data("public enum Session {\n    public static let rows = 4\n}\n".utf8)
            .write(to: root.appendingPathComponent("Modules/Account/Session.swift"))
        let workspace = root.appendingPathComponent("Feed.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Feed.xcodeproj"></FileRef>
               <FileRef location = "group:Modules/Account/Account.xcodeproj"></FileRef>
            </Workspace>
            """.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))

        let run = layoutshot(["layout", "--swift", root.path, "--preview", "Feed", "--device", "iphone-se"], environment: swiftAppEnvironment(cache))
        #expect(run.code == 0, "\(run.err)")
        let cells = run.out.split(separator: "\n").filter { $0.contains("\"category\": \"cell\"") }
        #expect(cells.count == 4, "\(run.out)")   // Session.rows, from the other project's framework
    }

    @Test("a bridging header's Objective-C types the screen uses are named in one line, not a wall of errors")
    func bridgingHeader() throws {
        let controller = Self.controller.replacingOccurrences(of: "let store = Store()", with: "let store = Store()\n    let rating = RatingView()\n    let model = FeedCellModel()")
        let (root, cache) = try Self.project(controller: controller)
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: cache) }
        try Data(XcodeProjectFixture.withBridgingHeader.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        try Data("#import \"RatingView.h\"\n@interface FeedCellModel : NSObject\n@end\n".utf8)
            .write(to: root.appendingPathComponent("App/Feed-Bridging-Header.h"))
        try Data("@interface RatingView : UIView\n@end\n".utf8).write(to: root.appendingPathComponent("App/RatingView.h"))
        let run = layoutshot(["layout", "--swift", root.path, "--preview", "Feed", "--device", "iphone-se"], environment: swiftAppEnvironment(cache))
        #expect(run.code == 2, "\(run.out)")
        #expect(run.err.contains("uses Objective-C types from its bridging header, which Layoutshot does not compile: RatingView (RatingView.h), FeedCellModel (Feed-Bridging-Header.h), first at \(root.standardizedFileURL.path)/App/FeedViewController.swift:7:"), "\(run.err)")
        // One line (after the first build's "building…" notice).
        #expect(run.err.split(separator: "\n").filter { $0.contains("error") || $0.contains("Objective-C") }.count == 1, "\(run.err)")
    }

    @Test("of several application targets, the iOS one is built: a Mac app beside it is not drawn")
    func iOSApplicationTarget() throws {
        let preview = { (name: String) in "import UIKit\n#Preview(\"\(name)\") { UIViewController() }\n" }
        let root = try XcodeProjectFixture.makeProject(contents: ["App/FeedViewController.swift": preview("Feed"), "Widget/Widget.swift": preview("Mac")])
        defer { try? FileManager.default.removeItem(at: root) }
        // FeedWidget made a Mac application (SDKROOT macosx): two application targets, one for iOS.
        let mac = XcodeProjectFixture.pbxproj
            .replacingOccurrences(of: "name = FeedWidget; productType = \"com.apple.product-type.app-extension\"; };",
                                  with: "name = FeedWidget; productType = \"com.apple.product-type.application\"; buildConfigurationList = CLM; };")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                		CLM = {isa = XCConfigurationList; buildConfigurations = (BCM, ); };
                		BCM = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Debug; };
                /* End PBXBuildFile section */
                """)
        try Data(mac.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        let listed = layoutshot(["screens", "--swift", root.path])
        #expect(listed.code == 0 && listed.out.hasPrefix("Feed  App/FeedViewController.swift"), "\(listed.out)\(listed.err)")
        let chosen = layoutshot(["screens", "--swift", root.path, "--target", "FeedWidget"])
        #expect(chosen.code == 0 && chosen.out == "Mac  Widget/Widget.swift", "\(chosen.out)\(chosen.err)")
    }
}
