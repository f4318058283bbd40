import AutoLayout
import Foundation

// UIKit's image contexts and renderer, as apps make thumbnails and placeholders with them. Nothing is
// drawn into a bitmap here: the image made is of the asked size with no pixels (drawn as a
// placeholder), and the drawing code gets a context that draws nothing.

/// The open image contexts' sizes, innermost last, on the calling thread (captures run in parallel).
private var imageContextSizes: [CGSize] {
    get { Thread.current.threadDictionary["Layoutshot.imageContextSizes"] as? [CGSize] ?? [] }
    set { Thread.current.threadDictionary["Layoutshot.imageContextSizes"] = newValue }
}

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) { imageContextSizes.append(size) }
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 0) }
/// An image of the current image context's size (no pixels); nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { imageContextSizes.last.map { UIImage(name: "", size: $0) } }
public func UIGraphicsEndImageContext() { _ = imageContextSizes.popLast() }
/// Inside an image context, a context that draws nothing (code that force-unwraps it runs, as on
/// iOS); nil outside one.
public func UIGraphicsGetCurrentContext() -> CGContext? { imageContextSizes.isEmpty ? nil : CGContext() }

/// UIKit's `UIGraphicsImageRenderer`: `image { context in … }` runs the actions with a context that
/// draws nothing and gives an image of the renderer's size, with no pixels.
open class UIGraphicsImageRenderer {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size }
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(size: size))
        return UIImage(name: "", size: size)
    }
}

/// `UIGraphicsImageRendererFormat`: kept.
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = 0
    open var opaque = false
    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the main screen: the simulated device's scale.
    open class func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIKitSimulation.device.scale
        return format
    }
    open var preferredRange = Range.automatic
    /// UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }
}

/// `UIGraphicsImageRendererContext`: `fill`/`stroke` draw nothing; `cgContext` is a context that draws nothing.
open class UIGraphicsImageRendererContext {
    public let format = UIGraphicsImageRendererFormat()
    public let cgContext = CGContext()
    let size: CGSize
    init(size: CGSize) { self.size = size }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open var currentImage: UIImage { UIImage(name: "", size: size) }
}

/// UIKit's rectangle fills into the current context: nothing is drawn (image contexts keep no pixels).
public func UIRectFill(_ rect: CGRect) {}
public func UIRectFrame(_ rect: CGRect) {}
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {}
