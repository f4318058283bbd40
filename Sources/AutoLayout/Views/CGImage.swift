import Foundation

/// Core Graphics' `CGImage`: a bitmap's size in pixels. `UIImage.cgImage` is nil here (an image is a
/// file drawn by the renderer, not a bitmap in memory); code that makes a `UIImage(cgImage:)` gets
/// an image of that size with no pixels (drawn as a placeholder).
open class CGImage {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
}

/// Core Graphics' `CGContext`: there is no drawing context here (views are drawn from their
/// properties), so `UIGraphicsGetCurrentContext()` is nil and code drawing into one draws nothing.
open class CGContext {
    public init() {}
}
