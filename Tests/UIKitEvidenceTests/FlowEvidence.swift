import CollectionLayout

// Flow-layout cases (issue 29): UICollectionViewFlowLayout screens UIKit drew, measured from recordings
// in public repositories; see EvidenceCase for the format. Rules: docs/rules.md G1–G7.

// MARK: - melissayung/CollectionViewLayouts
//
// A 2016 demo app (iOS 10 simulator, iPhone 7 Plus: 414 × 736 pt @3x; status bar and tab bar) whose
// README shows two flow layouts, set up in `Main.storyboard` and the two view controllers. Each
// collection view sits 15 pt in from the view's sides (384 pt wide), 30 pt below a description label
// and 30 pt above the tab bar: it is not under a bar, so its content inset is zero and its content
// origin is its own top-left corner, at screen (15, 173.333) pt (pixel (45, 520): the first line's top,
// as `sectionInset` is zero). Its bottom edge is at screen y 657 pt (pixel row 1971, where the
// second screenshot's lower cell is clipped), so it is 483.667 pt tall. Cells are #FFFDAF notes on white.
// The screenshots were committed (3713d74) and moved to `Screenshots/` (4fdfd47) before the storyboard's
// item size changed from 150 to 140 (62eb49c): 4fdfd47 is the commit that matches them.

extension EvidenceSource {
    static let flowMelissaYung = EvidenceSource(
        repository: "melissayung/CollectionViewLayouts", commit: "4fdfd47267741896e15e30af4ca9d203b64b2407",
        kind: "README simulator screenshots (PNG, 1242 × 2208 px, iPhone 7 Plus @3x, iOS 10)")
}

extension EvidenceDevice {
    /// melissayung's collection views: 384 × 483.667 pt on an iPhone 7 Plus (414 × 736 pt @3x), no insets.
    static let flowMelissaYungIPhone7Plus = EvidenceDevice(
        name: "iPhone 7 Plus simulator (iOS 10), 414 × 736 pt @3x; collection view 384 × 483.667 pt at (15, 173.333)",
        size: CGSize(width: 384, height: 483.667), scale: 3, safeArea: .zero, screen: CGSize(width: 414, height: 736))
}

/// `GridDeviceAdaptedSizeVC`'s delegate: square items of 0.75 × the screen's width (414 pt).
final class FlowMelissaYungSquareDelegate: FlowLayoutDelegate, @unchecked Sendable {
    static let shared = FlowMelissaYungSquareDelegate()
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 0.75 * 414, height: 0.75 * 414)
    }
}

enum FlowEvidence {
    // MARK: layouts, rewritten with our API

    /// melissayung `Main.storyboard`, scene `GridFixedSizeVC` at 4fdfd47: item 150 × 150, both spacings 10.
    @Sendable static func melissaYungFixedGrid() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = .zero
        return layout
    }

    /// `GridDeviceAdaptedSizeVC`: the same storyboard layout, items sized by the delegate (310.5 pt squares).
    @Sendable static func melissaYungDeviceAdapted() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.delegate = FlowMelissaYungSquareDelegate.shared
        return layout
    }

    private static let melissaYungMeasured =
        "evidence-measure <png> --scale 3 --min-size 100 --tolerance 0 --color '#FFFDAF', less the origin (45, 520) px"

    static let melissaYungCases: [EvidenceCase] = [
        // G3, short last line with a uniform itemSize: two 150-pt items fit a 384-pt line (150 + 10 + 150);
        // full lines are justified (x 0 and 234, a 84-pt gap), and the last line's lone item sits at x 0
        // (px 45 on screen), not centred. Five items: lines of 2, 2, 1.
        EvidenceCase(
            id: "flow-melissayung-fixed-grid-short-last-line", source: .flowMelissaYung,
            recording: "CollectionViewLayouts/Screenshots/Grid-Fixed-Size-Cells.png",
            layoutSource: "CollectionViewLayouts/Base.lproj/Main.storyboard (GridFixedSizeVC scene)",
            device: .flowMelissaYungIPhone7Plus, visible: CGRect(x: 0, y: 0, width: 384, height: 483.667), itemCounts: [5],
            layout: melissaYungFixedGrid, frames: [
            // px x 45 / 747, y 520 / 1000 / 1480, 450 × 450.
            MeasuredFrame(.cell(0, 0), 0, 0, 150, 150),
            MeasuredFrame(.cell(0, 1), 234, 0, 150, 150),
            MeasuredFrame(.cell(0, 2), 0, 160, 150, 150),
            MeasuredFrame(.cell(0, 3), 234, 160, 150, 150),
            MeasuredFrame(.cell(0, 4), 0, 320, 150, 150),
        ], howMeasured: melissaYungMeasured),
        // G3, a line that can only ever hold one item is centred: 310.5-pt items in 384 pt sit at
        // x (384 − 310.5) / 2 = 36.75 (px 155.25 on screen: drawn from px 155, 932 px wide, G7); the
        // second line starts 310.5 + 10 down (px 1482) and is clipped by the collection view's bottom.
        EvidenceCase(
            id: "flow-melissayung-delegate-sized-centred-lines", source: .flowMelissaYung,
            recording: "CollectionViewLayouts/Screenshots/Grid-Device-Adapted-Size-Cells.png",
            layoutSource: "CollectionViewLayouts/Controllers/GridDeviceAdaptedSizeVC.swift",
            device: .flowMelissaYungIPhone7Plus, visible: CGRect(x: 0, y: 0, width: 384, height: 483.667), itemCounts: [5],
            layout: melissaYungDeviceAdapted, frames: [
            // px x 155 y 520 w 932 h 932; px x 155 y 1482 w 932 h 489 (clipped at px 1971).
            MeasuredFrame(.cell(0, 0), 36.667, 0, 310.667, 310.667),
            MeasuredFrame(.cell(0, 1), 36.667, 320.667, 310.667, 163),
        ], howMeasured: melissaYungMeasured),
    ]

    static let cases: [EvidenceCase] = melissaYungCases
}
