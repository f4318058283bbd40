import AutoLayout
import Foundation

/// The device Interface Builder simulates a document on (`<device id="retina6_1">`): its screen,
/// scale and safe areas, which a xib's root view takes its safe area and system margins from.
///
/// Safe areas are iOS's for the device class (status bar 20 pt on Home-button iPhones, 44/34 on
/// Face ID iPhones in portrait, 44 sides + 21 bottom in landscape; iPads 20 top). `NibLoader`
/// decides which root views get them.
public struct SimulatedDevice: Sendable, Equatable {
    public var id: String
    public var screen: CGSize
    public var scale: CGFloat
    public var portraitSafeArea: UIEdgeInsets
    public var landscapeSafeArea: UIEdgeInsets

    public static func named(_ id: String?) -> SimulatedDevice {
        let notch = (UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let home = (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), UIEdgeInsets.zero)
        let pad = (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let padRounded = (UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let table: [String: (CGSize, CGFloat, (UIEdgeInsets, UIEdgeInsets))] = [
            "retina4_0": (CGSize(width: 320, height: 568), 2, home),
            "retina4_7": (CGSize(width: 375, height: 667), 2, home),
            "retina5_5": (CGSize(width: 414, height: 736), 3, home),
            "retina5_9": (CGSize(width: 375, height: 812), 3, notch),
            "retina6_1": (CGSize(width: 414, height: 896), 2, notch),
            "retina6_5": (CGSize(width: 414, height: 896), 3, notch),
            "retina6_12": (CGSize(width: 390, height: 844), 3, (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), notch.1)),
            "retina6_72": (CGSize(width: 428, height: 926), 3, (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), notch.1)),
            "ipad9_7": (CGSize(width: 768, height: 1024), 2, pad),
            "ipad10_2": (CGSize(width: 810, height: 1080), 2, pad),
            "ipad11": (CGSize(width: 834, height: 1194), 2, padRounded),
            "ipad12_9": (CGSize(width: 1024, height: 1366), 2, pad),
            "ipad12_9rounded": (CGSize(width: 1024, height: 1366), 2, padRounded),
        ]
        let entry = table[id ?? ""] ?? (CGSize(width: 375, height: 667), 2, home)
        return SimulatedDevice(id: id ?? "retina4_7", screen: entry.0, scale: entry.1,
                               portraitSafeArea: entry.2.0, landscapeSafeArea: entry.2.1)
    }

    /// `systemMinimumLayoutMargins`' side margin for a root view this wide: 16 pt up to 375, 20 wider.
    public func sideMargin(width: CGFloat) -> CGFloat { width > 375 ? 20 : 16 }
}
