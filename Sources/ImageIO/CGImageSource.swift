@_exported import CoreGraphics
@_exported import FoundationOverlay
import AutoLayout

/// ImageIO's image sources, on Linux: a source reads its data's header — PNG or JPEG (`ImageHeader`, as
/// `UIImage(data:)` reads it) — and has one image of that size (no pixels: drawn as a placeholder) or none. GIF, HEIC and
/// WebP have no image here, so a library's animated-GIF path finds zero frames. Properties are nil.
public final class CGImageSource {
    let data: Data
    let pixelSize: CGSize?
    init(data: Data) {
        self.data = data
        pixelSize = ImageHeader.pixelSize(of: data)
    }
}

/// ImageIO's image destinations: accepted, nothing is encoded — `CGImageDestinationFinalize` is false,
/// as for a destination ImageIO could not write.
public final class CGImageDestination {
    init() {}
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { CGImageSource(data: data) }
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    (try? Data(contentsOf: url)).map(CGImageSource.init(data:))
}
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { source.pixelSize == nil ? 0 : 1 }
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? {
    source.pixelSize == nil ? nil : source.data.starts(with: [0x89, 0x50]) ? "public.png" : "public.jpeg"
}
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? { nil }
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?) -> CFDictionary? { nil }

/// The image at `index`: one of the header's size, no pixels; nil past the count.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let size = source.pixelSize else { return nil }
    return CGImage(width: Int(size.width), height: Int(size.height))
}

/// A thumbnail: the image scaled down (never up) to `kCGImageSourceThumbnailMaxPixelSize` on its longer side.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(source, index, options) else { return nil }
    let limit = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.doubleValue
        ?? (options?[kCGImageSourceThumbnailMaxPixelSize] as? CGFloat).map(Double.init)
        ?? (options?[kCGImageSourceThumbnailMaxPixelSize] as? Int).map(Double.init)
    guard let limit, limit > 0, Double(max(image.width, image.height)) > limit else { return image }
    let scale = limit / Double(max(image.width, image.height))
    return CGImage(width: max(1, Int((Double(image.width) * scale).rounded())), height: max(1, Int((Double(image.height) * scale).rounded())))
}

public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination()
}
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    CGImageDestination()
}
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {}
public func CGImageDestinationSetProperties(_ destination: CGImageDestination, _ properties: CFDictionary?) {}
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool { false }

/// ImageIO's option and property keys, with Apple's values.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"
public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
public let kCGImagePropertyOrientation: CFString = "Orientation"
