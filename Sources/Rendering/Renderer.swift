import CCairo
import CPangoCairo
import Foundation
import Scene

/// Draws a `Scene` to PNG, SVG or PDF bytes, deterministically: the same scene gives the same bytes,
/// in one process or across processes.
///
/// ```swift
/// var scene = Scene(size: CGSize(width: 100, height: 80), scale: 3, background: .white)
/// scene.nodes.append(.text(TextNode(text: "Hello", frame: CGRect(x: 8, y: 8, width: 84, height: 20),
///                                   font: FontSpec(size: 14, weight: .bold), color: .black)))
/// let png = try Renderer().render(scene, as: .png)   // 300×240 px
/// ```
///
/// A renderer holds no state; use one from any number of threads or tasks at once. Each render builds
/// its own cairo surface and Pango context on the calling thread.
public struct Renderer: Sendable {
    /// The largest canvas side in device pixels this renderer draws (16384 unless raised; the CLI's
    /// `--max-canvas`). A larger scene is refused with `RenderError.canvasTooLarge` before any pixel
    /// is allocated: 16384² RGBA is already 1 GiB.
    public var maximumCanvasSide = RenderError.maximumCanvasSide

    /// Activates the pinned fonts for the whole process (the first call does the work).
    /// - Throws: `RenderError.missingFonts` if a pinned font file is absent.
    public init() throws {
        try PinnedFonts.activate()
    }

    /// The whole file: PNG at `scene.size × scene.scale` pixels; SVG or PDF at `scene.size` points.
    /// - Throws: `RenderError.canvasTooLarge` (before allocating), `.missingGlyphs`, `.cairo` (also for an image
    ///   node whose PNG is missing, unreadable or not at an absolute path).
    public func render(_ scene: Scene, as format: OutputFormat) throws -> [UInt8] {
        let canvas = try Canvas(scene, maximumSide: maximumCanvasSide)
        switch format {
        case .png: return try renderPNG(scene, canvas)
        case .svg: return SVGNormalizer.normalize(try renderVector(scene, canvas, format: .svg))
        case .pdf: return try renderVector(scene, canvas, format: .pdf)
        }
    }

    /// One PDF of several pages, each page a scene at its own size in points (a handout: one screen
    /// a page). Metadata (title, dates) come from the first page's scene.
    /// - Throws: as `render(_:as:)`; `RenderError.cairo` for an empty list.
    public func renderPDF(pages: [Scene]) throws -> [UInt8] {
        _ = try pages.map { try Canvas($0, maximumSide: maximumCanvasSide) }   // every page checked before any is drawn
        return try renderPDF(pageCount: pages.count) { pages[$0] }
    }

    /// One PDF of `pageCount` pages, page `n` the scene `page(n)`, asked for one at a time and let go
    /// once drawn (a full-length board of a thousand pages holds one page's scene at a time).
    /// Metadata (title, dates) come from the first page's scene.
    ///
    /// ```swift
    /// let pdf = try renderer.renderPDF(pageCount: pages.count) { pages.page($0) }
    /// ```
    /// - Throws: as `render(_:as:)`, or what `page` throws; `RenderError.cairo` for no pages.
    public func renderPDF(pageCount: Int, page: (Int) throws -> Scene) throws -> [UInt8] {
        guard pageCount > 0 else { throw RenderError.cairo("a PDF needs at least one page") }
        let first = try page(0)
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            let firstCanvas = try Canvas(first, maximumSide: maximumCanvasSide)
            let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, Double(firstCanvas.points.width),
                                                              Double(firstCanvas.points.height))
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface))
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, first.date)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, first.date)
            if !first.title.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, first.title) }
            for index in 0..<pageCount {
                let scene = index == 0 ? first : try page(index)
                let canvas = index == 0 ? firstCanvas : try Canvas(scene, maximumSide: maximumCanvasSide)
                cairo_pdf_surface_set_size(surface, Double(canvas.points.width), Double(canvas.points.height))
                try draw(scene, on: surface, scale: 1, canvas: canvas)
                cairo_surface_show_page(surface)
            }
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
        }
        return sink.bytes
    }

    /// Draws and encodes at once: each PNG piece is deflated on another core as soon as no node left
    /// to draw paints its rows (`PieceSchedule`).
    private func renderPNG(_ scene: Scene, _ canvas: Canvas) throws -> [UInt8] {
        let surface = try RasterSurface(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let pieces = try PNGPieces(surface, level: PNGEncoder.compressionLevel)
        try draw(scene, on: surface.raw, scale: canvas.scale, canvas: canvas, pieces: pieces)
        return try pieces.finish()
    }

    /// The scene drawn on a new ARGB32 surface of `scene.size × scene.scale` pixels, not yet encoded
    /// (to time or compare the PNG writers; `render(_:as:)` draws and encodes at once).
    /// - Throws: as `render(_:as:)`.
    public func rasterize(_ scene: Scene) throws -> RasterSurface {
        try rasterize(scene, Canvas(scene, maximumSide: maximumCanvasSide))
    }

    private func rasterize(_ scene: Scene, _ canvas: Canvas) throws -> RasterSurface {
        let surface = try RasterSurface(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try draw(scene, on: surface.raw, scale: canvas.scale, canvas: canvas)
        return surface
    }

    private func renderVector(_ scene: Scene, _ canvas: Canvas, format: OutputFormat) throws -> [UInt8] {
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            let (width, height) = (Double(canvas.points.width), Double(canvas.points.height))
            let surface = format == .svg
                ? cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
                : cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
            defer { cairo_surface_destroy(surface) }
            try check(cairo_surface_status(surface))
            if format == .svg {
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)   // 1 iOS point = 1 CSS pixel, as design tools read it
            } else {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, scene.date)
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, scene.date)
                if !scene.title.isEmpty {
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, scene.title)
                }
            }
            try draw(scene, on: surface, scale: 1, canvas: canvas)
            cairo_surface_finish(surface)
            try check(cairo_surface_status(surface))
        }
        return sink.bytes
    }

    /// Paints the background over the whole canvas, then every node in order. `scale` is surface units
    /// per point (the canvas scale for PNG, 1 for SVG and PDF). With `pieces` (PNG), starts deflating
    /// each piece of the image as soon as it is final.
    private func draw(_ scene: Scene, on surface: OpaquePointer?, scale: Double, canvas: Canvas,
                      pieces: PNGPieces? = nil) throws {
        let typesetter = try Typesetter()
        let images = ImageCache()
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        guard let cr else { throw RenderError.cairo(cairoMessage(CAIRO_STATUS_NO_MEMORY)) }
        try check(cairo_status(cr))
        cairo_scale(cr, scale, scale)
        typesetter.attach(to: cr)
        let target = PaintTarget(cr: cr, surfaceScale: scale, pixelScale: canvas.scale, canvas: canvas.points)
        let background = scene.background
        if background.alpha > 0 {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        let schedule = pieces.map { PieceSchedule(scene, scale: scale, pieces: $0) }
        schedule?.drawn(-1, on: surface)
        var clips = 0
        for (index, node) in scene.nodes.enumerated() {
            defer { schedule?.drawn(index, on: surface) }
            switch node {
            case .rect(let rect): ShapePainter.fill(rect, on: cr)
            case .text(let text): try draw(text, with: typesetter, on: cr, clippedBy: schedule, canvas: canvas)
            case .shape(let shape): ShapeNodePainter.draw(shape, on: target)
            case .image(let image): try ImagePainter.draw(image, on: target, cache: images)
            case .clip(let rect):
                cairo_save(cr)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cr)
                clips += 1
            case .unclip:
                guard clips > 0 else { continue }   // an unpaired unclip must not pop the scale
                cairo_restore(cr)
                clips -= 1
            }
        }
        for _ in 0..<clips { cairo_restore(cr) }
        try check(cairo_status(cr))
        cairo_surface_flush(surface)
    }

    /// Draws a label; while PNG pieces are deflated early, clipped to the rows the schedule reserved
    /// for it (no glyph can reach a piece already handed over).
    private func draw(_ text: TextNode, with typesetter: Typesetter, on cr: OpaquePointer,
                      clippedBy schedule: PieceSchedule?, canvas: Canvas) throws {
        guard let rows = schedule?.textClip(text) else { return try typesetter.draw(text, on: cr) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let width = Double(canvas.points.width)
        cairo_rectangle(cr, -width, rows.lowerBound, 3 * width, rows.upperBound - rows.lowerBound)
        cairo_clip(cr)
        try typesetter.draw(text, on: cr)
    }

    private func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(cairoMessage(status)) }
    }
}
