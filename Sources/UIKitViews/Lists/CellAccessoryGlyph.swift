import AutoLayout
import Foundation
import Scene

/// Layoutshot's drawing of UIKit's accessory symbols (SF Symbols are not on Linux): strokes and
/// circles of a fixed size, in the accessory's tint colour or UIKit's default for it.
///
/// | accessory | size (pt) | drawn | colour |
/// |---|---|---|---|
/// | disclosure indicator | 8 × 13 | chevron, 2 pt | `tertiaryLabel` |
/// | checkmark | 15 × 12 | check, 2 pt | `systemBlue` (tint) |
/// | outline disclosure | 9 × 14 | chevron, 2.4 pt | `systemBlue` (tint) |
/// | detail | 22 × 22 | circle 1.5 pt and an "i" | `systemBlue` (tint) |
/// | delete, insert | 22 × 22 | `systemRed` / `systemGreen` disc with a white minus / plus | – |
/// | reorder | 18 × 12 | three lines, 1.5 pt | `tertiaryLabel` |
/// | multiselect | 22 × 22 | circle, 1.5 pt | `tertiaryLabel` |
public final class CellAccessoryGlyph: UIView, SceneContentDrawing {
    let accessory: UICellAccessory

    public init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: accessory.kind)))
    }

    public override init(frame: CGRect) { accessory = .disclosureIndicator(); super.init(frame: frame) }
    public required init?(coder: NSCoder) { accessory = .disclosureIndicator(); super.init(coder: coder) }

    public override var intrinsicContentSize: CGSize { Self.size(of: accessory.kind) }

    public static func size(of kind: UICellAccessory.Kind) -> CGSize {
        switch kind {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 15, height: 12)
        case .outlineDisclosure: CGSize(width: 9, height: 14)
        case .reorder: CGSize(width: 18, height: 12)
        case .detail, .delete, .insert, .multiselect: CGSize(width: 22, height: 22)
        case .label, .custom: .zero
        }
    }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        func color(_ fallback: UIColor) -> RGBA { (accessory.tintColor ?? fallback).rgba(in: appearance) }
        func line(_ points: [Double], _ width: Double, _ rgba: RGBA) -> SceneNode {
            .shape(ShapeNode(frame: frame, kind: .polyline(points: points), stroke: rgba, lineWidth: width, alpha: alpha))
        }
        let chevron: [Double] = [0.15, 0.08, 0.85, 0.5, 0.15, 0.92]
        switch accessory.kind {
        case .disclosureIndicator:
            return [line(chevron, 2, color(.tertiaryLabel))]
        case .checkmark:
            return [line([0.05, 0.55, 0.38, 0.9, 0.95, 0.08], 2, color(.systemBlue))]
        case .outlineDisclosure:
            return [line(chevron, 2.4, color(.systemBlue))]
        case .reorder:
            let c = color(.tertiaryLabel)
            return [0.1, 0.5, 0.9].map { y in line([0, y, 1, y], 1.5, c) }
        case .multiselect:
            return [.shape(ShapeNode(frame: frame.insetBy(dx: 0.75, dy: 0.75), kind: .ellipse, stroke: color(.tertiaryLabel), lineWidth: 1.5, alpha: alpha))]
        case .detail:
            let c = color(.systemBlue)
            return [.shape(ShapeNode(frame: frame.insetBy(dx: 0.75, dy: 0.75), kind: .ellipse, stroke: c, lineWidth: 1.5, alpha: alpha)),
                    .text(TextNode(text: "i", frame: frame, font: FontSpec(size: 15, weight: .semibold), color: c, alignment: .center, numberOfLines: 1))]
        case .delete, .insert:
            let isDelete: Bool = if case .delete = accessory.kind { true } else { false }
            let disc = ShapeNode(frame: frame, kind: .ellipse, fill: .color(color(isDelete ? .systemRed : .systemGreen)), alpha: alpha)
            let white = UIColor.white.rgba(in: appearance)
            var nodes: [SceneNode] = [.shape(disc), line([0.28, 0.5, 0.72, 0.5], 2.5, white)]
            if !isDelete { nodes.append(line([0.5, 0.28, 0.5, 0.72], 2.5, white)) }
            return nodes
        case .label, .custom:
            return []
        }
    }
}
