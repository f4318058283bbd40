import Foundation

extension Device {
    /// The presets, portrait, with their landscape safe areas (rule I2, docs/rules.md). Sizes and scales
    /// are Apple's; of the safe areas only the iPhone 16 Pro's is measured (62/34, 62/62/21 in landscape),
    /// the others are the commonly quoted values (README "Not yet confirmed").
    public static let presets: [Device] = [
        preset("iphone-se", "iPhone SE (3rd generation)", 375, 667, 2, .phone, top: 20, bottom: 0, landscape: (0, 0, 0, 0)),
        preset("iphone-15", "iPhone 15", 393, 852, 3, .phone, top: 59, bottom: 34, landscape: (0, 59, 59, 21)),
        preset("iphone-15-plus", "iPhone 15 Plus", 430, 932, 3, .phone, top: 59, bottom: 34, landscape: (0, 59, 59, 21)),
        preset("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, .phone, top: 62, bottom: 34, landscape: (0, 62, 62, 21)),
        preset("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, .phone, top: 62, bottom: 34, landscape: (0, 62, 62, 21)),
        preset("ipad-10", "iPad (10th generation)", 820, 1180, 2, .pad, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
        preset("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, 2, .pad, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
        preset("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, 2, .pad, top: 24, bottom: 20, landscape: (24, 0, 0, 20)),
    ]

    /// The device a drawing is on when none is named (the CLI's default, a probe solve's): the iPhone 15.
    public static let standard = presets[1]

    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name }
    }

    static func preset(_ name: String, _ displayName: String, _ width: Double, _ height: Double, _ scale: Double,
                       _ idiom: UIUserInterfaceIdiom, top: Double, bottom: Double,
                       landscape: (top: Double, left: Double, right: Double, bottom: Double)) -> Device {
        var device = Device(name: name, displayName: displayName, width: width, height: height, scale: scale,
                            safeAreaTop: top, safeAreaBottom: bottom, idiom: idiom)
        device.landscapeSafeArea = UIEdgeInsets(top: landscape.top, left: landscape.left, bottom: landscape.bottom, right: landscape.right)
        return device
    }
}
