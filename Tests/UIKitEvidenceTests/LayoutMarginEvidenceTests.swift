import CollectionLayout
import Testing

/// I2, the root view's layout margins, held against a recording: pointfreeco/swift-snapshot-testing
/// @295b799a3ee2d52ff7e0afae6cd8c911982fcbef,
/// `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testCollectionViewsWithMultipleScreenSizes.*.png`
/// — a collection view pinned to `view.layoutMarginsGuide`, its first orange cell as tall as the
/// guide, measured with `evidence-measure <png> --scale 3 --min-size 40 --tolerance 0` (#FF8000):
///
/// | config | window | first cell (px) | leading margin | top, bottom |
/// |---|---|---|---|---|
/// | `.iPhoneSe` | 320 × 568 | x 48 y 60 h 1644 | 16 | 20, 0 |
/// | `.iPhone8` | 375 × 667 | x 48 y 60 h 1941 | 16 | 20, 0 |
/// | `.iPhoneXsMax` | 414 × 896 | x 60 y 132 h 2454 | 20 | 44, 34 |
/// | `.iPadPro12_9` landscape | 1366 × 1024 | x 60 y 60 | 20 | 20, 0 |
///
/// The same repository's plain `UITableViewController` snapshots put the separators (the cells'
/// margins) at 16 pt on `.iPhoneSe` and `.iPhoneX` and 20 pt on `.iPhoneXsMax`
/// (`testTableViewController.1.png` @fb70100e9f15e014bd0707575756f6812e2ec827,
/// `testAssertMultipleSnapshot.1/.2.png` @dd42de41a7d471bd0ae12b499a5721029d4cbd9f).
///
/// 390- and 393-pt iPhones, from theleftbit/BSWInterfaceKit's swift-snapshot-testing references, whose
/// file names are the simulator's screen (`UIScreen.main.bounds`) and whose image sizes are the window's;
/// a view controller whose root view is the list, measured where the platter (white on #F2F2F7) or the
/// separator (#C6C6C8) starts:
///
/// | file | screen | window | measured | margin |
/// |---|---|---|---|---|
/// | @54a922873cf34d8eec9fc7151ea36a4f4abaa300 `ContentViewTests/testLayout.390x844.png` (`.insetGrouped` list) | 390 × 844 | 390 × 844 @3x | platter x 60 px | 20 |
/// | @676f3ff0d18906afa90ae6cce4ffdbbab43e8d38 `SelectableTableViewDataSourceTests/testLayout.390x844.png` (plain table) | 390 × 844 | 390 × 844 @3x | separator x 60 px | 20 |
/// | @1148849ab4142382cfa09bd0dfdc30106041b54f `ContentViewTests/testLayout.393x852.png` | 393 × 852 | 375 × 812 @3x | platter x 60 px | 20 |
/// | @1148849ab4142382cfa09bd0dfdc30106041b54f `SelectableTableViewDataSourceTests/testLayout.393x852.png` | 393 × 852 | 375 × 812 @3x | separator x 60 px | 20 |
/// | @89e83618a429ad0d2129e51c29d6e103ad64688f `ContentViewTests/testLayout.375x667.png` | 375 × 667 | 375 × 667 @2x | platter x 32 px | 16 |
///
/// The 375-pt windows on 393-pt screens get 20, the 375-pt window on a 375-pt screen 16: on current iOS
/// (the CI ran iOS 15.5–18) the screen decides, not the window (`DeviceMetrics`). Landscape has no
/// recording (our choice: 16 past the safe area).
@Suite struct LayoutMarginEvidenceTests {
    struct Window: Sendable, CustomTestStringConvertible {
        let name: String
        let viewport: Viewport
        let leading: CGFloat
        var testDescription: String { name }
    }

    static let windows = [
        Window(name: "iPhone SE 320", viewport: Viewport(size: CGSize(width: 320, height: 568),
                                                         safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), leading: 16),
        Window(name: "iPhone 8 375", viewport: Viewport(size: CGSize(width: 375, height: 667),
                                                        safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), leading: 16),
        Window(name: "iPhone Xs Max 414", viewport: Viewport(size: CGSize(width: 414, height: 896),
                                                             safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)), leading: 20),
        Window(name: "iPad Pro 12.9 landscape", viewport: Viewport(size: CGSize(width: 1366, height: 1024),
                                                                   safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), leading: 20),
    ]

    @Test("I2 D3: the default layout margins are the recorded ones — 16 pt to 375 pt, 20 pt at 414 pt and on iPads; the safe area above and below", arguments: windows)
    func defaultMargins(_ window: Window) {
        let m = window.viewport.layoutMargins
        #expect(m.leading == window.leading && m.trailing == window.leading)
        #expect(m.top == window.viewport.safeAreaInsets.top && m.bottom == window.viewport.safeAreaInsets.bottom)
    }

    @Test("I2: 390- and 393-pt iPhones get 20 pt, a 375-pt window on a 393-pt screen too (the screen decides); 375 on 375 gets 16")
    func marginsFollowTheScreen() {
        let iPhone12 = Viewport(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(iPhone12.layoutMargins.leading == 20 && iPhone12.device.listSideInset == 20)
        let window = Viewport(size: CGSize(width: 375, height: 812), device: DeviceMetrics(screenSize: CGSize(width: 393, height: 852)))
        #expect(window.layoutMargins.leading == 20 && window.device.listSideInset == 20)
        let iPhone8 = Viewport(size: CGSize(width: 375, height: 667), scale: 2)
        #expect(iPhone8.layoutMargins.leading == 16 && iPhone8.device.listSideInset == 16)
    }

    @Test("I2: landscape iPhones keep 16 pt past the safe area (our choice: no recording; issue 13 and a written report of 64 pt on an iPhone 11 say so)")
    func landscape() {
        let landscape = Viewport(size: CGSize(width: 896, height: 414), safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(landscape.layoutMargins.leading == 60 && landscape.layoutMargins.trailing == 60)
    }
}
