import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 2: `--swift` builds only what the screen reaches (`DeclarationClosure`): an
/// unrelated screen importing a module Linux lacks no longer stops the build, and when the screen does
/// reach such a file the error says through which declarations and which import was left out.
@Suite("--swift builds only what the screen needs", .serialized)
struct DeclarationClosureCommandTests {
    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 60)
                let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                grid.register(FeedCell.self, forCellWithReuseIdentifier: FeedCell.reuseIdentifier)
                grid.dataSource = self
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: FeedCell.reuseIdentifier, for: indexPath)
            }
        }

        """
    static let cell = """
        import UIKit

        final class FeedCell: UICollectionViewCell {
            static let reuseIdentifier = "FeedCell"
            override init(frame: CGRect) { super.init(frame: frame); contentView.backgroundColor = .brandTint }
            required init?(coder: NSCoder) { fatalError() }
        }

        extension UIColor { static let brandTint = UIColor.systemTeal }

        """
    /// Another screen, in a module Linux lacks.
    static let map = """
        import MapboxMaps
        import UIKit

        final class MapViewController: UIViewController {
            let map = MapView(frame: .zero)
        }

        """
    static let host = """
        import UIKit

        final class HostViewController: UIViewController {
            let child = MapViewController()
        }

        """

    @Test("an unrelated screen importing a module Linux lacks is left out; a screen that reaches it names the chain")
    func closure() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Closure")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Map"), withIntermediateDirectories: true)
        for (name, text) in [("FeedViewController.swift", Self.feed), ("FeedCell.swift", Self.cell),
                             ("Map/MapViewController.swift", Self.map), ("HostViewController.swift", Self.host)] {
            try text.write(to: app.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let environment = swiftAppEnvironment(folder)

        let feed = layoutshot(["layout", "--swift", app.path, "--controller", "FeedViewController", "--device", "iphone-se"], environment: environment)
        #expect(feed.code == 0, "\(feed.err)")
        #expect(feed.out.contains("\"screen\": \"FeedViewController\""), "\(feed.out)")

        let host = layoutshot(["layout", "--swift", app.path, "--controller", "HostViewController", "--device", "iphone-se"], environment: environment)
        #expect(host.code == 2, "\(host.out)")
        // The import of a module the build cannot have is left out; the declaration that uses it says so.
        #expect(host.err.contains("Map/MapViewController.swift:5:"), "\(host.err)")
        #expect(host.err.contains("cannot find 'MapView' in scope"), "\(host.err)")
        #expect(host.err.contains("(this file is built because HostViewController → MapViewController reaches it; its import of MapboxMaps is left out: "
                                  + "Layoutshot cannot build that module (a remote package, or a framework Linux lacks))"), "\(host.err)")
        #expect(host.err.split(separator: "\n").count == 1)
    }
}
