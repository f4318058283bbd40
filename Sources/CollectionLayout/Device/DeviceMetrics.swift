import Foundation

/// Layoutshot's (not UIKit's): every number UIKit derives from the screen a view is on — idiom, size
/// classes, the system minimum layout margins, the readable content width, an inset-grouped list's
/// side inset — in one place (rule I2, docs/rules.md). `Viewport`, `Device`, the `UIKit` module's
/// `UIScreen`/`UIDevice`/`traitCollection`, the xib loader's simulated devices, the chrome and the list
/// chrome all read them here.
///
/// The screen is the device's, as held: a collection view narrower than its screen (a split view, a
/// form sheet, a view pinned inside its controller's view) still has the screen's metrics, as on
/// current iOS (`systemMinimumSideMargin`).
///
/// ```swift
/// let iPhone15 = DeviceMetrics(screenSize: CGSize(width: 393, height: 852))
/// iPhone15.idiom                          // .phone
/// iPhone15.systemMinimumSideMargin        // 20
/// DeviceMetrics(screenSize: CGSize(width: 852, height: 393)).horizontalSizeClass   // .compact
/// ```
public struct DeviceMetrics: Hashable, Sendable {
    /// The screen in points, as held (landscape: wider than tall).
    public var screenSize: CGSize
    public var idiom: UIUserInterfaceIdiom

    /// The metrics of a screen of `screenSize`; `idiom` nil infers it from the size (`idiom(forScreen:)`).
    public init(screenSize: CGSize, idiom: UIUserInterfaceIdiom? = nil) {
        self.screenSize = screenSize
        self.idiom = idiom ?? Self.idiom(forScreen: screenSize)
    }

    /// I2: a screen whose shorter side is at least 600 pt is an iPad's (the smallest iPad, the mini, is
    /// 744 pt; the largest iPhone 440), anything smaller a phone's. A preset says its idiom itself.
    public static func idiom(forScreen size: CGSize) -> UIUserInterfaceIdiom {
        min(size.width, size.height) >= 600 ? .pad : .phone
    }

    /// The screen's width in portrait: its shorter side.
    public var portraitWidth: CGFloat { min(screenSize.width, screenSize.height) }

    /// Wider than tall.
    public var isLandscape: Bool { screenSize.width > screenSize.height }

    // MARK: Size classes (I2)

    /// I2: UIKit's horizontal size class full screen — an iPad regular; an iPhone compact, except in
    /// landscape on the 414-pt-wide and wider phones (Plus, Max, XR, 11), which are regular (Apple's
    /// Human Interface Guidelines, "Layout", the size-class table: e.g. iPhone 15 Plus landscape
    /// regular width, iPhone 15 compact).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        guard idiom == .phone else { return .regular }
        return isLandscape && portraitWidth >= 414 ? .regular : .compact
    }

    /// I2: UIKit's vertical size class full screen — compact only for an iPhone in landscape.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        idiom == .phone && isLandscape ? .compact : .regular
    }

    // MARK: Margins (I2, D3, AL5, AL7)

    /// Which view's system minimum margins: UIKit gives a view controller's root view and the root view
    /// of a xib Interface Builder lays out different answers at the same width.
    public enum MarginContext: Hashable, Sendable {
        /// A view controller's root view on this screen (and a collection view filling it).
        case viewControllerRoot
        /// The root view of a xib, `rootWidth` wide, as Interface Builder lays it out on its simulated device.
        case interfaceBuilderRoot(rootWidth: CGFloat)
    }

    /// I2: the leading and trailing system minimum layout margin, past the safe area:
    /// - a view controller's root view: 20 pt on an iPad; on an iPhone in portrait 20 pt when the screen
    ///   is wider than 375 pt (390-, 393-, 402-, 414-, 430-pt phones), else 16; 16 on every iPhone in
    ///   landscape. Recorded: 16 on 320- and 375-pt windows, 20 on a 414-pt one and a 12.9-inch iPad
    ///   (pointfreeco/swift-snapshot-testing @295b799a3ee2d52ff7e0afae6cd8c911982fcbef,
    ///   `testCollectionViewsWithMultipleScreenSizes.*.png`); 20 on 390 × 844 and 393 × 852 screens, for
    ///   an inset-grouped list and a table view that are their controller's root view — including a
    ///   375 × 812 window on those screens, so the screen decides, not the window (theleftbit/BSWInterfaceKit
    ///   @54a922873cf34d8eec9fc7151ea36a4f4abaa300 `ContentViewTests/testLayout.390x844.png`,
    ///   @676f3ff0d18906afa90ae6cce4ffdbbab43e8d38 `SelectableTableViewDataSourceTests/testLayout.390x844.png`,
    ///   @1148849ab4142382cfa09bd0dfdc30106041b54f `…/testLayout.393x852.png`; `LayoutMarginEvidenceTests`).
    ///   Landscape has no recording (README "Not yet confirmed"): 16 follows a written report of 64 pt
    ///   (48 + 16) on an iPhone 11 in landscape;
    /// - a xib's root view: Interface Builder gives 20 pt to a root wider than 375 pt and 16 to a narrower
    ///   one, whatever the simulated device (the corpus's stored frames: pocket-casts DisclosureCell.xib's
    ///   icon at x 16 on a 375-pt root from `leadingMargin`; `CorpusRuleTests`).
    public func systemMinimumSideMargin(in context: MarginContext = .viewControllerRoot) -> CGFloat {
        switch context {
        case .viewControllerRoot:
            if idiom != .phone { return 20 }
            return !isLandscape && portraitWidth > 375 ? 20 : 16
        case .interfaceBuilderRoot(let rootWidth):
            return rootWidth > 375 ? 20 : 16
        }
    }

    /// The side margin a view controller's root view gets (`systemMinimumSideMargin(in: .viewControllerRoot)`).
    public var systemMinimumSideMargin: CGFloat { systemMinimumSideMargin(in: .viewControllerRoot) }

    /// D3, AL7: the widest the readable content guide gets at the default text size (Large): 672 pt,
    /// the layout margins narrowed to it and centred (UIKit derives it from the body font; our choice,
    /// README "Not yet confirmed").
    public static let readableContentWidth: CGFloat = 672

    // MARK: Bars (I2)

    /// I2: the bars' heights in regular height, which they add to the safe area of the view they cover:
    /// a navigation bar 44 pt (96 with a large title: 44 + 52, the App Store clone's storyboard), 74
    /// with a prompt (44 + 30), a toolbar 44, a tab bar 49 (Apple's Human Interface Guidelines; IB's
    /// simulated bars: safe-ios AddOwnerExceptionViewController.xib's navigation bar puts the safe area
    /// 88 pt down on retina6_1, 44 + 44; OnionBrowser BookmarksViewController.xib's 44 down on retina4_0,
    /// where IB simulates no status bar before Xcode 13).
    public static let navigationBarHeight = 44.0
    public static let largeTitleNavigationBarHeight = 96.0
    public static let promptedNavigationBarHeight = 74.0
    public static let toolbarHeight = 44.0
    public static let tabBarHeight = 49.0

    /// F: an inset-grouped list's own side inset past the safe area (its platter's distance from the
    /// safe area's edge): the screen's system minimum side margin — 16 on a 375-pt iPhone, 20 on a 390-pt
    /// one. Recorded: a `.list(using: .insetGrouped)` platter at x 16 on a 375 × 667 @2x window and at x 20
    /// on 390 × 844 and 393 × 852 screens (theleftbit/BSWInterfaceKit @89e83618a429ad0d2129e51c29d6e103ad64688f
    /// `ContentViewTests/testLayout.375x667.png`, @54a922873cf34d8eec9fc7151ea36a4f4abaa300 `testLayout.390x844.png`,
    /// @1148849ab4142382cfa09bd0dfdc30106041b54f `testLayout.393x852.png`; `Tests/UIKitEvidenceTests`).
    public var listSideInset: CGFloat { systemMinimumSideMargin }
}
