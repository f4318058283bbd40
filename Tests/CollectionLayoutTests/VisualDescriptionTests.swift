import Foundation
import Testing
@testable import CollectionLayout

/// `visualDescription()`: ASCII art of one solved group instance, checked against the engine.
@Suite("visualDescription")
struct VisualDescriptionTests {
    /// The parts of a description: lines before the picture, the picture, the `[i]` legend lines.
    struct Parts {
        let header: [String]
        let picture: [String]
        let legend: [String]
        let rest: [String]

        init(_ text: String) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let art = lines.firstIndex { $0.hasPrefix("#") || $0.hasPrefix(".") } ?? lines.count
            let legendStart = lines.firstIndex { $0.hasPrefix("[") } ?? lines.count
            let legendEnd = lines[legendStart...].firstIndex { !$0.hasPrefix("[") } ?? lines.count
            header = Array(lines[..<art]); picture = Array(lines[art..<legendStart])
            legend = Array(lines[legendStart..<legendEnd]); rest = Array(lines[legendEnd...])
        }

        /// The item labels drawn in the picture, in reading order.
        var labels: [String] {
            picture.flatMap { $0.split(whereSeparator: { !$0.isNumber }).map(String.init) }
        }

        /// The legend's frames: `[i] x X y Y w W h H`.
        var frames: [CGRect] {
            legend.map { line in
                let n = line.split(separator: " ").dropFirst().enumerated().filter { $0.offset % 2 == 1 }.map { CGFloat(Double($0.element)!) }
                return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
        }
    }

    static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Seed 001's group: six 1/6 columns, `.fixed(4)` between them.
    static func seed001Group() -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 6), .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        group.interItemSpacing = .fixed(4)
        return group
    }

    @Test("C1: seed 001's group at 393 pt draws five boxes, 0–4, with the engine's frames")
    func seed001() throws {
        let group = Self.seed001Group()
        let parts = Parts(group.visualDescription(in: CGSize(width: 393, height: 852)))
        #expect(parts.header == ["horizontal group, 393 x 60 pt, 5 items (1 column = 5 pt, 1 row = 10 pt)"])
        #expect(parts.labels == ["0", "1", "2", "3", "4"])
        #expect(parts.picture.count == 7 && parts.picture.allSatisfy { $0.count <= 80 })
        #expect(parts.legend == ["[0] x 0 y 0 w 65.5 h 60", "[1] x 69.5 y 0 w 65.5 h 60", "[2] x 139 y 0 w 65.5 h 60",
                                 "[3] x 208.5 y 0 w 65.5 h 60", "[4] x 278 y 0 w 65.5 h 60"])
        // The engine's own solve of one instance, and a whole layout at @2x (where halves are exact).
        var exact = Viewport(size: CGSize(width: 393, height: 852))
        exact.fractionalSizeRounding = .exact   // a diagram's fractions are exact (G7 floors per display)
        let context = SolveContext(viewport: exact, scrollDirection: .vertical, measurer: nil, scroll: .rest)
        let node = try Definitions(orientation: context.orientation).node(group, place: .named("group"))
        let instance = try GroupSolver(context: context, section: 0)
            .solve(node, proposed: CGSize(width: 393, height: 60), first: 0, limit: .max, place: .named("group"))
        #expect(parts.frames == instance.items.map(\.frame))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852), scale: 2), itemCounts: [5])
        #expect(parts.frames == solved.cellFrames)
        #expect(group.visualDescription() == group.visualDescription(in: CGSize(width: 375, height: 667)))
    }

    @Test("Exact text: three resized items (subitem:count:) in a 240 × 30 pt group")
    func exactSmallCase() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(72), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(240), .absolute(30)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(12)
        #expect(group.visualDescription(in: CGSize(width: 393, height: 852)) == """
            horizontal group (subitem x 3), 240 x 30 pt, 3 items (1 column = 4 pt, 1 row = 8 pt)
            #=================+==+=================+==+=================#
            :                 |  |                 |  |                 :
            :        0        |  |        1        |  |        2        :
            :                 |  |                 |  |                 :
            #=================+==+=================+==+=================#
            [0] x 0 y 0 w 72 h 30
            [1] x 84 y 0 w 72 h 30
            [2] x 168 y 0 w 72 h 30
            """)
    }

    @Test("Nesting: a 0.75 tile beside a vertical pair outlines the pair and lists it")
    func nested() {
        let tile = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.75), .fractionalHeight(1)))
        let half = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(1)), subitems: [half])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [tile, pair])
        let parts = Parts(group.visualDescription(in: CGSize(width: 393, height: 852)))
        #expect(parts.header == ["horizontal group, 393 x 200 pt, 3 items (1 column = 5 pt, 1 row = 10 pt)"])
        #expect(Set(parts.labels) == ["0", "1", "2"])
        #expect(parts.legend == ["[0] x 0 y 0 w 294.75 h 200", "[1] x 294.75 y 0 w 98.25 h 100", "[2] x 294.75 y 100 w 98.25 h 100"])
        #expect(parts.rest == ["nested vertical group from [1] x 294.75 y 0 w 98.25 h 200"])
        // The pair's corners (#) sit on the outer group's top and bottom edges at column 59 (294.75 / 5);
        // its side is a group edge (:) the whole way down, crossed by the line between items 1 and 2.
        let column = 59
        for line in [parts.picture.first!, parts.picture.last!] {
            #expect(line.filter { $0 == "#" }.count == 3)
            #expect(Array(line)[column] == "#")
        }
        let side = parts.picture.dropFirst().dropLast().map { Array($0)[column] }
        #expect(side.filter { $0 == "+" }.count == 1 && side.filter { $0 == ":" }.count == side.count - 1)
    }

    @Test("C2: a vertical subitem:count: group stacks three resized items")
    func verticalCount() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(10)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: Self.size(.absolute(100), .absolute(300)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        let parts = Parts(group.visualDescription(in: CGSize(width: 393, height: 852)))
        #expect(parts.header == ["vertical group (subitem x 3), 100 x 300 pt, 3 items (1 column = 4 pt, 1 row = 8 pt)"])
        #expect(parts.legend == ["[0] x 0 y 0 w 100 h 96", "[1] x 0 y 102 w 100 h 96", "[2] x 0 y 204 w 100 h 96"])
        // One label a row, top to bottom, in the same column.
        let rows = parts.picture.enumerated().filter { $0.element.contains(where: \.isNumber) }
        #expect(rows.map { $0.element.filter(\.isNumber) } == ["0", "1", "2"])
        #expect(Set(rows.map { $0.element.firstIndex(where: \.isNumber)!.utf16Offset(in: $0.element) }).count == 1)
        #expect(rows.map(\.offset) == rows.map(\.offset).sorted())
    }

    @Test("A3 D2: a section's insets narrow the group; frames are where the section puts them")
    func sectionInsets() throws {
        let section = NSCollectionLayoutSection(group: Self.seed001Group())
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 30
        let parts = Parts(section.visualDescription(in: CGSize(width: 393, height: 852)))
        #expect(parts.header == [
            "section in 393 x 852 pt, contentInsets top 10 leading 16 bottom 10 trailing 16, groups repeat down, interGroupSpacing 30",
            "horizontal group at x 16 y 10, 361 x 60 pt, 5 items (1 column = 5 pt, 1 row = 10 pt)",
        ])
        #expect(parts.labels == ["0", "1", "2", "3", "4"])
        // The section outlined with dots; the group starts 16 pt (3 columns) in, 10 pt (1 row) down.
        #expect(parts.picture.first!.allSatisfy { $0 == "." })
        #expect(parts.picture[1].hasPrefix(".  #==="))
        // The layout, solved to a thousandth of a point, puts its first group's cells there too.
        var exact = Viewport(size: CGSize(width: 393, height: 852), scale: 1000)
        exact.fractionalSizeRounding = .exact
        let solved = try UICollectionViewCompositionalLayout(section: section).solve(in: exact, itemCounts: [5])
        for (legend, cell) in zip(parts.frames, solved.cellFrames) {
            #expect(abs(legend.minX - cell.minX) < 0.002 && abs(legend.minY - cell.minY) < 0.002
                    && abs(legend.width - cell.width) < 0.002 && abs(legend.height - cell.height) < 0.002, "\(legend) vs \(cell)")
        }
        #expect(parts.frames.count == 5)
    }

    @Test("D7: an orthogonal section says so and centres its group for .groupPagingCentered")
    func orthogonal() {
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let parts = Parts(section.visualDescription())
        #expect(parts.header.first!.contains("orthogonal scrolling .groupPagingCentered: groups repeat across in one row"))
        #expect(parts.legend == ["[0] x 37.5 y 0 w 300 h 100"])
    }

    @Test("Errors and supplementaries: one line for an unsolvable group; badges listed, not drawn")
    func errorsAndSupplementaries() {
        let wide = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(500), .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(100), .absolute(10)), subitems: [wide])
        #expect(group.visualDescription() == "visualDescription: group fits no item: subitem 0 is 500 pt wide but the group has 100 pt")
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: Self.size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let one = NSCollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(100), .absolute(100)), subitems: [item])
        let parts = Parts(one.visualDescription())
        #expect(parts.rest == ["supplementary badge of [0] x 80 y 0 w 20 h 20 (not drawn)"])
    }
}
