import CollectionLayout
import Foundation
import Rendering
import ScreenSpec

/// `--max-canvas PX`, `--max-pixels N` and `--max-elements N`: the resource caps, for every command that reads screens
/// or draws. Runaway input is refused before anything large is allocated, with an error that names
/// the limit and this flag (README "Robustness").
///
/// ```swift
/// let limits = try LimitOptions(args)          // --max-canvas 20000
/// let renderer = try limits.renderer()         // draws canvases up to 20000 px a side
/// ```
struct LimitOptions {
    static let maxCanvas = Option("--max-canvas", "PX", help: """
        the largest canvas side in device pixels (default 16384, at most 32767,
        cairo's limit); each pixel costs 4 bytes while drawing
        """)
    static let maxElements = Option("--max-elements", "N", help: """
        the most JSON values in a screen file and items in a screen
        (default 10000000)
        """)
    /// The cap only `render --full-length` has (listed with `FullLengthOutput`'s options).
    static let maxPixels = Option("--max-pixels", "N", help: """
        the most pixels in a --full-length image, all its tiles together
        (default 4294967296, 2^32: 3.6 million px long at 1179 px wide, an
        iPhone 15 at @3x); SVG and PDF count a pixel a point, feet not included
        """)
    /// The caps every command that reads screens or draws takes.
    static let all = [maxCanvas, maxElements]

    /// Device pixels on a side of any canvas drawn.
    var canvasSide = RenderError.maximumCanvasSide
    /// Pixels of a full-length image in all (its tiles together; a pixel a point for SVG and PDF pages).
    var fullLengthPixels = Self.defaultFullLengthPixels
    /// JSON values in a screen file, items in a screen, items a layout lays out.
    var elements = Screen.defaultMaximumElements

    init() {}

    init(_ args: Arguments) throws {
        if let text = try args.value(Self.maxCanvas) {
            guard let n = Int(text), (1...32767).contains(n) else {
                throw CLIError("--max-canvas must be a whole number of pixels from 1 to 32767, got '\(text)'")
            }
            canvasSide = n
        }
        if let text = try args.value(Self.maxPixels) {
            guard let n = Int(text), (1...Self.largestFullLengthPixels).contains(n) else {
                throw CLIError("--max-pixels must be a whole number from 1 to \(Self.largestFullLengthPixels), got '\(text)'")
            }
            fullLengthPixels = n
        }
        if let text = try args.value(Self.maxElements) {
            guard let n = Int(text), (1...1_000_000_000).contains(n) else {
                throw CLIError("--max-elements must be a whole number from 1 to 1000000000, got '\(text)'")
            }
            elements = n
        }
    }

    /// A renderer that draws canvases up to `canvasSide`.
    func renderer() throws -> Renderer {
        var renderer = try Renderer()
        renderer.maximumCanvasSide = canvasSide
        return renderer
    }

    /// Checks a device's canvas, `width × height` points at `scale`, before anything is laid out.
    func checkCanvas(width: Double, height: Double, scale: Double, describing name: String) throws {
        let (w, h) = ((width * scale).rounded(), (height * scale).rounded())
        guard w <= Double(canvasSide), h <= Double(canvasSide) else {
            let needed = max(w, h) < 1e9 ? "--max-canvas \(Int(max(w, h)))" : "--max-canvas"
            throw CLIError("\(name) is \(Self.pixels(w))×\(Self.pixels(h)) px, over the \(canvasSide) px limit on a side; "
                           + "lower the scale or raise the limit with \(needed)")
        }
    }

    /// The default `fullLengthPixels`, 2³²: a 1 000 000-pt board is 1179 × 3 000 279 px (3.5 × 10⁹) on
    /// an iPhone 15 at @3x — 184 tiles, 126 MB of PNG, drawn in 29 s with 237 MB at peak — and at a pixel
    /// a point 10 900 000 pt of iPhone 15 content, 12 800 PDF pages.
    static let defaultFullLengthPixels = 1 << 32
    /// The highest `--max-pixels` (2⁴⁰).
    static let largestFullLengthPixels = 1 << 40

    /// Checks a full-length canvas of `size` points at `scale` before its scene is built: its pixels in
    /// all — device pixels for a PNG, however many tiles it takes; a pixel a point for SVG and PDF
    /// pages — must be at most `fullLengthPixels`.
    ///
    /// ```swift
    /// try limits.checkFullLength(CGSize(width: 393, height: 1_000_093), scale: 3, vector: false, describing: "board")
    /// // board: the full length is 1179×3000279 px, 3537328941 px in all, ... (only past --max-pixels)
    /// ```
    func checkFullLength(_ size: CGSize, scale: Double, vector: Bool, describing name: String) throws {
        let perPoint = vector ? 1 : scale
        let (w, h) = ((Double(size.width) * perPoint).rounded(.up), (Double(size.height) * perPoint).rounded(.up))
        let total = w * h
        guard total > Double(fullLengthPixels) else { return }
        let sides = vector ? "\(Self.pixels(Double(size.width).rounded(.up)))×\(Self.pixels(Double(size.height).rounded(.up))) pt"
                           : "\(Self.pixels(w))×\(Self.pixels(h)) px"
        let needed = total <= Double(Self.largestFullLengthPixels) ? "--max-pixels \(Int(total))" : "--max-pixels"
        throw CLIError("\(name): the full length is \(sides), \(Self.pixels(total)) px in all\(vector ? " at a pixel a point" : ""), "
                       + "over the limit of \(fullLengthPixels) px; " + (vector ? "draw fewer items" : "draw fewer items or a lower scale")
                       + ", or raise the limit with \(needed)")
    }

    /// A number as a person writes it: 393, 2.5, 1e+12.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    private static func pixels(_ value: Double) -> String { value < 1e15 ? "\(Int(value))" : "over 10¹⁵" }
}
