import CollectionLayout

// theleftbit/BSWInterfaceKit: `ContentViewTests.testLayout` snapshots (swift-snapshot-testing, the
// config picked from the host simulator's screen, so window and device agree in the two used here)
// of a view controller whose root view is a collection view with
// `UICollectionViewCompositionalLayout.list(using:)`, `.insetGrouped`, `headerMode = .supplementary`,
// one section of three rows on `systemGroupedBackground`. Rows are white custom content views (a
// stack with 8-pt margins around a 17-pt label: 36.5 pt at @2x, 36.333 at @3x); the header a label
// 6 pt from its top and bottom (32.5, 32.333) — what `measurer` returns. The white platter of the
// three rows is what is measured.

extension EvidenceSource {
    static let bswInterfaceKitIPhone8 = EvidenceSource(
        repository: "theleftbit/BSWInterfaceKit", commit: "89e83618a429ad0d2129e51c29d6e103ad64688f",
        kind: "swift-snapshot-testing reference (PNG, 750 × 1334 px)")
    static let bswInterfaceKitIPhone12 = EvidenceSource(
        repository: "theleftbit/BSWInterfaceKit", commit: "54a922873cf34d8eec9fc7151ea36a4f4abaa300",
        kind: "swift-snapshot-testing reference (PNG, 1170 × 2532 px)")
    static let bswInterfaceKitIPhone15 = EvidenceSource(
        repository: "theleftbit/BSWInterfaceKit", commit: "1148849ab4142382cfa09bd0dfdc30106041b54f",
        kind: "swift-snapshot-testing reference (PNG, 1125 × 2436 px: a 375 × 812 window on a 393 × 852 screen)")
}

extension EvidenceDevice {
    /// The iPhone 8 simulator, 375 × 667 pt @2x; the collection view fills it (safe area top 20).
    static let iPhone8 = EvidenceDevice(name: "iPhone 8 simulator (swift-snapshot-testing .iPhone8), 375 × 667 pt @2x",
                                        size: CGSize(width: 375, height: 667), scale: 2,
                                        safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// An iPhone 12-class simulator, 390 × 844 pt @3x; the collection view fills it (safe area 47 / 34).
    static let iPhone12 = EvidenceDevice(name: "iPhone 12 simulator (swift-snapshot-testing .iPhone12), 390 × 844 pt @3x",
                                         size: CGSize(width: 390, height: 844), scale: 3,
                                         safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    /// swift-snapshot-testing's `.iPhoneX` window (375 × 812 pt @3x, safe area 44 / 34) on an iPhone 15-class
    /// simulator whose screen is 393 × 852 pt: the screen's metrics, the window's size.
    static let iPhoneXWindowOn393Screen = EvidenceDevice(
        name: "a 375 × 812 pt @3x window (.iPhoneX) on a 393 × 852 pt simulator screen",
        size: CGSize(width: 375, height: 812), scale: 3,
        safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), screen: CGSize(width: 393, height: 852))
}

enum BSWInterfaceKitEvidence {
    static let platterKind = "UICollectionViewListInsetGroupedBackground"
    private static let layoutSource = "Tests/BSWInterfaceKitTests/Suite/ContentViewTests.swift"
    private static let howMeasured = "evidence-measure <png> --scale S --min-size 40 --tolerance 0: the #FFFFFF region of the three rows (the platter) on #F2F2F7; content origin at the safe-area top"

    @Sendable static func insetGroupedList() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Rows and the header at the heights the recording shows, at its scale.
    static func measurer(scale: CGFloat) -> @Sendable () -> LayoutMeasurer {
        { LayoutMeasurer { attributes in
            let row: CGFloat = scale == 2 ? 36.5 : 109.0 / 9 * 3, header: CGFloat = scale == 2 ? 32.5 : 97.0 / 3
            return CGSize(width: attributes.frame.width, height: attributes.representedElementCategory == .cell ? row : header)
        } }
    }

    static let cases: [EvidenceCase] = [
        EvidenceCase(
            id: "bswinterfacekit-inset-grouped-list-375", source: .bswInterfaceKitIPhone8,
            recording: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.375x667.png",
            layoutSource: layoutSource, device: .iPhone8, visible: CGRect(x: 0, y: -20, width: 375, height: 667), itemCounts: [3],
            layout: insetGroupedList, measurer: measurer(scale: 2), frames: [
            // px x 32 y 105 w 686 h 219: 16 pt in, the header from the top (no grouped padding above it).
            MeasuredFrame(.decoration(kind: platterKind, section: 0, item: 0), 16, 32.5, 343, 109.5),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "bswinterfacekit-inset-grouped-list-390", source: .bswInterfaceKitIPhone12,
            recording: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.390x844.png",
            layoutSource: layoutSource, device: .iPhone12, visible: CGRect(x: 0, y: -47, width: 390, height: 844), itemCounts: [3],
            layout: insetGroupedList, measurer: measurer(scale: 3), frames: [
            // px x 60 y 238 w 1050 h 327: 20 pt in on a 390-pt iPhone.
            MeasuredFrame(.decoration(kind: platterKind, section: 0, item: 0), 20, 32.333, 350, 109),
        ], howMeasured: howMeasured),
        EvidenceCase(
            id: "bswinterfacekit-inset-grouped-list-375-window-on-393-screen", source: .bswInterfaceKitIPhone15,
            recording: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.393x852.png",
            layoutSource: layoutSource, device: .iPhoneXWindowOn393Screen, visible: CGRect(x: 0, y: -44, width: 375, height: 812),
            itemCounts: [3], layout: insetGroupedList, measurer: measurer(scale: 3), frames: [
            // px x 60 y 229 w 1005 h 327: 20 pt in — the screen's inset, not a 375-pt one's 16 (F, I2).
            MeasuredFrame(.decoration(kind: platterKind, section: 0, item: 0), 20, 32.333, 335, 109),
        ], howMeasured: howMeasured),
    ]
}
