import Foundation
import Testing
@testable import CollectionLayout

private func listSection(header: NSCollectionLayoutBoundarySupplementaryItem...) -> NSCollectionLayoutSection {
    let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                         subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    s.boundarySupplementaryItems = header
    return s
}

private func boundary(_ alignment: NSRectAlignment, _ kind: String, w: CGFloat = 100, h: CGFloat = 40) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(w), .absolute(h)), elementKind: kind, alignment: alignment)
}

@Suite("Section rules (D4–D6)")
struct SectionRuleTests {
    @Test("D5: all eight alignments")
    func alignments() throws {
        let l = layout {
            listSection(header: boundary(.top, "top"), boundary(.topLeading, "topLeading"), boundary(.topTrailing, "topTrailing"),
                        boundary(.bottom, "bottom"), boundary(.bottomLeading, "bottomLeading"), boundary(.bottomTrailing, "bottomTrailing"),
                        boundary(.leading, "leading"), boundary(.trailing, "trailing"))
        }
        let s = try l.solve(in: plain, itemCounts: [2])
        // Top band 40, two 100-pt rows (40…240), bottom band 40 (240…280). Sides centred on 0…280.
        expectFrame(s.supplementary("top"), 150, 0, 100, 40)
        expectFrame(s.supplementary("topLeading"), 0, 0, 100, 40)
        expectFrame(s.supplementary("topTrailing"), 300, 0, 100, 40)
        expectFrame(s.supplementary("bottom"), 150, 240, 100, 40)
        expectFrame(s.supplementary("bottomLeading"), 0, 240, 100, 40)
        expectFrame(s.supplementary("bottomTrailing"), 300, 240, 100, 40)
        expectFrame(s.supplementary("leading"), 0, 120, 100, 40)
        expectFrame(s.supplementary("trailing"), 300, 120, 100, 40)
        expectFrame(s.cell(0), 0, 40, 400, 100)
        #expect(s.contentSize.height == 280)
    }

    @Test("D5: absoluteOffset moves a header without moving the content")
    func absoluteOffset() throws {
        let l = layout {
            listSection(header: NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                            elementKind: "h", alignment: .top, absoluteOffset: CGPoint(x: 0, y: -10)))
        }
        let s = try l.solve(in: plain, itemCounts: [1])
        expectFrame(s.supplementary("h"), 0, -10, 400, 40)
        expectFrame(s.cell(0), 0, 40, 400, 100)
    }

    @Test("D5 G6: a pinned header stays at the top of the visible bounds until its section ends")
    func pinnedHeader() throws {
        let l = layout {
            let h = boundary(.top, UICollectionElementKindSectionHeader, w: 400)
            h.pinToVisibleBounds = true
            return listSection(header: h)
        }
        // Each section: 40 + 10 × 100 = 1040 pt.
        let counts = [10, 10, 10]
        expectFrame(try l.solve(in: plain, itemCounts: counts).header(0), 0, 0, 400, 40)
        let scrolled = try l.solve(in: plain, itemCounts: counts, scroll: ScrollPosition(contentOffset: CGPoint(x: 0, y: 500)))
        expectFrame(scrolled.header(0), 0, 500, 400, 40)
        expectFrame(scrolled.header(1), 0, 1040, 400, 40)
        let pushed = try l.solve(in: plain, itemCounts: counts, scroll: ScrollPosition(contentOffset: CGPoint(x: 0, y: 1020)))
        expectFrame(pushed.header(0), 0, 1000, 400, 40)   // pushed up by its section's end
        expectFrame(pushed.header(1), 0, 1040, 400, 40)
        // Below a 59-pt safe area at rest, the header pins at the content's top.
        let notch = Viewport(size: CGSize(width: 400, height: 800), safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 2)
        let rest = try l.solve(in: notch, itemCounts: counts, scroll: ScrollPosition(contentOffset: CGPoint(x: 0, y: 241)))
        expectFrame(rest.header(0), 0, 300, 400, 40)   // visible top = 241 + 59
    }

    @Test("D5 E1: a pinned header keeps its absoluteOffset, in a section and layout-wide alike")
    func pinnedOffset() throws {
        func header() -> NSCollectionLayoutBoundarySupplementaryItem {
            let h = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "h",
                                                                alignment: .top, absoluteOffset: CGPoint(x: 0, y: -10))
            h.pinToVisibleBounds = true
            return h
        }
        let inSection = layout { listSection(header: header()) }
        let layoutWide = layout { listSection() }
        layoutWide.configuration.boundarySupplementaryItems = [header()]
        let scroll = ScrollPosition(contentOffset: CGPoint(x: 0, y: 500))
        let section = try inSection.solve(in: plain, itemCounts: [10], scroll: scroll)
        let global = try layoutWide.solve(in: plain, itemCounts: [10], scroll: scroll)
        expectFrame(section.supplementary("h"), 0, 490, 400, 40)   // the visible top, 10 pt up
        #expect(global.layoutAttributesForSupplementaryView(ofKind: "h", at: IndexPath(index: 0))?.frame == CGRect(x: 0, y: 490, width: 400, height: 40))
        #expect(global.cell(0) == section.cell(0))
    }

    @Test("D5: a pinned footer stays at the bottom of the visible bounds")
    func pinnedFooter() throws {
        let l = layout {
            let f = boundary(.bottom, UICollectionElementKindSectionFooter, w: 400)
            f.pinToVisibleBounds = true
            return listSection(header: f)
        }
        let s = try l.solve(in: plain, itemCounts: [20])   // content 2000 + footer 40
        expectFrame(s.supplementary(UICollectionElementKindSectionFooter), 0, 760, 400, 40)
    }

    @Test("E1: layout-wide headers and footers come before and after every section")
    func globalBoundaryItems() throws {
        let l = layout { listSection() }
        l.configuration.boundarySupplementaryItems = [boundary(.top, "layout-header", w: 400, h: 50), boundary(.bottom, "layout-footer", w: 400, h: 30)]
        l.configuration.interSectionSpacing = 20
        let s = try l.solve(in: plain, itemCounts: [1, 1])
        #expect(s.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: IndexPath(index: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        expectFrame(s.cell(0, 0), 0, 50, 400, 100)
        expectFrame(s.cell(0, 1), 0, 170, 400, 100)   // 150 + interSectionSpacing 20
        #expect(s.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: IndexPath(index: 0))?.frame == CGRect(x: 0, y: 270, width: 400, height: 30))
        #expect(s.contentSize.height == 300)
        #expect(s.attributes.count == 4)
    }

    @Test("D4: headers follow section insets by default; supplementaryContentInsetsReference .none makes them full-bleed")
    func supplementaryReference() throws {
        func solve(_ configure: @escaping (NSCollectionLayoutSection) -> Void) throws -> SolvedLayout {
            try layout {
                let s = listSection(header: NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "h", alignment: .top))
                s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                configure(s)
                return s
            }.solve(in: Viewport(size: CGSize(width: 400, height: 800), safeAreaInsets: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30), scale: 2),
                    itemCounts: [1])
        }
        expectFrame(try solve { _ in }.supplementary("h"), 50, 0, 300, 40)
        expectFrame(try solve { $0.supplementariesFollowContentInsets = false }.supplementary("h"), 30, 0, 340, 40)
        expectFrame(try solve { $0.supplementaryContentInsetsReference = .none }.supplementary("h"), 0, 0, 400, 40)
        expectFrame(try solve { $0.supplementaryContentInsetsReference = .safeArea }.supplementary("h"), 30, 0, 340, 40)
    }

    @Test("D6: a background decoration spans the container from the section top to the content's end; cells rise to zIndex 1")
    func backgroundDecoration() throws {
        let l = layout {
            let s = listSection(header: boundary(.top, "h", w: 400), boundary(.bottom, "f", w: 400, h: 20))
            s.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            s.decorationItems = [background]
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [2])
        // Header 0…40, insets 10, rows 50…250, bottom inset to 280, footer 280…300.
        let bg = s.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 0))
        #expect(bg?.frame == CGRect(x: 5, y: 5, width: 390, height: 270))
        #expect(bg?.representedElementCategory == .decorationView)
        #expect(bg?.zIndex == 0)
        expectFrame(s.cell(0), 20, 50, 360, 100)
        #expect(s.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        expectFrame(s.supplementary("f"), 0, 280, 400, 20)
    }

    /// faberNovel/CompositionalLayoutDSL @3b1c5adad64f031e28417ee9460dd58556cb6e33,
    /// `__Snapshots__/SupplementaryItemDSLTests/testSupplementaryItem.3.png` and
    /// `DecorationItemDSLTests/testDecorationItem.3.png` (UIKit, iPhone X simulator): with item counts
    /// [0, 20, 7, 4] and [0, 10, …], section 1's first cell is at the top of the content (y 0 and
    /// y 16, its own inset) — the empty section 0, whose insets are 16 pt at the bottom and 16 all
    /// round, takes no room.
    @Test("D1 D2: an empty section takes no room — no contentInsets — but keeps its header; interSectionSpacing still follows (UIKit snapshot)")
    func emptySection() throws {
        let l = layout {
            let s = listSection()
            s.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [0, 1])
        expectFrame(s.cell(0, 1), 16, 16, 368, 100)
        #expect(s.contentSize.height == 132)
        l.configuration.interSectionSpacing = 10
        expectFrame(try l.solve(in: plain, itemCounts: [0, 1]).cell(0, 1), 16, 26, 368, 100)
        // Our choice (no recording shows one): an empty section's header stays, and pushes what follows.
        let headed = layout {
            let s = listSection(header: boundary(.top, "h", w: 400))
            s.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return s
        }
        let h = try headed.solve(in: plain, itemCounts: [0, 1])
        expectFrame(h.supplementary("h", 0, 0), 0, 0, 400, 40)
        expectFrame(h.supplementary("h", 0, 1), 0, 40, 400, 40)
        expectFrame(h.cell(0, 1), 16, 96, 368, 100)
        // An empty orthogonal section takes no row either.
        let orthogonal = layout {
            let s = listSection()
            s.orthogonalScrollingBehavior = .continuous
            s.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return s
        }
        expectFrame(try orthogonal.solve(in: plain, itemCounts: [0, 1]).cell(0, 1), 16, 16, 400, 100)
    }
}

@Suite("Insets references and providers (A7, D3, E3)")
struct ReferenceRuleTests {
    private func fullWidth(_ configure: @escaping (NSCollectionLayoutSection) -> Void) -> UICollectionViewCompositionalLayout {
        layout {
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                                 subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            configure(s)
            return s
        }
    }

    @Test("D3: readableContent narrows wide content to 672 pt, centred in the margins (our choice)")
    func readableContent() throws {
        let iPad = Viewport(size: CGSize(width: 1032, height: 1376), safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)
        let l = fullWidth { $0.contentInsetsReference = .readableContent }
        // Margins 20 each side (regular width): 992 pt inside; 672 centred → x = 20 + 160.
        expectFrame(try l.solve(in: iPad, itemCounts: [1]).cell(0), 180, 0, 672, 50)
        // On a phone the readable width is the margins' width (20 each side on a 400-pt screen, I2).
        expectFrame(try l.solve(in: plain, itemCounts: [1]).cell(0), 20, 0, 360, 50)
    }

    @Test("A7: section insets below 1 are points, not fractions (A7 speaks only of the environment's container)")
    func smallInsetsArePoints() throws {
        let l = fullWidth { $0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0.5, bottom: 0, trailing: 0.5) }
        expectFrame(try l.solve(in: plain, itemCounts: [1]).cell(0), 0.5, 0, 399, 50)
    }

    @Test("E3: the provider is asked once per section on every solve, with the section's index")
    func providerCalls() throws {
        nonisolated(unsafe) var indices: [Int] = []
        let l = UICollectionViewCompositionalLayout { index, _ in
            indices.append(index)
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        _ = try l.solve(in: plain, itemCounts: [1, 0, 2])
        _ = try l.solve(in: plain, itemCounts: [1, 0, 2])
        #expect(indices == [0, 1, 2, 0, 1, 2])
    }

    @Test("C6: sections of the same shape share a template and still get their own frames")
    func sharedTemplates() throws {
        let l = UICollectionViewCompositionalLayout { index, _ in
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                 subitems: [item(.fractionalWidth(0.25), .fractionalHeight(1))]))
            s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: CGFloat(index % 2) * 20, bottom: 0, trailing: 0)
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [5, 5, 3])
        expectFrame(s.cell(4, 0), 0, 40, 100, 40)
        expectFrame(s.cell(1, 1), 115, 80, 95, 40)   // 380-pt content: quarters of 95 from x 20
        expectFrame(s.cell(2, 2), 200, 160, 100, 40)
    }

    @Test("G8: negative interGroupSpacing and contentInsets are UIKit's too — groups overlap, items grow past their slot")
    func negativeSpacingAndInsets() throws {
        let l = layout {
            let it = item(.fractionalWidth(1), .fractionalHeight(1))
            it.contentInsets = NSDirectionalEdgeInsets(top: -5, leading: -5, bottom: -5, trailing: -5)
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [it]))
            s.interGroupSpacing = -10
            s.contentInsets = NSDirectionalEdgeInsets(top: -4, leading: 0, bottom: 0, trailing: 0)
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [3])
        // Groups 50 tall from y −4, 40 apart; each cell 5 pt past its group on every side.
        expectFrame(s.cell(0), -5, -9, 410, 60)
        expectFrame(s.cell(1), -5, 31, 410, 60)
        expectFrame(s.cell(2), -5, 71, 410, 60)
        #expect(throws: LayoutError.self) {
            try layout {
                let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)),
                                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
                s.interGroupSpacing = .infinity
                return s
            }.solve(in: plain, itemCounts: [1])
        }
    }
}

