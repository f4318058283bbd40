import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 3: a UIKit collection view whose cells hold SwiftUI content (`UIHostingConfiguration`)
/// builds from the app's unchanged files — the SwiftUI view's body, full of SwiftUI, is not compiled
/// (transform step 7) — and draws each cell's content as the labelled placeholder; a `#Preview` of a
/// SwiftUI view is hosted the same way.
@Suite("--swift with SwiftUI content: placeholders", .serialized)
struct SwiftUIHostingCommandTests {
    static let controller = """
        import SwiftUI
        import UIKit

        final class FeedViewController: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 300, height: 66)
                let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
                grid.dataSource = self
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { FeedRow(title: "Item \\(indexPath.item)") }
                return cell
            }
        }

        """
    static let row = """
        import SwiftUI

        struct FeedRow: View {
            let title: String
            @State private var liked = false
            var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: liked ? "heart.fill" : "heart")
                        .foregroundStyle(.pink)
                    Text(title).font(.headline).lineLimit(1)
                    Spacer()
                }
                .padding(.vertical, 8)
                .onTapGesture { liked.toggle() }
            }
        }

        #Preview("Row") { FeedRow(title: "Preview") }

        """

    @Test("cells with UIHostingConfiguration and a SwiftUI preview build and draw as placeholders")
    func hosting() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Hosting")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.controller.write(to: app.appendingPathComponent("FeedViewController.swift"), atomically: true, encoding: .utf8)
        try Self.row.write(to: app.appendingPathComponent("FeedRow.swift"), atomically: true, encoding: .utf8)
        let environment = swiftAppEnvironment(folder)

        let feed = layoutshot(["layout", "--swift", app.path, "--controller", "FeedViewController", "--device", "iphone-se"], environment: environment)
        #expect(feed.code == 0, "\(feed.err)")
        let cells = feed.out.split(separator: "\n").filter { $0.contains("\"category\": \"cell\"") }
        #expect(cells.count == 3, "\(feed.out)")
        let out = folder.appendingPathComponent("out")
        let png = layoutshot(["render", "--swift", app.path, "--controller", "FeedViewController", "--device", "iphone-se", "--out", out.path],
                             environment: environment)
        #expect(png.code == 0, "\(png.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(files.contains { $0.hasSuffix(".png") }, "\(files)")
        // Drawn: each cell's placeholder box (tertiarySystemFill, light: 118 118 128 at 12 %) and its
        // label (secondaryLabel: 60 60 67 at 60 %), inside the configuration's margins.
        let svg = layoutshot(["render", "--swift", app.path, "--controller", "FeedViewController", "--device", "iphone-se",
                              "--format", "svg", "--out", out.appendingPathComponent("feed.svg").path], environment: environment)
        #expect(svg.code == 0, "\(svg.err)")
        let text = try String(contentsOf: out.appendingPathComponent("feed.svg"), encoding: .utf8)
        #expect(text.components(separatedBy: "fill:rgb(46.27451%,46.27451%,50.196078%);fill-opacity:0.12").count - 1 == 3)
        #expect(text.components(separatedBy: "fill:rgb(23.529412%,23.529412%,26.27451%);fill-opacity:0.6").count - 1 == 3)
        #expect(text.contains("d=\"M 53.5 31 L 321.5 31 L 321.5 75 L 53.5 75 Z"), "\(text.prefix(2000))")   // 16 and 11 in: 268 × 44
        let preview = layoutshot(["layout", "--swift", app.path, "--preview", "Row", "--device", "iphone-se"], environment: environment)
        // Hosted, it compiles and runs; a screen is a collection view's, which a lone SwiftUI row has not.
        #expect(preview.code == 2 && preview.err.contains("UIHostingController<AnyView>: its view holds no UICollectionView"), "\(preview.err)")
    }
}
