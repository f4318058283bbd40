import AutoLayout
import Foundation
import Scene

/// UIKit's `UISlider` (issue 32): a value between `minimumValue` and `maximumValue` on a track.
///
/// Its frame is 2 pt wider at each side and 1 pt taller at the foot than its alignment rectangle (the
/// corpus README: SwiftMessages TacoDialogView.xib's slider), whose intrinsic height is 30 (a 31-pt frame);
/// no intrinsic width. Drawn as iOS draws it: a 4-pt capsule track, `minimumTrackTintColor` (the tint,
/// `systemBlue`) from the leading end to the thumb and `maximumTrackTintColor` (`systemFill`) after it, a
/// white 28-pt thumb with a soft shadow at the value (the track's colours and thumb size are Layoutshot's
/// choice, README "Not yet confirmed"). `setValue(_:animated:)` sets it at once; target–actions are kept.
open class UISlider: UIControl, SceneContentDrawing {
    open var minimumValue: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var maximumValue: Float = 1 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// Clamped to the range, as UIKit clamps it.
    open var value: Float = 0 { didSet { if value < minimumValue || value > maximumValue { value = min(max(value, minimumValue), maximumValue) } } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]

    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}

    static let thumbDiameter: CGFloat = 28, trackHeight: CGFloat = 4

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2) }

    /// The value's fraction of the range (0 when the range is empty).
    var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let alpha = isEnabled ? alpha : alpha * 0.5
        let d = Self.thumbDiameter
        let trackY = frame.minY + (frame.height - 1 - Self.trackHeight) / 2
        let track = CGRect(x: frame.minX + 2, y: trackY, width: max(0, frame.width - 4), height: Self.trackHeight)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let travel = max(0, track.width - d)
        let thumbX = rightToLeft ? track.maxX - d - travel * fraction : track.minX + travel * fraction
        let thumbCentre = thumbX + d / 2
        let minimum = (minimumTrackTintColor ?? ViewDrawing.tint(of: self)).rgba(in: appearance)
        let maximum = (maximumTrackTintColor ?? .systemFill).rgba(in: appearance)
        let filled = rightToLeft ? CGRect(x: thumbCentre, y: track.minY, width: track.maxX - thumbCentre, height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: thumbCentre - track.minX, height: track.height)
        return [.shape(ShapeNode(frame: track, kind: .capsule, fill: .color(maximum), alpha: alpha)),
                .shape(ShapeNode(frame: filled, kind: .capsule, fill: .color(minimum), alpha: alpha)),
                .shape(ShapeNode(frame: CGRect(x: thumbX, y: track.midY - d / 2, width: d, height: d), kind: .ellipse,
                                 fill: .color((thumbTintColor ?? .white).rgba(in: appearance)), shadow: ControlDrawing.knobShadow, alpha: alpha))]
    }
}
