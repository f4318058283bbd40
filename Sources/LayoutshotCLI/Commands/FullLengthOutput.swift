import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

/// `render --full-length`: the whole scrollable content, cut along the scroll axis.
/// - PNG: tiles of `--max-canvas` device pixels (`<name>-1.png`, `-2.png`, …), drawn one at a time so
///   only the compressed bytes are kept.
/// - PDF: one document of pages `--page-length` points long (default: the device's screen, 852 pt on
///   an iPhone 15), each over a foot `page 3 of 1174 · content y 1704–2556 pt`; SVG: the same pages,
///   one file each (`<name>-1.svg`, …). A screen no longer than a page stays one page without a foot,
///   exactly as before.
///
/// ```swift
/// let output = try FullLengthOutput(args, format: .pdf, limits: limits)
/// files += try output.files(of: scene, vertical: true, device: device, path: "output/board-iphone-15.pdf", renderer: renderer)
/// ```
struct FullLengthOutput {
    static let fullLength = Option("--full-length", help: """
        draw the whole scrollable content, not just the first screenful; a PNG
        longer than --max-canvas (16384 px) is split into numbered tiles
        (<name>-1.png, …); a PDF longer than a page is a document of pages
        (--page-length, default the device's screen) and an SVG one file a
        page (<name>-1.svg, …); in all at most --max-pixels
        """)
    static let pageLength = Option("--page-length", "PT", help: """
        with --full-length, SVG and PDF: points of content a page (default the
        device's screen, 852 on an iPhone 15); each page has a 24-pt foot below,
        'page 3 of 1174 · content y 1704–2556 pt'
        """)
    static let all = [fullLength, pageLength, LimitOptions.maxPixels]

    let format: OutputFormat
    /// Points of content a page, or nil for the device's screen length.
    let pageLength: Double?
    let tilePixels: Int

    init(_ args: Arguments, format: OutputFormat, limits: LimitOptions) throws {
        self.format = format
        tilePixels = limits.canvasSide
        guard let text = try args.value(Self.pageLength) else { pageLength = nil; return }
        guard args.flag(Self.fullLength), format != .png else {
            throw CLIError("--page-length needs --full-length and --format svg or pdf")
        }
        let longest = Double(limits.canvasSide) - ScenePages.footHeight
        guard let points = Double(text), points.isFinite, points >= 100, points <= longest else {
            throw CLIError("--page-length must be a number of points from 100 to \(LimitOptions.number(longest)), got '\(text)'")
        }
        pageLength = points
    }

    /// The files for one full-length `scene`: `path` itself when it fits one tile or page, else
    /// `path` numbered (`board-1.png`, …), or one PDF of pages.
    func files(of scene: Scene, vertical: Bool, device: Device, path: String,
               renderer: Renderer) throws -> [(path: String, bytes: [UInt8])] {
        if format == .png {
            let tiles = SceneCuts(scene, vertical: vertical, tilePixels: tilePixels)
            return try (0..<tiles.count).map { n in
                (Self.path(path, number: n, of: tiles.count), try renderer.render(tiles.scene(n), as: .png))
            }
        }
        let scene = ScreenDrawing.scene(scene, in: format)
        let length = pageLength ?? (vertical ? device.height : device.width)
        let cuts = SceneCuts(scene, vertical: vertical, length: length)
        guard cuts.count > 1 else { return [(path, try renderer.render(scene, as: format))] }
        let pages = ScenePages(cuts)
        if format == .pdf { return [(path, try renderer.renderPDF(pageCount: pages.count, page: pages.page))] }
        return try (0..<pages.count).map { n in (Self.path(path, number: n, of: pages.count), try renderer.render(pages.page(n), as: format)) }
    }

    /// `output/board.png` for one part, else `output/board-<n + 1>.png`.
    static func path(_ path: String, number: Int, of count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        return String(path.dropLast(ext.count + 1)) + "-\(number + 1).\(ext)"
    }
}
