import AutoLayout
import Foundation

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

/// UIKit's `UIVisualEffectView`: its `contentView` holds the views drawn over the effect. The blur
/// itself is not drawn (no backdrop is sampled): the view shows its content view and its own
/// background colour, if any (README "Not yet confirmed").
open class UIVisualEffectView: UIView {
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

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
