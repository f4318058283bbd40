import Foundation

/// The font files besides the pinned ones that text may be set in: an app's bundled fonts (the
/// `.ttf`/`.otf` files beside a xib or screen file or under a `--swift` folder, and those its
/// `Info.plist` names under `UIAppFonts`) and the user's (`--fonts DIR`, `LAYOUTSHOT_FONTS`) — for
/// example SF Pro, which Apple's licence lets a developer use for mock-ups of iOS interfaces,
/// installed by the user and never shipped by Layoutshot.
///
/// A font named by a view (`UIFont(name:size:)`, a xib's `<fontDescription name=…>`, a screen file's
/// `"name"`) is drawn in the registered face it names — by PostScript name, full name or family — and
/// measured with that face's own line height; a name nothing registered answers to is drawn as the
/// system font, as before. The registry only grows, process-wide; the renderer's font configuration
/// follows it (`generation`), and goldens record the registered files (`RenderEnvironment`).
///
/// ```swift
/// try AppFonts.shared.register(directory: "MyApp/Resources/Fonts")
/// AppFonts.shared.face(named: "Montserrat-Bold")?.family   // "Montserrat"
/// ```
public final class AppFonts: @unchecked Sendable {
    public static let shared = AppFonts()

    private let lock = NSLock()
    private var registered: [FontFace] = []
    private var byName: [String: FontFace] = [:]
    private var generationCount = 0

    public init() {}

    /// The registered faces, in registration order.
    public var faces: [FontFace] { lock.withLock { registered } }

    /// Changes each time a face is added (the renderer rebuilds its font configuration then).
    public var generation: Int { lock.withLock { generationCount } }

    /// The generation and the faces registered in it, read together.
    public var snapshot: (generation: Int, faces: [FontFace]) { lock.withLock { (generationCount, registered) } }

    /// Registers the face in the file at `path` (a file already registered is not read again).
    @discardableResult
    public func register(contentsOf path: String) throws(FontFileError) -> FontFace {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if let known = lock.withLock({ registered.first { $0.path == resolved } }) { return known }
        let face = try FontFace(contentsOf: resolved)
        lock.withLock {
            guard !registered.contains(where: { $0.path == resolved }) else { return }
            registered.append(face)
            for key in [face.postScriptName, face.fullName] { byName[key.lowercased()] = face }
            let family = face.family.lowercased()
            if byName[family].map({ !Self.isBetterFamilyDefault($0, than: face) }) ?? true { byName[family] = face }
            generationCount += 1
        }
        return face
    }

    /// Registers every font file under `directory` (`fontFiles(in:)`).
    @discardableResult
    public func register(directory: String) throws(FontFileError) -> [FontFace] {
        var faces: [FontFace] = []
        for file in Self.fontFiles(in: directory) { faces.append(try register(contentsOf: file)) }
        return faces
    }

    /// The face `name` stands for: a PostScript name ("Montserrat-Bold"), a full name ("Montserrat
    /// Bold") or a family ("Montserrat": its upright face nearest to regular), in any case; nil when
    /// nothing registered answers to it.
    public func face(named name: String) -> FontFace? {
        lock.withLock { byName.isEmpty ? nil : byName[name.lowercased()] }
    }

    /// For a family name: an upright face nearest weight 400 stands for the family.
    private static func isBetterFamilyDefault(_ a: FontFace, than b: FontFace) -> Bool {
        (a.isItalic ? 1 : 0, abs(a.weight - 400)) <= (b.isItalic ? 1 : 0, abs(b.weight - 400))
    }

    /// The font files (`.ttf`, `.otf`, `.ttc`, any case) under `directory` — recursively, or only its
    /// own — sorted by path; hidden folders and dependency folders (`DerivedData`, `Pods`, `Carthage`)
    /// are skipped.
    public static func fontFiles(in directory: String, recursive: Bool = true) -> [String] {
        let root = URL(fileURLWithPath: directory)
        var options: FileManager.DirectoryEnumerationOptions = [.skipsHiddenFiles]
        if !recursive { options.insert(.skipsSubdirectoryDescendants) }
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: options) else { return [] }
        var files: [String] = []
        for case let url as URL in walker {
            if ["DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            guard ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(url.path)
        }
        return files.sorted()
    }

    /// The files an app's `Info.plist` names under `UIAppFonts` ("Fonts/Brand-Bold.ttf"), found under
    /// `folder` by their path or, failing that, their file name; names no file answers to are returned
    /// in `missing`. Every `Info.plist` under `folder` is read.
    public static func infoPlistFonts(in folder: String) -> (files: [String], missing: [String]) {
        let all = fontFiles(in: folder)
        var files: [String] = [], missing: [String] = []
        for plist in infoPlists(in: folder) {
            guard let data = FileManager.default.contents(atPath: plist),
                  let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                  let names = object["UIAppFonts"] as? [String] else { continue }
            for name in names {
                let wanted = URL(fileURLWithPath: name).lastPathComponent
                if let match = all.first(where: { $0.hasSuffix("/" + name) }) ?? all.first(where: { URL(fileURLWithPath: $0).lastPathComponent == wanted }) {
                    if !files.contains(match) { files.append(match) }
                } else {
                    missing.append(name)
                }
            }
        }
        return (files, missing)
    }

    private static func infoPlists(in folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var plists: [String] = []
        for case let url as URL in walker {
            if ["DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            if url.lastPathComponent == "Info.plist" { plists.append(url.path) }
        }
        return plists.sorted()
    }
}
