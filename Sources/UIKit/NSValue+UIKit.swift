import Foundation

/// UIKit's `NSValue` additions, over swift-corelibs-foundation's rect, point and size values (a
/// keyboard notification's `keyboardFrameEndUserInfoKey` is read as `(value as? NSValue)?.cgRectValue`).
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
