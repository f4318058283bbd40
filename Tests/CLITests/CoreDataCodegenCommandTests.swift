import Foundation
import Testing
import LayoutshotTestSupport

/// Xcode's Core Data code generation under `--swift`: an app whose screen uses a class Xcode generates
/// from its model (`codeGenerationType="class"`), never declared in its files, builds and draws.
@Suite("--swift with a Core Data model: Xcode's generated entity classes", .serialized)
struct CoreDataCodegenCommandTests {
    static let controller = """
        import CoreData
        import UIKit

        final class TracksViewController: UIViewController, UICollectionViewDataSource {
            let tracks: [TrackObject] = (0..<4).map { index in
                let track = TrackObject(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
                track.status = Int16(index)
                return track
            }
            let request: NSFetchRequest<TrackObject> = TrackObject.fetchRequest()
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 300, height: 40 + CGFloat(tracks[3].status) * 5)
                let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "track")
                grid.dataSource = self
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tracks.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath)
            }
        }

        /// The app's own entity classes: Manual/None (`Manga`) and the category's (`Note`).
        final class MangaObject: NSManagedObject {}
        final class NoteObject: NSManagedObject {}

        """

    @Test("the generated class compiles against the Core Data stand-in and the screen draws")
    func generatedClasses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Tracks")
        let version = app.appendingPathComponent("Model/Library.xcdatamodeld/Library.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(coreDataModelFixture.utf8).write(to: version.appendingPathComponent("contents"))
        try Self.controller.write(to: app.appendingPathComponent("TracksViewController.swift"), atomically: true, encoding: .utf8)
        let run = layoutshot(["layout", "--swift", app.path, "--controller", "TracksViewController", "--device", "iphone-se"],
                             environment: swiftAppEnvironment(folder))
        #expect(run.code == 0, "\(run.err)")
        let cells = run.out.split(separator: "\n").filter { $0.contains("\"category\": \"cell\"") }
        #expect(cells.count == 4 && cells.allSatisfy { $0.contains("\"height\": 55}") }, "\(run.out)")
    }
}
