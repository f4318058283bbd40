import CCairo
import CPangoCairo
import Foundation
import Scene

/// Lays out and draws `TextNode`s with Pango, like `UILabel`.
///
/// One typesetter serves one render or one measurer, on one thread at a time (any thread): its
/// `PangoContext` comes from a font map it borrows from `FontMapPool` for its lifetime, so nothing
/// Pango owns is used by two threads at once. The font options make metrics identical at every
/// scale and on every surface type.
final class Typesetter {
    /// The `PangoContext` of the pinned fonts, owned.
    let context: OpaquePointer
    /// The font map `context` was made from, borrowed from `FontMapPool.shared`.
    private let fontMap: FontMapPool.Loan
    /// The context of the app's registered fonts (`AppFonts`), made the first time a font names one;
    /// owned, with its borrowed map.
    private var appFonts: (context: OpaquePointer, map: FontMapPool.Loan)?
    /// The cairo context the contexts follow (`attach(to:)`), for the app-font context made later.
    private var attached: OpaquePointer?
    /// The transformation set on the contexts (`setMatrix(_:)`).
    private var matrix: PangoMatrix?

    /// - Throws: `RenderError.missingFonts` if the pinned fonts cannot be activated.
    init() throws {
        try PinnedFonts.activate()
        fontMap = FontMapPool.shared.borrow()
        context = Self.makeContext(fontMap.map)
    }

    private static func makeContext(_ map: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(map)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context!
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        FontMapPool.shared.giveBack(fontMap)
        if let appFonts {
            g_object_unref(UnsafeMutableRawPointer(appFonts.context))
            FontMapPool.shared.giveBack(appFonts.map)
        }
    }

    /// The context to lay `font` out in: the app fonts' when it names a registered face (its
    /// fallback then includes the other registered faces), else the pinned fonts'.
    func context(for font: FontSpec) -> OpaquePointer {
        guard font.appFace != nil else { return context }
        if let appFonts { return appFonts.context }
        guard let loan = FontMapPool.shared.borrowAppFonts() else { return context }
        let made = Self.makeContext(loan.map)
        if var matrix { pango_context_set_matrix(made, &matrix) }
        if let attached { pango_cairo_update_context(attached, made) }
        appFonts = (made, loan)
        return made
    }

    /// Sets the transformation of every context (the measurer's device scale).
    func setMatrix(_ matrix: PangoMatrix) {
        var m = matrix
        self.matrix = m
        pango_context_set_matrix(context, &m)
        if let appFonts { pango_context_set_matrix(appFonts.context, &m) }
    }

    /// Adopts the transformation and surface of `cr`; call after `cairo_scale`, before any layout.
    func attach(to cr: OpaquePointer) {
        attached = cr
        pango_cairo_update_context(cr, context)
        if let appFonts { pango_cairo_update_context(cr, appFonts.context) }
    }

    /// Draws `node` on `cr` in its colour (translucent colours are composited).
    /// - Throws: `RenderError.missingGlyphs` if some character of the text has no glyph in the pinned fonts.
    func draw(_ node: TextNode, on cr: OpaquePointer) throws {
        let label = try makeLabel(node)
        guard Self.paints(node) else { return }
        cairo_set_source_rgba(cr, node.color.red, node.color.green, node.color.blue, node.color.alpha)
        label.draw(on: cr, in: node.frame.standardized)
    }

    /// Whether drawing `node` paints anything: a frame with width, some text, a visible colour.
    static func paints(_ node: TextNode) -> Bool {
        node.frame.standardized.width > 0 && !node.text.isEmpty && node.color.alpha > 0
    }

    /// `node` laid out, after checking that every character has a glyph.
    func makeLabel(_ node: TextNode) throws -> Label {
        guard node.font.size.isFinite, node.font.size > 0 else {
            throw RenderError.cairo("invalid font size \(node.font.size) for text \(node.text.debugDescription)")
        }
        let label = Label(node, context: context(for: node.font))
        // Text cut off by the ellipsis is checked too: the error depends on the text, not on the frame.
        if label.isTruncated || label.layouts.contains(where: { pango_layout_get_unknown_glyphs_count($0.raw) > 0 }) {
            let missing = Layout(context: context(for: node.font), text: node.text, font: node.font).unknownCharacters()
            if !missing.isEmpty {
                throw RenderError.missingGlyphs(text: node.text, characters: missing)
            }
        }
        return label
    }
}
