/// The file formats `Renderer.render(_:as:)` writes.
///
/// ```swift
/// for format in OutputFormat.allCases { print(format.rawValue) }   // png, svg, pdf
/// ```
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Raster, `scene.size × scene.scale` pixels, RGBA.
    case png
    /// Vector, `scene.size` points; text as glyph outlines.
    case svg
    /// Vector, one page of `scene.size` points; fonts embedded as subsets.
    case pdf
}
