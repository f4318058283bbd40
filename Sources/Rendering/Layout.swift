import CPangoCairo
import Scene

/// An owned `PangoLayout` set in the pinned families at a `FontSpec`'s weight and absolute size.
///
/// Direction is not guessed from the text (`auto_dir` off): a `TextNode`'s alignment is already physical.
final class Layout {
    let raw: OpaquePointer
    /// The text given to Pango; item offsets are UTF-8 byte offsets into it.
    let text: String

    init(context: OpaquePointer, text: String, font: FontSpec) {
        raw = pango_layout_new(context)
        self.text = text
        let description = pango_font_description_new()
        pango_font_description_set_family(description, PinnedFonts.familyList(for: font))
        let face = font.appFace
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(face?.weight ?? font.weight.cssWeight)))
        if face?.isItalic == true { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(raw, description)
        pango_font_description_free(description)
        pango_layout_set_auto_dir(raw, 0)
        pango_layout_set_text(raw, text, -1)
        // Tracking: extra space after each character (SF Pro's by default, applied to Inter).
        let tracking = font.effectiveTracking.isFinite ? font.effectiveTracking : 0
        trailingLetterSpacing = tracking
        if tracking != 0 { setLetterSpacing(tracking) }
        if font.sfProWidthFactor != 1 { widenInterRuns(by: font.sfProWidthFactor, tracking: tracking) }
    }

    /// The letter spacing after the last character, in points: Pango's logical width leaves it out.
    private(set) var trailingLetterSpacing: Double

    /// SF Pro's wider advances (`FontSpec.sfProWidthFactor`) as more letter spacing over the runs Inter
    /// draws: the spacing that makes those runs, as shaped with the tracking, `factor` times as wide.
    /// Runs set in the CJK fallback keep the tracking alone (SF Pro does not draw them on iOS either).
    /// Set before any width, so measuring and drawing wrap the widened text alike; it costs such text
    /// (bold below 20 pt) a second shaping.
    private func widenInterRuns(by factor: Double, tracking: Double) {
        var width = 0.0, glyphs = 0
        var runs: [Range<UInt32>] = []
        forEachRun { run in
            guard let file = shim_font_file(run.item.pointee.analysis.font),
                  String(cString: file).hasPrefix(PinnedFonts.interFolder) else { return }
            let glyphString = run.glyphs.pointee
            for index in 0..<Int(glyphString.num_glyphs) { width += Double(glyphString.glyphs[index].geometry.width) }
            glyphs += Int(glyphString.num_glyphs)
            let item = run.item.pointee
            runs.append(UInt32(max(0, item.offset))..<UInt32(max(0, item.offset + item.length)))
        }
        guard glyphs > 0 else { return }
        let spacing = tracking + (factor - 1) * width / Double(PANGO_SCALE) / Double(glyphs)
        trailingLetterSpacing = spacing
        setLetterSpacing(tracking, widened: (spacing, runs))
    }

    /// A new attribute list: `points` of letter spacing over the whole text, and `widened.spacing`
    /// instead over each of `widened.runs` (byte ranges of the text).
    private func setLetterSpacing(_ points: Double, widened: (spacing: Double, runs: [Range<UInt32>]) = (0, [])) {
        let attributes = pango_attr_list_new()
        if let whole = pango_attr_letter_spacing_new(Int32(Layout.pangoUnits(points))) { pango_attr_list_insert(attributes, whole) }
        for run in widened.runs {
            guard let attribute = pango_attr_letter_spacing_new(Int32(Layout.pangoUnits(widened.spacing))) else { continue }
            attribute.pointee.start_index = run.lowerBound
            attribute.pointee.end_index = run.upperBound
            pango_attr_list_change(attributes, attribute)   // replaces the whole text's spacing over the run
        }
        pango_layout_set_attributes(raw, attributes)
        pango_attr_list_unref(attributes)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(raw)) }

    /// Pango units (1/1024 pt) for a length in points, saturating at the `Int32` range.
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        return units.isFinite ? Int32(max(Double(Int32.min), min(Double(Int32.max), units))) : 0
    }

    /// Pango's flag on a glyph that stands for a character no font covers (drawn as a hex box).
    private static let unknownFlag: UInt32 = 0x1000_0000
    /// `PANGO_ANALYSIS_FLAG_IS_ELLIPSIS`: the item is the ellipsis standing for elided text.
    private static let ellipsisFlag: UInt8 = 1 << 1
    /// `PANGO_GLYPH_INVALID_INPUT`: carries the flag but is not a character.
    private static let invalidInput: UInt32 = 0xFFFF_FFFF

    /// The characters drawn as boxes, as `U+XXXX`, each once, in order of appearance.
    func unknownCharacters() -> [String] {
        var seen: [String] = []
        forEachRun { run in
            let glyphs = run.glyphs.pointee
            for index in 0..<Int(glyphs.num_glyphs) {
                let glyph = glyphs.glyphs[index].glyph
                guard glyph & Self.unknownFlag != 0, glyph != Self.invalidInput else { continue }
                let name = "U+" + String(glyph & ~Self.unknownFlag, radix: 16, uppercase: true)
                    .leftPadded(to: 4)
                if !seen.contains(name) { seen.append(name) }
            }
        }
        return seen
    }

    /// Each run of glyphs: its text and the font file it is drawn from.
    func runs() -> [(text: String, fontFile: String?)] {
        var result: [(text: String, fontFile: String?)] = []
        forEachRun { run in
            let file = shim_font_file(run.item.pointee.analysis.font).map { String(cString: $0) }
            result.append((text(of: run.item.pointee), file))
        }
        return result
    }

    /// The text an item of this layout shows (an ellipsis item shows "…").
    func text(of item: PangoItem) -> String {
        if item.analysis.flags & Self.ellipsisFlag != 0 { return "\u{2026}" }
        let bytes = Array(text.utf8)
        let start = max(0, min(bytes.count, Int(item.offset)))
        let end = max(start, min(bytes.count, start + Int(item.length)))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func forEachRun(_ body: (PangoGlyphItem) -> Void) {
        guard let iter = pango_layout_get_iter(raw) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter) { body(run.pointee) }
        } while pango_layout_iter_next_run(iter) != 0
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
