import CollectionLayout

// DeluxeAlonso's UICollectionViewCompositionalLayoutDemo: fastlane snapshot screenshots of each
// layout ("Style A" … "Style I") on the iPhone 11 Pro simulator, dark appearance. The collection view
// is pinned to the safe-area guide under a navigation bar (375 × 690 pt at y 88 pt on screen); cells
// are `.lightGray` (#AAAAAA) with 10-pt corners, 40 items a section unless the layout says otherwise.
// Headers and footers (`SectionReusableView`: a bold 22-pt title and a 17-pt subtitle, 5 pt apart,
// 12 pt padding) are transparent: their self-sized height, 75.667 pt, is read from where the first
// cell starts (header + item inset) and is what `headerMeasurer` returns. Style I's screenshot
// (1170 × 2532 px) is of an iPhone 12 Pro (390 × 844 pt; the collection view 390 × 719 pt at y 91,
// ending at the home indicator's safe area, y 810) with sections 0 and 2 scrolled sideways by hand:
// only section 1, at rest, is measured.

extension EvidenceSource {
    static let compositionalLayoutDemo = EvidenceSource(
        repository: "DeluxeAlonso/UICollectionViewCompositionalLayoutDemo", commit: "d99fad06da278a6c2d5e311abc20d68b064d4668",
        kind: "fastlane snapshot screenshots (PNG, 1125 × 2436 px)")
}

enum UICollectionViewCompositionalLayoutDemoEvidence {
    private static let source = EvidenceSource.compositionalLayoutDemo
    private static let visible = CGRect(x: 0, y: 0, width: 375, height: 690)
    private static let howMeasured = "evidence-measure <png> --scale 3 --origin 0,88 --min-size 40 --tolerance 0 --region 0,264,1125,2070: the #AAAAAA regions (cells) inside the collection view (pixel rows 264–2333); bounding boxes of whole pixels; cells cut by the collection view's edges measured cut"

    /// Self-sized headers and footers: the height the screenshots show (227 px at @3x).
    @Sendable static func headerMeasurer() -> LayoutMeasurer {
        LayoutMeasurer { attributes, _ in CGSize(width: attributes.frame.width, height: 227.0 / 3) }
    }

    private static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }
    private static func inset(_ v: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: v, leading: v, bottom: v, trailing: v)
    }
    private static func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension, inset v: CGFloat) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: size(w, h))
        item.contentInsets = inset(v)
        return item
    }
    private static func boundary(_ kind: String, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(kind == UICollectionElementKindSectionHeader ? 44 : 50)),
                                                    elementKind: kind, alignment: alignment)
    }

    /// Style A: full-width rows 100 pt tall, items inset 8 pt.
    @Sendable static func styleA() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 8)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Style B: two ½-width items in a group ½ the width tall, group insets 4 pt at the sides, items 8 pt,
    /// section 4 pt top and bottom.
    @Sendable static func styleB() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), inset: 8)])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Style C: as B with 4-pt item insets, no section insets, and an estimated (44) header.
    @Sendable static func styleC() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                       subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), inset: 4)])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [boundary(UICollectionElementKindSectionHeader, .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Style D: ten `.continuous` sections of full-width groups ½ the width tall, items inset 8, a header each.
    @Sendable static func styleD() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 8)])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [boundary(UICollectionElementKindSectionHeader, .top)]
        section.orthogonalScrollingBehavior = .continuous
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Style E: a square vertical group of a full-width item ½ the width tall over a 2-count row.
    @Sendable static func styleE() -> UICollectionViewLayout {
        let bottom = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                                        subitem: item(.fractionalWidth(0.5), .fractionalHeight(1), inset: 8), count: 2)
        let nested = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)),
                                                      subitems: [item(.fractionalWidth(1), .fractionalWidth(0.5), inset: 8), bottom])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
    }

    /// Style F: section 0 a `.continuous` 3-count group 0.3 of the height tall; section 1 Style A's rows.
    @Sendable static func styleF() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            if sectionIndex == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                                               subitem: item(.fractionalWidth(0.3), .fractionalHeight(1), inset: 8), count: 3)
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)),
                                                           subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 8)])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// Style G: two sections of three 70-pt rows (leading edge spacing `.flexible(0)`), estimated header and footer.
    @Sendable static func styleG() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(70)),
                                                       subitems: [item(.fractionalWidth(1), .fractionalHeight(1), inset: 8)])
        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [boundary(UICollectionElementKindSectionHeader, .top),
                                              boundary(UICollectionElementKindSectionFooter, .bottom)]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Style H: a group 0.4 of the height tall: a 0.7-width item beside a 0.3-width vertical 3-count
    /// group; items inset 5, section inset 5.
    @Sendable static func styleH() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in styleHSection(orthogonal: .none) }
    }

    /// Style I: Style H's section scrolling `.continuous`, ten of them (A3: the group's height is of
    /// the collection view's height less the section's top and bottom insets).
    @Sendable static func styleI() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in styleHSection(orthogonal: .continuous) }
    }

    private static func styleHSection(orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
                                                        subitem: item(.fractionalWidth(1), .fractionalHeight(0.5), inset: 5), count: 3)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                       subitems: [item(.fractionalWidth(0.7), .fractionalHeight(1), inset: 5), trailing])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = orthogonal
        section.contentInsets = inset(5)
        return section
    }

    /// Where the engine disagrees, and the rule each screenshot contradicts: none now. A4/D5 was
    /// fixed with Styles C, D and G: an `.estimated` header or footer is self-sized like a cell
    /// (75.667 pt, its labels' height), so the first cell starts at 75.667 + the item inset.
    private static let knownDifferences: [String: KnownDifference] = [:]

    static let cases: [EvidenceCase] = recorded.map { $0.known(knownDifferences[$0.id]) }

    private static let recorded: [EvidenceCase] = [
        EvidenceCase(
            id: "compositional-demo-style-a", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style A.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutA.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40],
            layout: styleA, frames: [
            MeasuredFrame(.cell(0, 0), 8, 8, 359, 84),
            MeasuredFrame(.cell(0, 1), 8, 108, 359, 84),
            MeasuredFrame(.cell(0, 2), 8, 208, 359, 84),
            MeasuredFrame(.cell(0, 3), 8, 308, 359, 84),
            MeasuredFrame(.cell(0, 4), 8, 408, 359, 84),
            MeasuredFrame(.cell(0, 5), 8, 508, 359, 84),
            MeasuredFrame(.cell(0, 6), 8, 608, 359, 82),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-b", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style B.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutB.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40],
            layout: styleB, frames: [
            MeasuredFrame(.cell(0, 0), 12, 12, 167.667, 171.667),
            MeasuredFrame(.cell(0, 1), 195.667, 12, 167.667, 171.667),
            MeasuredFrame(.cell(0, 2), 12, 199.667, 167.667, 171.667),
            MeasuredFrame(.cell(0, 3), 195.667, 199.667, 167.667, 171.667),
            MeasuredFrame(.cell(0, 4), 12, 387, 167.667, 171.667),
            MeasuredFrame(.cell(0, 5), 195.667, 387, 167.667, 171.667),
            MeasuredFrame(.cell(0, 6), 12, 574.667, 167.667, 115.333),
            MeasuredFrame(.cell(0, 7), 195.667, 574.667, 167.667, 115.333),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-c", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style C.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutC.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40],
            layout: styleC, measurer: headerMeasurer, frames: [
            MeasuredFrame(.cell(0, 0), 8, 79.667, 175.667, 179.667),
            MeasuredFrame(.cell(0, 1), 191.667, 79.667, 175.667, 179.667),
            MeasuredFrame(.cell(0, 2), 8, 267.333, 175.667, 179.667),
            MeasuredFrame(.cell(0, 3), 191.667, 267.333, 175.667, 179.667),
            MeasuredFrame(.cell(0, 4), 8, 454.667, 175.667, 179.667),
            MeasuredFrame(.cell(0, 5), 191.667, 454.667, 175.667, 179.667),
            MeasuredFrame(.cell(0, 6), 8, 642.333, 175.667, 47.667),
            MeasuredFrame(.cell(0, 7), 191.667, 642.333, 175.667, 47.667),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-d", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style D.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutD.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40, 40, 40, 40, 40, 40, 40, 40, 40, 40],
            layout: styleD, measurer: headerMeasurer, frames: [
            MeasuredFrame(.cell(0, 0), 8, 83.667, 359, 171.667),
            MeasuredFrame(.cell(1, 0), 8, 347, 359, 171.333),
            MeasuredFrame(.cell(2, 0), 8, 610, 359, 80),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-e", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style E.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutE.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40],
            layout: styleE, frames: [
            MeasuredFrame(.cell(0, 0), 8, 8, 359, 171.667),
            MeasuredFrame(.cell(0, 1), 8, 195.667, 171.667, 171.667),
            MeasuredFrame(.cell(0, 2), 195.667, 195.667, 171.667, 171.667),
            MeasuredFrame(.cell(0, 3), 8, 383, 359, 171.667),
            MeasuredFrame(.cell(0, 4), 8, 570.667, 171.667, 119.333),
            MeasuredFrame(.cell(0, 5), 195.667, 570.667, 171.667, 119.333),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-f", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style F.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutF.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40, 40],
            layout: styleF, frames: [
            MeasuredFrame(.cell(0, 0), 8, 8, 109, 191),
            MeasuredFrame(.cell(0, 1), 133, 8, 109, 191),
            MeasuredFrame(.cell(0, 2), 258, 8, 109, 191),
            MeasuredFrame(.cell(1, 0), 8, 215, 359, 84),
            MeasuredFrame(.cell(1, 1), 8, 315, 359, 84),
            MeasuredFrame(.cell(1, 2), 8, 415, 359, 84),
            MeasuredFrame(.cell(1, 3), 8, 515, 359, 84),
            MeasuredFrame(.cell(1, 4), 8, 615, 359, 75),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-g", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style G.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutG.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [3, 3],
            layout: styleG, measurer: headerMeasurer, frames: [
            MeasuredFrame(.cell(0, 0), 8, 83.667, 359, 54),
            MeasuredFrame(.cell(0, 1), 8, 153.667, 359, 54),
            MeasuredFrame(.cell(0, 2), 8, 223.667, 359, 54),
            MeasuredFrame(.cell(1, 0), 8, 445, 359, 54),
            MeasuredFrame(.cell(1, 1), 8, 515, 359, 54),
            MeasuredFrame(.cell(1, 2), 8, 585, 359, 54),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-h", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style H.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutH.swift",
            device: .iPhone11ProBelowNavigationBar, visible: visible, itemCounts: [40],
            layout: styleH, frames: [
            MeasuredFrame(.cell(0, 0), 10, 10, 245.333, 266),
            MeasuredFrame(.cell(0, 1), 265.667, 10, 99.667, 82),
            MeasuredFrame(.cell(0, 2), 265.667, 102, 99.667, 82),
            MeasuredFrame(.cell(0, 3), 265.667, 194, 99.667, 82),
            MeasuredFrame(.cell(0, 4), 10, 286, 245.333, 266),
            MeasuredFrame(.cell(0, 5), 265.667, 286, 99.667, 82),
            MeasuredFrame(.cell(0, 6), 265.667, 378, 99.667, 82),
            MeasuredFrame(.cell(0, 7), 265.667, 470, 99.667, 82),
            MeasuredFrame(.cell(0, 8), 10, 562, 245.333, 128),
            MeasuredFrame(.cell(0, 9), 265.667, 562, 99.667, 82),
            MeasuredFrame(.cell(0, 10), 265.667, 654, 99.667, 36),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "compositional-demo-style-i-section-1", source: source,
            recording: "fastlane/screenshots/en-US/iPhone 11 Pro-Style I.png",
            layoutSource: "UICollectionViewCompositionalLayoutDemo/CompositionalLayouts/CompositionalLayoutI.swift",
            device: .iPhone12ProBelowNavigationBar, visible: CGRect(x: 0, y: 0, width: 390, height: 719),
            itemCounts: Array(repeating: 40, count: 10), layout: styleI, frames: [
            // Screen px y 1184 − 273 (91 pt): section 1 starts 293.667 pt below section 0 (A3).
            MeasuredFrame(.cell(1, 0), 10, 303.667, 263, 273.333),
            MeasuredFrame(.cell(1, 1), 283, 303.667, 107, 84.333),
            MeasuredFrame(.cell(1, 2), 283, 398, 107, 84.333),
            MeasuredFrame(.cell(1, 3), 283, 492.667, 107, 84.333),
        ], howMeasured: "evidence-measure <png> --scale 3 --min-size 40 --color '#AAAAAA': the #AAAAAA regions of section 1 (pixel rows 1184–2004), origin at y 91 pt (47 status + 44 bar)"),
    ]
}
