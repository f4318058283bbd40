import AutoLayout
import Foundation
import Scene

/// Draws a laid-out view tree as Scene nodes, in painting order (a view, then its subviews), colours
/// resolved for `appearance`:
///
/// - every view: its `backgroundColor` as a rectangle rounded by `layer.cornerRadius` and
///   `cornerCurve`, with `layer.borderWidth`/`borderColor` as its stroke and the layer's shadow
///   when `shadowOpacity` > 0;
/// - `UILabel`: its text (`TextNode`) in its frame, vertically centred, `numberOfLines`, natural
///   alignment left (right when right to left);
/// - `UIButton`: its normal title, one line, centred in the frame inset by `contentEdgeInsets`,
///   in its title colour; a button with a `UIButton.Configuration` as that configuration draws it
///   (`configuredButtonNodes`);
/// - `UIImageView`: its image's PNG when it has a file; an SF Symbol as the outline of its glyph's
///   box in the view's tint (rule I5, `symbolOutline`); else a placeholder in `tertiarySystemFill`
///   (xib images whose pixels are in the app's asset catalog);
/// - the layer's sublayers (`LayerDrawing`: backgrounds, gradients, shape layers' paths), under the subviews;
/// - stand-in controls (`StandInControl`): a rounded rectangle in `tertiarySystemFill`;
/// - a view that draws itself (`SceneContentDrawing`: a list cell's accessories): its own nodes.
///
/// A view whose `overrideUserInterfaceStyle` is light or dark is drawn, with its subviews, in that
/// appearance. `alpha` multiplies down the tree; hidden views and their subviews are not drawn; a view that
/// clips to bounds clips its subviews (`SceneNode.clip`).
///
/// ```swift
/// let nodes = ViewDrawing(appearance: .dark).nodes(nib.root)
/// ```
public struct ViewDrawing {
    public var appearance: Appearance

    public init(appearance: Appearance) { self.appearance = appearance }

    /// The tree's nodes with `root`'s top left corner at `origin`.
    public func nodes(_ root: UIView, at origin: CGPoint = .zero) -> [SceneNode] {
        var out: [SceneNode] = []
        emit(root, frame: CGRect(origin: origin, size: root.bounds.size), alpha: 1, into: &out)
        return out
    }

    private func emit(_ view: UIView, frame: CGRect, alpha parentAlpha: CGFloat, into out: inout [SceneNode]) {
        guard !view.isHidden else { return }
        // A view forcing light or dark (`overrideUserInterfaceStyle`) draws itself and its subviews in it.
        if let forced = Self.forcedAppearance(view.overrideUserInterfaceStyle), forced != appearance {
            ViewDrawing(appearance: forced).emit(view, frame: frame, alpha: parentAlpha, into: &out)
            return
        }
        let alpha = Double(parentAlpha * view.alpha)
        let layer = view.layer
        let corners = ShapeKind.rectangle(cornerRadius: Double(layer.cornerRadius), curve: layer.cornerCurve == .continuous ? .continuous : .circular)
        let shadow: Shadow? = layer.shadowOpacity > 0
            ? Shadow(color: layer.shadowColor?.color.rgba(in: appearance) ?? .black, opacity: Double(layer.shadowOpacity),
                     radius: Double(layer.shadowRadius), offset: layer.shadowOffset)
            : nil
        let border = layer.borderWidth > 0 ? layer.borderColor?.color.rgba(in: appearance) : nil
        if view.backgroundColor != nil || border != nil || shadow != nil {
            out.append(.shape(ShapeNode(frame: frame, kind: corners, fill: view.backgroundColor.map { .color($0.rgba(in: appearance)) },
                                        stroke: border, lineWidth: Double(layer.borderWidth), shadow: shadow, alpha: alpha)))
        }
        content(of: view, in: frame, corners: corners, alpha: alpha, into: &out)
        out += LayerDrawing(appearance: appearance).nodes(sublayersOf: layer, origin: frame.origin, alpha: alpha)
        if view.clipsToBounds { out.append(.clip(frame)) }
        for sub in view.subviews {
            emit(sub, frame: sub.frame.offsetBy(dx: frame.minX, dy: frame.minY), alpha: CGFloat(alpha), into: &out)
        }
        if view.clipsToBounds { out.append(.unclip) }
    }

    private func content(of view: UIView, in frame: CGRect, corners: ShapeKind, alpha: Double, into out: inout [SceneNode]) {
        func text(_ string: String?, font: UIFont, color: UIColor, alignment: TextAlignment, lines: Int, box: CGRect) {
            guard let string, !string.isEmpty else { return }
            var rgba = color.rgba(in: appearance)
            rgba.alpha *= alpha
            out.append(.text(TextNode(text: string, frame: box, font: font.spec, color: rgba, alignment: alignment, numberOfLines: lines)))
        }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch view {
        case let label as UILabel:
            let box = label.textDrawingRect()
            text(label.text, font: label.drawnFont, color: label.drawnColor, alignment: Self.alignment(label.textAlignment, rightToLeft: rtl),
                 lines: label.numberOfLines, box: box.offsetBy(dx: frame.minX - label.bounds.minX, dy: frame.minY - label.bounds.minY))
        case let button as UIButton:
            if let configuration = button.configuration {
                out += configuredButtonNodes(button, configuration, in: frame, alpha: alpha)
                break
            }
            let i = button.contentEdgeInsets
            let box = CGRect(x: frame.minX + i.left, y: frame.minY + i.top, width: max(0, frame.width - i.left - i.right),
                             height: max(0, frame.height - i.top - i.bottom))
            text(button.title(for: .normal), font: button.titleLabel?.font ?? .systemFont(ofSize: 15),
                 color: button.titleColor(for: .normal) ?? .systemBlue, alignment: .center, lines: 1, box: box)
        case let image as UIImageView:
            if let url = image.image?.fileURL {
                out.append(.image(ImageNode(path: url.path, frame: frame, contentMode: Self.contentMode(image.contentMode),
                                            cornerRadius: Double(image.layer.cornerRadius), alpha: alpha)))
            } else if let symbol = image.image, symbol.isSymbolImage {
                out.append(.shape(symbolOutline(symbol.size, in: frame, contentMode: image.contentMode, tint: Self.tint(of: image), alpha: alpha)))
            } else if image.image != nil {
                out.append(.shape(ShapeNode(frame: frame, kind: corners, fill: .color(UIColor.tertiarySystemFill.rgba(in: appearance)), alpha: alpha)))
            }
        case is StandInControl:
            out.append(.shape(ShapeNode(frame: frame, kind: .rectangle(cornerRadius: 6, curve: .continuous),
                                        fill: .color(UIColor.tertiarySystemFill.rgba(in: appearance)), alpha: alpha)))
        case let drawing as SceneContentDrawing:
            out += drawing.contentNodes(in: frame, appearance: appearance, alpha: alpha)
        default:
            break
        }
    }

    static func forcedAppearance(_ style: UIUserInterfaceStyle) -> Appearance? {
        switch style {
        case .light: .light
        case .dark: .dark
        default: nil
        }
    }

    /// An SF Symbol's placeholder (rule I5): the outline of the glyph's box — fitted to the frame as
    /// the content mode places an image — in the view's tint, 1.5 pt, corners a fifth of its shorter side.
    func symbolOutline(_ glyph: CGSize, in frame: CGRect, contentMode: UIView.ContentMode, tint: UIColor, alpha: Double) -> ShapeNode {
        var box = CGRect(x: frame.midX - glyph.width / 2, y: frame.midY - glyph.height / 2, width: glyph.width, height: glyph.height)
        switch contentMode {
        case .scaleToFill: box = frame
        case .scaleAspectFit, .scaleAspectFill:
            guard glyph.width > 0, glyph.height > 0 else { break }
            let fit = contentMode == .scaleAspectFit ? min(frame.width / glyph.width, frame.height / glyph.height)
                                                     : max(frame.width / glyph.width, frame.height / glyph.height)
            box = CGRect(x: frame.midX - glyph.width * fit / 2, y: frame.midY - glyph.height * fit / 2,
                         width: glyph.width * fit, height: glyph.height * fit)
        default: break
        }
        let inset = box.insetBy(dx: min(0.75, box.width / 2), dy: min(0.75, box.height / 2))
        return ShapeNode(frame: inset, kind: .rectangle(cornerRadius: Double(min(inset.width, inset.height)) / 5, curve: .continuous),
                         stroke: tint.rgba(in: appearance), lineWidth: 1.5, alpha: alpha)
    }

    /// The tint a view draws with: its own or its nearest ancestor's, else `systemBlue`, as UIKit inherits it.
    static func tint(of view: UIView) -> UIColor {
        var current: UIView? = view
        while let v = current {
            if let tint = v.tintColor { return tint }
            current = v.superview
        }
        return .systemBlue
    }

    static func alignment(_ a: NSTextAlignment, rightToLeft: Bool) -> TextAlignment {
        switch a {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified, .natural: rightToLeft ? .right : .left
        }
    }

    static func contentMode(_ m: UIView.ContentMode) -> ImageContentMode {
        switch m {
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        default: .scaleToFill
        }
    }
}

/// A view that draws its own content as Scene nodes, after its background: Layoutshot's stand-ins for
/// what UIKit draws with private views and symbol images (a list cell's disclosure chevron).
public protocol SceneContentDrawing {
    /// The nodes for the view laid out in `frame` (canvas coordinates), at `alpha`.
    func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode]
}

extension NibInstance {
    /// The laid-out root alone on a canvas of its size (a design-review picture of a cell), on the
    /// appearance's `systemBackground`, at the simulated device's scale.
    public func scene(appearance: Appearance, title: String = "") -> Scene {
        let background = UIColor.systemBackground.rgba(in: appearance)
        return Scene(size: root.bounds.size, scale: Double(root.contentScaleFactor), background: background,
                     nodes: ViewDrawing(appearance: appearance).nodes(root), title: title)
    }
}
