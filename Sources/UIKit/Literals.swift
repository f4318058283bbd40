import Foundation

/// Xcode's literals, as UIKit's overlay declares them: `#imageLiteral(resourceName:)` is a `UIImage`
/// (`UIImage(imageLiteralResourceName:)`: the asset, or an empty image when there is none — UIKit
/// traps) and `#colorLiteral(red:green:blue:alpha:)` a `UIColor` of those sRGB components, where the
/// code gives no other type.
public typealias _ImageLiteralType = UIImage
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
