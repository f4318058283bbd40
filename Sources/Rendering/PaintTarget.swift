import CCairo
import CPangoCairo
import Foundation

/// Where nodes are painted: a cairo context whose user space is scene points (top-left origin),
/// and how those points map to pixels.
struct PaintTarget {
    /// The `cairo_t*`, user space in points.
    let cr: OpaquePointer
    /// Output-surface units per point: the scene scale for PNG, 1 for SVG and PDF (whose unit is the point).
    let surfaceScale: Double
    /// Device pixels per point (`Scene.scale`): the resolution of raster intermediates such as shadow masks,
    /// in every format, so a vector file embeds the same mask a PNG uses.
    let pixelScale: Double
    /// The canvas in points.
    let canvas: CGSize
}
