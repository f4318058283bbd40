@_exported import ImageIO
import UIKitViews

/// Core Image on Linux: images keep their extent, filters their parameters — and nothing is filtered.
/// A filter's output is its input image (`kCIInputImageKey`) unchanged, a context's image is one of the
/// requested size with no pixels; so a library's tint, blur or colour-control processor returns the
/// image it was given (README "UIKit on Linux").
public final class CIImage: @unchecked Sendable {
    public let extent: CGRect
    public init(extent: CGRect) { self.extent = extent }
    public convenience init(cgImage: CGImage) { self.init(extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)) }
    public convenience init?(image: UIImage) { self.init(extent: CGRect(origin: .zero, size: image.size)) }
    public convenience init(color: CIColor) { self.init(extent: .infinite) }
    public static var empty: CIImage { CIImage(extent: .null) }
    public var cgImage: CGImage? { nil }

    public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
    public func transformed(by transform: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(transform)) }
    public func applyingFilter(_ filterName: String, parameters: [String: Any]) -> CIImage { self }
    public func applyingFilter(_ filterName: String) -> CIImage { self }
    public func composited(over destination: CIImage) -> CIImage { CIImage(extent: extent.union(destination.extent)) }
    public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
}

/// Core Image's `CIColor`.
public final class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// The colour's components in the light appearance (`UIColor.getRed`).
    public convenience init(color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}

/// Core Image's `CIFilter`: any name makes a filter (Core Image returns nil for an unknown one; libraries
/// force-unwrap the names they know, so none is refused here); its values are kept and its output is
/// its input image, unfiltered.
open class CIFilter: @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]
    public init?(name: String) { self.name = name }
    public init?(name: String, parameters params: [String: Any]?) { self.name = name; values = params ?? [:] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }
    open func setDefaults() {}
    open var outputImage: CIImage? { values[kCIInputImageKey] as? CIImage }
}

/// Core Image's `CIContext`: `createCGImage` gives an image of the rectangle's size (no pixels).
public final class CIContext: @unchecked Sendable {
    public init(options: [CIContextOption: Any]? = nil) {}
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        guard !rect.isNull, !rect.isInfinite, rect.width >= 1, rect.height >= 1 else { return nil }
        return CGImage(width: Int(rect.width), height: Int(rect.height))
    }
}

/// Core Image's `CIContextOption`.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}

/// Core Image's parameter keys, with Apple's values.
public let kCIInputImageKey = "inputImage", kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputColorKey = "inputColor", kCIInputBrightnessKey = "inputBrightness", kCIInputContrastKey = "inputContrast"
public let kCIInputSaturationKey = "inputSaturation", kCIInputEVKey = "inputEV", kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity", kCIInputAmountKey = "inputAmount", kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter", kCIInputAngleKey = "inputAngle", kCIOutputImageKey = "outputImage"
