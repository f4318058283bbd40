import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

/// A design-review page: one screen on several devices side by side at one scale, so an iPad is drawn
/// as much larger than an iPhone as it is, each in a bezel outline and captioned with the device's
/// name, size in points, scale and appearance; the screen's title at the top, and a footer with the
/// date and the Layoutshot version. Never the wall clock: the date is the screen file's (or the one
/// given), so the page is the same bytes on every run.
///
/// On `paper` (default A3 landscape) the screens share the largest whole-percent scale that fits the
/// sheet (`PaperLayout`), text stays at print size, and carousels' off-screen cards are laid out in a
/// strip under each screen (`CarouselStrip`). With `paper` nil the page is sized to its content at
/// 1 pt of paper a point of device, carousels drawn past the screen's edge.
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
    /// The sheet the page is printed on, or nil for a page sized to its content at true scale.
    public var paper: Paper? = .standard
    /// Every card of every orthogonal section drawn (the default): on paper in a strip under the screen,
    /// else past the screen's edge; the part off screen faded.
    public var unrolled = true
    /// The whole scrollable height, with the fold (the device's height) marked. On paper the whole
    /// length is scaled to fit the sheet with the other screens.
    public var fullLength = false
    /// The redline overlay over each screen, or nil for none.
    public var overlay: Redlines?
    /// The traits each device shows the screen with, side by side (a column per device and traits):
    /// `[large, AX1, AX3]` lays one screen out across content sizes on a page. Default: the standard ones.
    public var traits: [Traits] = [.standard]
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

    /// One device's screen in one appearance, as drawn for the page.
    struct DrawnScreen {
        var screen: Screen
        var device: Device
        var appearance: Appearance
        /// The screen with its carousels unrolled past its edge (when `unrolled`) and its redlines.
        var scene: Scene
        /// The screen's own width (the device's, or a horizontal full-length screen's), in points:
        /// the scene past it is unrolled carousels.
        var width: Double
        /// The carousels' cards past the edge (empty unless `unrolled`).
        var carousels: [UnrolledCarousel]
    }

    /// The page as a scene in points.
    /// - Throws: the screen's errors when it cannot be laid out on a device; `HandoutError` when a
    ///   full-length screen is too long, or the devices do not fit on the paper.
    public func scene(measuringWith measurer: TextMeasurer) throws -> Scene {
        let rows = try appearances.map { appearance in
            try columns.map { column in
                try drawnScreen(column.screen, on: column.device, appearance: appearance, measuringWith: measurer)
            }
        }
        return try paper.map { try paperPage(rows, on: $0, measuringWith: measurer) } ?? fitPage(rows)
    }

    /// The page's columns: each device with each of `traits` (`Traits.apply`), devices outermost.
    var columns: [(screen: Screen, device: Device)] { Traits.apply(traits, to: screen, on: devices) }

    /// One screen through the pipeline (`ScreenDrawing`): vector measuring (the page is drawn at the
    /// paper's scale), full length, unrolled carousels and the overlay as the page asks.
    private func drawnScreen(_ screen: Screen, on device: Device, appearance: Appearance,
                             measuringWith measurer: TextMeasurer) throws -> DrawnScreen {
        var drawing = ScreenDrawing(screen, on: device, appearance: appearance)
        drawing.format = .pdf
        drawing.fullLength = fullLength
        drawing.unrolled = unrolled
        drawing.overlay = overlay
        let solved = try drawing.solve(measuringWith: measurer)
        let canvas = drawing.canvasSize(solved)
        guard max(canvas.width, canvas.height) <= maximumScreenLength else {
            throw HandoutError("on \(device.name) the full length is \(Int(max(canvas.width, canvas.height).rounded(.up))) pt, "
                               + "more than a page of at most \(Int(maximumScreenLength)) pt; draw fewer items, or raise --max-canvas")
        }
        let scene = try drawing.scene(solved, measuringWith: measurer)
        let carousels = unrolled ? drawing.unrolledCarousels(solved) : []
        return DrawnScreen(screen: screen, device: device, appearance: appearance, scene: scene, width: Double(canvas.width),
                           carousels: carousels)
    }

    /// The page sized to its content, 1 pt of paper a point of device: carousels past the screens' edges.
    private func fitPage(_ rows: [[DrawnScreen]]) -> Scene {
        typealias M = Metrics
        let columns = self.columns
        let columnWidths = columns.indices.map { d in rows.map { Double($0[d].scene.size.width) }.max() ?? columns[d].device.width }
        let rowHeights = rows.map { row in (row.map { Double($0.scene.size.height) }.max() ?? 0) + 2 * M.bezel + M.captionHeight }
        let width = 2 * M.margin + columnWidths.reduce(0) { $0 + $1 + 2 * M.bezel } + M.gap * Double(max(0, columns.count - 1))
        let height = M.margin + M.titleHeight + rowHeights.reduce(0, +) + M.gap * Double(max(0, appearances.count - 1))
            + M.footerHeight + M.margin
        let size = CGSize(width: width, height: height)
        var nodes = header(width: width, unrolled: rows.joined().contains { Double($0.scene.size.width) > $0.width })
        var y = M.margin + M.titleHeight
        for (row, drawn) in rows.enumerated() {
            var x = M.margin
            for (d, screen) in drawn.enumerated() {
                let device = screen.device
                let origin = CGPoint(x: x + M.bezel, y: y + M.bezel)
                let content = CGRect(origin: origin, size: CGSize(width: device.width, height: Double(screen.scene.size.height)))
                nodes.append(Self.bezel(around: content))
                nodes += screen.scene.placed(at: origin)
                if Double(screen.scene.size.width) > device.width {
                    nodes.append(Self.fade(CGRect(x: Double(content.maxX), y: Double(origin.y),
                                                  width: Double(screen.scene.size.width) - device.width, height: Double(content.height))))
                }
                if fullLength, Double(content.height) > device.height {
                    nodes += Self.fold(x: Double(origin.x), y: Double(origin.y) + device.height, width: Double(screen.scene.size.width),
                                       label: "fold · \(Self.number(device.height)) pt")
                }
                nodes += Self.caption(device, screen.appearance, traits: screen.screen.traits, pageScale: 1, x: x, y: Double(content.maxY) + M.bezel + 10,
                                      width: device.width + 2 * M.bezel)
                x += columnWidths[d] + 2 * M.bezel + M.gap
            }
            y += rowHeights[row] + M.gap
        }
        nodes.append(footer(size: size))
        return Scene(size: size, scale: 1, background: .white, nodes: nodes,
                     title: "\(screen.title) — Layoutshot handout", date: "\(date)T00:00:00Z")
    }

    /// The page on `paper`: every screen at the one scale that fits, its carousels' cards in a strip under it.
    private func paperPage(_ rows: [[DrawnScreen]], on paper: Paper, measuringWith measurer: TextMeasurer) throws -> Scene {
        typealias M = Metrics
        let size = paper.pageSize
        let layout = try PaperLayout(screens: rows, paper: size, measuringWith: measurer)
        let s = layout.scale
        let used = layout.columnWidths.reduce(0, +) + M.gap * Double(max(0, layout.columnWidths.count - 1))
        var nodes = header(width: Double(size.width), unrolled: layout.strips.contains { !$0.isEmpty })
        var y = M.margin + M.titleHeight
        for (row, drawn) in rows.enumerated() {
            var x = (Double(size.width) - used) / 2   // the columns centred between the margins
            for (d, screen) in drawn.enumerated() {
                let device = screen.device
                let region = CGRect(x: 0, y: 0, width: screen.width, height: Double(screen.scene.size.height))
                let origin = CGPoint(x: x + M.bezel, y: y + M.bezel)
                let content = CGRect(x: Double(origin.x), y: Double(origin.y), width: screen.width * s, height: Double(region.height) * s)
                nodes.append(Self.bezel(around: content, scale: s))
                nodes += Self.place(screen.scene, region: region, at: origin, scale: s)
                if fullLength, Double(region.height) > device.height {
                    nodes += Self.fold(x: Double(origin.x), y: Double(origin.y) + device.height * s, width: Double(content.width),
                                       label: "fold · \(Self.number(device.height)) pt")
                }
                let captionY = Double(content.maxY) + M.bezel + 10
                let lines = layout.captionLines[d]
                nodes += Self.caption(device, screen.appearance, traits: screen.screen.traits, pageScale: s, x: x, y: captionY,
                                      width: layout.columnWidths[d],
                                      lines: lines)
                let captionBottom = captionY + Self.captionHeight(lines: lines)
                nodes += layout.strips[d].nodes(from: screen.scene, at: CGPoint(x: x, y: captionBottom), scale: s,
                                                columnWidth: layout.columnWidths[d])
                x += layout.columnWidths[d] + M.gap
            }
            y += layout.rowHeights[row] + M.gap
        }
        nodes.append(footer(size: size))
        return Scene(size: size, scale: 1, background: .white, nodes: nodes,
                     title: "\(screen.title) — Layoutshot handout", date: "\(date)T00:00:00Z")
    }
}

/// Why a handout page cannot be made: one line.
public struct HandoutError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
