import CollectionLayout

// Cases from further sources (issue 29): see EvidenceCase for the format.
//
// Topic: compositional layouts under traits (iPads, landscape, right to left, Dynamic Type, insets
// references, badges, decorations, orthogonal sections, iOS 17 fractional grids). No public recording
// of that kind could be found in the index in this pass (see the report to the lead); what is here is
// the one clean compositional source found on the way.
//
// yash-np/CollectionView: two simulator screenshots of "Instagram explore" grids (Jan 2022, Xcode 13,
// deployment target iOS 15), an iPhone 11 (414 × 896 pt @2x, 828 × 1792 px) in a tab bar controller.
// The collection view is the view's frame (full screen); the status bar is 48 pt (pixel row 96 is the
// content origin at rest) and the tab bar 83 pt (49 + 34), so the safe area is 48 / 83. Cells are
// `UIColor.random` solid fills (each cell its own colour), on white. The layouts nest ⅓-wide vertical
// groups (and a ⅔-wide item) in ½-high horizontal groups inside a 600-pt vertical container group,
// with 1-pt `contentInsets` on items and on some groups (B1, C5). Every size is a whole point here
// (414 / 3 = 138), so these frames say nothing about G7.

extension EvidenceSource {
    static let traitYashNPCollectionView = EvidenceSource(
        repository: "yash-np/CollectionView", commit: "d55fb4e05189a2f89a0bc075c1bfcc03b2719f73",
        kind: "simulator screenshots committed for the README (PNG, 828 × 1792 px, iPhone 11, iOS 15)")
}

extension EvidenceDevice {
    /// The iPhone 11 simulator (414 × 896 pt @2x) in a tab bar controller: the collection view fills
    /// the screen, the status bar is 48 pt and the tab bar 83 pt (49 + the 34-pt home indicator).
    static let traitIPhone11InTabBar = EvidenceDevice(
        name: "iPhone 11 simulator (iOS 15), 414 × 896 pt @2x, full-screen collection view in a tab bar controller: safe area 48 / 83, content origin at y 48 pt",
        size: CGSize(width: 414, height: 896), scale: 2,
        safeArea: UIEdgeInsets(top: 48, left: 0, bottom: 83, right: 0))
}

enum TraitEvidence {
    private static let yash = EvidenceSource.traitYashNPCollectionView
    /// Content y 0 … 765: from the status bar (48 pt) to the tab bar's top edge (813 pt).
    private static let yashVisible = CGRect(x: 0, y: 0, width: 414, height: 765)
    private static func yashHowMeasured(_ png: String) -> String {
        "evidence-measure /tmp/trait/\(png) --scale 2 --min-size 40 --tolerance 0 --region 0,90,828,1530: each cell is one random solid colour on #FFFFFF; screen y minus 48 pt (pixel row 96 = content origin); cells cut by the tab bar (y ≥ 813 pt) left out"
    }

    private static func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
    }
    private static let onePoint = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    /// An item `w` × `h` with 1-pt content insets all round.
    private static func item(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: size(w, h))
        item.contentInsets = onePoint
        return item
    }
    /// A ⅓-wide, full-height vertical group of two ½-high items, inset 1 pt when `inset`.
    private static func pair(inset: Bool) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1.0 / 2)), item(.fractionalWidth(1), .fractionalHeight(1.0 / 2))])
        if inset { group.contentInsets = onePoint }
        return group
    }
    /// The lower half shared by both screens: three ⅓ pairs, the first one without group insets.
    private static func lowerHalf() -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 2)),
                                           subitems: [pair(inset: false), pair(inset: true), pair(inset: true)])
    }
    private static func container(upper: NSCollectionLayoutGroup) -> UICollectionViewLayout {
        let container = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(600)),
                                                         subitems: [upper, lowerHalf()])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: container))
    }

    /// OldExploreViewController: upper half a ⅓ pair (inset 1) beside a ⅔-wide full-height item.
    @Sendable static func yashOldExplore() -> UICollectionViewLayout {
        let upper = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 2)),
                                                       subitems: [pair(inset: true), item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))])
        return container(upper: upper)
    }

    /// NewExploreViewController: upper half two ⅓ pairs (inset 1) and a ⅓-wide full-height item.
    @Sendable static func yashNewExplore() -> UICollectionViewLayout {
        let upper = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 2)),
                                                       subitems: [pair(inset: true), pair(inset: true), item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        return container(upper: upper)
    }

    /// Where the engine disagrees: none.
    private static let knownDifferences: [String: KnownDifference] = [:]

    static let cases: [EvidenceCase] = recorded.map { $0.known(knownDifferences[$0.id]) }

    private static let recorded: [EvidenceCase] = [
        EvidenceCase(
            id: "trait-yashnp-old-explore", source: yash,
            recording: "screenshots/Instagram_Explore.png",
            layoutSource: "CollectionViewDemo/ViewController/OldExploreViewController.swift",
            device: .traitIPhone11InTabBar, visible: yashVisible, itemCounts: [72],
            layout: yashOldExplore, frames: [
            MeasuredFrame(.cell(0, 0), 2, 2, 134, 147),      // #E0FB9F
            MeasuredFrame(.cell(0, 1), 2, 151, 134, 147),    // #6EF39A
            MeasuredFrame(.cell(0, 2), 139, 1, 274, 298),    // #BCFB9B, the ⅔ item
            MeasuredFrame(.cell(0, 3), 1, 301, 136, 148),    // #9475B7, pair without group insets
            MeasuredFrame(.cell(0, 4), 1, 451, 136, 148),    // #BD70D2
            MeasuredFrame(.cell(0, 5), 140, 302, 134, 147),  // #88E4AA
            MeasuredFrame(.cell(0, 6), 140, 451, 134, 147),  // #6EA1D6
            MeasuredFrame(.cell(0, 7), 278, 302, 134, 147),  // #F2EE67
            MeasuredFrame(.cell(0, 8), 278, 451, 134, 147),  // #CCD67A
            MeasuredFrame(.cell(0, 9), 2, 602, 134, 147),    // #77EE7B, second container
        ], howMeasured: yashHowMeasured("yash_screenshots_Instagram_Explore.png")),
        EvidenceCase(
            id: "trait-yashnp-new-explore", source: yash,
            recording: "screenshots/Instagram_Exlore_new.png",
            layoutSource: "CollectionViewDemo/ViewController/NewExploreViewController.swift",
            device: .traitIPhone11InTabBar, visible: yashVisible, itemCounts: [72],
            layout: yashNewExplore, frames: [
            MeasuredFrame(.cell(0, 0), 2, 2, 134, 147),      // #C0DABB
            MeasuredFrame(.cell(0, 1), 2, 151, 134, 147),    // #A8EAAA
            MeasuredFrame(.cell(0, 2), 140, 2, 134, 147),    // #7E82A1
            MeasuredFrame(.cell(0, 3), 140, 151, 134, 147),  // #B6787C
            MeasuredFrame(.cell(0, 4), 277, 1, 136, 298),    // #7F827E, the ⅓ full-height item
            MeasuredFrame(.cell(0, 5), 1, 301, 136, 148),    // #6E91A1, pair without group insets
            MeasuredFrame(.cell(0, 6), 1, 451, 136, 148),    // #77EE92
            MeasuredFrame(.cell(0, 7), 140, 302, 134, 147),  // #84BB84
            MeasuredFrame(.cell(0, 8), 140, 451, 134, 147),  // #947C8F
            MeasuredFrame(.cell(0, 9), 278, 302, 134, 147),  // #95D0D4
            MeasuredFrame(.cell(0, 10), 278, 451, 134, 147), // #BC6C84
            MeasuredFrame(.cell(0, 11), 2, 602, 134, 147),   // #CB7DF9, second container
            MeasuredFrame(.cell(0, 13), 140, 602, 134, 147), // #AA95A8
        ], howMeasured: yashHowMeasured("yash_screenshots_Instagram_Exlore_new.png")),
    ]
}
