import CollectionLayout

// Frames Interface Builder stored for a storyboard's (or xib's) prototype cells and reusable views:
// the flow layout's own output at the scene's size (issue 29). See EvidenceCase for the format.
//
// How a case is read. Interface Builder lays a collection view's prototype cells out with UIKit's own
// `UICollectionViewFlowLayout` at the collection view's stored size and saves each cell's (and each
// header's and footer's) `<rect key="frame">` in the file, in the collection view's content
// coordinates: IB's content inset is zero (none of these files sets `contentInset` or
// `contentInsetAdjustmentBehavior`) and no safe area reaches a canvas's collection view. The
// prototypes are section 0's items, one per prototype, in document order. The layout is the file's
// `<collectionViewFlowLayout>` (none has a `customClass`, `estimatedItemSize` or
// `automaticEstimatedItemSize`): `itemSize`, both spacings, `sectionInset` (IB's minX is left, minY
// top, maxX right, maxY bottom) and the reference sizes. Where a prototype's stored size is not
// `itemSize`, IB laid the cell out at its own size, so the rewrite gives those sizes through a delegate.
// The device is the canvas (`<device id>`; scale 2 for retina3_5/4_0/4_7/6_1 and files without one,
// 3 for retina5_5/6_5). Only numbers are kept here, never the XML.
// Only owners N–Z are taken here (StoryboardEvidenceA takes A–M).

extension EvidenceSource {
    static let storyboardBRxDataSources = EvidenceSource(
        repository: "RxSwiftCommunity/RxDataSources", commit: "bbfea3869f5492580563c676acda729c64fa489e",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardBRxSwift = EvidenceSource(
        repository: "ReactiveX/RxSwift", commit: "5abdfe46cc21e4d536cdfc3dd09e130503f599fb",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 12120)")
    static let storyboardBPSTCollectionView = EvidenceSource(
        repository: "steipete/PSTCollectionView", commit: "583d2e5e120d55252bb8c31c49db605668c5cfe8",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 2840)")
    static let storyboardBOkCupid = EvidenceSource(
        repository: "OkCupid/heterogeneous-collection-view-cells", commit: "f7917b59f1c9ad41295909b2940894c1db12cfee",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardBNervooo = EvidenceSource(
        repository: "nervooo/CollectionViewDemo", commit: "d58ee57ed54787d517117aadf639da20c34458d0",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 14490.70)")
    static let storyboardBRolfHendriks = EvidenceSource(
        repository: "RolfHendriks/UICollectionView-Demo", commit: "815732c514b1b29b612059d37871f791afb5b781",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 12121)")
    static let storyboardBPerryChen = EvidenceSource(
        repository: "perrychen901105/NewUICollectionViewDemo", commit: "8a9b9baf6a9bd470e8b57ee4270561299e100a49",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 5056)")
    static let storyboardBRodrigoOkido = EvidenceSource(
        repository: "RodrigoOkido/UICollectionView_Basic", commit: "438885a098ae71d9f14843d2e3758a6cffb80063",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 19162)")
    static let storyboardBTseringLama = EvidenceSource(
        repository: "tseringlamanyc/Pursuit-Core-iOS-Collection-View-Lab", commit: "d1922e63bfa080afa7ea432c353b37b2d41ea877",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 15702)")
    static let storyboardBPranesh = EvidenceSource(
        repository: "Pranesh-Vallabh/IOS_CollectionView_tutorial", commit: "b4cbb75bcc9d725dd653a22659b431e7b5924b81",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 14113)")
    static let storyboardBRo6lyo = EvidenceSource(
        repository: "ro6lyo/UICollectionViewGallery", commit: "db8e3821cdc98f6686fb692c805bf7b74ab055c7",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11542)")
    static let storyboardBSonnyback = EvidenceSource(
        repository: "sonnyback/CollectionView-POC", commit: "1526f05ed76789af3ab53c9acc17883878bda110",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardBYuryiOS = EvidenceSource(
        repository: "yuryiOS/Collection-View-Sample", commit: "b27582dd637a6436d64dc194682dcd396652fee5",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11201)")
    static let storyboardBHackingWithSwift10 = EvidenceSource(
        repository: "twostraws/HackingWithSwift", commit: "432d62345dbedb8df1f30d000aa44a02b4e42445",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 11198.2)")
    static let storyboardBHackingWithSwift25 = EvidenceSource(
        repository: "twostraws/HackingWithSwift", commit: "432d62345dbedb8df1f30d000aa44a02b4e42445",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardBKingfisher = EvidenceSource(
        repository: "onevcat/Kingfisher", commit: "410984bf301f4fa224fe56277b3f8672cc465c79",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 23727)")
    static let storyboardBSimpleNaturalLaw = EvidenceSource(
        repository: "simple-natural-law/UICollectionViewDemo", commit: "3e0a58a19e4f1b55751f7cd7383bade8d5c43fc2",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13196)")
    static let storyboardBRelayon = EvidenceSource(
        repository: "relayon/UICollectionViewDemo", commit: "e0aca9f3b85722fb3edf33812a26991f127fc8af",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 13122.17)")
    static let storyboardBDelta = EvidenceSource(
        repository: "rileytestut/Delta", commit: "adee3c5c13a5fd944d0389cdbdd526cdcff2e6e6",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 24128)")
    static let storyboardBPacktLetsEat = EvidenceSource(
        repository: "PacktPublishing/iOS-14-Programming-for-Beginner-Fifth-Edition", commit: "7d998b2cfd0aaadb9dd5be5c69bff59adbbfd6c1",
        kind: "Interface Builder stored frames (storyboard, toolsVersion 17156)")
}

extension EvidenceDevice {
    /// An Interface Builder canvas: the collection view's stored size, no safe area, no content inset.
    static func storyboardBCanvas(_ deviceID: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat) -> EvidenceDevice {
        EvidenceDevice(name: "Interface Builder, \(deviceID) canvas: collection view \(width.storyboardBText) × \(height.storyboardBText)",
                       size: CGSize(width: width, height: height), scale: scale, safeArea: .zero)
    }
}

private extension CGFloat {
    var storyboardBText: String { self == rounded() ? String(Int(self)) : String(format: "%g", Double(self)) }
}

/// Per-item sizes for prototypes whose stored size is not the layout's `itemSize`: IB laid each cell
/// out at its own size (the frames show it), as a `sizeForItemAt` delegate would.
final class StoryboardBPrototypeSizes: FlowLayoutDelegate, @unchecked Sendable {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath.item]
    }

    /// RodrigoOkido `Discover.storyboard`: four prototypes of four sizes (`itemSize` is the first's).
    static let rodrigoOkido = StoryboardBPrototypeSizes([
        CGSize(width: 376, height: 87), CGSize(width: 377, height: 212), CGSize(width: 378, height: 232), CGSize(width: 376, height: 140),
    ])
    /// perrychen901105 `Main.storyboard`: a 300-pt prototype (`itemSize` 50).
    static let perryChen = StoryboardBPrototypeSizes([CGSize(width: 300, height: 300)])
    /// sonnyback `Main.storyboard`: a 300-pt prototype (`itemSize` 150).
    static let sonnyback = StoryboardBPrototypeSizes([CGSize(width: 300, height: 300)])
}

enum StoryboardEvidenceB {
    /// A flow layout as a storyboard's `<collectionViewFlowLayout>` sets it up.
    static func flow(item: CGSize, line: CGFloat = 10, interitem: CGFloat = 10, inset: UIEdgeInsets = .zero,
                     header: CGSize = .zero, footer: CGSize = .zero, horizontal: Bool = false,
                     sizes: StoryboardBPrototypeSizes? = nil) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = item
        layout.minimumLineSpacing = line
        layout.minimumInteritemSpacing = interitem
        layout.sectionInset = inset
        layout.headerReferenceSize = header
        layout.footerReferenceSize = footer
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.delegate = sizes
        return layout
    }

    /// IB stores whole frames, never clipped: the whole content is compared.
    static let everything = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)

    static func stored(_ what: String) -> String { "stored by Interface Builder: <rect key=\"frame\"> of \(what)" }

    static let cases: [EvidenceCase] = [
        // G5 and G3. A 125-pt collection view (the right pane of a split scene): the header spans it
        // (125 × 50) and the section starts below it; two 50-pt items would fit a line (50 + 10 + 50),
        // so the lone prototype is a short last line at the leading edge, x 0 — not centred.
        EvidenceCase(
            id: "storyboardb-rxdatasources-header-short-last-line", source: .storyboardBRxDataSources,
            recording: "Examples/Example/Base.lproj/Main.storyboard", layoutSource: "Examples/Example/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 125, 603, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 50, height: 50), header: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 125, 50),
                MeasuredFrame(.cell(0, 0), 0, 50, 50, 50),
            ],
            howMeasured: stored("the prototype cell (id JgQ-41-CLx) and the section header (id eOG-yl-3U2) of collection view 8RU-L3-ENh")),
        // G5: only the header's height counts (its reference width is 50, it is drawn 125 wide);
        // the 55 × 35 cell sits right below the 25-pt header, at the leading edge (G3: two would fit).
        EvidenceCase(
            id: "storyboardb-rxswift-partial-updates-header", source: .storyboardBRxSwift,
            recording: "RxExample/RxExample/Examples/TableViewPartialUpdates/PartialUpdates.storyboard",
            layoutSource: "RxExample/RxExample/Examples/TableViewPartialUpdates/PartialUpdates.storyboard",
            device: .storyboardBCanvas("retina4_7", 125, 603, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 55, height: 35), header: CGSize(width: 50, height: 25)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 125, 25),
                MeasuredFrame(.cell(0, 0), 0, 25, 55, 35),
            ],
            howMeasured: stored("the prototype cell (id aNq-h7-r3z) and the section header (id myv-cg-TS9) of collection view hob-nw-Jrs")),
        // G5 across, G2: horizontal scrolling on a 1024 × 500 iPad canvas (Xcode 4.5). The header is a
        // 30-pt column the collection view's height, then sectionInset.left 10, the column of items
        // (two 245-pt items fit 500 pt with 10 between; the lone one sits at the top, y 0), then
        // sectionInset.right 20 and the 50-pt footer column at x 40 + 250 + 20 = 310.
        EvidenceCase(
            id: "storyboardb-pstcollectionview-horizontal-header-footer", source: .storyboardBPSTCollectionView,
            recording: "Examples/FlowLayoutHorizontal/CollectionExample/en.lproj/MainStoryboard.storyboard",
            layoutSource: "Examples/FlowLayoutHorizontal/CollectionExample/en.lproj/MainStoryboard.storyboard",
            device: .storyboardBCanvas("iPad (no device id)", 1024, 500, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 250, height: 245), inset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20),
                     header: CGSize(width: 30, height: 500), footer: CGSize(width: 50, height: 500), horizontal: true)
            },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 30, 500),
                MeasuredFrame(.cell(0, 0), 40, 0, 250, 245),
                MeasuredFrame(.footer(0, 0), 310, 0, 50, 500),
            ],
            howMeasured: stored("the prototype cell (id Qjv-C6-Brf), the header (id 7EZ-10-Zt3) and the footer (id HFq-Mx-g3M) of collection view E8w-6X-uHl")),
        // G3 and G2: three 200-pt prototypes in 375 pt — a line can only ever hold one (200 + 10 + 200
        // > 375), so each line, the last too, is centred at (375 − 200) / 2 = 87.5; lines start at
        // sectionInset.top 25 and are minimumLineSpacing 10 apart (25, 235, 445).
        EvidenceCase(
            id: "storyboardb-okcupid-one-item-lines-centred", source: .storyboardBOkCupid,
            recording: "Heterogenous/Storyboards/Base.lproj/Main.storyboard", layoutSource: "Heterogenous/Storyboards/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 667, scale: 2), visible: everything, itemCounts: [3],
            layout: { flow(item: CGSize(width: 200, height: 200), inset: UIEdgeInsets(top: 25, left: 0, bottom: 25, right: 0)) },
            frames: [
                MeasuredFrame(.cell(0, 0), 87.5, 25, 200, 200),
                MeasuredFrame(.cell(0, 1), 87.5, 235, 200, 200),
                MeasuredFrame(.cell(0, 2), 87.5, 445, 200, 200),
            ],
            howMeasured: stored("the prototype cells (ids oCV-5j-0Fu, vN6-Kt-rCz, AWU-39-dyn) of collection view Ric-Fg-6BA")),
        // G2, horizontal: a 314 × 620 collection view scrolling sideways, sectionInset 3 all round;
        // the lone 95 × 68 cell starts the first column at (3, 3).
        EvidenceCase(
            id: "storyboardb-nervooo-horizontal-insets", source: .storyboardBNervooo,
            recording: "Task/Base.lproj/Main.storyboard", layoutSource: "Task/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina6_1", 314, 620, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 95, height: 68), inset: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), horizontal: true)
            },
            frames: [MeasuredFrame(.cell(0, 0), 3, 3, 95, 68)],
            howMeasured: stored("the prototype cell (id eAu-OL-f9C) of collection view ubM-WC-TzJ")),
        // G3: two 160-pt prototypes in 320 pt (an iPhone 4 canvas): 160 + 10 + 160 > 320, so each line
        // holds one and is centred, x 80; the second line 160 + 10 down.
        EvidenceCase(
            id: "storyboardb-rolfhendriks-one-item-lines-centred", source: .storyboardBRolfHendriks,
            recording: "CollectionViewDemo/source/PhotoCollectionViewController.storyboard",
            layoutSource: "CollectionViewDemo/source/PhotoCollectionViewController.storyboard",
            device: .storyboardBCanvas("retina3_5", 320, 480, scale: 2), visible: everything, itemCounts: [2],
            layout: { flow(item: CGSize(width: 160, height: 160)) },
            frames: [
                MeasuredFrame(.cell(0, 0), 80, 0, 160, 160),
                MeasuredFrame(.cell(0, 1), 80, 170, 160, 160),
            ],
            howMeasured: stored("the prototype cells (ids ubc-oB-ASf, ZGK-0P-DPs) of collection view 8uf-78-e8f")),
        // G5 and G3 (Xcode 5, an iPad canvas 768 pt wide): a 90-pt header spanning the collection view,
        // then a 300-pt prototype (itemSize says 50; IB used the cell's size). Two 300s fit 768, so
        // the lone cell is a short last line at x 0.
        EvidenceCase(
            id: "storyboardb-perrychen-header-short-last-line", source: .storyboardBPerryChen,
            recording: "Flickr Search/Flickr Search/Base.lproj/Main.storyboard", layoutSource: "Flickr Search/Flickr Search/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("iPad (no device id)", 768, 881, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 50, height: 50), header: CGSize(width: 50, height: 90), sizes: .perryChen) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 768, 90),
                MeasuredFrame(.cell(0, 0), 0, 90, 300, 300),
            ],
            howMeasured: stored("the prototype cell (id Bqv-2X-OpQ) and the section header (id X2Q-1S-DET) of collection view JPp-O7-DaY")),
        // G3 and G4 with mixed sizes: four prototypes 376, 377, 378 and 376 pt wide in 414 pt, each alone
        // on its line and centred — x 19, 18.5, 18, 19 — and the lines as tall as their cells, 10 apart
        // (y 0, 97, 319, 561).
        EvidenceCase(
            id: "storyboardb-rodrigookido-mixed-sizes-centred", source: .storyboardBRodrigoOkido,
            recording: "Tecnomusic/Flows/Discover/Discover.storyboard", layoutSource: "Tecnomusic/Flows/Discover/Discover.storyboard",
            device: .storyboardBCanvas("retina6_1", 414, 725, scale: 2), visible: everything, itemCounts: [4],
            layout: { flow(item: CGSize(width: 376, height: 87), sizes: .rodrigoOkido) },
            frames: [
                MeasuredFrame(.cell(0, 0), 19, 0, 376, 87),
                MeasuredFrame(.cell(0, 1), 18.5, 97, 377, 212),
                MeasuredFrame(.cell(0, 2), 18, 319, 378, 232),
                MeasuredFrame(.cell(0, 3), 19, 561, 376, 140),
            ],
            howMeasured: stored("the prototype cells (ids dfR-aM-YCg, tvE-ty-dKV, 3NR-0e-mub, 9Qu-2X-aen) of collection view hk9-ra-r53")),
        // G2, horizontal: a 414 × 752 collection view; two 306-pt-tall items fit a column, so the lone
        // one sits at the column's top, (0, 0).
        EvidenceCase(
            id: "storyboardb-tseringlama-horizontal-column", source: .storyboardBTseringLama,
            recording: "CollectionViewLab/CollectionViewLab/Base.lproj/Main.storyboard",
            layoutSource: "CollectionViewLab/CollectionViewLab/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina6_5", 414, 752, scale: 3), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 385, height: 306), horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 0, 385, 306)],
            howMeasured: stored("the prototype cell (id NgU-I2-txV) of collection view xGz-KW-6Uo")),
        // G3 (one of the three single-cell, zero-inset files): a 200-pt item alone on a 375-pt line is
        // centred, x 87.5.
        EvidenceCase(
            id: "storyboardb-pranesh-lone-item-centred", source: .storyboardBPranesh,
            recording: "SwiftCollectionView/SwiftCollectionView/Base.lproj/Main.storyboard",
            layoutSource: "SwiftCollectionView/SwiftCollectionView/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 595, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 200, height: 200)) },
            frames: [MeasuredFrame(.cell(0, 0), 87.5, 0, 200, 200)],
            howMeasured: stored("the prototype cell (id YpJ-xG-iDt) of collection view 02G-92-RzE")),
        // G3 (single cell, zero insets): 208 pt alone in 375 pt, x (375 − 208) / 2 = 83.5.
        EvidenceCase(
            id: "storyboardb-ro6lyo-lone-item-centred", source: .storyboardBRo6lyo,
            recording: "Example/UICollectionViewGallery/Base.lproj/Main.storyboard",
            layoutSource: "Example/UICollectionViewGallery/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 667, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 208, height: 208)) },
            frames: [MeasuredFrame(.cell(0, 0), 83.5, 0, 208, 208)],
            howMeasured: stored("the prototype cell (id O1Q-k1-Soz) of collection view gjK-d7-SIH")),
        // G3 (single cell, zero insets, zero spacings): the prototype is 300 pt (itemSize 150); alone on
        // its line, centred at 37.5 — laid out at the cell's size, not itemSize.
        EvidenceCase(
            id: "storyboardb-sonnyback-lone-cell-centred", source: .storyboardBSonnyback,
            recording: "CollectionView-POC/Base.lproj/Main.storyboard", layoutSource: "CollectionView-POC/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 517, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 150, height: 150), line: 0, interitem: 0, sizes: .sonnyback) },
            frames: [MeasuredFrame(.cell(0, 0), 37.5, 0, 300, 300)],
            howMeasured: stored("the prototype cell (id KLx-ZG-zLW) of collection view JVU-z8-YUF")),
        // G2, horizontal, zero interitem spacing: the first column's first cell at the origin.
        EvidenceCase(
            id: "storyboardb-yuryios-horizontal-origin", source: .storyboardBYuryiOS,
            recording: "Collection View Sample/Base.lproj/Main.storyboard", layoutSource: "Collection View Sample/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("no device id", 375, 667, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 50, height: 50), interitem: 0, horizontal: true) },
            frames: [MeasuredFrame(.cell(0, 0), 0, 0, 50, 50)],
            howMeasured: stored("the prototype cell (id yZU-9m-Wjp) of collection view Emz-EZ-prZ")),
        // G2 and G3: sectionInset 10 all round; two 140-pt items fit 355 pt, so the lone cell is a
        // short last line at the inset's edge, (10, 10).
        EvidenceCase(
            id: "storyboardb-hackingwithswift-project10-inset", source: .storyboardBHackingWithSwift10,
            recording: "Classic/project10/Project10/Base.lproj/Main.storyboard", layoutSource: "Classic/project10/Project10/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("no device id", 375, 667, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 140, height: 180), inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 10, 140, 180)],
            howMeasured: stored("the prototype cell (id Tfo-Ow-WCY) of collection view n3D-i6-eXu")),
        EvidenceCase(
            id: "storyboardb-hackingwithswift-project25-inset", source: .storyboardBHackingWithSwift25,
            recording: "Classic/project25/Project25/Base.lproj/Main.storyboard", layoutSource: "Classic/project25/Project25/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 667, scale: 2), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 145, height: 145), inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) },
            frames: [MeasuredFrame(.cell(0, 0), 10, 10, 145, 145)],
            howMeasured: stored("the prototype cell (id 36u-Vf-D6N) of collection view ksu-Le-Pbm")),
        // G3 and G2: a 250-pt item alone on a 414-pt line is centred, x 82, below sectionInset.top 10.
        // (The storyboard's six other collection views are the same layout and store the same frame.)
        EvidenceCase(
            id: "storyboardb-kingfisher-lone-item-centred-inset", source: .storyboardBKingfisher,
            recording: "Demo/Demo/Kingfisher-Demo/Base.lproj/Main.storyboard", layoutSource: "Demo/Demo/Kingfisher-Demo/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina5_5", 414, 736, scale: 3), visible: everything, itemCounts: [1],
            layout: { flow(item: CGSize(width: 250, height: 250), inset: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)) },
            frames: [MeasuredFrame(.cell(0, 0), 82, 10, 250, 250)],
            howMeasured: stored("the prototype cell (id jYH-ix-b6K) of collection view cQA-0g-Ig3")),
        // G5 then G2: the 50-pt header spans 375 pt and ignores sectionInset; the section's lines start
        // sectionInset.top 10 below it and left 10 in, (10, 60).
        EvidenceCase(
            id: "storyboardb-simplenaturallaw-header-then-inset", source: .storyboardBSimpleNaturalLaw,
            recording: "UICollectionViewDemo/Resource/Main.storyboard", layoutSource: "UICollectionViewDemo/Resource/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 647, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 100, height: 100), inset: UIEdgeInsets(top: 10, left: 10, bottom: 50, right: 10),
                     header: CGSize(width: 50, height: 50))
            },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 50),
                MeasuredFrame(.cell(0, 0), 10, 60, 100, 100),
            ],
            howMeasured: stored("the prototype cell (id aMS-fP-77m) and the section header (id IP5-ad-zfZ) of collection view NFB-U8-7Og")),
        // G5: only the header's height counts (reference width 200, drawn 375 wide); then inset 10.
        EvidenceCase(
            id: "storyboardb-simplenaturallaw-header-reference-width-ignored", source: .storyboardBSimpleNaturalLaw,
            recording: "UICollectionViewDemo/Resource/Main.storyboard", layoutSource: "UICollectionViewDemo/Resource/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 647, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 150, height: 150), inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                     header: CGSize(width: 200, height: 40))
            },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 40),
                MeasuredFrame(.cell(0, 0), 10, 50, 150, 150),
            ],
            howMeasured: stored("the prototype cell (id 9zo-0n-gnx) and the section header (id yAQ-J9-d49) of collection view wyN-Sr-Hlh")),
        // G5 and G4: header, the one line (121 pt), footer right below it — no line spacing after the
        // last line: footer y 50 + 121 = 171.
        EvidenceCase(
            id: "storyboardb-simplenaturallaw-header-and-footer", source: .storyboardBSimpleNaturalLaw,
            recording: "UICollectionViewDemo/Resource/Main.storyboard", layoutSource: "UICollectionViewDemo/Resource/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 647, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 135, height: 121), header: CGSize(width: 50, height: 50), footer: CGSize(width: 50, height: 50))
            },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 50),
                MeasuredFrame(.cell(0, 0), 0, 50, 135, 121),
                MeasuredFrame(.footer(0, 0), 0, 171, 375, 50),
            ],
            howMeasured: stored("the prototype cell (id 341-Ta-Pis), the header (id HSG-DD-K2J) and the footer (id kHr-7I-016) of collection view Nh4-1w-fSY")),
        // G5: a section with no prototype cell keeps its header and footer — the footer right below the
        // header, y 50 (unlike a compositional section, D1).
        EvidenceCase(
            id: "storyboardb-relayon-empty-section-header-footer", source: .storyboardBRelayon,
            recording: "UICollectionViewDemo/Base.lproj/Main.storyboard", layoutSource: "UICollectionViewDemo/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_0", 320, 568, scale: 2), visible: everything, itemCounts: [0],
            layout: { flow(item: CGSize(width: 50, height: 50), header: CGSize(width: 50, height: 50), footer: CGSize(width: 50, height: 50)) },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 320, 50),
                MeasuredFrame(.footer(0, 0), 0, 50, 320, 50),
            ],
            howMeasured: stored("the header (id kw6-Ic-IrA) and the footer (id a96-9R-Eq8) of collection view NYD-fw-U9C, which has no prototype cell")),
        // G2 and G3 with unequal left/right and top/bottom insets (20, 8, 20, 0) and 20-pt interitem
        // spacing: two 157-pt items just fit 335 pt (157 + 20 + 157 = 334), so the lone one is a short
        // last line at the inset's edge, (20, 8).
        EvidenceCase(
            id: "storyboardb-delta-insets-short-last-line", source: .storyboardBDelta,
            recording: "Delta/Base.lproj/Settings.storyboard", layoutSource: "Delta/Base.lproj/Settings.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 667, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 157, height: 20), interitem: 20, inset: UIEdgeInsets(top: 8, left: 20, bottom: 0, right: 20))
            },
            frames: [MeasuredFrame(.cell(0, 0), 20, 8, 157, 20)],
            howMeasured: stored("the prototype cell (id mqY-Rp-jLe) of collection view DK6-vp-wGV")),
        // G5: a header whose reference size is 0 × 100 — the width is not the scroll axis, so it is
        // ignored and the header is drawn 375 × 100; then sectionInset 7 (top and left): (7, 107).
        EvidenceCase(
            id: "storyboardb-packt-letseat-zero-width-header", source: .storyboardBPacktLetsEat,
            recording: "Chapter10/LetsEat/LetsEat/Base.lproj/Main.storyboard", layoutSource: "Chapter10/LetsEat/LetsEat/Base.lproj/Main.storyboard",
            device: .storyboardBCanvas("retina4_7", 375, 574, scale: 2), visible: everything, itemCounts: [1],
            layout: {
                flow(item: CGSize(width: 177, height: 177), line: 7, interitem: 0, inset: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7),
                     header: CGSize(width: 0, height: 100))
            },
            frames: [
                MeasuredFrame(.header(0, 0), 0, 0, 375, 100),
                MeasuredFrame(.cell(0, 0), 7, 107, 177, 177),
            ],
            howMeasured: stored("the prototype cell (id Fhw-RB-49l) and the section header (id IsP-rU-mNF) of collection view tQw-Yb-7iX")),
    ]
}
