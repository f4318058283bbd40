import CPangoCairo
import Foundation

/// Every font file a configuration admits, opened once by FreeType for the whole process, and the
/// configuration's fonts pointing at those faces.
///
/// Why: cairo (1.16, and upstream still) keeps at most ten FreeType faces open that it opened itself,
/// closing another font's face when it needs an eleventh. It picks the face to close by reading that
/// font's lock count without taking its lock, so a face another thread has just locked can be closed
/// under it — cairo then reads the freed face (`face->glyph->metrics`, a crash at address 0x30). The
/// pinned fonts are twenty files, so parallel renders and measurements met this (the intermittent
/// SIGSEGV in `libcairo` under `swift test`; `FontFaceEvictionTests` crashed 3 of 3 runs before).
/// cairo never closes a face it was given: a fontconfig pattern carrying `FC_FT_FACE` makes cairo use
/// that face (guarded by the font's own lock as before), so each font of a configuration is replaced
/// by a copy carrying a face opened here. The faces, their library and the replaced patterns live for
/// the rest of the process (fonts made from them may be in use on any thread). Glyphs, metrics and
/// bytes are unchanged: the same file, index and pattern properties.
///
/// Only the fonts a render can name get a face: the pinned families (`PinnedFonts.familyList`) and
/// every registered app font. The CJK collections' other faces (Japanese, Chinese, monospaced) are
/// never named and never reached by fallback — the Korean face covers the same characters — so cairo
/// opens them itself if ever (two at most, far from ten), and a process does not pay the 6 ms that
/// opening their eighteen faces costs.
final class OpenFontFaces: @unchecked Sendable {
    static let shared = OpenFontFaces()

    private let lock = NSLock()
    private var library: OpaquePointer?
    private var faces: [String: FT_Face] = [:]

    /// Gives each font of `config`'s application set (the app's registered fonts), and each of its
    /// system set of one of `families`, its process-wide FreeType face. A font whose file FreeType
    /// cannot open is left as it was (cairo opens it itself).
    func attach(to config: OpaquePointer, families: Set<String>) {
        for name in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, name), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let font = fonts[index], name == FcSetApplication || Self.isOf(families, font),
                      let copy = withFace(font) else { continue }
                fonts[index] = copy   // the scanned pattern stays referenced: the copy shares its values
            }
        }
    }

    /// Whether one of `font`'s family names is in `families`.
    private static func isOf(_ families: Set<String>, _ font: OpaquePointer) -> Bool {
        var name: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(font, FC_FAMILY, n, &name) == FcResultMatch, let name {
            if families.contains(String(cString: name)) { return true }
            n += 1
        }
        return false
    }

    /// A copy of `font` carrying its face, or nil if it has no file or the file cannot be opened.
    private func withFace(_ font: OpaquePointer) -> OpaquePointer? {
        var file: UnsafeMutablePointer<FcChar8>?
        var faceIndex: Int32 = 0
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
              FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex) == FcResultMatch,
              let face = face(path: String(cString: file), index: faceIndex),
              let copy = FcPatternDuplicate(font) else { return nil }
        guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
            FcPatternDestroy(copy)
            return nil
        }
        return copy
    }

    /// The face at `index` of the file at `path`, opened on first use and never closed.
    private func face(path: String, index: Int32) -> FT_Face? {
        lock.withLock {
            let key = "\(index) \(path)"
            if let face = faces[key] { return face }
            if library == nil {
                var made: OpaquePointer?
                guard FT_Init_FreeType(&made) == 0 else { return nil }
                library = made
            }
            var face: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return nil }
            faces[key] = face
            return face
        }
    }
}
