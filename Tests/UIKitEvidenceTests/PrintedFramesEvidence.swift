import CollectionLayout

// Frames UIKit printed (issue 29): `layoutAttributesForElements(in:)`, cell frames or
// `po collectionView.visibleCells` logged on a device or simulator and posted on a public page
// with the layout that made them. See EvidenceCase for the format.
//
// Most pages here quote one UIKit log line: "UICollectionViewFlowLayout has cached frame mismatch
// for index path … - cached value: …; expected value: {{x, y}, {w, h}}" (iOS 9 and later). The
// *expected value* is the frame UICollectionViewFlowLayout itself computed for that item (the cached
// one is what the library's subclass changed it to), printed unrounded to the point: these cases use
// the expected value only. The layout is the library's code at the page's time (named in
// `layoutSource`); where the page states no device, the collection view's size is the one the
// printed numbers admit (each case says how), and the scale is that device's.

extension EvidenceSource {
    static let printedRGCardViewLayout = EvidenceSource(
        repository: "https://github.com/terminatorover/RGCardViewLayout/issues/16", commit: "",
        kind: "printed frames (2015, iOS 9: UICollectionViewFlowLayout's cached-frame-mismatch warning, expected value)")
    static let printedVegaScroll = EvidenceSource(
        repository: "https://github.com/ApplikeySolutions/VegaScroll/issues/9", commit: "",
        kind: "printed frames (2017, iOS 11: UICollectionViewFlowLayout's cached-frame-mismatch warning, expected value)")
    static let printedGravitySlider = EvidenceSource(
        repository: "https://github.com/ApplikeySolutions/GravitySlider/issues/5", commit: "",
        kind: "printed frames (2019, Xcode 10.1 / iOS 12: UICollectionViewFlowLayout's cached-frame-mismatch warning, expected value)")
    static let printedJSQMessages = EvidenceSource(
        repository: "https://github.com/jessesquires/JSQMessagesViewController/issues/1218", commit: "",
        kind: "printed frames (2015, iOS 9: UICollectionViewFlowLayout's cached-frame-mismatch warning, expected value)")
    static let printedFFCalendar = EvidenceSource(
        repository: "https://github.com/fggeraissate/FFCalendar/issues/24", commit: "",
        kind: "printed frames (2015, Xcode 7 / iOS 9: UICollectionViewFlowLayout's cached-frame-mismatch warning, expected value)")
    static let printedSwiftSenpaiListCell = EvidenceSource(
        repository: "https://levelup.gitconnected.com/designing-custom-uicollectionviewlistcell-in-interface-builder-a2f72c2477b3", commit: "",
        kind: "printed frames (2020-08, iOS 14: a list cell's frame printed by UIKit in an exception message)")
}

extension EvidenceDevice {
    /// iPhone 6 (iOS 9), 375 × 667 pt @2x, a full-screen collection view with no insets.
    static let printedIPhone6FullScreen = EvidenceDevice(
        name: "iPhone 6-class, 375 × 667 pt @2x (iOS 9); full-screen collection view, no content inset",
        size: CGSize(width: 375, height: 667), scale: 2, safeArea: .zero)
    /// A 414-pt-wide iPhone (iPhone 8 Plus class, 414 × 736 pt @3x): the width is the one the printed
    /// item width admits (414 − 2 × 20 = 374).
    static let printedIPhone8Plus = EvidenceDevice(
        name: "414-pt-wide iPhone (iPhone 8 Plus class, 414 × 736 pt @3x, iOS 11); width from the printed 374-pt item",
        size: CGSize(width: 414, height: 736), scale: 3, safeArea: .zero)
    /// A 320 × 340.8 pt collection view on an iPhone SE (320 × 568 pt @2x): 340.8 = 0.6 × 568. Width
    /// and height are the ones the printed frame admits (see the case).
    static let printedIPhoneSEGravitySlider = EvidenceDevice(
        name: "iPhone SE-class, 320 × 568 pt @2x; collection view 320 × 340.8 pt (from the printed frame)",
        size: CGSize(width: 320, height: 340.8), scale: 2, safeArea: .zero, screen: CGSize(width: 320, height: 568))
    /// An iPad in landscape (1024 × 768 pt @2x); the month collection view is 1024 pt wide (the printed
    /// x admits no other width, see the case).
    static let printedIPadLandscapeMonth = EvidenceDevice(
        name: "iPad in landscape, 1024 × 768 pt @2x; month collection view 1024 pt wide (from the printed frame)",
        size: CGSize(width: 1024, height: 702), scale: 2, safeArea: .zero, screen: CGSize(width: 1024, height: 768))
    /// A 414 × 896 pt iPhone (iPhone 11 class, @2x: the printed y of 17.5 is a half point, no @3x pixel),
    /// the collection view pinned under the navigation bar (below the layout-margins guide's top):
    /// 414 × 808 pt, no top safe area inside it, 34 pt at the bottom.
    static let printedIPhone11BelowNavigationBar = EvidenceDevice(
        name: "414 × 896 pt iPhone (iPhone 11 class, @2x, iOS 14); collection view 414 × 808 pt below the navigation bar",
        size: CGSize(width: 414, height: 808), scale: 2, safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
        screen: CGSize(width: 414, height: 896), fractionalSizeRounding: .exact)
}

/// A flow-layout delegate that returns one size for every item (the size the app's delegate returned,
/// as the printed frame shows it) and, optionally, a header height.
final class PrintedFramesSizeDelegate: FlowLayoutDelegate, @unchecked Sendable {
    let size: CGSize
    let headerHeight: CGFloat
    init(size: CGSize, headerHeight: CGFloat = 0) {
        self.size = size
        self.headerHeight = headerHeight
    }
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { size }
    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: headerHeight)
    }
}

enum PrintedFramesEvidence {
    // MARK: layouts, rewritten with our API

    /// RGCardViewLayout's `setupLayout` for a 375 × 667 view: side inset floor(375 × 6/64) = 35, items
    /// (375 − 70) × (667 × 3/4) = 305 × 500.25, section insets 35 at the sides, horizontal scrolling.
    /// One card a section (the library keys its cards by section).
    @Sendable static func printedRGCardLayout() -> UICollectionViewLayout {
        let width: CGFloat = 375, height: CGFloat = 667
        let inset = (width * 6 / 64).rounded(.down)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width - 2 * inset, height: height * 3 / 4)
        layout.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        layout.scrollDirection = .horizontal
        return layout
    }

    /// VegaScroll's example (`FeedViewController.configureCollectionViewLayout`): line spacing 20, section
    /// inset 10 at the top only, items the screen's width less 2 × 20, 84 pt tall.
    @Sendable static func printedVegaScrollLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        layout.itemSize = CGSize(width: 414 - 2 * 20, height: 84)
        return layout
    }

    /// GravitySliderFlowLayout: horizontal, the app's item size (176 × 238.56 as printed), minimum line
    /// spacing width / −2.5 = −70.4 (G8: negative), and side insets that centre the first and last
    /// item: 320 / 2 − 176 / 2 = 72.
    @Sendable static func printedGravitySliderLayout() -> UICollectionViewLayout {
        let item = CGSize(width: 176, height: 238.56)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = item
        layout.minimumLineSpacing = item.width / -2.5
        let side = 320 / 2 - item.width / 2
        layout.sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        return layout
    }

    static let printedJSQDelegate = PrintedFramesSizeDelegate(size: CGSize(width: 375 - 8, height: 58))

    /// JSQMessagesCollectionViewFlowLayout's defaults: vertical, section inset (10, 4, 10, 4), line
    /// spacing 4; each message the item width (the view's width less the side insets) by the height
    /// its bubble needs (58 pt for the first message, as printed).
    @Sendable static func printedJSQLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 4)
        layout.minimumLineSpacing = 4
        layout.delegate = printedJSQDelegate
        return layout
    }

    static let printedFFCalendarDelegate = PrintedFramesSizeDelegate(size: CGSize(width: 144, height: 120), headerHeight: 2)

    /// FFMonthCollectionView: a flow layout whose delegate gives 2-pt line and inter-item spacing, a
    /// header 2 pt tall, and each day the size it computed for the month (144 × 120 as printed).
    @Sendable static func printedFFCalendarLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        layout.delegate = printedFFCalendarDelegate
        return layout
    }

    /// SwiftSenpai's `NameListViewController`: `.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))`,
    /// one section, no header.
    @Sendable static func printedSwiftSenpaiList() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// The row height the printed frame shows: 44 pt, the estimate (the cell's own fitting failed).
    @Sendable static func printedSwiftSenpaiMeasurer() -> LayoutMeasurer {
        LayoutMeasurer { attributes in CGSize(width: attributes.frame.width, height: 44) }
    }

    private static let expectedValue = "printed by UIKit: the 'expected value' of UICollectionViewFlowLayout's cached-frame-mismatch warning (the flow layout's own frame, in content coordinates)"

    static let cases: [EvidenceCase] = [
        // G3/G4 in a horizontal flow: the card's column holds one item, centred across it:
        // y = (667 − 500.25) / 2 = 83.375, printed 83.5 (the origin on the @2x pixel grid, the size kept).
        EvidenceCase(
            id: "printed-rgcardviewlayout-first-card", source: .printedRGCardViewLayout,
            recording: "issue description by Akib11, 2015-09-19 (console output, iOS 9 / Xcode 7)",
            layoutSource: "terminatorover/RGCardViewLayout RGCardViewLayout.m (setupLayout), @74fa04b",
            device: .printedIPhone6FullScreen, visible: CGRect(x: 0, y: 0, width: 100_000, height: 667), itemCounts: [1, 1, 1, 1, 1],
            layout: printedRGCardLayout, frames: [
            MeasuredFrame(.cell(0, 0), 35, 83.5, 305, 500.25),
        ], howMeasured: expectedValue + ": {{35, 83.5}, {305, 500.25}} for [0, 0]; 305 = 375 − 2 × 35 and 500.25 = 667 × 3/4 fix the view at 375 × 667"),
        // G3: a line that can only ever hold one item is centred: 374 pt in 414 with zero side insets
        // sits at x 20; y is the section's top inset, 10.
        EvidenceCase(
            id: "printed-vegascroll-first-row", source: .printedVegaScroll,
            recording: "issue description by OptTrader, 2017-10-17 (the library's example project run)",
            layoutSource: "ApplikeySolutions/VegaScroll Example/VegaScrollFlowLayout/FeedViewController.swift (configureCollectionViewLayout), @3de090d",
            device: .printedIPhone8Plus, visible: CGRect(x: 0, y: 0, width: 414, height: 100_000), itemCounts: [20],
            layout: printedVegaScrollLayout, frames: [
            MeasuredFrame(.cell(0, 0), 20, 10, 374, 84),
        ], howMeasured: expectedValue + ": {{20, 10}, {374, 84}} for [0, 0]"),
        // (Printed frames are whole, not clipped by the screen: `visible` spans the content.)
        // G8: a negative minimumLineSpacing (−70.4) is honoured in a horizontal flow: the second card
        // starts at 72 + 176 − 70.4 = 177.6, printed 177.5 (@2x); with the spacing clamped to 0 it would be
        // at 248. Across: (340.8 − 238.56) / 2 = 51.12, printed 51. The 320-pt width is the one that puts
        // the second card there; 238.56 = 0.7 × 340.8 and 340.8 = 0.6 × 568 (an iPhone SE's height).
        EvidenceCase(
            id: "printed-gravityslider-negative-line-spacing", source: .printedGravitySlider,
            recording: "issue description by PatrickSH79, 2019-02-28 (console output)",
            layoutSource: "ApplikeySolutions/GravitySlider GravitySliderFlowLayout/Classes/GravitySliderFlowLayout.swift (init(with:), setup(for:with:)), @856aee2",
            device: .printedIPhoneSEGravitySlider, visible: CGRect(x: 0, y: 0, width: 100_000, height: 340.8), itemCounts: [20],
            layout: printedGravitySliderLayout, frames: [
            MeasuredFrame(.cell(0, 1), 177.5, 51, 176, 238.56),
        ], howMeasured: expectedValue + ": {{177.5, 51}, {176, 238.56}} for [0, 1]"),
        // G2/G4: the first message sits at the section's top and left insets, (4, 10).
        EvidenceCase(
            id: "printed-jsqmessages-first-message", source: .printedJSQMessages,
            recording: "issue description by dpreston10, 2015-09-22 (console output, Xcode 7 / iOS 9)",
            layoutSource: "jessesquires/JSQMessagesViewController JSQMessagesViewController/Layout/JSQMessagesCollectionViewFlowLayout.m (configureFlowLayout: section inset (10, 4, 10, 4), line spacing 4)",
            device: .printedIPhone6FullScreen, visible: CGRect(x: 0, y: 0, width: 375, height: 100_000), itemCounts: [1],
            layout: printedJSQLayout, frames: [
            MeasuredFrame(.cell(0, 0), 4, 10, 367, 58),
        ], howMeasured: expectedValue + ": {{4, 10}, {367, 58}} for [0, 0]; 367 = 375 − 2 × 4 fixes the view's width at 375"),
        // G3 (a full line is justified) and G5 (the 2-pt header above it): seven 144-pt days in a
        // 1024-pt line leave 16 pt over six gaps, 2.667 each, so the fourth day is at 3 × 146.667 = 440
        // (printed 440; with 2-pt gaps, 438). Only a 1024-pt-wide view puts it at 440.
        EvidenceCase(
            id: "printed-ffcalendar-justified-month-row", source: .printedFFCalendar,
            recording: "issue description by bishalg, 2015-10-16 (console output)",
            layoutSource: "fggeraissate/FFCalendar FFCalendar/FFCalendars/FFMonthCalendarView/FFMonthCollectionView/FFMonthCollectionView.m (delegate sizes, spacings and header), @24c1e1a",
            device: .printedIPadLandscapeMonth, visible: CGRect(x: 0, y: 0, width: 1024, height: 100_000), itemCounts: [35],
            layout: printedFFCalendarLayout, frames: [
            MeasuredFrame(.cell(0, 3), 440, 2, 144, 120),
        ], howMeasured: expectedValue + ": {{440, 2}, {144, 120}} for [0, 3]"),
        // F: an `.insetGrouped` list section without a header starts its first row 17.5 pt down (the
        // grouped padding above a section), 20 pt in on a 414-pt iPhone. The row is at its 44-pt estimate.
        EvidenceCase(
            id: "printed-swiftsenpai-inset-grouped-first-row", source: .printedSwiftSenpaiListCell,
            recording: "section 'A common exception': the NSInternalInconsistencyException message, which prints the cell (frame = (20 17.5; 374 44)); read from a Chinese translation of the article stored in a public GitHub repository",
            layoutSource: "LeeKahSeng/SwiftSenpai-UICollectionView-List Swift-Senpai-UICollectionView-List/Custom Cell - nib/NameListViewController.swift, @0f483cd",
            device: .printedIPhone11BelowNavigationBar, visible: CGRect(x: 0, y: 0, width: 414, height: 100_000), itemCounts: [24],
            layout: printedSwiftSenpaiList, measurer: printedSwiftSenpaiMeasurer, frames: [
            MeasuredFrame(.cell(0, 0), 20, 17.5, 374, 44),
        ], howMeasured: "printed by UIKit: the SFSymbolNameListCell's frame in the exception message, (20 17.5; 374 44)"),
    ]
}
