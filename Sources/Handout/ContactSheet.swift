import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

/// Every screen × device × appearance on as few pages as fit: thumbnails at one scale (so devices keep
/// their relative sizes), packed in reading order into rows and rows into pages of `paper` (default A3
/// landscape), each captioned; an index page first lists every screen with the pages it is on.
///
/// ```swift
/// let pages = try ContactSheet(screens: screens, devices: devices, appearances: [.light, .dark],
///                              date: "2026-11-30", version: "0.1.0").pages(measuringWith: measurer)
/// let pdf = try Renderer().renderPDF(pages: pages)
/// ```
public struct ContactSheet {
    public var screens: [Screen]
    public var devices: [Device]
    public var appearances: [Appearance]
    public var date: String
    public var version: String
    /// Points of paper per point of device: 0.25 puts an 11″ iPad and its caption twice on an A3 page.
    public var scale = 0.25

    /// The sheet the pages are printed on.
    public var paper = Paper.standard
    static let margin = 36.0, header = 40.0, gap = 16.0, caption = 30.0

    /// Each screen × device × appearance is drawn with each of these (`Traits.apply`).
    public var traits: [Traits] = [.standard]

    public init(screens: [Screen], devices: [Device], appearances: [Appearance], date: String, version: String) {
        self.screens = screens; self.devices = devices; self.appearances = appearances; self.date = date; self.version = version
    }

    /// The index page, then the sheets.
    /// - Throws: a screen's errors when it cannot be laid out on a device.
    public func pages(measuringWith measurer: TextMeasurer) throws -> [Scene] {
        let pageSize = paper.pageSize
        let (width, height) = (Double(pageSize.width), Double(pageSize.height))
        let top = Self.margin + Self.header
        var sheets: [[SceneNode]] = [[]]
        var onPages: [String: [Int]] = [:]
        var x = Self.margin, y = top, rowHeight = 0.0
        for (screen, device) in screens.flatMap({ Traits.apply(traits, to: $0, on: devices) }) {
            var drawing = ScreenDrawing(screen, on: device)
            drawing.format = .pdf                                   // thumbnails at the paper's scale: text in points
            let solved = try drawing.solve(measuringWith: measurer)   // once for both appearances
            for appearance in appearances {
                drawing.appearance = appearance
                let scene = try drawing.scene(solved, measuringWith: measurer)
                let tile = CGSize(width: device.width * scale, height: device.height * scale + Self.caption)
                if x + Double(tile.width) > width - Self.margin, x > Self.margin {   // next row
                    x = Self.margin; y += rowHeight + Self.gap; rowHeight = 0
                }
                if y + Double(tile.height) > height - Self.margin, y > top {        // next page
                    sheets.append([]); x = Self.margin; y = top; rowHeight = 0
                }
                sheets[sheets.count - 1] += scene.placed(at: CGPoint(x: x, y: y), scale: scale)
                sheets[sheets.count - 1].append(.shape(ShapeNode(frame: CGRect(x: x, y: y, width: device.width * scale,
                                                                               height: device.height * scale),
                                                                 stroke: RGBA(174, 174, 178), lineWidth: 0.5)))
                let captionY = y + device.height * scale + 4
                sheets[sheets.count - 1].append(label(screen.name, x: x, y: captionY, width: Double(tile.width), size: 9, bold: true))
                let traits = screen.traits == .standard ? "" : " · " + screen.traits.title
                sheets[sheets.count - 1].append(label("\(device.name) · \(appearance.rawValue)\(traits)", x: x, y: captionY + 12,
                                                      width: Double(tile.width), size: 8, bold: false))
                let page = sheets.count + 1   // the index is page 1
                if onPages[screen.name]?.last != page { onPages[screen.name, default: []].append(page) }
                x += Double(tile.width) + Self.gap
                rowHeight = max(rowHeight, Double(tile.height))
            }
        }
        let total = sheets.count + 1
        var index: [SceneNode] = [
            label("Layoutshot contact sheet", x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, size: 28, bold: true),
            label("\(screens.count) screens × \(devices.count) devices × \(appearances.map(\.rawValue).joined(separator: " and ")) · "
                  + "thumbnails at \(Int(scale * 100)) % · \(total) pages", x: Self.margin, y: Self.margin + 36,
                  width: width - 2 * Self.margin, size: 13, bold: false),
        ]
        for (i, screen) in screens.enumerated() {
            let pages = (onPages[screen.name] ?? []).map(String.init).joined(separator: ", ")
            index.append(label("\(screen.title) (\(screen.name)) — page\(pages.contains(",") ? "s" : "") \(pages)",
                               x: Self.margin, y: Self.margin + 80 + Double(i) * 22, width: width - 2 * Self.margin, size: 14, bold: false))
        }
        let scenes = [index] + sheets
        return scenes.enumerated().map { number, nodes in
            var all = nodes
            if number > 0 {
                all.append(label("Contact sheet — page \(number + 1) of \(total)", x: Self.margin, y: Self.margin,
                                 width: width - 2 * Self.margin, size: 14, bold: true))
            }
            all.append(label("\(date) · Layoutshot \(version)", x: Self.margin, y: height - Self.margin + 8, width: width - 2 * Self.margin,
                             size: 9, bold: false))
            return Scene(size: pageSize, scale: 1, background: .white, nodes: all,
                         title: "Layoutshot contact sheet", date: "\(date)T00:00:00Z")
        }
    }

    private func label(_ text: String, x: Double, y: Double, width: Double, size: Double, bold: Bool) -> SceneNode {
        .text(TextNode(text: text, frame: CGRect(x: x, y: y, width: width, height: size * 1.4),
                       font: FontSpec(size: size, weight: bold ? .semibold : .regular),
                       color: bold ? RGBA(28, 28, 30) : RGBA(99, 99, 102), numberOfLines: 1))
    }
}
