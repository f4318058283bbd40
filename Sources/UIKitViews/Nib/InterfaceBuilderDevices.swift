import AutoLayout
import Foundation

extension Device {
    /// The device Interface Builder simulates a document on (`<device id="retina6_1">`), portrait: its
    /// screen, scale and safe areas, which a xib's root view takes its safe area and system margins from
    /// (`NibLoader`). Sizes are the root views Xcode stores for full-screen documents in the corpus
    /// (retina6_0 390 × 844, retina6_12 393 × 852, retina6_72 430 × 932); safe areas are iOS's for the
    /// device class (status bar 20 pt on Home-button iPhones; 44/34 on the first Face ID iPhones, 47/34 on
    /// the iPhone 12–14, 59/34 with the Dynamic Island, 21 at the bottom and the top's at the sides in
    /// landscape; iPads 20 at the top, 24/20 with rounded corners). An unknown or missing id is the
    /// iPhone 8 (retina4_7), Xcode's long-time default.
    ///
    /// I2: from Xcode 14.1 (`IBDocument.toolsBuild` 21500 and later) IB simulates the status bars of iOS 16: 48 pt
    /// on retina6_1 (the iPhone 11's), where Xcode 13 and earlier drew 44 — OnionBrowser
    /// BrowsingViewController.xib (21701), safe-ios ScrollableEmptyView.xib and Strongbox
    /// SyncIssueMessageView.xib (21507) stored 48; safe-ios AddOwnerExceptionViewController.xib (20037),
    /// SwiftMessages MessageView.xib and pocket-casts SupporterPodcastViewController.xib (17156) 44 —
    /// and 50 on retina5_9, the iPhone 13 mini's (Save-app SideMenuViewController.xib, 32700: one file;
    /// README "Not yet confirmed"), and 47 on retina6_0 (the iPhone 12's own; no file stores it). Before,
    /// retina6_0 was 44 like every first Face ID iPhone: WordPressAuthenticator-iOS
    /// MagicLinkRequestedViewController.xib, written by the Xcode 14.0 beta (21179.7), stored 44 — so the
    /// switch lies between 21179.7 and 21507, the earliest build that stored 48 (our choice: 21500).
    public static func interfaceBuilder(_ id: String?, toolsBuild: Double = 0) -> Device {
        let (size, scale, idiom, table) = interfaceBuilderDevices[id ?? ""] ?? interfaceBuilderDevices["retina4_7"]!
        let xcode14 = toolsBuild >= 21_500
        let safeArea = xcode14 ? (xcode14StatusBars[id ?? ""].map(faceID(top:)) ?? table) : table
        var device = Device(name: id ?? "retina4_7", displayName: "Interface Builder \(id ?? "retina4_7")",
                            width: size.width, height: size.height, scale: scale,
                            safeAreaTop: Double(safeArea.portrait.top), safeAreaBottom: Double(safeArea.portrait.bottom), idiom: idiom)
        device.landscapeSafeArea = safeArea.landscape
        return device
    }

    /// The Face ID devices whose status bar IB draws taller from Xcode 14 on (see `interfaceBuilder`).
    private static let xcode14StatusBars: [String: CGFloat] = ["retina6_1": 48, "retina5_9": 50, "retina6_0": 47]

    private typealias SafeAreas = (portrait: UIEdgeInsets, landscape: UIEdgeInsets)

    private static func faceID(top: CGFloat) -> SafeAreas {
        (UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }
    private static let homeButton: SafeAreas = (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero)
    private static let iPad: SafeAreas = (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    private static let roundedIPad: SafeAreas = (UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    private static let interfaceBuilderDevices: [String: ((width: Double, height: Double), Double, UIUserInterfaceIdiom, SafeAreas)] = [
        "retina3_5": ((320, 480), 2, .phone, homeButton),
        "retina4_0": ((320, 568), 2, .phone, homeButton),
        "retina4_7": ((375, 667), 2, .phone, homeButton),
        "retina5_5": ((414, 736), 3, .phone, homeButton),
        "retina5_9": ((375, 812), 3, .phone, faceID(top: 44)),
        "retina6_0": ((390, 844), 3, .phone, faceID(top: 44)),
        "retina6_1": ((414, 896), 2, .phone, faceID(top: 44)),
        "retina6_5": ((414, 896), 3, .phone, faceID(top: 44)),
        "retina6_7": ((428, 926), 3, .phone, faceID(top: 47)),
        "retina6_12": ((393, 852), 3, .phone, faceID(top: 59)),
        "retina6_72": ((430, 932), 3, .phone, faceID(top: 59)),
        "ipad9_7": ((768, 1024), 2, .pad, iPad),
        "ipad10_2": ((810, 1080), 2, .pad, iPad),
        "ipad11": ((834, 1194), 2, .pad, roundedIPad),
        "ipad12_9": ((1024, 1366), 2, .pad, iPad),
        "ipad12_9rounded": ((1024, 1366), 2, .pad, roundedIPad),
    ]
}
