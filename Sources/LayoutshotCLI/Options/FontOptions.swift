import Foundation
import Scene

/// The fonts text may be set in besides the pinned ones (`AppFonts`): the user's, from `--fonts DIR`
/// and `LAYOUTSHOT_FONTS`, and the app's bundled fonts — the `.ttf`/`.otf` files beside a xib or screen
/// file given, and, with `--swift DIR`, every font file under DIR and under `--xibs` folders and those
/// an `Info.plist` there names under `UIAppFonts`. Registered before the command runs, so measuring and
/// drawing both use them, and goldens record them (`RenderEnvironment`).
enum FontOptions {
    static let fonts = Option("--fonts", "DIR", help: """
        more fonts to draw named fonts with (repeatable; LAYOUTSHOT_FONTS adds
        folders separated by ':'): a view whose font names a face found there
        (PostScript name, full name or family) is drawn and measured in it, e.g.
        SF Pro installed by you; the app's own fonts beside a xib or screen
        file, or under --swift DIR, are found without it
        """)

    /// The environment variable: folders separated by `:`.
    static let environmentKey = "LAYOUTSHOT_FONTS"

    /// Registers the fonts `args` and `environment` give and those bundled beside the inputs; a folder
    /// that does not exist or a file that is not a font is an error naming it.
    static func register(_ args: Arguments, environment: [String: String]) throws {
        for folder in args.values(fonts) { try registerFolder(folder, from: fonts.name) }
        for folder in (environment[environmentKey] ?? "").split(separator: ":").map(String.init) where !folder.isEmpty {
            try registerFolder(folder, from: environmentKey)
        }
        for input in args.positionals where isFile(input) {
            try registerFiles(AppFonts.fontFiles(in: URL(fileURLWithPath: input).deletingLastPathComponent().path, recursive: false),
                              from: input)
        }
        for folder in args.values(SwiftAppOptions.swift) + args.values(SwiftAppOptions.xibs) where isFolder(folder) {
            try registerFiles(AppFonts.fontFiles(in: folder) + AppFonts.infoPlistFonts(in: folder).files, from: folder)
        }
    }

    private static func registerFolder(_ folder: String, from source: String) throws {
        guard isFolder(folder) else { throw CLIError("\(source) \(folder): no such folder") }
        try registerFiles(AppFonts.fontFiles(in: folder), from: source)
    }

    private static func registerFiles(_ files: [String], from source: String) throws {
        for file in files {
            do { try AppFonts.shared.register(contentsOf: file) } catch { throw CLIError("\(source): \(error.description)") }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func isFile(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
    }
}
