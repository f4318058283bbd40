import AutoLayout
import Foundation

/// UIKit's `UISwitch`: 51 × 31, its intrinsic size on iOS 7 and later (Apple, HIG "Toggles"; every
/// switch in the corpus is stored 51 × 31, 2 pt wider than the alignment rectangle its constraints place).
open class UISwitch: UIView {
    open var isOn = false
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

/// UIKit's `UIActivityIndicatorView`: 20 × 20 (`.medium`), 37 × 37 (`.large`).
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}

/// A control Layoutshot does not draw (a text field, slider, segmented control, …) read from a
/// xib: its intrinsic size is the size Interface Builder stored for it, its class the UIKit class
/// the element stands for (`UITextField` for `<textField>`). The engine then places it where IB did
/// whenever its own constraints leave it to its intrinsic size.
open class StandInControl: UIView {
    public let uikitClass: String
    public let storedSize: CGSize
    public let hasIntrinsicWidth: Bool

    public init(uikitClass: String, storedSize: CGSize, hasIntrinsicWidth: Bool) {
        self.uikitClass = uikitClass; self.storedSize = storedSize; self.hasIntrinsicWidth = hasIntrinsicWidth
        super.init(frame: .zero)
    }

    open override var className: String { uikitClass }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: hasIntrinsicWidth ? storedSize.width : UIView.noIntrinsicMetric, height: storedSize.height)
    }
}
