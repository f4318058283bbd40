import Foundation
import Scene

/// Turns a placed content view tree into `Scene` nodes, in painting order (a view, then its
/// subviews in document order), colours resolved for `appearance`:
///
/// - `backgroundColor`: a `ShapeNode` rectangle rounded by `cornerRadius`/`cornerCurve`;
/// - label: a `TextNode` in the frame inset by `padding` (nothing for empty text);
/// - image: a `ShapeNode` filled with the colour or gradient, or an `ImageNode` for an asset;
/// - shape: a `ShapeNode` (`circle` is an ellipse in the frame, `rectangle` takes `cornerRadius`);
/// - button: its fill as a capsule (a rounded rectangle when `cornerRadius` > 0), then its title,
///   one line, centred in the frame inset by `padding`;
/// - separator: a `ShapeNode` rectangle of its colour (one device pixel thick unless sized);
/// - spacer, stack, view: only their background.
///
/// The view's `shadow` goes on its first shape (the background, else its own fill). `alpha`
/// multiplies down the tree (into a text colour's alpha). Hidden views and their subviews are not
/// drawn. Alignment `natural` is left, or right when `rightToLeft` (the tree is then already
/// mirrored, and padding's leading side is the right one).
struct ViewEmission {
    let appearance: Appearance
    let item: ViewItem
    var rightToLeft = false

    func nodes(_ placed: PlacedView) -> [SceneNode] {
        var nodes: [SceneNode] = []
        emit(placed, alpha: 1, into: &nodes)
        return nodes
    }

    private func emit(_ placed: PlacedView, alpha parentAlpha: Double, into nodes: inout [SceneNode]) {
        let view = placed.view, frame = placed.frame
        guard !view.isHidden else { return }
        let alpha = parentAlpha * view.alpha
        var shadow = view.shadow?.resolve(appearance)
        let rounded = ShapeKind.rectangle(cornerRadius: view.cornerRadius, curve: view.cornerCurve)
        func shape(_ kind: ShapeKind, fill: Fill?, stroke: RGBA? = nil, lineWidth: Double = 1) {
            nodes.append(.shape(ShapeNode(frame: frame, kind: kind, fill: fill, stroke: stroke, lineWidth: lineWidth,
                                          shadow: shadow, alpha: alpha)))
            shadow = nil
        }
        func text(_ string: String, font: FontSpec, color: ColorReference, alignment: TextAlignment, lines: Int) {
            guard !string.isEmpty else { return }
            let p = view.padding
            let box = CGRect(x: frame.minX + (rightToLeft ? p.trailing : p.leading), y: frame.minY + p.top,
                             width: max(0, frame.width - p.leading - p.trailing), height: max(0, frame.height - p.top - p.bottom))
            var rgba = color.resolve(appearance)
            rgba.alpha *= alpha
            nodes.append(.text(TextNode(text: string, frame: box, font: font, color: rgba, alignment: alignment, numberOfLines: lines)))
        }

        if let background = view.backgroundColor { shape(rounded, fill: .color(background.resolve(appearance))) }
        switch view.kind {
        case .label(let l):
            text(item.fill(l.text), font: l.font, color: l.color, alignment: l.textAlignment.resolved(rightToLeft: rightToLeft),
                 lines: l.numberOfLines)
        case .image(let image):
            switch image.source {
            case .color(let c): shape(rounded, fill: .color(c.resolve(appearance)))
            case .gradient(let g): shape(rounded, fill: .linearGradient(g.resolve(appearance)))
            case .asset(_, let path):
                nodes.append(.image(ImageNode(path: path, frame: frame, contentMode: image.contentMode,
                                              cornerRadius: view.cornerRadius, cornerCurve: view.cornerCurve, alpha: alpha)))
            }
        case .shape(let s):
            let kind: ShapeKind = switch s.kind {
            case .rectangle: rounded
            case .circle: .ellipse
            case .capsule: .capsule
            }
            shape(kind, fill: s.fill.map { .color($0.resolve(appearance)) }, stroke: s.stroke?.resolve(appearance), lineWidth: s.lineWidth)
        case .button(let b):
            if let fill = b.backgroundColor {
                shape(view.cornerRadius > 0 ? rounded : .capsule, fill: .color(fill.resolve(appearance)))
            }
            text(item.fill(b.title), font: b.font, color: b.titleColor, alignment: .center, lines: 1)
        case .separator(let color):
            shape(.rectangle(cornerRadius: 0, curve: .circular), fill: .color(color.resolve(appearance)))
        case .view, .stack, .spacer:
            break
        }
        for child in placed.subviews { emit(child, alpha: alpha, into: &nodes) }
    }
}
