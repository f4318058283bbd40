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
