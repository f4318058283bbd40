import Foundation
import Rendering
import ScreenSpec

/// `--max-canvas PX` and `--max-elements N`: the resource caps, for every command that reads screens
/// or draws. Runaway input is refused before anything large is allocated, with an error that names
/// the limit and this flag (README "Robustness").
///
/// ```swift
/// let limits = try LimitOptions(args)          // --max-canvas 20000
/// let renderer = try limits.renderer()         // draws canvases up to 20000 px a side
/// ```
struct LimitOptions {
    static let names: Set<String> = ["--max-canvas", "--max-elements"]

    static let help = """
        --max-canvas PX       the largest canvas side in device pixels (default 16384, at most 32767,
                              cairo's limit); each pixel costs 4 bytes while drawing
        --max-elements N      the most JSON values in a screen file and items in a screen
                              (default 10000000)
        """

    /// Device pixels on a side of any canvas drawn.
    var canvasSide = RenderError.maximumCanvasSide
    /// JSON values in a screen file, items in a screen, items a layout lays out.
    var elements = Screen.defaultMaximumElements

    init() {}

    init(_ args: Arguments) throws {
        if let text = try args.value("--max-canvas") {
            guard let n = Int(text), (1...32767).contains(n) else {
                throw CLIError("--max-canvas must be a whole number of pixels from 1 to 32767, got '\(text)'")
            }
            canvasSide = n
        }
        if let text = try args.value("--max-elements") {
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

    /// The most tiles a full-length PNG is cut into: 64 × 16384 px is over a million pixels of
    /// scrolling, five thousand phone screens.
    static let maximumTiles = 64

    /// Checks a full-length canvas of `size` points at `scale` before its scene is built: a PNG may be
    /// cut into at most `maximumTiles` tiles of `canvasSide` px; SVG and PDF are one page of at most
    /// `canvasSide` pt.
    func checkFullLength(_ size: CGSize, scale: Double, vector: Bool, describing name: String) throws {
        let length = Double(max(size.width, size.height)) * (vector ? 1 : scale)
        let limit = Double(canvasSide) * (vector ? 1 : Double(Self.maximumTiles))
        guard length > limit else { return }
        let unit = vector ? "pt" : "px"
        let what = vector ? "one page of at most \(canvasSide) pt" : "\(Self.maximumTiles) tiles of \(canvasSide) px"
        throw CLIError("\(name): the full length is \(Self.pixels(length.rounded(.up))) \(unit), more than \(what); "
                       + (vector ? "draw fewer items" : "draw fewer items or a lower scale") + ", or raise --max-canvas")
    }

    /// A number as a person writes it: 393, 2.5, 1e+12.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    private static func pixels(_ value: Double) -> String { value < 1e9 ? "\(Int(value))" : "over 10⁹" }
}
