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
/// properties): `UIGraphicsGetCurrentContext()` inside an image context is one that draws nothing.
open class CGContext {
    public init() {}
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
