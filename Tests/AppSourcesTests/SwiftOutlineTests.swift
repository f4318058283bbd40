import AppSources
import Testing

/// `SwiftOutline`: the declarations `AppleSampleLayoutTests` lifts out of Apple's sample files.
@Suite struct SwiftOutlineTests {
    static let source = """
    import UIKit

    /// A grid.
    class GridViewController: UIViewController {
        static let headerKind = "header" // a { in a comment
        enum Section: Int, CaseIterable { case main, other }
        var appearance = UICollectionLayoutListConfiguration.Appearance.plain
        lazy var collectionView: UICollectionView = {
            let v = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            return v
        }()
        private var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
        @available(iOS 14, *)
        override func viewDidLoad() { super.viewDidLoad(); let inner = "}" }
        class func make() -> GridViewController { GridViewController() }
    }

    extension GridViewController {
        private func createLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                              heightDimension: .absolute(44))
            return UICollectionViewCompositionalLayout(section: .init(group: .vertical(layoutSize: size, subitems: [.init(layoutSize: size)])))
        }
    }
    """

    @Test("names, depths, parents and whole texts — attributes, modifiers, closures called in place, strings with braces")
    func outline() throws {
        let outline = SwiftOutline(Self.source)
        #expect(outline.declarations.map(\.name) == ["GridViewController", "headerKind", "Section", "appearance", "collectionView",
                                                     "dataSource", "viewDidLoad", "make", "GridViewController", "createLayout"])
        let header = try #require(outline.named("headerKind").first)
        #expect(header.isStatic && header.parent == "GridViewController" && header.depth == 1)
        #expect(header.text == #"    static let headerKind = "header" // a { in a comment"#)
        #expect(try #require(outline.named("collectionView").first).text.hasSuffix("return v\n    }()"))
        #expect(try #require(outline.named("viewDidLoad").first).text.hasPrefix("    @available(iOS 14, *)\n    override func viewDidLoad()"))
        #expect(try #require(outline.named("make").first).isStatic)
        let layout = try #require(outline.named("createLayout").first)
        #expect(layout.parent == "GridViewController" && layout.depth == 1 && layout.keyword == "func")
        #expect(layout.text.hasPrefix("    private func createLayout()") && layout.text.hasSuffix("subitems: [.init(layoutSize: size)])))\n    }"))
        #expect(outline.declarations.filter { $0.keyword == "extension" }.count == 1)
    }

    @Test func aGenericTypealiasEndsAtItsLine() {
        let outline = SwiftOutline("typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Item>\ntypealias Source = Diffable<Int, Item>\n\nprotocol Feeds: AnyObject {\n    func data() -> [Int]\n}\nlet f: (Int) ->\n    Int = { $0 }\n")
        #expect(outline.declarations.filter { $0.depth == 0 }.map(\.name) == ["Snapshot", "Source", "Feeds", "f"])
        #expect(outline.named("Snapshot").first?.text == "typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Item>")
        #expect(outline.named("f").first?.text == "let f: (Int) ->\n    Int = { $0 }")   // `->` at the end continues
    }

    @Test func aKindedImportDeclaresNothing() {
        let outline = SwiftOutline("import class AVFoundation.AVAudioPlayer\nimport struct Foo.Bar\nclass Player {}\n")
        #expect(outline.declarations.map(\.name) == ["Player"])
    }
}
