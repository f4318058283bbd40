import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec

/// What every handout page draws the same way, on paper or sized to fit: the header, the captions,
/// the fold, the fade past a screen's edge, the footer — each rule here once.
extension HandoutPage {
    /// The title and the line under it: the screen's name, the devices, and what the page shows.
    func header(width: Double, unrolled: Bool) -> [SceneNode] {
        typealias M = Metrics
        var modes = [appearances.map(\.rawValue).joined(separator: " and ")]
        if unrolled { modes.append(paper == nil ? "carousels unrolled" : "carousels unrolled below the screens") }
        if fullLength { modes.append("full length") }
        if let overlay { modes.append("redlines (\(overlay.density.rawValue) density)") }
        return [
            Self.text(screen.title, x: M.margin, y: M.margin, width: width - 2 * M.margin, height: 34, size: 28, weight: .bold, color: M.ink),
            Self.text("\(screen.name) · \(devices.count) device\(devices.count == 1 ? "" : "s")"
                      + (traits == [.standard] ? "" : " · " + traits.map { $0 == .standard ? "standard" : $0.title }.joined(separator: ", "))
                      + " · \(modes.joined(separator: " · "))",
                      x: M.margin, y: M.margin + 36, width: width - 2 * M.margin, height: 18, size: 13, weight: .regular, color: M.secondary),
        ]
    }

    /// The date and the Layoutshot version, at the foot of a page `size` large.
    func footer(size: CGSize) -> SceneNode {
        typealias M = Metrics
        return Self.text("\(date) · Layoutshot \(version)", x: M.margin, y: Double(size.height) - M.margin - 18,
                         width: Double(size.width) - 2 * M.margin, height: 18, size: 11, weight: .regular, color: M.secondary)
    }

    /// The caption's two lines under a device: its name, then its size, scale, appearance, the traits
    /// that are not the standard ones and — when the page is not at 100 % — the page's scale
    /// (`393 × 852 pt @3x · light · AX3 · 48 %`).
    static func captionLines(_ device: Device, _ appearance: Appearance, traits: Traits = .standard,
                             pageScale: Double) -> (name: String, details: String) {
        let percent = pageScale == 1 ? "" : " · \(Int((pageScale * 100).rounded())) %"
        let traitText = traits == .standard ? "" : " · " + traits.title
        return (device.displayName, "\(number(device.width)) × \(number(device.height)) pt @\(number(device.scale))x · "
                + "\(appearance.rawValue)\(traitText)\(percent)")
    }

    static let captionName = FontSpec(size: 15, weight: .semibold)
    static let captionDetails = FontSpec(size: 13, weight: .regular)

    /// The caption at `(x, y)`, `width` wide; on paper its lines may wrap to two each (`lines` 2).
    static func caption(_ device: Device, _ appearance: Appearance, traits: Traits = .standard, pageScale: Double,
                        x: Double, y: Double, width: Double, lines: Int = 1) -> [SceneNode] {
        let (name, details) = captionLines(device, appearance, traits: traits, pageScale: pageScale)
        let nameHeight = lines == 1 ? 20.0 : 38
        return [
            .text(TextNode(text: name, frame: CGRect(x: x, y: y, width: width, height: nameHeight), font: captionName,
                           color: Metrics.ink, numberOfLines: lines)),
            .text(TextNode(text: details, frame: CGRect(x: x, y: y + nameHeight + 1, width: width, height: 18 * Double(lines)),
                           font: captionDetails, color: Metrics.secondary, numberOfLines: lines)),
        ]
    }

    /// The caption's height with `lines` lines each (1 or 2), from its top, in points.
    static func captionHeight(lines: Int) -> Double { lines == 1 ? 39 : 75 }

    /// The bezel outline around a screen drawn in `content` (page points) at `scale`: its corners
    /// 28 pt round at 100 %, tighter as the screen is drawn smaller.
    static func bezel(around content: CGRect, scale: Double = 1) -> SceneNode {
        let b = Metrics.bezel
        return .shape(ShapeNode(frame: content.insetBy(dx: -b, dy: -b), kind: .rectangle(cornerRadius: b + 18 * scale, curve: .continuous),
                                stroke: Metrics.bezelColor, lineWidth: 1.5))
    }

    /// What lies past a screen's edge — what a swipe would bring in — faded under white.
    static func fade(_ frame: CGRect) -> SceneNode {
        .rect(RectNode(frame: frame, fill: RGBA(255, 255, 255, 0.62)))
    }

    /// `region` of `scene` (its points) drawn `scale` times as large with its top-left corner at
    /// `origin`, clipped to it over the scene's background. Nodes wholly outside the region are left out
    /// (shapes are kept: a shadow may reach in).
    static func place(_ scene: Scene, region: CGRect, at origin: CGPoint, scale: Double) -> [SceneNode] {
        let destination = CGRect(x: Double(origin.x), y: Double(origin.y), width: Double(region.width) * scale,
                                 height: Double(region.height) * scale)
        let (dx, dy) = (Double(origin.x) - Double(region.minX) * scale, Double(origin.y) - Double(region.minY) * scale)
        var nodes: [SceneNode] = [.clip(destination), .rect(RectNode(frame: destination, fill: scene.background))]
        for node in scene.nodes {
            switch node {
            case .rect(let r) where !r.frame.intersects(region): continue
            case .text(let t) where !t.frame.intersects(region): continue
            case .image(let i) where !i.frame.intersects(region): continue
            default: nodes.append(node.scaled(by: scale).offsetBy(dx: dx, dy: dy))
            }
        }
        nodes.append(.unclip)
        return nodes
    }

    /// A dashed red line across a screen where the first screenful ends, labelled.
    static func fold(x: Double, y: Double, width: Double, label: String) -> [SceneNode] {
        let red = RGBA(255, 59, 48)
        var nodes = stride(from: x, to: x + width, by: 12).map { start in
            SceneNode.rect(RectNode(frame: CGRect(x: start, y: y - 0.75, width: min(7, x + width - start), height: 1.5), fill: red))
        }
        nodes.append(.rect(RectNode(frame: CGRect(x: x + 6, y: y - 20, width: 112, height: 16), fill: RGBA(255, 255, 255, 0.9),
                                    cornerRadius: 4)))
        nodes.append(text(label, x: x + 10, y: y - 19, width: 104, height: 14, size: 11, weight: .semibold, color: red))
        return nodes
    }

    static func text(_ string: String, x: Double, y: Double, width: Double, height: Double, size: Double,
                     weight: FontWeight, color: RGBA) -> SceneNode {
        .text(TextNode(text: string, frame: CGRect(x: x, y: y, width: width, height: height),
                       font: FontSpec(size: size, weight: weight), color: color, numberOfLines: 1))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
