import Foundation

/// `<resources>`: the images IB used with their sizes, and the named and system colours it resolved.
///
/// ```xml
/// <resources>
///     <image name="chevron" width="8" height="13"/>
///     <namedColor name="background"><color red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
///     <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
/// </resources>
/// ```
/// gives `images["chevron"]?.size == CGSize(width: 8, height: 13)`, `namedColors["background"]`, `systemColors["systemBackgroundColor"]`.
public struct IBResources: Sendable, Equatable {
    public var images: [String: IBImageResource]
    public var namedColors: [String: IBColor]
    public var systemColors: [String: IBColor]

    public init(images: [String: IBImageResource] = [:], namedColors: [String: IBColor] = [:],
                systemColors: [String: IBColor] = [:]) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
    }
}

/// One `<image name="play" width="24" height="24" catalog="system"/>`: `catalog="system"` marks an SF Symbol,
/// for which IB writes a nominal size (128 wide), not the real one.
public struct IBImageResource: Sendable, Equatable {
    public var size: CGSize
    public var isSystemSymbol: Bool

    public init(size: CGSize, isSystemSymbol: Bool = false) {
        self.size = size
        self.isSystemSymbol = isSystemSymbol
    }
}
