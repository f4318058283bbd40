import Foundation

/// Where image assets come from: `"asset": "channel.png"` names a PNG in the `assets` folder beside
/// the screen file, else in the samples' assets; it is resolved to an absolute path when the screen is
/// read (the `ImageNode` carries the path).
///
/// The folders, in order:
/// 1. `assets/` beside the screen file (`Screen.decode(_:name:folder:)`'s `folder`; a screen decoded
///    from data without a file has none);
/// 2. the samples' assets: `ViewAssets.directory` when set (a task-local, for tests), else the first of
///    `$LAYOUTSHOT_SAMPLES/assets`, `./samples/assets`, and `samples/assets` beside or up to five
///    folders above the executable — the places `layoutshot` looks for samples.
///
/// ```swift
/// let screen = try ViewAssets.$directory.withValue(tmp.path) { try Screen.decode(data, name: "cells") }
/// let beside = try Screen.decode(data, name: "cells", folder: "shots")   // shots/assets/…, then samples/assets/…
/// ```
///
/// A name is a plain file name ending in `.png`: one with `/` or `..` is an error, and so is a
/// missing file (the error names every folder looked in) or one that is not a PNG.
public enum ViewAssets {
    /// Overrides the samples' assets folder for the current task.
    @TaskLocal public static var directory: String?
    /// The folder of the screen file being decoded (set by `Screen.decode`), nil for data without a file.
    @TaskLocal static var screenFolder: String?

    /// The absolute path of the asset `name`, checked.
    static func resolve(_ name: String, at node: JSONNode) throws -> String {
        guard !name.isEmpty, !name.contains("/"), !name.contains(".."), !name.contains("\\") else {
            throw node.error("\"\(name)\" is not an asset name: give a file name in an assets folder, without \"/\" or \"..\"")
        }
        guard name.lowercased().hasSuffix(".png") else { throw node.error("asset \"\(name)\" is not a .png file") }
        let samples = (directory ?? defaultDirectory()).map(absolute)
        var folders = screenFolder.map { [absolute($0 + "/assets")] } ?? []
        if let samples, !folders.contains(samples) { folders.append(samples) }
        guard !folders.isEmpty else { throw node.error("no samples/assets folder found for asset \"\(name)\"") }
        guard let path = folders.lazy.map({ $0 + "/" + name }).first(where: { FileManager.default.fileExists(atPath: $0) }),
              let handle = FileHandle(forReadingAtPath: path) else {
            let unfound = samples == nil ? " (no samples/assets folder found)" : ""
            throw node.error("no asset \"\(name)\" in \(folders.joined(separator: " or "))\(unfound)")
        }
        defer { try? handle.close() }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard [UInt8]((try? handle.read(upToCount: 8)) ?? Data()) == signature else {
            throw node.error("asset \"\(name)\" is not a PNG file")
        }
        return path
    }

    /// `folder` as an absolute, standardised path (`shots/../x` → `/cwd/x`).
    private static func absolute(_ folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// The first existing `samples/assets` folder of the usual places.
    static func defaultDirectory() -> String? {
        samplesFolders().map { $0 + "/assets" }.first(where: isFolder)
    }

    /// The existing `samples` folders of the usual places, in order: `$LAYOUTSHOT_SAMPLES`, `./samples`,
    /// and `samples` beside or up to five folders above the executable.
    static func samplesFolders() -> [String] {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LAYOUTSHOT_SAMPLES"], !env.isEmpty { candidates.append(env) }
        candidates.append(FileManager.default.currentDirectoryPath + "/samples")
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("samples").path)
            dir = dir.deletingLastPathComponent()
        }
        return candidates.filter(isFolder)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
