import Foundation

/// Where image assets come from: `"asset": "channel.png"` names a PNG in `samples/assets`, resolved
/// to an absolute path when the screen is read (the `ImageNode` carries the path).
///
/// The folder is `ViewAssets.directory` when set (a task-local, for tests), else the first of
/// `$LAYOUTSHOT_SAMPLES/assets`, `./samples/assets`, and `samples/assets` beside or up to five
/// folders above the executable — the places `layoutshot` looks for samples.
///
/// ```swift
/// let screen = try ViewAssets.$directory.withValue(tmp.path) { try Screen.decode(data, name: "cells") }
/// ```
///
/// A name is a plain file name ending in `.png`: one with `/` or `..` is an error, and so is a
/// missing file or one that is not a PNG.
public enum ViewAssets {
    /// Overrides the assets folder for the current task.
    @TaskLocal public static var directory: String?

    /// The absolute path of the asset `name`, checked.
    static func resolve(_ name: String, at node: JSONNode) throws -> String {
        guard !name.isEmpty, !name.contains("/"), !name.contains(".."), !name.contains("\\") else {
            throw node.error("\"\(name)\" is not an asset name: give a file name in samples/assets, without \"/\" or \"..\"")
        }
        guard name.lowercased().hasSuffix(".png") else { throw node.error("asset \"\(name)\" is not a .png file") }
        guard let folder = directory ?? defaultDirectory() else {
            throw node.error("no samples/assets folder found for asset \"\(name)\"")
        }
        let path = URL(fileURLWithPath: folder).standardizedFileURL.appendingPathComponent(name).path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw node.error("no asset \"\(name)\" in \(URL(fileURLWithPath: folder).standardizedFileURL.path)")
        }
        defer { try? handle.close() }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard [UInt8]((try? handle.read(upToCount: 8)) ?? Data()) == signature else {
            throw node.error("asset \"\(name)\" is not a PNG file")
        }
        return path
    }

    /// The first existing `samples/assets` folder of the usual places.
    static func defaultDirectory() -> String? {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LAYOUTSHOT_SAMPLES"], !env.isEmpty { candidates.append(env + "/assets") }
        candidates.append(FileManager.default.currentDirectoryPath + "/samples/assets")
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("samples/assets").path)
            dir = dir.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        return candidates.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
    }
}
