import Foundation
import Rendering
import Scene
import Testing

/// Issue 30, Deliver 2: fonts the user may use. Debian's DejaVu Sans (`fonts-dejavu-core`) stands in
/// for an app's bundled font or the user's SF Pro: read from its file, found by its names, drawn and
/// measured in its own face, and recorded in the render environment.
@Suite("App and user fonts")
struct AppFontTests {
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("A font file's names, weight and vertical metrics come from its own tables")
    func faceFromFile() throws {
        let face = try FontFace(contentsOf: Self.dejaVuBold)
        #expect(face.family == "DejaVu Sans")
        #expect(face.postScriptName == "DejaVuSans-Bold")
        #expect(face.fullName == "DejaVu Sans Bold")
        #expect(face.weight == 700 && !face.isItalic)
        #expect((face.unitsPerEm, face.ascender, face.descender, face.lineGap) == (2048, 1901, -483, 0))
        #expect(abs(face.lineHeight(size: 17) - 2384.0 / 2048 * 17) < 1e-9)
        #expect(face.capHeight == 0.7 * 2048)   // OS/2 version 1: no sCapHeight
    }

    @Test("A file that is not a font, or a font cut short anywhere, is a one-line error naming the file — never a trap")
    func badFontFiles() throws {
        #expect(throws: FontFileError(path: "notes.ttf", reason: "is not a TrueType or OpenType font (no table directory)")) {
            try FontFace(data: Data("just text".utf8), path: "notes.ttf")
        }
        #expect(throws: FontFileError(path: "/nope.ttf", reason: "cannot be read")) { try FontFace(contentsOf: "/nope.ttf") }
        let whole = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuBold))
        var errors = 0
        for length in stride(from: 0, to: whole.count, by: max(1, whole.count / 700)) {
            do { _ = try FontFace(data: whole.prefix(length), path: "cut.ttf") } catch { errors += 1 }
        }
        #expect(errors > 0)
        var flipped = whole
        for index in stride(from: 0, to: min(flipped.count, 4096), by: 3) { flipped[index] ^= 0xA5 }
        _ = try? FontFace(data: flipped, path: "flipped.ttf")
    }

    @Test("A registered face answers to its PostScript name, full name and family (its regular face), in any case")
    func namesFindFaces() throws {
        let fonts = AppFonts()
        try fonts.register(contentsOf: Self.dejaVuBold)
        #expect(fonts.face(named: "DejaVuSans-Bold")?.weight == 700)
        #expect(fonts.face(named: "dejavu sans bold")?.postScriptName == "DejaVuSans-Bold")
        #expect(fonts.face(named: "DejaVu Sans")?.postScriptName == "DejaVuSans-Bold")
        try fonts.register(contentsOf: Self.dejaVu)
        #expect(fonts.face(named: "DejaVu Sans")?.postScriptName == "DejaVuSans")
        #expect(fonts.face(named: "Montserrat-Bold") == nil)
        let generation = fonts.generation
        try fonts.register(contentsOf: Self.dejaVu)
        #expect(fonts.generation == generation && fonts.faces.count == 2)
    }

    @Test("An app's Info.plist UIAppFonts names its fonts; a name no file answers to is reported")
    func infoPlistFonts() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("app-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Resources/Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.dejaVuBold, toPath: app.appendingPathComponent("Resources/Fonts/Brand-Bold.ttf").path)
        let plist = ["UIAppFonts": ["Brand-Bold.ttf", "Gone.otf"], "CFBundleName": "App"] as [String: Any]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: app.appendingPathComponent("Info.plist"))
        let found = AppFonts.infoPlistFonts(in: app.path)
        #expect(found.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Brand-Bold.ttf"])
        #expect(found.missing == ["Gone.otf"])
        #expect(AppFonts.fontFiles(in: app.path).count == 1 && AppFonts.fontFiles(in: app.path, recursive: false).isEmpty)
    }

    @Test("A font named by a registered face is measured and drawn in it, without SF Pro's tracking; the environment records its file")
    func drawnInTheAppFace() throws {
        try AppFonts.shared.register(contentsOf: Self.dejaVuBold)
        let measurer = try TextMeasurer()
        var named = FontSpec(size: 17, weight: .bold)
        named.name = "DejaVuSans-Bold"
        #expect(named.appFace?.family == "DejaVu Sans")
        #expect(named.effectiveTracking == 0 && named.sfProWidthFactor == 1)
        let system = FontSpec(size: 17, weight: .bold)
        let wide = try measurer.measure("Hello named font", font: named, maxWidth: nil, numberOfLines: 1)
        let inter = try measurer.measure("Hello named font", font: system, maxWidth: nil, numberOfLines: 1)
        #expect(wide.size.width > inter.size.width + 10, "DejaVu \(wide.size.width), Inter \(inter.size.width)")
        var unknown = FontSpec(size: 17, weight: .bold)
        unknown.name = "NoSuchFont-Bold"
        #expect(try measurer.measure("Hello named font", font: unknown, maxWidth: nil, numberOfLines: 1).size.width == inter.size.width)
        #expect(RenderEnvironment.current.fonts["DejaVuSans-Bold.ttf"]?.contains("crc32") == true)
    }

    @Test("A registered font is never a fallback for the system font: an emoji it covers is still an error in a system-font label, and drawn in a label that names it")
    func notAFallbackForTheSystemFont() throws {
        try AppFonts.shared.register(contentsOf: Self.dejaVu)   // DejaVu Sans has U+1F600; Inter and Noto Sans CJK do not
        let measurer = try TextMeasurer()
        #expect(throws: RenderError.self) { try measurer.measure("café 😀", font: FontSpec(size: 17), maxWidth: nil, numberOfLines: 1) }
        var named = FontSpec(size: 17)
        named.name = "DejaVu Sans"
        #expect(try measurer.measure("café 😀", font: named, maxWidth: nil, numberOfLines: 1).size.width > 0)
    }
}
