import AutoLayout
import Foundation
import Scene

/// UIKit's `UIVisualEffect`, `UIBlurEffect` and `UIVibrancyEffect`: kept.
open class UIVisualEffect: NSObject {}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
    public init(blurEffect: UIBlurEffect, style: Int) { self.blurEffect = blurEffect }
}

/// UIKit's `UIVisualEffectView`: its `contentView` holds the views drawn over the effect. The blur itself
/// is not drawn (no backdrop is sampled); a blur effect is drawn as its material's tint over what lies
/// behind (issue 32): light styles a near-white, dark ones a near-black, at the material's thickness —
/// ultra-thin 35 %, thin 55 %, regular (`systemMaterial`, `.regular`, `.prominent`, `.light`, `.dark`)
/// 72 %, chrome 75 %, thick 86 % — the system styles following the appearance (Layoutshot's choice, README
/// "Not yet confirmed"). A vibrancy effect draws nothing of its own.
open class UIVisualEffectView: UIView, SceneContentDrawing {
    open var effect: UIVisualEffect?
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        installContentView()
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        guard let blur = effect as? UIBlurEffect else { return [] }
        let (dark, opacity) = blur.style.material(in: appearance)
        let tint = dark ? RGBA(0x1C, 0x1C, 0x1E, opacity) : RGBA(0xF9, 0xF9, 0xF9, opacity)
        return [.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: Double(layer.cornerRadius),
                                                                curve: layer.cornerCurve == .continuous ? .continuous : .circular),
                                 fill: .color(tint), alpha: alpha))]
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension UIBlurEffect.Style {
    /// Whether the material is dark in `appearance`, and its opacity (`UIVisualEffectView`'s drawing).
    func material(in appearance: Appearance) -> (dark: Bool, opacity: Double) {
        let name = String(describing: self)
        let dark = name.hasSuffix("Dark") || self == .dark || self == .extraDark
            || (!name.hasSuffix("Light") && self != .light && self != .extraLight && appearance == .dark)
        let opacity = name.contains("UltraThin") ? 0.35 : name.contains("Thin") ? 0.55 : name.contains("Thick") ? 0.86
            : name.contains("Chrome") ? 0.75 : 0.72
        return (dark, opacity)
    }
}
