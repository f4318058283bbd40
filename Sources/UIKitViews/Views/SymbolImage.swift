import AutoLayout
import Foundation

/// Rule I5: an SF Symbol's image — `UIImage(systemName:)`, a xib's `image="…" catalog="system"` —
/// at a point size and scale. The symbols are not on Linux; the image is a placeholder of the
/// symbol's size, drawn as image placeholders are.
///
/// 1. **The glyph's longer side** is 20/17 of the point size (20 pt at the default 17): measured
///    1.09 em (safe-global/safe-ios `DetailExpandableTextCell.xib`, `chevron.down` at 17 pt, 18.5 wide),
///    1.32 em (kishikawakatsumi/IBPCollectionViewCompositionalLayout `CheckmarkView.xib`,
///    `checkmark.seal`, 22.5 × 22), 1.10 em (Apple Developer Forums thread 716773: `chevron.compact.down`
///    at 64 pt prints 70.33 × 25.67) and 1.2 em (safe-global/safe-ios `PasscodeViewController.xib`,
///    `circle` at 20 pt bold, 24 wide); mean 1.18. Each symbol has its own width, which Linux cannot
///    know: the mean stands for all.
/// 2. **Its other side** keeps the aspect of the size Interface Builder lists in `<resources>` (its
///    rendition's longer side is always 128, or 64 before Xcode 12, so it gives the shape and not the
///    size); a square when no size is known (`UIImage(systemName:)` in code).
/// 3. **The scale**: `.small` is 20 % smaller, `.large` 30 % larger than `.medium`, the default
///    (Apple's `NSImage.SymbolScale.small` and `.large` documentation, "approximately").
/// 4. **The alignment rectangle** is the line of text the symbol sits in: as tall as the system font's
///    line at the point size (`UIFont.lineHeight`), the glyph centred in it, as wide as the glyph. Its
///    insets are negative where the line is taller (forum thread 716773: top −25, bottom −25.67 round a
///    25.67-pt glyph at 64 pt, a 76.33-pt line) and positive where a large-scale glyph overflows it
///    (cometchat/cometchat-uikit-ios `CometChatSenderCollaborativeMessageBubble.xib`: `doc.text.fill`,
///    large, its frame 3.5 pt beyond its rectangle above and below), and Auto Layout places that
///    rectangle: in a `fill` stack 22 pt tall, the chevron's frame is 12.5 tall at y 5
///    (`DetailExpandableTextCell.xib`).
/// 5. Sizes are rounded up to the device pixel, as `UIImage.size` is (70.33 at @3x).
///
/// The weight does not change the size here (a bold circle measured 1.2 em, a regular chevron 1.09:
/// too few to separate weight from shape; README "Not yet confirmed").
public enum SymbolImage {
    /// `UIImage.SymbolScale`, as far as size goes (`default` and `unspecified` are `medium`).
    public enum Scale: String, Sendable, CaseIterable { case small, medium, large }

    /// The point size of a symbol with no configuration: the `.body` text style's, as UIKit's
    /// default symbol configuration is.
    public static let defaultPointSize: CGFloat = 17

    /// Step 1: the glyph's longer side per point of size.
    static let longerSidePerPoint: CGFloat = 20.0 / 17.0

    /// Step 3.
    static func factor(_ scale: Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The scale IB or UIKit names (`small`, `medium`, `large`; anything else is `medium`).
    public static func scale(named name: String?) -> Scale { name.flatMap(Scale.init(rawValue:)) ?? .medium }

    /// The symbol `name`'s image at `pointSize` and `scale`, its shape from `nominalSize` (IB's
    /// resource size; nil: square), on a screen of `displayScale`.
    public static func image(named name: String, nominalSize: CGSize?, pointSize: CGFloat?, scale: Scale = .medium,
                             displayScale: CGFloat) -> UIImage {
        let points = pointSize.flatMap { $0.isFinite && $0 > 0 ? min($0, 10_000) : nil } ?? defaultPointSize
        let size = glyphSize(nominalSize: nominalSize, pointSize: points, scale: scale, displayScale: displayScale)
        return UIImage(name: name, size: size,
                       alignmentRectInsets: alignmentInsets(glyph: size, pointSize: points, displayScale: displayScale),
                       isSymbolImage: true)
    }

    /// Steps 1–3 and 5.
    static func glyphSize(nominalSize: CGSize?, pointSize: CGFloat, scale: Scale, displayScale: CGFloat) -> CGSize {
        let longer = pointSize * longerSidePerPoint * factor(scale)
        var size = CGSize(width: longer, height: longer)
        if let nominal = nominalSize, nominal.width > 0, nominal.height > 0, nominal.width.isFinite, nominal.height.isFinite {
            if nominal.width >= nominal.height {
                size.height = longer * nominal.height / nominal.width
            } else {
                size.width = longer * nominal.width / nominal.height
            }
        }
        return CGSize(width: up(size.width, displayScale), height: up(size.height, displayScale))
    }

    /// Step 4: the insets from the glyph's frame to its line: negative where the line is taller than
    /// the glyph, positive where a large-scale glyph overflows it.
    static func alignmentInsets(glyph: CGSize, pointSize: CGFloat, displayScale: CGFloat) -> UIEdgeInsets {
        let line = up(UIFont.systemFont(ofSize: pointSize).lineHeight, displayScale)
        let extra = line - glyph.height
        let top = (extra / 2 * max(displayScale, 1)).rounded(.down) / max(displayScale, 1)
        return UIEdgeInsets(top: -top, left: 0, bottom: -(extra - top), right: 0)
    }

    private static func up(_ v: CGFloat, _ scale: CGFloat) -> CGFloat {
        let s = max(scale, 1)
        return (Double(v) * Double(s) - 1e-6).rounded(.up) / Double(s)
    }
}
