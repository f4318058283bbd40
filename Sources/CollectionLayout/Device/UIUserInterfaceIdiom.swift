import Foundation

/// UIKit's `UIUserInterfaceIdiom`, raw values as UIKit's: what kind of device a screen is (`Device.idiom`,
/// `UIDevice.current.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
