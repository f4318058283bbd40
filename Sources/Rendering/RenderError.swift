/// Why a render failed. Every `description` is one line that says what to do about it.
///
/// ```swift
/// do { _ = try Renderer().render(scene, as: .png) }
/// catch let error as RenderError { print(error) }   // "text "x😀" has characters no pinned font covers: U+1F600; …"
/// ```
public enum RenderError: Error, CustomStringConvertible {
    /// These pinned font files are absent (or fontconfig could not load them).
    case missingFonts([String])
    /// `text` contains characters that neither pinned font has a glyph for (`U+XXXX` each); drawing
    /// it would show boxes.
    case missingGlyphs(text: String, characters: [String])
    /// The canvas, in device pixels, exceeds `limit` (`Renderer.maximumCanvasSide`, 16384 unless
    /// raised) on a side; refused before anything is allocated.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo reported an error status (its message), or the scene asked for something Cairo cannot do,
    /// such as an image node whose PNG is missing or unreadable (`cannot read image <path>: <reason>`).
    case cairo(String)
    /// Bytes that are not a PNG libpng can read (libpng's reason), or an image over
    /// `RasterImage.maximumPixels`.
    case unreadablePNG(String)

    /// The largest canvas side, in device pixels, that `Renderer` accepts unless told otherwise
    /// (`Renderer.maximumCanvasSide`; the CLI's `--max-canvas`).
    public static let maximumCanvasSide = 16384

    public var description: String {
        switch self {
        case .missingFonts(let files):
            "pinned font files missing: \(files.joined(separator: ", ")); install fonts-inter fonts-noto-cjk "
                + "(apt-get install fonts-inter fonts-noto-cjk)"
        case .missingGlyphs(let text, let characters):
            "text \(Self.quoted(text)) has characters no pinned font covers: \(characters.joined(separator: ", ")); "
                + "remove or replace them (the pinned fonts are Inter and Noto Sans CJK KR)"
        case .canvasTooLarge(let width, let height, let limit):
            "canvas \(width)×\(height) px is over the \(limit) px limit on a side; reduce the size or scale, "
                + "or raise the limit with --max-canvas \(max(width, height))"
        case .cairo(let message):
            "cairo error: \(message); check the scene's canvas size, scale, frames, font sizes and image files"
        case .unreadablePNG(let reason):
            "not a readable PNG: \(reason)"
        }
    }

    /// `text` in quotes with newlines escaped, cut to 80 characters, so the message stays one line.
    private static func quoted(_ text: String) -> String {
        let short = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return short.debugDescription
    }
}
