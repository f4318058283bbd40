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

    /// The Pango family list for `font`: the app's face it names (`AppFonts`) first, if any; then Inter
    /// (or Inter Display) and the CJK fallback.
    static func familyList(for font: FontSpec) -> String {
        let system = "\(font.isDisplaySize ? latinDisplayFamily : latinFamily), \(koreanFamily)"
        guard let face = font.appFace else { return system }
        return "\(face.family.replacingOccurrences(of: ",", with: " ")), \(system)"
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
    /// `files` (and the app's registered ones, `fontconfigXML(appFiles:)`) and rejects everything else.
    /// It has no aliases, so a generic name such as `sans-serif` can never reach DejaVu or any other
    /// system font.
    public static var fontconfigXML: String { fontconfigXML(appFiles: []) }

    static func fontconfigXML(appFiles: [String]) -> String {
        let accepted = (files + appFiles).map { "      <glob>\(escaped($0))</glob>" }.joined(separator: "\n")
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
    }

    private static func escaped(_ path: String) -> String {
        path.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Makes the project's configuration (the pinned files only) the process-wide fontconfig
    /// configuration. Runs its work once per process (Swift initialises the static lazily and
    /// thread-safely); later calls rethrow the first outcome.
    static func activate() throws {
        if let error = activation { throw error }
    }

    /// `nil` once the configuration is current; the error if a pinned file is absent or unloadable.
    /// Must run before any Pango font map exists: `pango_fc_font_map_set_config` would only pin the
    /// calling thread's font map, while `FcConfigSetCurrent` pins every thread's.
    private static let activation: RenderError? = {
        let absent = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard absent.isEmpty else { return .missingFonts(absent) }
        switch build(appFiles: []) {
        case .failure(let error): return error
        case .success(let config):
            // Our reference is kept on purpose: the configuration must live for the rest of the process.
            return FcConfigSetCurrent(config) != 0 ? nil : .missingFonts(files)
        }
    }()

    /// A fontconfig configuration holding the pinned files and `appFiles`, every pinned file loaded.
    static func build(appFiles: [String]) -> Result<OpaquePointer, RenderError> {
        guard let config = FcConfigCreate() else { return .failure(.missingFonts(files)) }
        guard FcConfigParseAndLoadFromMemory(config, fontconfigXML(appFiles: appFiles), 1) != 0 else {
            FcConfigDestroy(config)
            return .failure(.missingFonts(files))
        }
        for file in appFiles { _ = FcConfigAppFontAddFile(config, file) }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return .failure(.missingFonts(files))
        }
        let unloaded = Set(files).subtracting(loadedFiles(config))
        guard unloaded.isEmpty else {
            FcConfigDestroy(config)
            return .failure(.missingFonts(files.filter(unloaded.contains)))
        }
        // Before any font map sees it: cairo must never close a face another thread uses.
        OpenFontFaces.shared.attach(to: config, families: [latinFamily, latinDisplayFamily, koreanFamily])
        return .success(config)
    }

    /// The configuration text drawn in the app's registered fonts (`AppFonts`) uses: the pinned files
    /// and the registered ones, one per registration generation.
    ///
    /// It is never the process's current configuration: only a font map made for a font that names a
    /// registered face uses it (`FontMapPool.borrow(appFonts:)`), so text in the system font falls
    /// back from Inter to the CJK font and nowhere else, whatever the user registered — as on iOS,
    /// where an app's fonts are used by name and never as a fallback for the system font. Old
    /// configurations are kept alive for the process: a font map made from one may still be in use.
    final class AppConfiguration: @unchecked Sendable {
        static let shared = AppConfiguration()
        private let lock = NSLock()
        private var current: (generation: Int, config: OpaquePointer)?
        private var kept: [OpaquePointer] = []

        /// The configuration for `fonts` as they are now, and its generation; nil if none is registered.
        func config(for fonts: AppFonts) -> (generation: Int, config: OpaquePointer)? {
            let (generation, faces) = fonts.snapshot
            guard !faces.isEmpty else { return nil }
            return lock.withLock {
                if let current, current.generation == generation { return current }
                guard case .success(let config) = build(appFiles: faces.map(\.path)) else { return nil }
                kept.append(config)
                current = (generation, config)
                return current
            }
        }
    }

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
