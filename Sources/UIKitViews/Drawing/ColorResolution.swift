import AutoLayout
import Foundation
import Scene

extension UIColor {
    /// The colour drawn in `appearance`: sRGB components as given, a system colour from Scene's
    /// table (`SystemColor.resolve`: an unknown name draws as every path draws it, magenta), a dynamic
    /// colour's variant.
    public func rgba(in appearance: Appearance) -> RGBA {
        switch resolved(dark: appearance == .dark).value {
        case .rgba(let r, let g, let b, let a):
            return RGBA(red: r, green: g, blue: b, alpha: a)
        case .system(let name, let a):
            var c = SystemColor.resolve(name, in: appearance)
            c.alpha *= a
            return c
        case .dynamic:
            return RGBA(142, 142, 147)
        }
    }
}

extension UIColor {
    /// UIKit's `set()`, `setFill()`, `setStroke()`: the current context's colours, which draw nothing here.
    public func set() {}
    public func setFill() {}
    public func setStroke() {}

    /// UIKit's component getters: the colour's sRGB components in the light appearance (a dynamic or
    /// system colour resolved as `rgba(in: .light)`; UIKit resolves with the current trait collection,
    /// which outside a view's drawing is light). True, as for every RGB-compatible colour.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(in: .light)
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green); blue?.pointee = CGFloat(c.blue); alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba(in: .light)
        let (maxC, minC) = (max(c.red, c.green, c.blue), min(c.red, c.green, c.blue))
        let delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == c.green { h = (c.blue - c.red) / delta + 2 }
            else { h = (c.red - c.green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h); saturation?.pointee = CGFloat(maxC == 0 ? 0 : delta / maxC)
        brightness?.pointee = CGFloat(maxC); alpha?.pointee = CGFloat(c.alpha)
        return true
    }
}

extension CGColor {
    /// Core Graphics' components: red, green, blue and alpha in sRGB, resolved as `UIColor.getRed` resolves
    /// them (light appearance). Difference from iOS: a grey made with `UIColor(white:alpha:)` also has four
    /// (iOS: two, white and alpha, in a grey colour space).
    public var components: [CGFloat]? {
        let c = color.rgba(in: .light)
        return [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)]
    }
    /// Four: red, green, blue, alpha (`components`).
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { CGFloat(color.rgba(in: .light).alpha) }
}
