import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 4: `#Preview` as the entry point — a controller that needs arguments drawn through
/// its preview (`--preview NAME`, or the app's only one), previews listed by `screens --swift DIR`.
@Suite("#Preview screens: --preview and screens --swift", .serialized)
struct PreviewCommandTests {
    static let feed = """
        import AVKit
        import UIKit
        import WebKit

        /// A controller that needs an argument: drawn through its preview.
        final class FeedViewController: UIViewController, UICollectionViewDataSource {
            let count: Int
            let article = WKWebView(frame: .zero)      // held, never shown: WebKit's stand-in
            let trailer = AVPlayer(url: URL(fileURLWithPath: "/trailer.mp4"))
            init(count: Int) { self.count = count; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(FeedViewController.grid(dataSource: self, frame: view.bounds))
            }
            static func grid(dataSource: UICollectionViewDataSource, frame: CGRect) -> UICollectionView {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 60)
                let grid = UICollectionView(frame: frame, collectionViewLayout: layout)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                grid.dataSource = dataSource
                return grid
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }

        #Preview("Feed") {
            FeedViewController(count: 5)
        }

        #Preview("Banner") {
            let source = FeedViewController(count: 2)
            return FeedViewController.grid(dataSource: source, frame: UIScreen.main.bounds)
        }

        """

    @Test("screens --swift lists the previews; --preview draws one; layout of several without --preview is an error naming them, render draws them all")
    func previews() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Feed")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.feed.write(to: app.appendingPathComponent("FeedViewController.swift"), atomically: true, encoding: .utf8)
        let environment = swiftAppEnvironment(folder)

        let listed = layoutshot(["screens", "--swift", app.path], environment: environment)
        #expect(listed.code == 0 && listed.out == "Feed    FeedViewController.swift\nBanner  FeedViewController.swift", "\(listed.out)\(listed.err)")

        let several = layoutshot(["layout", "--swift", app.path], environment: environment)
        #expect(several.code == 2 && several.err.hasSuffix("has 2 previews: choose one with --preview NAME ('Feed', 'Banner')"),
                "\(several.err)")
        let unknown = layoutshot(["layout", "--swift", app.path, "--preview", "Nope"], environment: environment)
        #expect(unknown.code == 2 && unknown.err.contains("--preview 'Nope': no such #Preview") && unknown.err.contains("'Feed', 'Banner'"), "\(unknown.err)")

        let feed = layoutshot(["layout", "--swift", app.path, "--preview", "Feed", "--device", "iphone-se"], environment: environment)
        #expect(feed.code == 0, "\(feed.err)")
        #expect(feed.out.contains("\"screen\": \"Feed\""), "\(feed.out)")
        let banner = layoutshot(["layout", "--swift", app.path, "--preview", "Banner", "--device", "iphone-se"], environment: environment)
        #expect(banner.code == 0 && banner.out.contains("\"screen\": \"Banner\""), "\(banner.out)\(banner.err)")
        #expect(feed.out != banner.out)

        let only = layoutshot(["layout", "--swift", app.path, "--exclude", "Nothing*", "--preview", "Feed", "--device", "iphone-se"], environment: environment)
        #expect(only.code == 0 && only.out == feed.out, "\(only.err)")

        // `render` without --preview draws every preview, each a screen named after it.
        let out = folder.appendingPathComponent("out")
        let every = layoutshot(["render", "--swift", app.path, "--device", "iphone-se", "--out", out.path], environment: environment)
        #expect(every.code == 0, "\(every.err)")
        #expect(every.out.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
                == ["Feed-iphone-se.png", "Banner-iphone-se.png"], "\(every.out)")
    }

    @Test("with an Xcode project in DIR, the app target's files are the app: a stale copy's and another target's previews are not there")
    func projectTarget() throws {
        let preview = { (name: String) in "import UIKit\n#Preview(\"\(name)\") { UIViewController() }\n" }
        let root = try XcodeProjectFixture.makeProject(contents: [
            "App/FeedViewController.swift": preview("Feed"), "Old/FeedViewController copy.swift": preview("Stale"),
            "Widget/Widget.swift": preview("Widget"), "Screens/Home.swift": preview("Home"), "Screens/Draft.swift": preview("Draft"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let listed = layoutshot(["screens", "--swift", root.path])
        #expect(listed.code == 0 && listed.out == "Feed  App/FeedViewController.swift\nHome  Screens/Home.swift", "\(listed.out)\(listed.err)")
        let widget = layoutshot(["layout", "--swift", root.path, "--target", "FeedWidget", "--preview", "Nope"])
        #expect(widget.code == 2 && widget.err.contains("(it has 'Widget')"), "\(widget.err)")
        // Built as the project's module (the target's name, not the folder's): its package is named after it.
        let environment = swiftAppEnvironment(root)
        let built = layoutshot(["layout", "--swift", root.path, "--preview", "Feed"], environment: environment)
        #expect(built.err.contains("/swift/Feed-"), "\(built.err)")
        let missing = layoutshot(["layout", "--swift", root.path, "--target", "Nope", "--preview", "Feed"])
        #expect(missing.code == 2 && missing.err.contains("has no target 'Nope' (it has 'Feed', 'FeedWidget', 'Kit')"), "\(missing.err)")
    }
}
