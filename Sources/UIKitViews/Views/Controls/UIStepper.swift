import AutoLayout
import Foundation
import Scene

/// UIKit's `UIStepper` (issue 32): a value changed by `stepValue` between `minimumValue` and
/// `maximumValue`. Its intrinsic size is 94 × 32 (iOS 13 and later). Drawn as iOS draws it: a
/// `tertiarySystemFill` platter with 8-pt corners, a minus and a plus in `label` (faded when the value is
/// at that end and it does not wrap), a one-pixel `separator` between them (Layoutshot's drawing, README
/// "Not yet confirmed"). Target–actions are kept, never sent.
open class UIStepper: UIControl, SceneContentDrawing {
    open var minimumValue: Double = 0 { didSet { value = clamped(value) } }
    open var maximumValue: Double = 100 { didSet { value = clamped(value) } }
    open var value: Double = 0 { didSet { if clamped(value) != value { value = clamped(value) } } }
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    private func clamped(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState left: UIControl.State, rightSegmentState right: UIControl.State) {}
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let alpha = isEnabled ? alpha : alpha * 0.4
        let label = UIColor.label.rgba(in: appearance)
        let half = frame.width / 2, hairline = 1 / max(1, contentScaleFactor)
        let canDecrement = wraps || value > minimumValue, canIncrement = wraps || value < maximumValue
        func stroke(_ points: [Double], in box: CGRect, _ enabled: Bool) -> SceneNode {
            .shape(ShapeNode(frame: box, kind: .polyline(points: points), stroke: label.fading(enabled ? 1 : 0.3), lineWidth: 2, alpha: alpha))
        }
        let glyph: CGFloat = 14
        let minusBox = CGRect(x: frame.minX + half / 2 - glyph / 2, y: frame.midY - glyph / 2, width: glyph, height: glyph)
        let plusBox = minusBox.offsetBy(dx: half, dy: 0)
        return [.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: 8, curve: .continuous),
                                 fill: .color(UIColor.tertiarySystemFill.rgba(in: appearance)), alpha: alpha)),
                .rect(RectNode(frame: CGRect(x: frame.minX + half - hairline / 2, y: frame.minY + 8, width: hairline, height: frame.height - 16),
                               fill: UIColor.separator.rgba(in: appearance).fading(alpha))),
                stroke([0, 0.5, 1, 0.5], in: minusBox, canDecrement),
                stroke([0, 0.5, 1, 0.5], in: plusBox, canIncrement),
                stroke([0.5, 0, 0.5, 1], in: plusBox, canIncrement)]
    }
}
