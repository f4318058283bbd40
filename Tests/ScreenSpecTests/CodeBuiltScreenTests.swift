import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// Issue 14: a layout built in code drew too little — headers and footers were blank gaps,
/// inset-grouped rows 16 pt tall, a screen-wide header style ignored.
@Suite("Screens around layouts built in code")
struct CodeBuiltScreenTests {
    static let iPhone15 = Device.preset(named: "iphone-15")!

    static func texts(_ scene: Scene) -> [String] {
        scene.nodes.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
    }

    /// A grid section with a header, a footer, a background decoration and a badge on each item.
    static func decorated() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                             heightDimension: .absolute(100)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionElementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionElementKindSectionFooter, alignment: .bottom),
            ]
            section.decorationItems = [.background(elementKind: "card-background")]
            return section
        }
    }

    @Test("headers, footers, badges and decorations are drawn as labelled placeholders of their kind")
    func everyElementDrawn() throws {
        let screen = Screen(name: "decorated", layout: Self.decorated(), itemCounts: [2, 2])
        let solved = try screen.solve(on: Self.iPhone15, measuringWith: nil)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhone15, appearance: .light, measuringWith: EstimatedText())
        let texts = Self.texts(scene)
        for expected in ["header 0.0", "footer 0.0", "header 1.0", "footer 1.0", "badge 0.0", "badge 1.1", "card-background", "0.0", "1.1"] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
        // A style the caller gives, screen-wide, applies to every section's headers.
        var styled = screen
        var header = CellStyle()
        header.contentConfiguration.text = "Section {section}"
        styled.supplementaryViews[UICollectionElementKindSectionHeader] = header
        let styledScene = SceneBuilder.scene(for: styled, solved: solved, device: Self.iPhone15, appearance: .light, measuringWith: EstimatedText())
        #expect(Self.texts(styledScene).contains("Section 0") && Self.texts(styledScene).contains("Section 1"))
        #expect(!Self.texts(styledScene).contains("header 1.0"))
    }

    @Test("an inset-grouped list built in code has rows of at least 44 pt and its list chrome")
    func listRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let screen = Screen(name: "list", layout: UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [3])
        #expect(screen.sections[0].minimumCellHeight == 44)
        let solved = try screen.solve(on: Self.iPhone15, measuringWith: EstimatedText())
        let rows = solved.attributes.filter { $0.representedElementCategory == .cell }
        #expect(rows.count == 3 && rows.allSatisfy { $0.frame.height >= 44 }, "\(rows.map(\.frame))")
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: Self.iPhone15, appearance: .light, measuringWith: EstimatedText())
        #expect(scene.background == RGBA(hex: "#F2F2F7"))   // the grouped background
        #expect(scene.nodes.contains { if case .rect(let r) = $0 { r.cornerRadius == 10 } else { false } })   // the platter
        #expect(Self.texts(scene).contains("header 0.0"))
    }
}

/// Issue 14: the content-view types had no public initialisers, so a cell could not be described in Swift.
@Suite("Cells described in Swift")
struct SwiftDescribedCellTests {
    /// An app row: an icon, a title and a GET button, as the App Store's small-app cell lays them out.
    static func appRow() throws -> CellStyle {
        var icon = ViewSpec(name: "icon", kind: .shape(ShapeSpec(kind: .rectangle, fill: .system("systemYellow"))))
        icon.constraints.leading = 16; icon.constraints.centerY = 0; icon.constraints.width = 48; icon.constraints.height = 48
        icon.cornerRadius = 10; icon.cornerCurve = .continuous
        var title = ViewSpec(name: "title", kind: .label(LabelSpec(text: "App {item}", font: FontSpec(size: 17, weight: .semibold))))
        title.constraints.leadingToTrailingOf = "icon"; title.constraints.spacing = 12; title.constraints.centerY = 0
        var get = ViewSpec(name: "get", kind: .button(ButtonSpec(title: "GET", font: FontSpec(size: 15, weight: .bold),
                                                                   backgroundColor: .system("secondarySystemFill"))))
        get.constraints.trailing = 16; get.constraints.centerY = 0
        get.padding = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
        var style = CellStyle()
        style.contentView = ContentView(root: ViewSpec(kind: .view(try ContainerSpec(subviews: [icon, title, get]))))
        return style
    }

    @Test("content views built from public initialisers draw; a per-index-path provider styles each cell")
    func describedInSwift() throws {
        let row = try Self.appRow()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let screen = Screen(name: "apps", layout: layout, itemCounts: [1, 3]) { indexPath in
            indexPath.section == 0 ? .placeholder : row
        }
        #expect(screen.cellStyle(section: 0, item: 0) == .placeholder && screen.cellStyle(section: 1, item: 2) == row)
        let device = Device.preset(named: "iphone-15")!
        let solved = try screen.solve(on: device, measuringWith: nil)
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, measuringWith: EstimatedText())
        let texts = CodeBuiltScreenTests.texts(scene)
        #expect(texts.contains("0.0"))                                    // the placeholder cell
        #expect(texts.filter { $0 == "GET" }.count == 3 && texts.contains("App 2"), "\(texts)")
        let icons = scene.nodes.filter { if case .shape(let s) = $0 { s.frame.width == 48 && s.frame.height == 48 } else { false } }
        #expect(icons.count == 3, "\(scene.nodes)")
    }

    @Test("a sibling reference to no sibling, or a cycle, is a thrown error naming the subview")
    func badReferences() {
        var a = ViewSpec(name: "a", kind: .spacer)
        a.constraints.topToBottomOf = "titel"
        #expect(throws: SpecError.self) { try ContainerSpec(subviews: [a]) }
        do {
            _ = try ContainerSpec(subviews: [a])
        } catch {
            #expect("\(error)".contains("subviews[0].constraints.topToBottomOf: no sibling named \"titel\""), "\(error)")
        }
    }
}
