import CPangoCairo
import Foundation
import Scene

/// The exact font files every render uses, and the fontconfig configuration that admits only them.
///
/// Text is set in Inter (Latin) — Inter Display from 20 pt, where iOS switches from SF Pro Text to
/// SF Pro Display (`FontSpec.isDisplaySize`) — with Noto Sans CJK KR as the fallback (Hangul, Han,
/// kana), from the Debian packages `fonts-inter` and `fonts-noto-cjk`. No other installed font is ever visible to
/// Pango, so metrics do not depend on what else the machine has.
///
/// ```swift
/// print(PinnedFonts.files.count)   // 20
/// let renderer = try Renderer()    // activates `fontconfigXML` for the whole process
/// ```
public enum PinnedFonts {
    public static let latinFamily = "Inter"
    /// Inter's display design (tighter spacing), for sizes from `FontSpec.displaySize`.
    public static let latinDisplayFamily = "Inter Display"
    public static let koreanFamily = "Noto Sans CJK KR"

    /// The Pango family list for `font`: Inter (or Inter Display) first, then the CJK fallback.
    static func familyList(for font: FontSpec) -> String {
        "\(font.isDisplaySize ? latinDisplayFamily : latinFamily), \(koreanFamily)"
    }

    static let interFolder = "/usr/share/fonts/opentype/inter"
    static let notoFolder = "/usr/share/fonts/opentype/noto"

    /// Absolute paths: the nine upright static weights (Thin…Black, not italic) of Inter and of Inter
    /// Display, and the two Noto Sans CJK collections (not Serif).
    public static let files: [String] = {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        return ["Inter", "InterDisplay"].flatMap { family in weights.map { "\(interFolder)/\(family)-\($0).otf" } }
            + ["Regular", "Bold"].map { "\(notoFolder)/NotoSansCJK-\($0).ttc" }
    }()

    /// The project's own fontconfig configuration: scans the two Debian font folders but accepts only
    /// `files` and rejects everything else. It has no aliases, so a generic name such as `sans-serif`
    /// can never reach DejaVu or any other system font.
    public static let fontconfigXML: String = {
        let accepted = files.map { "      <glob>\($0)</glob>" }.joined(separator: "\n")
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(interFolder)</dir>
          <dir>\(notoFolder)</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <selectfont>
            <acceptfont>
        \(accepted)
            </acceptfont>
            <rejectfont>
              <glob>*</glob>
            </rejectfont>
          </selectfont>
          <config>
            <rescan><int>0</int></rescan>
          </config>
        </fontconfig>

        """
    }()

    /// Makes `fontconfigXML` the process-wide fontconfig configuration. Runs its work once per process
    /// (Swift initialises the static lazily and thread-safely); later calls rethrow the first outcome.
    static func activate() throws {
        if let error = activation { throw error }
    }

    /// `nil` once the configuration is current; the error if a pinned file is absent or unloadable.
    /// Must run before any Pango font map exists: `pango_fc_font_map_set_config` would only pin the
    /// calling thread's font map, while `FcConfigSetCurrent` pins every thread's.
    private static let activation: RenderError? = {
        let absent = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard absent.isEmpty else { return .missingFonts(absent) }
        guard let config = FcConfigCreate() else { return .missingFonts(files) }
        guard FcConfigParseAndLoadFromMemory(config, fontconfigXML, 1) != 0,
              FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return .missingFonts(files)
        }
        let unloaded = Set(files).subtracting(loadedFiles(config))
        guard unloaded.isEmpty else {
            FcConfigDestroy(config)
            return .missingFonts(files.filter(unloaded.contains))
        }
        // Our reference is kept on purpose: the configuration must live for the rest of the process.
        guard FcConfigSetCurrent(config) != 0 else { return .missingFonts(files) }
        return nil
    }()

    /// The distinct font files a fontconfig configuration (default: the current one) has loaded.
    static func loadedFiles(_ config: OpaquePointer? = nil) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetSystem), let fonts = set.pointee.fonts else { return [] }
        var result = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(fonts[index], "file", 0, &file) == FcResultMatch, let file {
                result.insert(String(cString: file))
            }
        }
        return result
    }
}
