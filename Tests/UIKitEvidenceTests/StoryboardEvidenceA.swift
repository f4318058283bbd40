import CollectionLayout

// Frames Interface Builder stored for a storyboard's (or xib's) prototype cells and reusable views:
// the flow layout's own output at the scene's size (issue 29). See EvidenceCase for the format.
//
// How these were read: each file's XML at the pinned commit — the collection view's
// `<rect key="frame">` (its size), its `<collectionViewFlowLayout key="collectionViewLayout">`
// (spacings, `scrollDirection`, `itemSize`, `headerReferenceSize`, `footerReferenceSize`,
// `sectionInset`: minX left, minY top, maxX right, maxY bottom) and the `<rect key="frame">` of every
// prototype cell and reusable view. IB lays the prototypes out as section 0's items, one per
// prototype in document order, and stores each frame in the collection view's content coordinates:
// none of these collection views has a `contentInset`, and IB stores no bar or safe-area offset in
// them (a header at y 0, the first line at `sectionInset.top` below it, even under a navigation bar).
// IB stores each frame whole, not clipped by the collection view's bounds, so `visible` is unbounded.
// Owners A–M (StoryboardEvidenceB takes N–Z). Rules: docs/rules.md G1–G7.

extension EvidenceSource {
    static let storyboardADTCollectionViewManager = EvidenceSource(
        repository: "DenTelezhkin/DTCollectionViewManager", commit: "8ce9bbc26fc8a3a11e495a8debc2d98a1d682c00",
        kind: "Interface Builder stored frames (storyboards, toolsVersion 17132 for iOS and 10117 for tvOS)")
    static let storyboardAArime9 = EvidenceSource(
        repository: "Arime9/CollectionView-Sample", commit: "4c25653c9f2b752c312da83fa12f61741a42c75e",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11201)")
    static let storyboardAMySpots = EvidenceSource(
        repository: "MySpots-iOS/CollectionViewTop", commit: "523bc699ba58139680947d9677aa3211ec2cf035",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 12121)")
    static let storyboardAIamAlchemist = EvidenceSource(
        repository: "IamAlchemist/DemoDynamicCollectionView", commit: "1852b969f99633e9d5781d40401b85e5fbe056ed",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 10117)")
    static let storyboardAAkatsuki = EvidenceSource(
        repository: "akatsuki174/CollectionViewHeaderCustomizeSample", commit: "a2a01e69c6380ade64e1b4036361ba8942d2cfe9",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13770)")
    static let storyboardAHero = EvidenceSource(
        repository: "HeroTransitions/Hero", commit: "d7a72e13b034599ff694e6907f770e6bcb83f59d",
        kind: "Interface Builder stored frames (storyboards, toolsVersion 11762 and 13196; iOS and tvOS)")
    static let storyboardAIGListKit = EvidenceSource(
        repository: "Instagram/IGListKit", commit: "e3facbed2772dcc98c9a85070b82b0361b8ddf2c",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11201)")
    static let storyboardAViewAnimator = EvidenceSource(
        repository: "marcosgriselli/ViewAnimator", commit: "653a71588ecfd81dbbbcc9348b9f3cb0245b0a13",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 15505)")
    static let storyboardAKevinTopollaj = EvidenceSource(
        repository: "KevinTopollaj/UICollectionView", commit: "6388d78d7c287d915c31feab38746757fd33f356",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 17701)")
    static let storyboardALymanny = EvidenceSource(
        repository: "lymanny/iOS-UICollectionView-Sample-Project", commit: "bfea27c300b328809d86c7d28cb048d0f0a816ac",
        kind: "Interface Builder stored frames (storyboards, toolsVersion 21225)")
    static let storyboardAApress = EvidenceSource(
        repository: "Apress/pro-ios-table-views-collection-views", commit: "0057920295bdfdc55f0dbdb4ddf3a744d1a74fa8",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 9059)")
    static let storyboardAMelissaHe = EvidenceSource(
        repository: "melissahe/Collection-View-Exercises", commit: "a7e1e14e65d6065fa4ad6736d54641b117ddb76d",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardAKodecoI10t = EvidenceSource(
        repository: "kodecocodes/i10t", commit: "7f6001f675587fb751f45db5f9c2b526ebacaeee",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11201)")
    static let storyboardAJeremyBroutin = EvidenceSource(
        repository: "jeremybroutin/Photorama", commit: "5b56cbb984866fdb7048e600a1110a1e81286fd0",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11762)")
    static let storyboardAAmeniAlsaydi = EvidenceSource(
        repository: "AmeniAlsaydi/Pursuit-Core-iOS-Collection-View-Lab", commit: "fce02ba355051f00a17b38b87a9cde02dfce24d3",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 15505)")
    static let storyboardAHNY = EvidenceSource(
        repository: "h-n-y/UICollectionView-TheCompleteGuide", commit: "303055e28d27c29d3ab4d189d985fddd118b94ea",
        kind: "Interface Builder stored frames (storyboards, toolsVersion 10116)")
}

/// A prototype cell whose stored size differs from the layout's `itemSize` (a "custom size" in IB's
/// size inspector): IB lays it out at that size, as a delegate's `sizeForItemAt` would.
final class StoryboardACellSizes: FlowLayoutDelegate, @unchecked Sendable {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }

    /// DTCollectionViewManager's iOS fixture: its one prototype has a custom size of 348 × 299.
    static let dtCollectionViewManager = StoryboardACellSizes([CGSize(width: 348, height: 299)])
}

enum StoryboardEvidenceA {
    // MARK: helpers

    /// IB stores frames whole: nothing is clipped.
    static let storyboardAWhole = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)

    /// The collection view as IB's canvas sized it. The scale is the simulated device's (retina4_7,
    /// retina6_1 @2x; retina5_9, retina6_7 @3x; Apple TV @1x); a file with no device (Xcode 7–8's
    /// size-class canvases, 600 × 600 or 320 × 568) is taken @2x.
    static func storyboardADevice(_ canvas: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat) -> EvidenceDevice {
        EvidenceDevice(name: "Interface Builder, \(canvas) canvas: collection view \(fmt(width)) × \(fmt(height))",
                       size: CGSize(width: width, height: height), scale: scale, safeArea: .zero)
    }

    private static func fmt(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }

    /// A plain `collectionViewFlowLayout` as the XML sets it up.
    static func storyboardAFlow(item: CGSize, line: CGFloat = 10, interitem: CGFloat = 10,
                                inset: UIEdgeInsets = .zero, header: CGSize = .zero, footer: CGSize = .zero,
                                horizontal: Bool = false, delegate: (any FlowLayoutDelegate)? = nil) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = item
        layout.minimumLineSpacing = line
        layout.minimumInteritemSpacing = interitem
        layout.sectionInset = inset
        layout.headerReferenceSize = header
        layout.footerReferenceSize = footer
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.delegate = delegate
        return layout
    }

    /// `<inset key="sectionInset" minX minY maxX maxY>`: left, top, right, bottom.
    static func storyboardAInset(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: minY, left: minX, bottom: maxY, right: maxX)
    }

    static func storyboardAStored(_ what: String) -> String {
        "stored by Interface Builder: <rect key=\"frame\"> of \(what)"
    }

    // MARK: DenTelezhkin/DTCollectionViewManager — test fixtures

    static let dtCases: [EvidenceCase] = [
        // G3 + G5: the one prototype has a custom size (348 × 299, IB's `customSize`), wider than half
        // the 414-pt line, so its line can only ever hold it: centred at (414 − 348) / 2 = 33. The
        // header (reference 50 × 50: only the height counts) spans the collection view, the cell
        // follows at y 50 (no sectionInset), and the footer starts at 50 + 299 = 349.
        EvidenceCase(
            id: "storyboard-a-dtcollectionviewmanager-ios-header-centred-cell-footer", source: .storyboardADTCollectionViewManager,
            recording: "Sources/Tests/Fixtures/iOS/FixtureStoryboard.storyboard",
            layoutSource: "Sources/Tests/Fixtures/iOS/FixtureStoryboard.storyboard",
            device: storyboardADevice("retina6_1 (portrait)", 414, 818, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 50, height: 50), header: CGSize(width: 50, height: 50),
                                      footer: CGSize(width: 50, height: 50), delegate: StoryboardACellSizes.dtCollectionViewManager) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 414, 50),
                MeasuredFrame(.cell(0, 0), 33, 50, 348, 299),
                MeasuredFrame(.footer(0, 0), 0, 349, 414, 50),
            ],
            howMeasured: storyboardAStored("the prototype cell (id aC7-gp-QzX), the header (id vJ0-hq-lX6) and the footer (id Y6k-qy-VZj) of collection view LC3-f3-u0j (414 × 818)")),
        // G5 on tvOS: header 0–50 across the 1920-pt collection view, the 50-pt cell at the line's
        // leading edge (a 1920-pt line could hold 32 of them: a last line, G3), the footer at 100.
        EvidenceCase(
            id: "storyboard-a-dtcollectionviewmanager-tvos-header-cell-footer", source: .storyboardADTCollectionViewManager,
            recording: "Sources/Tests/Fixtures/tvOS/FixtureStoryboard.storyboard",
            layoutSource: "Sources/Tests/Fixtures/tvOS/FixtureStoryboard.storyboard",
            device: storyboardADevice("Apple TV (1920 × 1080, @1x)", 1920, 1080, scale: 1), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 50, height: 50), header: CGSize(width: 50, height: 50),
                                      footer: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 1920, 50),
                MeasuredFrame(.cell(0, 0), 0, 50, 50, 50),
                MeasuredFrame(.footer(0, 0), 0, 100, 1920, 50),
            ],
            howMeasured: storyboardAStored("the prototype cell (id fvY-xq-3sD), the header (id dxC-GG-2JF) and the footer (id J59-lL-JCo) of collection view dl7-8v-rrZ (1920 × 1080)")),
    ]

    // MARK: Arime9/CollectionView-Sample

    // The collection view has no stored frame (Xcode 8 left it out): it is pinned to the 320 × 568
    // view's leading, trailing and top edges and to the bottom layout guide, so it is 320 × 568 (the
    // header IB stored is 320 wide). No device element: a 320 × 568 (iPhone 5, @2x) scene.
    static let arime9Cases: [EvidenceCase] = [
        // G2, G3, G5: ten 68-pt prototypes in a 320 − 9 − 9 = 302-pt line: four fit (4 × 68 + 3 × 10 =
        // 302, exactly full), lines at y 36 + 9 = 45, 123, 201; the last line's two cells at x 9 and
        // 87 on the full lines' grid.
        EvidenceCase(
            id: "storyboard-a-arime9-header-ten-cells-inset", source: .storyboardAArime9,
            recording: "CollectionView-Sample/Main/Main.storyboard", layoutSource: "CollectionView-Sample/Main/Main.storyboard",
            device: storyboardADevice("320 × 568 (no device element)", 320, 568, scale: 2), visible: storyboardAWhole, itemCounts: [10],
            layout: { storyboardAFlow(item: CGSize(width: 68, height: 68), inset: storyboardAInset(minX: 9, minY: 9, maxX: 9, maxY: 9),
                                      header: CGSize(width: 320, height: 36)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 320, 36),
                MeasuredFrame(.cell(0, 0), 9, 45, 68, 68), MeasuredFrame(.cell(0, 1), 87, 45, 68, 68),
                MeasuredFrame(.cell(0, 2), 165, 45, 68, 68), MeasuredFrame(.cell(0, 3), 243, 45, 68, 68),
                MeasuredFrame(.cell(0, 4), 9, 123, 68, 68), MeasuredFrame(.cell(0, 5), 87, 123, 68, 68),
                MeasuredFrame(.cell(0, 6), 165, 123, 68, 68), MeasuredFrame(.cell(0, 7), 243, 123, 68, 68),
                MeasuredFrame(.cell(0, 8), 9, 201, 68, 68), MeasuredFrame(.cell(0, 9), 87, 201, 68, 68),
            ],
            howMeasured: storyboardAStored("the ten prototype cells (ids adF-nH-mrs, zrA-4O-7hO, tID-qO-qDF, dcA-Td-YmW, tKU-GK-xNZ, s14-L5-Bcp, Mne-9Z-Yjv, oH0-dh-5pb, mhX-0E-lpM, yWc-Aj-p9l) and the header (id mBA-Tl-FuM) of collection view Zce-c9-IOW")),
    ]

    // MARK: MySpots-iOS/CollectionViewTop

    static let mySpotsCases: [EvidenceCase] = [
        // G5: the header (50) and then sectionInset.top (20) before the first line: the cell at y 70,
        // x 10 (sectionInset.left; two 160-pt cells fit the 355-pt line, so it is a last line).
        EvidenceCase(
            id: "storyboard-a-myspots-header-then-inset", source: .storyboardAMySpots,
            recording: "CollectionView3/CollectionView3/Base.lproj/Main.storyboard",
            layoutSource: "CollectionView3/CollectionView3/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 160, height: 147), line: 20, interitem: 10,
                                      inset: storyboardAInset(minX: 10, minY: 20, maxX: 10, maxY: 20), header: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 50),
                MeasuredFrame(.cell(0, 0), 10, 70, 160, 147),
            ],
            howMeasured: storyboardAStored("the prototype cell (id Mpr-d4-maT) and the header (id 2LL-eU-QCR) of collection view 2aF-9P-Ujw")),
    ]

    // MARK: IamAlchemist/DemoDynamicCollectionView

    // Xcode 7's size-class canvas (no device element): taken @2x.
    static let iamAlchemistCases: [EvidenceCase] = [
        // G3 scrolling horizontally: a column is 184 − 10 − 10 = 164 pt tall and a 160-pt item is the
        // only one it can ever hold, so the item is centred in it: y 10 + (164 − 160) / 2 = 12.
        EvidenceCase(
            id: "storyboard-a-iamalchemist-horizontal-centred-column", source: .storyboardAIamAlchemist,
            recording: "DemoDynamicCollectionView/Base.lproj/CollectionTransition.storyboard",
            layoutSource: "DemoDynamicCollectionView/Base.lproj/CollectionTransition.storyboard",
            device: storyboardADevice("600 × 600 size-class (no device element)", 304, 184, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 160, height: 160), inset: storyboardAInset(minX: 10, minY: 10, maxX: 10, maxY: 10),
                                      horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 12, 160, 160)],
            howMeasured: storyboardAStored("the prototype cell (id Yrj-QF-SGo) of collection view NvR-Rb-QjS (304 × 184)")),
        EvidenceCase(
            id: "storyboard-a-iamalchemist-inset-grid", source: .storyboardAIamAlchemist,
            recording: "DemoDynamicCollectionView/Base.lproj/CollectionTransition.storyboard",
            layoutSource: "DemoDynamicCollectionView/Base.lproj/CollectionTransition.storyboard",
            device: storyboardADevice("600 × 600 size-class (no device element)", 600, 600, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 180, height: 180), inset: storyboardAInset(minX: 10, minY: 10, maxX: 10, maxY: 10)) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 10, 180, 180)],
            howMeasured: storyboardAStored("the prototype cell (id 98Z-Jb-euo) of collection view LMQ-6y-XDC (600 × 600)")),
    ]

    // MARK: akatsuki174/CollectionViewHeaderCustomizeSample

    static let akatsukiCases: [EvidenceCase] = [
        // G5: header 50, sectionInset.top 5, the cell at (5, 55). The collection view is a collection
        // view controller's root view on an iPhone 8 canvas.
        EvidenceCase(
            id: "storyboard-a-akatsuki-header-inset", source: .storyboardAAkatsuki,
            recording: "CollectionViewHeaderCustomizeSample/Base.lproj/Main.storyboard",
            layoutSource: "CollectionViewHeaderCustomizeSample/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 50, height: 50), inset: storyboardAInset(minX: 5, minY: 5, maxX: 5, maxY: 5),
                                      header: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 50),
                MeasuredFrame(.cell(0, 0), 5, 55, 50, 50),
            ],
            howMeasured: storyboardAStored("the prototype cell (id weq-l9-nJi) and the header (id xfx-RG-SMO) of collection view ooL-Pb-cix")),
    ]

    // MARK: HeroTransitions/Hero — example apps

    static let heroCases: [EvidenceCase] = [
        // G3 scrolling horizontally: the column is 348 − 24 − 24 = 300 pt, one 298-pt item at most,
        // so it is centred: y 24 + 1 = 25; x 24 (sectionInset.left).
        EvidenceCase(
            id: "storyboard-a-hero-cityguide-horizontal-centred", source: .storyboardAHero,
            recording: "LegacyExamples/Examples/CityGuide/CityGuide.storyboard",
            layoutSource: "LegacyExamples/Examples/CityGuide/CityGuide.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 348, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 200, height: 298), inset: storyboardAInset(minX: 24, minY: 24, maxX: 24, maxY: 24),
                                      horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 24, 25, 200, 298)],
            howMeasured: storyboardAStored("the prototype cell (id 1jz-4R-leo) of collection view bV4-y8-FY0 (375 × 348)")),
        // G3 with an item taller than the column: 669 pt in a 667-pt column is centred too, at y −1.
        EvidenceCase(
            id: "storyboard-a-hero-cityguide-horizontal-overtall-centred", source: .storyboardAHero,
            recording: "LegacyExamples/Examples/CityGuide/CityGuide.storyboard",
            layoutSource: "LegacyExamples/Examples/CityGuide/CityGuide.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 375, height: 669), line: 0, interitem: 0, horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, -1, 375, 669)],
            howMeasured: storyboardAStored("the prototype cell (id UsK-II-tbB) of collection view hLT-eh-T42 (375 × 667)")),
        // G3: a 196-pt item in a 667-pt column that could hold three is a last column: leading, y 0.
        EvidenceCase(
            id: "storyboard-a-hero-imageviewer-horizontal-leading", source: .storyboardAHero,
            recording: "LegacyExamples/Examples/ImageGallery/ImageViewer.storyboard",
            layoutSource: "LegacyExamples/Examples/ImageGallery/ImageViewer.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 217, height: 196), line: 0, interitem: 0, horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 0, 217, 196)],
            howMeasured: storyboardAStored("the prototype cell (id wmK-cM-Vwb) of collection view nps-X3-Zm9 (375 × 667)")),
        // G3 + G7 on tvOS (@1x): a 569-pt item alone in a 1080-pt column is centred at 255.5, stored
        // as 256 (rounded to the pixel).
        EvidenceCase(
            id: "storyboard-a-hero-tvos-imageviewer-horizontal-centred", source: .storyboardAHero,
            recording: "TvOSExamples/ImageViewer.storyboard", layoutSource: "TvOSExamples/ImageViewer.storyboard",
            device: storyboardADevice("appleTV (landscape, @1x)", 1920, 1080, scale: 1), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 606, height: 569), line: 0, interitem: 0, horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 256, 606, 569)],
            howMeasured: storyboardAStored("the prototype cell (id 45U-5r-kn9) of collection view 2UF-hh-xnr (1920 × 1080)")),
        // G2: a 1920 − 128 = 1792-pt line holds two 640-pt items 64 apart; the one cell is a last line
        // at the insets (64, 64).
        EvidenceCase(
            id: "storyboard-a-hero-tvos-imagegallery-inset", source: .storyboardAHero,
            recording: "TvOSExamples/ImageGallery.storyboard", layoutSource: "TvOSExamples/ImageGallery.storyboard",
            device: storyboardADevice("appleTV (landscape, @1x)", 1920, 960, scale: 1), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 640, height: 640), line: 64, interitem: 64,
                                      inset: storyboardAInset(minX: 64, minY: 64, maxX: 64, maxY: 64)) },
            frames: [MeasuredFrame(.cell(0, 0), 64, 64, 640, 640)],
            howMeasured: storyboardAStored("the prototype cell (id WUP-mt-a4N) of collection view esp-90-GFG (1920 × 960)")),
    ]

    // MARK: Instagram/IGListKit — test storyboard

    // The collection view has no stored frame: it is pinned to the 375 × 667 view's leading, trailing
    // and top edges and to the bottom layout guide (375 × 667; the header IB stored is 375 wide).
    static let igListKitCases: [EvidenceCase] = [
        EvidenceCase(
            id: "storyboard-a-iglistkit-header-full-width-cell", source: .storyboardAIGListKit,
            recording: "Tests/Assets/IGTestStoryboard.storyboard", layoutSource: "Tests/Assets/IGTestStoryboard.storyboard",
            device: storyboardADevice("375 × 667 (no device element)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 375, height: 50), header: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 50),
                MeasuredFrame(.cell(0, 0), 0, 50, 375, 50),
            ],
            howMeasured: storyboardAStored("the prototype cell (id tBn-dt-d3p) and the header (id 2Hf-6O-fvN) of collection view o7u-vG-QOG")),
    ]

    // MARK: marcosgriselli/ViewAnimator — example app

    static let viewAnimatorCases: [EvidenceCase] = [
        // G3 scrolling horizontally: a 130-pt column holds one 100-pt item, centred at y 15; x 14
        // (sectionInset.left).
        EvidenceCase(
            id: "storyboard-a-viewanimator-horizontal-centred", source: .storyboardAViewAnimator,
            recording: "Example/iOS/Base.lproj/Main.storyboard", layoutSource: "Example/iOS/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina5_9 (portrait)", 375, 130, scale: 3), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 100, height: 100), inset: storyboardAInset(minX: 14, minY: 0, maxX: 14, maxY: 0),
                                      horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 14, 15, 100, 100)],
            howMeasured: storyboardAStored("the prototype cell (id aGU-Gs-wjU) of collection view 62B-9S-MCt (375 × 130)")),
        // G2: a 355-pt line holds three 105-pt items; the one cell is a last line at the insets.
        EvidenceCase(
            id: "storyboard-a-viewanimator-inset-grid", source: .storyboardAViewAnimator,
            recording: "Example/iOS/Base.lproj/Main.storyboard", layoutSource: "Example/iOS/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina5_9 (portrait)", 375, 592, scale: 3), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 105, height: 150), inset: storyboardAInset(minX: 10, minY: 10, maxX: 10, maxY: 10)) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 10, 105, 150)],
            howMeasured: storyboardAStored("the prototype cell (id Mz3-rw-Hfm) of collection view hSy-5M-nOm (375 × 592)")),
    ]

    // MARK: KevinTopollaj/UICollectionView

    static let kevinTopollajCases: [EvidenceCase] = [
        // G5: header 50 (spacings 20, no inset), the cell at y 50. The layout has
        // automaticEstimatedItemSize, but IB stored the cell at itemSize (50 × 50), so it is laid out
        // with itemSize.
        EvidenceCase(
            id: "storyboard-a-kevintopollaj-header-cell", source: .storyboardAKevinTopollaj,
            recording: "EmojiCollectionView/EmojiCollectionView/Base.lproj/Main.storyboard",
            layoutSource: "EmojiCollectionView/EmojiCollectionView/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina6_1 (portrait)", 414, 774, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 50, height: 50), line: 20, interitem: 20, header: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 414, 50),
                MeasuredFrame(.cell(0, 0), 0, 50, 50, 50),
            ],
            howMeasured: storyboardAStored("the prototype cell (id Wkl-Oi-dgB) and the header (id SvC-ML-VJo) of collection view 1js-4b-aa1")),
    ]

    // MARK: lymanny/iOS-UICollectionView-Sample-Project

    static let lymannyCases: [EvidenceCase] = [
        // G5 + G7 (@3x): the footer follows sectionInset.top 8, the 77.5-pt cell and sectionInset.bottom
        // 2, at 87.5 — stored as 87.667 (262.5 px rounded up to 263). The cell is not held against the
        // engine: IB stored the prototype's own 77.5 × 77.5 (its document size, also its content view's)
        // while the subviews pinned to its edges were laid out 77.667 wide and tall — the size the
        // layout gave it, rounded to the pixel as the engine does (G7). Its stored origin (0, 8) agrees.
        EvidenceCase(
            id: "storyboard-a-lymanny-qbimagepicker-footer", source: .storyboardALymanny,
            recording: "UICollectionView-2022-11-01/Helper/Lib/QBImagePicker/Resources/QBImagePicker.storyboard",
            layoutSource: "UICollectionView-2022-11-01/Helper/Lib/QBImagePicker/Resources/QBImagePicker.storyboard",
            device: storyboardADevice("retina6_7 (portrait)", 428, 926, scale: 3), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 77.5, height: 77.5), line: 2, interitem: 2,
                                      inset: storyboardAInset(minX: 0, minY: 8, maxX: 0, maxY: 2), footer: CGSize(width: 50, height: 66)) },
            frames: [
                MeasuredFrame(.footer(0, 0), 0, 87.667, 428, 66),
            ],
            howMeasured: storyboardAStored("the footer (id sqR-h3-lW1) of collection view sD2-zK-ryo (428 × 926), after the prototype cell fc0-k1-HNL")),
        // Horizontal, an item wider than the collection view (428 in 414) and as tall as the column.
        EvidenceCase(
            id: "storyboard-a-lymanny-cardlist-horizontal-wide-card", source: .storyboardALymanny,
            recording: "UICollectionView-2022-11-01/Application/Card/View/CardListSB.storyboard",
            layoutSource: "UICollectionView-2022-11-01/Application/Card/View/CardListSB.storyboard",
            device: storyboardADevice("retina6_1 (portrait)", 414, 215, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 428, height: 215), line: 20, interitem: 0, horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 0, 428, 215)],
            howMeasured: storyboardAStored("the prototype cell (id LN5-TA-PHj) of collection view Jq1-Ro-BHc (414 × 215)")),
    ]

    // MARK: Apress/pro-ios-table-views-collection-views — chapter 12, DragAndDrop (final state)

    static let apressCases: [EvidenceCase] = [
        // sectionInset left 20, top 0: the cell at (20, 0) in a 600 × 531 collection view.
        EvidenceCase(
            id: "storyboard-a-apress-draganddrop-inset-left-top-zero", source: .storyboardAApress,
            recording: "ProiOSTableCollectionViews/Ch12/DragAndDrop/Final state/DragAndDrop/DragAndDrop/Base.lproj/Main.storyboard",
            layoutSource: "ProiOSTableCollectionViews/Ch12/DragAndDrop/Final state/DragAndDrop/DragAndDrop/Base.lproj/Main.storyboard",
            device: storyboardADevice("600 × 600 size-class (no device element)", 600, 531, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 100, height: 100), inset: storyboardAInset(minX: 20, minY: 0, maxX: 20, maxY: 20)) },
            frames: [MeasuredFrame(.cell(0, 0), 20, 0, 100, 100)],
            howMeasured: storyboardAStored("the prototype cell (id ilP-NY-faH) of collection view Jft-to-K55 (600 × 531)")),
        EvidenceCase(
            id: "storyboard-a-apress-draganddrop-inset-20", source: .storyboardAApress,
            recording: "ProiOSTableCollectionViews/Ch12/DragAndDrop/Final state/DragAndDrop/DragAndDrop/Base.lproj/Main.storyboard",
            layoutSource: "ProiOSTableCollectionViews/Ch12/DragAndDrop/Final state/DragAndDrop/DragAndDrop/Base.lproj/Main.storyboard",
            device: storyboardADevice("600 × 600 size-class (no device element)", 600, 600, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 100, height: 100), inset: storyboardAInset(minX: 20, minY: 20, maxX: 20, maxY: 20)) },
            frames: [MeasuredFrame(.cell(0, 0), 20, 20, 100, 100)],
            howMeasured: storyboardAStored("the prototype cell (id f91-gE-0ev) of collection view 04I-Kq-r7e (600 × 600)")),
    ]

    // MARK: melissahe/Collection-View-Exercises

    static let melissaHeCases: [EvidenceCase] = [
        // G3 scrolling horizontally: a 195-pt column holds one 191-pt item, centred at y 2.
        EvidenceCase(
            id: "storyboard-a-melissahe-horizontal-centred", source: .storyboardAMelissaHe,
            recording: "Collection-View-Exercises/Base.lproj/Main.storyboard",
            layoutSource: "Collection-View-Exercises/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 359, 195, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 186, height: 191), horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 2, 186, 191)],
            howMeasured: storyboardAStored("the prototype cell (id t7R-Is-kDo) of collection view kgN-R8-j7a (359 × 195)")),
    ]

    // MARK: h-n-y/UICollectionView-TheCompleteGuide

    static let hnyCases: [EvidenceCase] = [
        EvidenceCase(
            id: "storyboard-a-hny-chapter2-selection-inset", source: .storyboardAHNY,
            recording: "chapter-2/2-selection-view-xib/chapter2-5/Main.storyboard",
            layoutSource: "chapter-2/2-selection-view-xib/chapter2-5/Main.storyboard",
            device: storyboardADevice("600 × 600 size-class (no device element)", 600, 600, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 200, height: 200), line: 20, interitem: 20,
                                      inset: storyboardAInset(minX: 10, minY: 10, maxX: 10, maxY: 10)) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 10, 200, 200)],
            howMeasured: storyboardAStored("the prototype cell (id Qr2-o6-xUf) of collection view kql-w9-uzR (600 × 600)")),
    ]

    // MARK: kodecocodes/i10t — iOS 10 by Tutorials, chapter 14 (EmojiRater, haptic-final)

    static let kodecoCases: [EvidenceCase] = [
        // G2: a 375 − 18 − 18 = 339-pt line holds exactly two 160-pt items 19 apart; the one cell sits at
        // the insets (left 18, top 24). A collection view controller's root view, 375 × 667, no device
        // element (Xcode 8): @2x.
        EvidenceCase(
            id: "storyboard-a-kodeco-emojirater-inset", source: .storyboardAKodecoI10t,
            recording: "14-other-ios10-topics/projects/haptic-final/EmojiRater/Base.lproj/Main.storyboard",
            layoutSource: "14-other-ios10-topics/projects/haptic-final/EmojiRater/Base.lproj/Main.storyboard",
            device: storyboardADevice("375 × 667 (no device element)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 160, height: 160), line: 19, interitem: 19,
                                      inset: storyboardAInset(minX: 18, minY: 24, maxX: 18, maxY: 18)) },
            frames: [MeasuredFrame(.cell(0, 0), 18, 24, 160, 160)],
            howMeasured: storyboardAStored("the prototype cell (id 7TH-gA-cxh) of collection view 4vG-vS-WfA (375 × 667)")),
    ]

    // MARK: jeremybroutin/Photorama (Big Nerd Ranch's iOS Programming exercise)

    static let jeremyBroutinCases: [EvidenceCase] = [
        // Under a navigation bar, yet the cell is stored at the insets (2, 2): IB keeps no bar offset.
        EvidenceCase(
            id: "storyboard-a-photorama-inset-2", source: .storyboardAJeremyBroutin,
            recording: "Photorama/Base.lproj/Main.storyboard", layoutSource: "Photorama/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina4_7 (portrait)", 375, 667, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 90, height: 90), line: 2, interitem: 2,
                                      inset: storyboardAInset(minX: 2, minY: 2, maxX: 2, maxY: 2)) },
            frames: [MeasuredFrame(.cell(0, 0), 2, 2, 90, 90)],
            howMeasured: storyboardAStored("the prototype cell (id Ipm-cz-WPA) of collection view IIA-yn-E9T (375 × 667)")),
    ]

    // MARK: AmeniAlsaydi/Pursuit-Core-iOS-Collection-View-Lab

    static let ameniAlsaydiCases: [EvidenceCase] = [
        // G3 scrolling horizontally: a 300-pt column holds one 234-pt item, centred at y 33.
        EvidenceCase(
            id: "storyboard-a-amenialsaydi-horizontal-centred", source: .storyboardAAmeniAlsaydi,
            recording: "CollectionViewLab/CollectionViewLab/Base.lproj/Main.storyboard",
            layoutSource: "CollectionViewLab/CollectionViewLab/Base.lproj/Main.storyboard",
            device: storyboardADevice("retina6_1 (portrait)", 414, 300, scale: 2), visible: storyboardAWhole, itemCounts: [1],
            layout: { storyboardAFlow(item: CGSize(width: 224, height: 234), horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 33, 224, 234)],
            howMeasured: storyboardAStored("the prototype cell (id tgy-GN-DnY) of collection view UeB-bV-EGj (414 × 300)")),
    ]

    static let cases: [EvidenceCase] = dtCases + arime9Cases + mySpotsCases + iamAlchemistCases + akatsukiCases + heroCases
        + igListKitCases + viewAnimatorCases + kevinTopollajCases + lymannyCases + apressCases + melissaHeCases + hnyCases
        + kodecoCases + jeremyBroutinCases + ameniAlsaydiCases
}
