import Foundation

/// Core Graphics' `CGImage`: a bitmap's size in pixels. `UIImage.cgImage` is nil here (an image is a
/// file drawn by the renderer, not a bitmap in memory); code that makes a `UIImage(cgImage:)` gets
/// an image of that size with no pixels (drawn as a placeholder).
open class CGImage {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// A bitmap's layout as Core Graphics reports it: 8-bit RGBA, premultiplied, in device RGB.
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { 4 * width }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// The part of the image inside `rect` (in pixels): an image of that size, nil when it is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let part = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
        return CGImage(width: Int(part.width), height: Int(part.height))
    }
}

/// Core Graphics' `CGColorSpace`: its name only (colours here are sRGB, Display P3 converted on entry).
open class CGColorSpace {
    public let name: String?
    init(named name: String) { self.name = name }
    public convenience init?(name: String) { self.init(named: name) }
    public static let sRGB = "kCGColorSpaceSRGB", displayP3 = "kCGColorSpaceDisplayP3", extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear", linearSRGB = "kCGColorSpaceLinearSRGB"
    public var numberOfComponents: Int { 3 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceGray") }

/// Core Graphics' `CGImageAlphaInfo` and `CGBitmapInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderDefault = CGBitmapInfo([]), byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12), byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// Core Graphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// Core Graphics' `CGContext`: there is no drawing context here (views are drawn from their
/// properties): `UIGraphicsGetCurrentContext()` inside an image context is one that draws nothing.
open class CGContext {
    public init() {
        width = 0; height = 0; bitsPerComponent = 8; bytesPerRow = 0; data = nil; ownsData = false
    }

    /// A bitmap context (`CGContext(data:width:height:…)`): its memory is real — `data` is the caller's
    /// buffer or one the context allocates, zeroed — but nothing is drawn into it; `makeImage()` gives
    /// an image of its size. Nil for an empty size or rows too short for the width, as Core Graphics.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let rowBytes = bytesPerRow == 0 ? 4 * width : bytesPerRow
        guard width > 0, height > 0, bitsPerComponent > 0, rowBytes >= width, rowBytes.multipliedReportingOverflow(by: height).overflow == false
        else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = rowBytes
        if let data {
            self.data = data
            ownsData = false
        } else {
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            self.data = bytes
            ownsData = true
        }
    }

    deinit { if ownsData { data?.deallocate() } }

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bytesPerRow: Int
    public let data: UnsafeMutableRawPointer?
    private let ownsData: Bool
    public var bitsPerPixel: Int { 32 }
    public var interpolationQuality = CGInterpolationQuality.default

    /// A bitmap context's image: its size, no pixels; nil for a context that is not a bitmap.
    public func makeImage() -> CGImage? { width > 0 ? CGImage(width: width, height: height) : nil }
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func rotate(by angle: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func fillPath() {}
    public func strokePath() {}
    /// Drawing state and clipping: accepted, nothing is drawn.
    public func saveGState() {}
    public func restoreGState() {}
    public func clip() {}
    public func clip(to rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
}

/// Core Graphics' `CGBlendMode` (kept; nothing is drawn).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
