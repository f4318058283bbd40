import Foundation
import Testing
@testable import CollectionLayout

/// Five 150 × 100 groups, section insets 10 leading and trailing, interGroupSpacing 8, in 400 pt.
private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                      handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> UICollectionViewCompositionalLayout {
    layout {
        let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)),
                                                             subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        s.interGroupSpacing = 8
        s.orthogonalScrollingBehavior = behavior
        s.visibleItemsInvalidationHandler = handler
        return s
    }
}

@Suite("Orthogonal sections (D7)")
struct OrthogonalRuleTests {
    @Test("D7: groups in one row, interGroupSpacing across, no wrapping — every behaviour but centred")
    func row() throws {
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging] {
            let s = try carousel(behavior).solve(in: plain, itemCounts: [5, 1])
            for k in 0..<5 { expectFrame(s.cell(k), 10 + CGFloat(k) * 158, 0, 150, 100, "\(behavior) item \(k)") }
            #expect(s.orthogonalContentLength(ofSection: 0) == 802)   // 10 + 5·150 + 4·8 + 10
            expectFrame(s.cell(0, 1), 10, 100, 150, 100)             // the next section starts one row down
        }
    }

    @Test("D7: groupPagingCentered centres the first group in the content area")
    func centred() throws {
        let s = try carousel(.groupPagingCentered).solve(in: plain, itemCounts: [5])
        // (380 − 150) / 2 = 115 past the 10-pt inset.
        expectFrame(s.cell(0), 125, 0, 150, 100)
        expectFrame(s.cell(1), 283, 0, 150, 100)
        #expect(s.orthogonalContentLength(ofSection: 0) == 1032)   // 125 + 782 + 115 + 10
        let paged = try carousel(.groupPagingCentered).solve(in: plain, itemCounts: [5], scroll: ScrollPosition(orthogonalOffsets: [0: 140]))
        expectFrame(paged.cell(1), 125, 0, 150, 100)   // rests with group 1 centred
    }

    @Test("D7: groupPagingCentered centres the root group's template width; a group measured wider sits where visualDescription() draws it")
    func centredOnTemplate() throws {
        // The root group and its item are estimated 150 pt wide; the measurer makes the item 250.
        let l = layout {
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.estimated(150), .absolute(100)),
                                                                 subitems: [item(.estimated(150), .fractionalHeight(1))]))
            s.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            s.interGroupSpacing = 8
            s.orthogonalScrollingBehavior = .groupPagingCentered
            return s
        }
        let measurer = LayoutMeasurer { attributes in CGSize(width: 250, height: attributes.frame.height) }
        let s = try l.solve(in: plain, itemCounts: [3], measurer: measurer)
        // (380 − 150) / 2 = 115 past the 10-pt inset — not (380 − 250) / 2 = 65, the measured group's.
        expectFrame(s.cell(0), 125, 0, 250, 100)
        expectFrame(s.cell(1), 383, 0, 250, 100)
        #expect(s.orthogonalContentLength(ofSection: 0) == 1016)   // 125 + 3·250 + 2·8 + 115 + 10
        // visualDescription() never measures; it puts the group at the same x.
        let text = try l.visualDescription(in: plain, itemCounts: [3])
        #expect(text.contains("horizontal group at x 125 y 0, 150 x 100 pt"), "\(text)")
    }

    @Test("D7: at an offset, each behaviour comes to rest where it snaps")
    func offsets() throws {
        func x(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ offset: CGFloat, item: Int = 0) throws -> CGFloat? {
            try carousel(behavior).solve(in: plain, itemCounts: [5], scroll: ScrollPosition(orthogonalOffsets: [0: offset])).cell(item)?.minX
        }
        #expect(try x(.continuous, 100) == -90)
        #expect(try x(.continuous, 1000) == -392)          // clamped to 802 − 400
        #expect(try x(.paging, 300) == -390)               // a page is the collection view's 400 pt
        #expect(try x(.groupPaging, 200, item: 1) == 10)   // nearest group boundary: 158
        #expect(try x(.continuousGroupLeadingBoundary, 250, item: 2) == 10)   // 316
        #expect(try x(.groupPaging, -50) == 10)            // never before the start
    }

    @Test("D7: the invalidation handler sees the visible items and the offset; its changes stay")
    func invalidationHandler() throws {
        nonisolated(unsafe) var seen: [Int] = []
        nonisolated(unsafe) var offset = CGPoint.zero
        let l = carousel(.continuous) { items, contentOffset, environment in
            seen = items.map(\.indexPath.item)
            offset = contentOffset
            for item in items {
                let distance = abs(item.frame.midX - contentOffset.x - environment.container.contentSize.width / 2)
                item.alpha = max(0.25, 1 - distance / 400)
                item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            }
        }
        let s = try l.solve(in: plain, itemCounts: [5], scroll: ScrollPosition(orthogonalOffsets: [0: 200]))
        // Visible: x 200…600 in the row → groups at 168, 326, 484 (and 10…160 is out).
        #expect(seen == [1, 2, 3])
        #expect(offset == CGPoint(x: 200, y: 0))
        let a = try #require(s.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        // item 2: midX 401, on screen 201, 1 pt from the centre.
        #expect(abs(a.alpha - (1 - 1.0 / 400)) < 1e-9)
        #expect(a.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(s.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
    }

    @Test("D7 A3: an orthogonal root group's fractional height is of the visible height; section height is the group's")
    func fractionalHeight() throws {
        let l = layout {
            let s = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.85), .fractionalHeight(0.25)),
                                                                 subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
            s.orthogonalScrollingBehavior = .continuous
            return s
        }
        let s = try l.solve(in: plain, itemCounts: [3, 1])
        expectFrame(s.cell(1), 340, 0, 340, 200)   // 0.85 × 400 wide, 0.25 × 800 tall, the peek of the next group
        expectFrame(s.cell(0, 1), 0, 200, 340, 200)
    }

    /// faberNovel/CompositionalLayoutDSL @3b1c5adad64f031e28417ee9460dd58556cb6e33,
    /// `CompositionalLayoutDSLTests/LayoutTests/__Snapshots__/DecorationItemDSLTests/testDecorationItem.1.png`
    /// (UIKit, iPhone X simulator, 375 pt @3x): a `.continuous` section with 16-pt insets and a
    /// `count: 4` root group `.fractionalWidth(1)` with 8-pt spacing shows cells 87.667 pt (263 px)
    /// wide at x 16, 111.667, 207.333 and 303, the fourth cut at the screen's edge:
    /// (375 − 3 × 8) / 4 = 87.75 — the group is the whole 375, not 375 − 2 × 16.
    @Test("A3 D7: an orthogonal section's root group resolves its width against the whole width, not less the section's insets (UIKit snapshot)")
    func fractionalWidthIgnoresSectionInsets() throws {
        let l = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 4)
            g.interItemSpacing = .fixed(8)
            let s = NSCollectionLayoutSection(group: g)
            s.interGroupSpacing = 8
            s.orthogonalScrollingBehavior = .continuous
            s.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return s
        }
        let s = try l.solve(in: Viewport(size: CGSize(width: 375, height: 812), scale: 3), itemCounts: [10])
        // Within a pixel of the recording: UIKit's pixel rounding is not the engine's (G7,
        // `PixelRoundingEvidenceTests`); exact, the cells are 87.75 at x 16, 111.75, 207.5, 303.25.
        let pixel = 1.0 / 3 + 0.001
        expectFrame(s.cell(0), 16, 16, 87.667, 40, tolerance: pixel)
        expectFrame(s.cell(1), 111.667, 16, 87.667, 40, tolerance: pixel)
        expectFrame(s.cell(3), 303, 16, 87.667, 40, tolerance: pixel)
        expectFrame(s.cell(4), 399, 16, 87.667, 40, tolerance: pixel)   // the next group: 16 + 375 + 8
        // The same group in a section that does not scroll across keeps the narrower content width.
        let vertical = layout {
            let g = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                       subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 4)
            g.interItemSpacing = .fixed(8)
            let s = NSCollectionLayoutSection(group: g)
            s.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            return s
        }
        let v = try vertical.solve(in: Viewport(size: CGSize(width: 375, height: 812), scale: 3), itemCounts: [4])
        expectFrame(v.cell(0), 16, 16, 79.667, 40, tolerance: 0.01)   // (343 − 24) / 4 = 79.75, floored to the pixel
    }
}

@Suite("Scroll direction and configuration (E1, E2)")
struct ConfigurationRuleTests {
    func horizontal(_ configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let l = layout {
            let g = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)),
                                                     subitems: [item(.fractionalWidth(1), .fractionalHeight(0.25))])
            let s = NSCollectionLayoutSection(group: g)
            configure(s)
            return s
        }
        l.configuration.scrollDirection = .horizontal
        return l
    }

    @Test("E1: a horizontal layout repeats groups left to right; fractional heights are of the visible height")
    func horizontalLayout() throws {
        let l = horizontal()
        l.configuration.interSectionSpacing = 10
        let s = try l.solve(in: plain, itemCounts: [10, 2])
        expectFrame(s.cell(5), 100, 200, 100, 200)
        expectFrame(s.cell(9), 200, 200, 100, 200)
        expectFrame(s.cell(0, 1), 310, 0, 100, 200)
        #expect(s.contentSize == CGSize(width: 410, height: 800))
        #expect(s.layoutAttributesForElements(in: CGRect(x: 150, y: 0, width: 100, height: 800)).count == 6)   // groups 1 (4 items) and 2 (2 items)
    }

    @Test("E1 D5: in a horizontal layout a leading header extends the section to the right; the safe area insets top and bottom")
    func horizontalHeader() throws {
        let l = horizontal { s in
            s.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(50), .fractionalHeight(1)), elementKind: "h", alignment: .leading)]
        }
        let notch = Viewport(size: CGSize(width: 400, height: 800), safeAreaInsets: UIEdgeInsets(top: 40, left: 0, bottom: 40, right: 0), scale: 2)
        let s = try l.solve(in: notch, itemCounts: [4])
        expectFrame(s.supplementary("h"), 0, 40, 50, 720)
        expectFrame(s.cell(1), 50, 220, 100, 180)   // 720 / 4 = 180 per item, from y 40
        #expect(s.contentSize == CGSize(width: 150, height: 800))
    }

    @Test("E1: right-to-left mirrors a horizontal layout across its content width")
    func horizontalRightToLeft() throws {
        var rtl = plain
        rtl.layoutDirection = .rightToLeft
        let s = try horizontal().solve(in: rtl, itemCounts: [6])
        expectFrame(s.cell(0), 100, 0, 100, 200)   // content 200 wide: the first group is on the right
        expectFrame(s.cell(4), 0, 0, 100, 200)
    }

    @Test("E2: the provider's environment: container, effective size, size classes, scale, direction")
    func environment() throws {
        nonisolated(unsafe) var seen: (any NSCollectionLayoutEnvironment)?
        let l = UICollectionViewCompositionalLayout { _, environment in
            seen = environment
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)),
                                                                subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let landscape = Viewport(size: CGSize(width: 852, height: 393), safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                 scale: 3, layoutDirection: .rightToLeft)
        _ = try l.solve(in: landscape, itemCounts: [1])
        let e = try #require(seen)
        #expect(e.container.contentSize == CGSize(width: 852, height: 393))
        #expect(e.container.effectiveContentSize == CGSize(width: 734, height: 393))
        #expect(e.container.effectiveContentInsets.leading == 59)
        #expect(e.traitCollection.horizontalSizeClass == .compact)
        #expect(e.traitCollection.verticalSizeClass == .compact)
        #expect(e.traitCollection.displayScale == 3)
        #expect(e.traitCollection.layoutDirection == .rightToLeft)
    }
}
