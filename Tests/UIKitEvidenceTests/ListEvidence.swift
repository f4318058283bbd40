import CollectionLayout

// Cases from further sources (issue 29): see EvidenceCase for the format.
//
// theleftbit/BSWInterfaceKit `ContentViewTests` (swift-snapshot-testing, the window config picked
// from the host simulator): a view controller whose root view is a collection view with
// `UICollectionViewCompositionalLayout.list(using:)`, `.insetGrouped`, `headerMode = .supplementary`,
// one section of three rows on `systemGroupedBackground` (#F2F2F7), the first row selected. Rows are
// white custom content views (a stack with 8-pt margins round a 17-pt label): 109 px at @3x,
// 36.333 pt; the header a label 6 pt from its top and bottom: 97 px, 32.333 pt — what `measurer`
// returns. The recordings below are ones `BSWInterfaceKitEvidence` does not hold: a 375 × 812
// window (iPhone X config, 1125 × 2436 px, safe area top 44) on a 390-pt (iPhone 12–14) and a
// 393-pt (iPhone 15) simulator. The collection view is the root view, so the content origin is the
// safe-area top: pixel row 132 (44 pt).
//
// Issue 29 (c), an inset-grouped list in a window narrower than its screen: the platter is 60 px,
// 20 pt, in from each side (x 60–1065 px) — the screen's 20 pt, not the 16 pt of a 375-pt screen
// (rule F, I2 `DeviceMetrics.listSideInset`: "the screen decides"), on the 390-pt screen as on the
// 393-pt one. (The 393-pt recording at 1148849a is `bswinterfacekit-inset-grouped-list-375-window-on-393-screen`;
// these are the 390-pt one and the 2024 re-recording, pixel-identical to it.)

extension EvidenceSource {
    static let listBSWInterfaceKit390Screen = EvidenceSource(
        repository: "theleftbit/BSWInterfaceKit", commit: "89e83618a429ad0d2129e51c29d6e103ad64688f",
        kind: "swift-snapshot-testing reference (PNG, 1125 × 2436 px: a 375 × 812 window on a 390 × 844 simulator)")
    static let listBSWInterfaceKit393Screen2024 = EvidenceSource(
        repository: "theleftbit/BSWInterfaceKit", commit: "fc8eab5e0a4e5718cd9e92d0108cb659fccf38de",
        kind: "swift-snapshot-testing reference (PNG, 1125 × 2436 px: a 375 × 812 window on a 393 × 852 simulator)")
}

extension EvidenceDevice {
    /// swift-snapshot-testing's `.iPhoneX` window (375 × 812 pt @3x, safe area 44 / 34) on an iPhone
    /// 12–14-class simulator whose screen is 390 × 844 pt.
    static let listIPhoneXWindowOn390Screen = EvidenceDevice(
        name: "a 375 × 812 pt @3x window (.iPhoneX) on a 390 × 844 pt simulator screen",
        size: CGSize(width: 375, height: 812), scale: 3,
        safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), screen: CGSize(width: 390, height: 844))
    /// The same window on an iPhone 15-class simulator (393 × 852 pt).
    static let listIPhoneXWindowOn393Screen = EvidenceDevice(
        name: "a 375 × 812 pt @3x window (.iPhoneX) on a 393 × 852 pt simulator screen",
        size: CGSize(width: 375, height: 812), scale: 3,
        safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), screen: CGSize(width: 393, height: 852))
}

enum ListEvidence {
    static let platterKind = "UICollectionViewListInsetGroupedBackground"

    @Sendable static func insetGroupedSupplementaryHeader() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// BSWInterfaceKit's rows (109 px) and header (97 px) at @3x.
    @Sendable static func bswMeasurer() -> LayoutMeasurer {
        LayoutMeasurer { attributes in
            let height: CGFloat = attributes.representedElementCategory == .cell ? 109.0 / 3 : 97.0 / 3
            return CGSize(width: attributes.frame.width, height: height)
        }
    }

    private static let bswLayoutSource = "Tests/BSWInterfaceKitTests/Suite/ContentViewTests.swift"
    private static let bswHowMeasured = "evidence-measure <png> --scale 3 --origin 0,44 --min-size 40 --tolerance 0 --color '#FFFFFF' --region 0,132,1125,2200: the platter px x 60 y 229 w 1005 h 327 (pt x 20 y 32.333 w 335 h 109) on #F2F2F7; rows split by the #C6C6C8 separators at px rows 337 and 446 (each row 109 px, the hairline in its bottom pixel); content origin at the safe-area top, px row 132"

    /// The frames the recordings share (pixel-identical): a platter 20 pt in, the header from
    /// the content's top with no padding above it, three 36.333-pt rows.
    private static let bswFrames: [MeasuredFrame] = [
        MeasuredFrame(.decoration(kind: platterKind, section: 0, item: 0), 20, 32.333, 335, 109),
        MeasuredFrame(.cell(0, 0), 20, 32.333, 335, 36.333),
        MeasuredFrame(.cell(0, 1), 20, 68.667, 335, 36.333),
        MeasuredFrame(.cell(0, 2), 20, 105, 335, 36.333),
    ]

    static let cases: [EvidenceCase] = [
        EvidenceCase(
            id: "list-bswinterfacekit-inset-grouped-375-window-390-screen", source: .listBSWInterfaceKit390Screen,
            recording: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/testLayout.390x844.png",
            layoutSource: bswLayoutSource, device: .listIPhoneXWindowOn390Screen, visible: CGRect(x: 0, y: -44, width: 375, height: 812),
            itemCounts: [3], layout: insetGroupedSupplementaryHeader, measurer: bswMeasurer,
            frames: bswFrames, howMeasured: bswHowMeasured),
        EvidenceCase(
            id: "list-bswinterfacekit-inset-grouped-375-window-393-screen-2024", source: .listBSWInterfaceKit393Screen2024,
            recording: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/layout.393x852.png",
            layoutSource: bswLayoutSource, device: .listIPhoneXWindowOn393Screen, visible: CGRect(x: 0, y: -44, width: 375, height: 812),
            itemCounts: [3], layout: insetGroupedSupplementaryHeader, measurer: bswMeasurer,
            frames: bswFrames, howMeasured: bswHowMeasured),
    ]
}
