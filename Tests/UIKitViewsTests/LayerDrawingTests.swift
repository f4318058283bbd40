import Foundation
import Scene
import Testing
import AutoLayout
@testable import UIKitViews

@Suite("Sublayers drawn: gradients, shape layers' paths, backgrounds (issue 32)")
struct LayerDrawingTests {
    @Test("UIBezierPath arcs are cubic quarter-turns: a quarter turn one curve, a full turn four back to the start")
    func arcs() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath.elements
        let k = 4.0 / 3 * tan(Double.pi / 8) * 10
        guard quarter.count == 2, case .move(let start) = quarter[0], case let .curve(end, c1, c2) = quarter[1] else {
            Issue.record("\(quarter)"); return
        }
        #expect(start == CGPoint(x: 10, y: 0) && abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(abs(c1.x - 10) < 1e-9 && abs(c1.y - k) < 1e-9 && abs(c2.x - k) < 1e-9 && abs(c2.y - 10) < 1e-9)
        let full = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 5, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath.elements
        #expect(full.count == 5)
        // Counter-clockwise from 0 to a quarter turn is the long way: three quarters, three curves.
        #expect(UIBezierPath(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath.elements.count == 4)
    }

    @Test("A rectangle rounded at its top corners: square bottom corners, two curves")
    func someCorners() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: 12, height: 12)).cgPath
        let curves = path.elements.filter { if case .curve = $0 { true } else { false } }
        #expect(curves.count == 2 && path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.elements.contains(.line(CGPoint(x: 100, y: 50))) && path.elements.contains(.line(CGPoint(x: 0, y: 50))))
    }

    @Test("A view's sublayers: a gradient at its frame, a shape layer's path filled by its rule and stroked, hidden ones not drawn")
    func sublayers() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        gradient.cornerRadius = 12
        card.layer.insertSublayer(gradient, at: 0)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 0, width: 40, height: 40)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemRed.cgColor
        ring.lineWidth = 4
        ring.fillRule = .evenOdd
        ring.opacity = 0.5
        card.layer.addSublayer(ring)
        let hidden = CALayer()
        hidden.backgroundColor = UIColor.systemGreen.cgColor
        hidden.frame = card.bounds
        hidden.isHidden = true
        card.layer.addSublayer(hidden)
        let nodes = ViewDrawing(appearance: .light).nodes(card, at: CGPoint(x: 5, y: 5)).compactMap { if case .shape(let s) = $0 { s } else { nil } }
        #expect(nodes.count == 2)
        guard nodes.count == 2, case .linearGradient(let fill) = nodes[0].fill, case .path(let outline) = nodes[1].kind else {
            Issue.record("\(nodes)"); return
        }
        #expect(nodes[0].frame == CGRect(x: 15, y: 15, width: 180, height: 80) && fill.colors.count == 2)
        #expect(nodes[0].kind == .rectangle(cornerRadius: 12, curve: .circular))
        #expect(nodes[1].frame == CGRect(x: 103, y: 3, width: 44, height: 44) && nodes[1].fill == nil && nodes[1].alpha == 0.5)
        #expect(nodes[1].stroke == UIColor.systemRed.rgba(in: .light) && outline.evenOdd && outline.elements.count == 10)
    }
}

@Suite("UIVisualEffectView: a blur drawn as its material's tint (issue 32)")
struct VisualEffectDrawingTests {
    @Test("Thickness sets the opacity; system styles follow the appearance; explicit light and dark styles do not; vibrancy draws nothing")
    func materials() {
        func fill(_ style: UIBlurEffect.Style, _ appearance: Appearance) -> RGBA? {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            guard case .shape(let s) = view.contentNodes(in: view.frame, appearance: appearance, alpha: 1).first,
                  case .color(let c) = s.fill else { return nil }
            return c
        }
        #expect(fill(.systemUltraThinMaterial, .light)?.alpha == 0.35 && fill(.systemThickMaterial, .light)?.alpha == 0.86)
        #expect(fill(.systemMaterial, .light)?.red ?? 0 > 0.9 && fill(.systemMaterial, .dark)?.red ?? 1 < 0.2)
        #expect(fill(.systemMaterialLight, .dark)?.red ?? 0 > 0.9 && fill(.dark, .light)?.red ?? 1 < 0.2)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular)))
        #expect(vibrancy.contentNodes(in: .zero, appearance: .light, alpha: 1).isEmpty)
    }
}
