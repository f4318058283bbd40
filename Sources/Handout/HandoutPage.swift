import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec

/// A design-review page: one screen on several devices side by side at one scale (1 pt of the device
/// is 1 pt of paper, so an iPad is drawn as much larger than an iPhone as it is), each in a bezel
/// outline and captioned with the device's name, size in points, scale and appearance; the screen's
/// title at the top, and a footer with the date and the Layoutshot version. Never the wall clock: the
/// date is the screen file's (or the one given), so the page is the same bytes on every run.
///
/// ```swift
/// let devices = ["iphone-se", "iphone-15", "ipad-pro-11"].compactMap(Device.preset(named:))
/// let page = try HandoutPage(screen: screen, devices: devices, appearances: [.light],
///                            date: screen.date, version: "0.1.0").scene(measuringWith: measurer)
/// let pdf = try Renderer().renderPDF(pages: [page])
/// ```
/// Appearances are rows: light above dark.
public struct HandoutPage {
    public var screen: Screen
    public var devices: [Device]
    public var appearances: [Appearance]
    /// `YYYY-MM-DD`.
    public var date: String
    public var version: String
    /// Orthogonal sections drawn past the screen's edge, the part off screen faded (the default).
    public var unrolled = true
    /// The whole scrollable height, with the fold (the device's height) marked.
    public var fullLength = false
    /// The redline overlay over each screen, or nil for none.
    public var overlay: Redlines?
    /// The longest screen drawn, in points (the CLI's `--max-canvas`): a full-length screen longer than
    /// this is refused after its layout is solved and before its scene is built.
    public var maximumScreenLength = 16384.0

    public init(screen: Screen, devices: [Device], appearances: [Appearance], date: String, version: String) {
        self.screen = screen; self.devices = devices; self.appearances = appearances; self.date = date; self.version = version
    }

    /// Page metrics, in points.
    enum Metrics {
        static let margin = 48.0
        static let gap = 48.0
        static let bezel = 10.0
        static let titleHeight = 64.0
        static let captionHeight = 52.0
        static let footerHeight = 28.0
        static let ink = RGBA(28, 28, 30)
        static let secondary = RGBA(99, 99, 102)
        static let bezelColor = RGBA(174, 174, 178)
    }

    /// The page as a scene in points.
    /// - Throws: the screen's errors when it cannot be laid out on a device.
    public func scene(measuringWith measurer: TextMeasurer) throws -> Scene {
        typealias M = Metrics
        // Every device's screen in every appearance, drawn first: their sizes set the page's.
        let rows = try appearances.map { appearance in
            try devices.map { device -> Scene in
                let solved = try screen.solve(on: device, measuringWith: measurer, recordingGroupFrames: overlay != nil)
                let canvas = SceneBuilder.canvasSize(for: screen, solved: solved, device: device, fullLength: fullLength)
                guard max(canvas.width, canvas.height) <= maximumScreenLength else {
                    throw HandoutError("on \(device.name) the full length is \(Int(max(canvas.width, canvas.height).rounded(.up))) pt, "
                                       + "more than a page of at most \(Int(maximumScreenLength)) pt; draw fewer items, or raise --max-canvas")
                }
                var scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: appearance,
                                               fullLength: fullLength, unrolled: unrolled, measuringWith: measurer)
                if let overlay {
                    let offset = SceneBuilder.contentOffset(.rest, viewport: screen.viewport(on: device), direction: screen.scrollDirection)
                    scene.nodes += overlay.drawing(for: solved, origin: CGPoint(x: -offset.x, y: -offset.y),
                                                   canvas: CGRect(origin: .zero, size: scene.size), measuringWith: measurer).nodes
                }
                return scene
            }
        }
        let columnWidths = devices.indices.map { d in rows.map { Double($0[d].size.width) }.max() ?? devices[d].width }
        let rowHeights = rows.map { row in (row.map { Double($0.size.height) }.max() ?? 0) + 2 * M.bezel + M.captionHeight }
        let width = 2 * M.margin + columnWidths.reduce(0) { $0 + $1 + 2 * M.bezel } + M.gap * Double(max(0, devices.count - 1))
        let height = M.margin + M.titleHeight + rowHeights.reduce(0, +) + M.gap * Double(max(0, appearances.count - 1))
            + M.footerHeight + M.margin
        var modes = [appearances.map(\.rawValue).joined(separator: " and ")]
        if rows.joined().contains(where: { $0.size.width > CGFloat(devices.map(\.width).max() ?? 0) }) {
            modes.append("carousels unrolled")
        }
        if fullLength { modes.append("full length") }
        if let overlay { modes.append("redlines (\(overlay.density.rawValue) density)") }
        var nodes: [SceneNode] = [
            text(screen.title, x: M.margin, y: M.margin, width: width - 2 * M.margin, height: 34, size: 28, weight: .bold, color: M.ink),
            text("\(screen.name) · \(devices.count) device\(devices.count == 1 ? "" : "s") · \(modes.joined(separator: " · "))",
                 x: M.margin, y: M.margin + 36, width: width - 2 * M.margin, height: 18, size: 13, weight: .regular, color: M.secondary),
        ]
        var y = M.margin + M.titleHeight
        for (row, appearance) in zip(rows.indices, appearances) {
            var x = M.margin
            for (d, device) in devices.enumerated() {
                let screenScene = rows[row][d]
                let origin = CGPoint(x: x + M.bezel, y: y + M.bezel)
                let content = CGSize(width: device.width, height: Double(screenScene.size.height))
                let outline = CGRect(x: x, y: y, width: content.width + 2 * M.bezel, height: content.height + 2 * M.bezel)
                nodes.append(.shape(ShapeNode(frame: outline, kind: .rectangle(cornerRadius: 28, curve: .continuous),
                                              stroke: M.bezelColor, lineWidth: 1.5)))
                nodes += screenScene.placed(at: origin)
                if Double(screenScene.size.width) > device.width {
                    // Past the screen's edge: what a swipe would bring in, faded.
                    nodes.append(.rect(RectNode(frame: CGRect(x: Double(origin.x) + device.width, y: Double(origin.y),
                                                              width: Double(screenScene.size.width) - device.width,
                                                              height: content.height),
                                                fill: RGBA(255, 255, 255, 0.62))))
                }
                if fullLength, content.height > device.height {
                    nodes += fold(x: Double(origin.x), y: Double(origin.y) + device.height, width: Double(screenScene.size.width),
                                  label: "fold · \(number(device.height)) pt")
                }
                let captionY = outline.maxY + 10
                nodes.append(text(device.displayName, x: x, y: captionY, width: outline.width, height: 20, size: 15, weight: .semibold,
                                  color: M.ink))
                nodes.append(text("\(number(device.width)) × \(number(device.height)) pt @\(number(device.scale))x · \(appearance.rawValue)",
                                  x: x, y: captionY + 21, width: outline.width, height: 18, size: 13, weight: .regular, color: M.secondary))
                x += columnWidths[d] + 2 * M.bezel + M.gap
            }
            y += rowHeights[row] + M.gap
        }
        nodes.append(text("\(date) · Layoutshot \(version)", x: M.margin, y: height - M.margin - 18, width: width - 2 * M.margin,
                          height: 18, size: 11, weight: .regular, color: M.secondary))
        return Scene(size: CGSize(width: width, height: height), scale: 1, background: .white, nodes: nodes,
                     title: "\(screen.title) — Layoutshot handout", date: "\(date)T00:00:00Z")
    }

    /// A dashed red line across the screen where the first screenful ends, labelled.
    private func fold(x: Double, y: Double, width: Double, label: String) -> [SceneNode] {
        let red = RGBA(255, 59, 48)
        var nodes = stride(from: x, to: x + width, by: 12).map { start in
            SceneNode.rect(RectNode(frame: CGRect(x: start, y: y - 0.75, width: min(7, x + width - start), height: 1.5), fill: red))
        }
        nodes.append(.rect(RectNode(frame: CGRect(x: x + 6, y: y - 20, width: 112, height: 16), fill: RGBA(255, 255, 255, 0.9),
                                    cornerRadius: 4)))
        nodes.append(text(label, x: x + 10, y: y - 19, width: 104, height: 14, size: 11, weight: .semibold, color: red))
        return nodes
    }

    private func text(_ string: String, x: Double, y: Double, width: Double, height: Double, size: Double,
                      weight: FontWeight, color: RGBA) -> SceneNode {
        .text(TextNode(text: string, frame: CGRect(x: x, y: y, width: width, height: height),
                       font: FontSpec(size: size, weight: weight), color: color, numberOfLines: 1))
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Why a handout page cannot be made: one line.
public struct HandoutError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
