import CCairo
import CPangoCairo
import CPng
import Foundation
import Scene

/// What besides Layoutshot's own code decides a render's pixels: the versions of the libraries that
/// draw (cairo, pixman through it, Pango, HarfBuzz, FreeType, fontconfig) and encode (libpng, zlib),
/// and the pinned font files themselves (size and CRC-32). Goldens keep it, so that a check on another
/// machine can say "environment differs: pango 1.50.12 → 1.52.1" instead of showing a wall of red.
///
/// ```swift
/// let here = RenderEnvironment.current
/// here.differences(from: recorded)   // ["pango 1.50.12 → 1.52.1", "font Inter-Regular.otf changed"]
/// ```
public struct RenderEnvironment: Sendable, Equatable {
    /// Library name → version, such as `"cairo": "1.16.0"`.
    public var libraries: [String: String]
    /// Font file name → `"<bytes> bytes, crc32 <hex>"`.
    public var fonts: [String: String]

    public init(libraries: [String: String], fonts: [String: String]) {
        self.libraries = libraries; self.fonts = fonts
    }

    /// This process's environment: the libraries, the pinned font files (read once, about 40 MB) and
    /// the app's registered ones (`AppFonts`: a golden drawn in an app's font records that file, so
    /// the golden cannot silently change font).
    public static var current: RenderEnvironment {
        var environment = pinned
        for face in AppFonts.shared.faces {
            environment.fonts[URL(fileURLWithPath: face.path).lastPathComponent] = fingerprint(face.path)
        }
        return environment
    }

    private static func fingerprint(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "missing" }
        let crc = data.withUnsafeBytes { cpng_crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, data.count) }
        return "\(data.count) bytes, crc32 \(String(format: "%08x", UInt32(crc)))"
    }

    private static let pinned: RenderEnvironment = {
        func text(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
            var buffer = [CChar](repeating: 0, count: 64)
            buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, 64) }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let libraries = [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": text { shim_freetype_version($0, $1) },
            "fontconfig": text { shim_fontconfig_version($0, $1) },
            "libpng": String(cString: png_get_libpng_ver(nil)),
            "zlib": String(cString: zlibVersion()),
        ]
        var fonts: [String: String] = [:]
        for path in PinnedFonts.files { fonts[URL(fileURLWithPath: path).lastPathComponent] = fingerprint(path) }
        return RenderEnvironment(libraries: libraries, fonts: fonts)
    }()

    /// What differs from `other` (what the golden was recorded with), one phrase each, sorted:
    /// `"pango 1.50.12 → 1.52.1"`, `"font Inter-Bold.otf changed"`, `"font X.otf missing here"`.
    public func differences(from other: RenderEnvironment) -> [String] {
        var result: [String] = []
        for name in Set(libraries.keys).union(other.libraries.keys).sorted() where libraries[name] != other.libraries[name] {
            result.append("\(name) \(other.libraries[name] ?? "none") → \(libraries[name] ?? "none")")
        }
        for name in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[name] != other.fonts[name] {
            result.append(fonts[name] == nil || fonts[name] == "missing" ? "font \(name) missing here"
                          : other.fonts[name] == nil ? "font \(name) new here" : "font \(name) changed")
        }
        return result
    }
}
