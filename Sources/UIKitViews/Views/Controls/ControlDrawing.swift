import Foundation
import Scene

extension RGBA {
    /// The colour with its alpha multiplied by `factor` (a disabled control, a view's alpha).
    func fading(_ factor: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * factor) }
}

/// What the controls' drawings share: the soft shadow under a knob or thumb.
enum ControlDrawing {
    /// A knob's shadow (a switch's, a slider's thumb): black at 15 %, 2 pt down, blurred 2 pt.
    static let knobShadow = Shadow(color: .black, opacity: 0.15, radius: 2, offset: CGSize(width: 0, height: 2))

    /// One line of `text` in `font`, centred vertically on `midY` in `box`'s width.
    static func centredText(_ text: String, in box: CGRect, font: FontSpec, color: RGBA, alignment: TextAlignment = .center) -> SceneNode {
        let height = ceil((try? UIKitSimulation.textMeasurer.size(of: text, font: font, maxWidth: nil, numberOfLines: 1).height) ?? font.size * 1.2)
        return .text(TextNode(text: text, frame: CGRect(x: box.minX, y: box.midY - height / 2, width: max(0, box.width), height: height),
                              font: font, color: color, alignment: alignment, numberOfLines: 1))
    }
}
