import Foundation
import Testing
@testable import CollectionLayout

private func grid(item: NSCollectionLayoutSize, group: NSCollectionLayoutSize, spacing: NSCollectionLayoutSpacing? = nil,
                  configure: @escaping (NSCollectionLayoutItem, NSCollectionLayoutGroup, NSCollectionLayoutSection) -> Void = { _, _, _ in })
    -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, _ in
        let i = NSCollectionLayoutItem(layoutSize: item)
        let g = NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [i])
        g.interItemSpacing = spacing
        let s = NSCollectionLayoutSection(group: g)
        configure(i, g, s)
        return s
    }
}

private let phone = Viewport(size: CGSize(width: 400, height: 800), scale: 2)
private let fullWidth60 = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))

@Suite("Compositional rules")
struct CompositionalRuleTests {
    @Test("C1: a third plus fixed spacing fits only two a row")
    func thirdsWithSpacing() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(50)),
                          group: fullWidth60, spacing: .fixed(8))
        let solved = try layout.solve(in: Viewport(size: CGSize(width: 300, height: 800), scale: 2), itemCounts: [3])
        expectFrame(solved.cell(0), 0, 0, 100, 50)
        expectFrame(solved.cell(1), 108, 0, 100, 50)
        expectFrame(solved.cell(2), 0, 60, 100, 50)   // a new group: W/3 − s stays empty
    }

    @Test("C1: thirds without spacing fit three a row")
    func thirdsWithoutSpacing() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(50)), group: fullWidth60)
        let solved = try layout.solve(in: Viewport(size: CGSize(width: 300, height: 800), scale: 2), itemCounts: [4])
        expectFrame(solved.cell(2), 200, 0, 100, 50)
        expectFrame(solved.cell(3), 0, 60, 100, 50)
    }

    @Test("C6: a partial last group keeps its template slots")
    func partialGroup() throws {
        let layout = grid(item: .init(widthDimension: .absolute(100), heightDimension: .absolute(60)),
                          group: fullWidth60, spacing: .fixed(0))
        let solved = try layout.solve(in: phone, itemCounts: [5])
        expectFrame(solved.cell(4), 0, 60, 100, 60)   // alone in its group, still at slot 0, not centred
    }

    @Test("C4: flexible spacing spreads the space left over")
    func flexibleSpacing() throws {
        let layout = grid(item: .init(widthDimension: .absolute(100), heightDimension: .absolute(60)),
                          group: fullWidth60, spacing: .flexible(10))
        let solved = try layout.solve(in: phone, itemCounts: [3])
        expectFrame(solved.cell(0), 0, 0, 100, 60)
        expectFrame(solved.cell(1), 150, 0, 100, 60)
        expectFrame(solved.cell(2), 300, 0, 100, 60)
    }

    @Test("B1: item content insets shrink the item inside its slot; the group keeps its size")
    func itemContentInsets() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                          group: fullWidth60) { item, _, _ in
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        }
        let solved = try layout.solve(in: phone, itemCounts: [5])
        expectFrame(solved.cell(1), 104, 2, 88, 52)
        expectFrame(solved.cell(4), 4, 62, 88, 52)
    }

    @Test("A4: content insets are ignored on an estimated axis")
    func estimatedAxisIgnoresInsets() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)),
                          group: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))) { item, _, _ in
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        }
        let solved = try layout.solve(in: phone, itemCounts: [2])
        expectFrame(solved.cell(1), 205, 0, 190, 44)
    }

    @Test("A3 D2: the root group resolves against the section's content width and the visible height")
    func rootGroupContainer() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                          group: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.25))) { _, _, section in
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
            section.interGroupSpacing = 5
        }
        let solved = try layout.solve(in: phone, itemCounts: [2])
        // content width 400 − 40 = 360; group 180 × 200 (¼ of the 800 pt visible height).
        expectFrame(solved.cell(0), 20, 10, 180, 200)
        expectFrame(solved.cell(1), 20, 215, 180, 200)
        #expect(solved.contentSize == CGSize(width: 400, height: 445))   // 10 + 200 + 5 + 200 + 30
    }

    @Test("C5: nested groups — a tile beside a vertical pair")
    func nestedGroups() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let pair = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                                        subitems: [small])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                           subitems: [big, pair])
            return NSCollectionLayoutSection(group: group)
        }
        let solved = try layout.solve(in: phone, itemCounts: [6])
        expectFrame(solved.cell(0), 0, 0, 300, 200)
        expectFrame(solved.cell(1), 300, 0, 100, 100)
        expectFrame(solved.cell(2), 300, 100, 100, 100)
        expectFrame(solved.cell(3), 0, 200, 300, 200)
    }

    @Test("D5: headers extend the section unless extendsBoundary is false; footers follow the bottom inset")
    func boundaryItems() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), group: fullWidth60) { _, _, section in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(40)),
                elementKind: UICollectionElementKindSectionHeader, alignment: .topLeading)
            let badge = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .absolute(50), heightDimension: .absolute(20)),
                elementKind: "badge", alignment: .topTrailing)
            badge.extendsBoundary = false
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
                elementKind: UICollectionElementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems = [header, badge, footer]
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 12, trailing: 0)
        }
        let solved = try layout.solve(in: phone, itemCounts: [1, 1])
        expectFrame(solved.header(0), 0, 0, 100, 40)
        expectFrame(solved.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame, 350, 0, 50, 20)
        expectFrame(solved.cell(0), 0, 48, 400, 60)
        expectFrame(solved.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionFooter,
                                                                at: IndexPath(item: 0, section: 0))?.frame, 100, 120, 200, 30)
        expectFrame(solved.header(1), 0, 150, 100, 40)
        #expect(solved.contentSize.height == 300)
    }

    @Test("D3 Trap 8: the default safe-area reference insets content in landscape")
    func safeAreaReference() throws {
        let landscape = Viewport(size: CGSize(width: 852, height: 393),
                                 safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), scale: 3)
        var seen: CGFloat = 0
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen = environment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
        }
        let solved = try layout.solve(in: landscape, itemCounts: [2])
        #expect(seen == 734)
        expectFrame(solved.cell(0), 59, 0, 367, 50)
        expectFrame(solved.cell(1), 426, 0, 367, 50)
        layout.configuration.contentInsetsReference = .none
        expectFrame(try layout.solve(in: landscape, itemCounts: [2]).cell(1), 426, 0, 426, 50)
    }

    @Test("D3 I2: the layoutMargins reference uses the screen's margins — 16 pt on a 375-pt phone, 20 on a wider one")
    func layoutMarginsReference() throws {
        let layout = grid(item: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), group: fullWidth60) { _, _, section in
            section.contentInsetsReference = .layoutMargins
        }
        expectFrame(try layout.solve(in: Viewport(size: CGSize(width: 375, height: 667), scale: 2), itemCounts: [1]).cell(0), 16, 0, 343, 50)
        expectFrame(try layout.solve(in: phone, itemCounts: [1]).cell(0), 20, 0, 360, 50)
    }

    @Test("Right-to-left: leading is the right edge")
    func rightToLeft() throws {
        let layout = grid(item: .init(widthDimension: .absolute(100), heightDimension: .absolute(60)), group: fullWidth60, spacing: .fixed(10))
        var rtl = phone
        rtl.layoutDirection = .rightToLeft
        let solved = try layout.solve(in: rtl, itemCounts: [2])
        expectFrame(solved.cell(0), 300, 0, 100, 60)
        expectFrame(solved.cell(1), 190, 0, 100, 60)
    }

    @Test("Unsolvable layouts throw instead of hanging")
    func errors() throws {
        let zero = grid(item: .init(widthDimension: .absolute(0), heightDimension: .absolute(60)), group: fullWidth60)
        #expect(throws: LayoutError("section 0 group subitem 0 is 0 pt wide and would repeat without end")) {
            try zero.solve(in: phone, itemCounts: [3])
        }
        let tooWide = grid(item: .init(widthDimension: .absolute(500), heightDimension: .absolute(60)), group: fullWidth60)
        #expect(throws: LayoutError("section 0 group fits no item: subitem 0 is 500 pt wide but the group has 400 pt")) {
            try tooWide.solve(in: phone, itemCounts: [3])
        }
        #expect(throws: LayoutError("section 1: item count must not be negative, got -1")) {
            try tooWide.solve(in: phone, itemCounts: [0, -1])
        }
        let nilProvider = UICollectionViewCompositionalLayout { _, _ in nil }
        #expect(throws: LayoutError("section 0: the section provider returned nil")) {
            try nilProvider.solve(in: phone, itemCounts: [1])
        }
        #expect(throws: LayoutError.self) {
            try zero.solve(in: Viewport(size: CGSize(width: 0, height: 10)), itemCounts: [1])
        }
    }

    @Test("A1: either fractional kind on either axis — a height of .fractionalWidth(0.25) is a quarter of the container's width")
    func fractionalKindsCrossAxes() throws {
        let layout = grid(item: .init(widthDimension: .fractionalHeight(0.5), heightDimension: .fractionalWidth(0.25)),
                          group: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
        let solved = try layout.solve(in: phone, itemCounts: [1])
        // The item's container is the 400 × 80 group: width ½ × 80, height ¼ × 400.
        expectFrame(solved.cell(0), 0, 0, 40, 100)
        let kinds: [NSCollectionLayoutDimension] = [.absolute(10), .estimated(10), .fractionalWidth(0.1), .fractionalHeight(0.1),
                                                    .uniformAcrossSiblings(estimate: 10)]
        #expect(kinds.map(\.isAbsolute) == [true, false, false, false, false])
        #expect(kinds.map(\.isEstimated) == [false, true, false, false, false])
        #expect(kinds.map(\.isFractionalWidth) == [false, false, true, false, false])
        #expect(kinds.map(\.isFractionalHeight) == [false, false, false, true, false])
        #expect(kinds.map(\.dimension) == [10, 10, 0.1, 0.1, 10])
    }

    @Test("A6: a size is its width and height dimensions, compared by value")
    func sizeIsTwoDimensions() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        #expect(size.widthDimension == .fractionalWidth(1) && size.heightDimension == .estimated(44))
        #expect(size == NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        #expect(size != NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    }

    @Test("G7: edges round to the nearest device pixel")
    func pixelSnapping() {
        #expect(PixelSnapping.snap(69.5, scale: 3) == 209.0 / 3)
        #expect(PixelSnapping.snap(66.5, scale: 2) == 66.5)
        #expect(PixelSnapping.snap(CGRect(x: 0.2, y: 0.26, width: 10, height: 10), scale: 2)
                == CGRect(x: 0, y: 0.5, width: 10, height: 10))
    }
}
