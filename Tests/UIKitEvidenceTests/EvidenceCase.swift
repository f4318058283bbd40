import CollectionLayout
import Testing

/// A public repository a recording comes from, pinned to the commit it was read at — or a public
/// page (a Q&A thread, an issue) where UIKit's frames were printed, by its address.
struct EvidenceSource: Sendable {
    /// `owner/name` on GitHub, or a page's `https://` address.
    let repository: String
    /// The commit the recording and the layout code were read at: 40 hex digits; empty for a page.
    let commit: String
    /// What the recordings are (swift-snapshot-testing references, fastlane screenshots…).
    let kind: String
}

/// An element of a solved layout, named as UIKit names it.
enum EvidenceElement: Hashable, Sendable, CustomStringConvertible {
    case item(section: Int, item: Int)
    case supplementary(kind: String, section: Int, item: Int)
    case decoration(kind: String, section: Int, item: Int)

    /// `.cell(0, 3)`: the cell at item 3 of section 0.
    static func cell(_ section: Int, _ item: Int) -> Self { .item(section: section, item: item) }
    /// A supplementary of UIKit's header kind at `[section, item]`.
    static func header(_ section: Int, _ item: Int) -> Self {
        .supplementary(kind: UICollectionElementKindSectionHeader, section: section, item: item)
    }
    /// A supplementary of UIKit's footer kind at `[section, item]`.
    static func footer(_ section: Int, _ item: Int) -> Self {
        .supplementary(kind: UICollectionElementKindSectionFooter, section: section, item: item)
    }

    var description: String {
        switch self {
        case let .item(s, i): "cell [\(s), \(i)]"
        case let .supplementary(k, s, i): "\(k) [\(s), \(i)]"
        case let .decoration(k, s, i): "decoration \(k) [\(s), \(i)]"
        }
    }
}

/// A frame UIKit drew, as measured in the recording, in the collection view's content coordinates.
struct MeasuredFrame: Sendable {
    let element: EvidenceElement
    let frame: CGRect

    init(_ element: EvidenceElement, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.element = element
        frame = CGRect(x: x, y: y, width: width, height: height)
    }
}

/// Why the engine's answer differs from the recording: the rule (uikit-semantics.md id) the
/// recording contradicts and what UIKit did instead.
struct KnownDifference: Sendable {
    let rule: String
    let reason: String
}

/// One real UIKit run held against the engine: the layout the source set up (rewritten with our
/// API), the device, and the frames the recording shows.
///
/// ```swift
/// EvidenceCase(id: "fabernovel-decoration-1", source: .compositionalLayoutDSL, recording: "…/testDecorationItem.1.png",
///              layoutSource: "…/DecorationItemDSLTests.swift", device: .snapshotTestingIPhoneX, visible: visible, itemCounts: [10],
///              layout: { … }, frames: [MeasuredFrame(.cell(0, 0), 16, 16, 87.667, 40)],
///              howMeasured: "evidence-measure <png> --scale 3 --origin 0,54 --color #808080")
/// ```
struct EvidenceCase: Sendable, CustomTestStringConvertible {
    let id: String
    let source: EvidenceSource
    /// The recording's path in the source repository (a PNG at device scale).
    let recording: String
    /// The file in the source repository that built the layout.
    let layoutSource: String
    let device: EvidenceDevice
    /// The part of the content the recording shows, in content coordinates: an engine frame is
    /// clipped to it before it is compared (a cell cut by the screen's edge is measured cut).
    let visible: CGRect
    let itemCounts: [Int]
    /// Builds the layout the source set up, with our API.
    let layout: @Sendable () -> UICollectionViewLayout
    /// Sizes self-sized elements as the recording shows them, when the layout has any.
    var measurer: (@Sendable () -> LayoutMeasurer)? = nil
    let frames: [MeasuredFrame]
    /// The tool command, colour and pixel edges the frames were read with.
    let howMeasured: String
    /// Points: one device pixel for a recording at device scale.
    /// (Plus 0.001 pt: the measured points are written to three decimals.)
    var tolerance: CGFloat { 1 / device.scale + 0.001 }
    /// Points: half a device pixel — the same pixel (G7's rounding; see `PixelRoundingEvidenceTests`).
    var pixelTolerance: CGFloat { 0.5 / device.scale }
    /// Set when the engine disagrees: the case is run under `withKnownIssue`.
    var knownDifference: KnownDifference? = nil

    var testDescription: String { id }

    /// This case marked with what the engine gets wrong, or unchanged for nil.
    func known(_ difference: KnownDifference?) -> EvidenceCase {
        var marked = self
        marked.knownDifference = difference
        return marked
    }
}

/// The screen a recording was made on, as the collection view saw it.
struct EvidenceDevice: Sendable {
    let name: String
    let size: CGSize
    let scale: CGFloat
    let safeArea: UIEdgeInsets
    /// The screen, when the collection view's window is smaller than it (nil: the screen is `size`).
    var screen: CGSize? = nil
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    var contentSize: UIContentSizeCategory = .large
    /// G7: the iOS the recording was made on decides how fractions meet the pixel grid.
    var fractionalSizeRounding: FractionalSizeRounding = .flooredToPixel
    /// nil: the screen's (`DeviceMetrics`).
    var horizontalSizeClass: UIUserInterfaceSizeClass? = nil
    /// nil: the screen's system minimum margins past the safe area (I2).
    var layoutMargins: NSDirectionalEdgeInsets? = nil
    /// `UIScrollView.contentInset` the app set.
    var contentInset: UIEdgeInsets = .zero

    var viewport: Viewport {
        var viewport = Viewport(size: size, safeAreaInsets: safeArea, layoutMargins: layoutMargins, scale: scale,
                                layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
                                preferredContentSizeCategory: contentSize, device: screen.map { DeviceMetrics(screenSize: $0) })
        viewport.fractionalSizeRounding = fractionalSizeRounding
        viewport.contentInset = contentInset
        return viewport
    }

    /// swift-snapshot-testing's `ViewImageConfig.iPhoneX` (portrait), 375 × 812 pt @3x. Its recordings
    /// put the collection view's content origin at y 54 pt (pixel row 162: the pinned header's and the
    /// section decoration's top edge at rest), so the adjusted inset is 54 pt; the bottom is 34 pt.
    static let snapshotTestingIPhoneX = EvidenceDevice(
        name: "iPhone X (swift-snapshot-testing .iPhoneX, portrait), 375 × 812 pt @3x, content origin at y 54 pt",
        size: CGSize(width: 375, height: 812), scale: 3,
        safeArea: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    /// The iPhone 11 Pro simulator (375 × 812 pt @3x) with a navigation bar: the collection view is
    /// pinned to the safe-area guide, so it is 375 × 690 pt (y 88 to 778 on screen) and has no safe area.
    /// The screenshots are from 2021 (iOS 14–15): fractions exact, edges rounded (G7).
    static let iPhone11ProBelowNavigationBar = EvidenceDevice(
        name: "iPhone 11 Pro simulator (fastlane snapshot, portrait) 375 × 812 pt @3x; collection view 375 × 690 pt at y 88",
        size: CGSize(width: 375, height: 690), scale: 3, safeArea: .zero, fractionalSizeRounding: .exact)
    /// The iPhone 12 Pro simulator (390 × 844 pt @3x) with a navigation bar: the collection view is
    /// pinned to the safe-area guide, so it is 390 × 719 pt (y 91 to 810 on screen) and has no safe area.
    static let iPhone12ProBelowNavigationBar = EvidenceDevice(
        name: "iPhone 12 Pro simulator (fastlane snapshot, portrait) 390 × 844 pt @3x; collection view 390 × 719 pt at y 91",
        size: CGSize(width: 390, height: 719), scale: 3, safeArea: .zero, fractionalSizeRounding: .exact)
}
