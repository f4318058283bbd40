// The `LayoutshotSourceTransform` build plugin: compiles an app's own Swift files into a Linux target.
//
// Every `.swift` file below the target's `App` folder (a folder or a symbolic link to the app's
// sources; excluded from the target in Package.swift, so it is not compiled as written) goes through
// `layoutshot-transform` into the plugin's work folder, and the target compiles the transformed copies,
// with `layoutshotPreviews()` listing the files' `#Preview`s (`LayoutshotPreviews.swift`).
// The user's files are never changed. README "UIKit on Linux", "Your app's sources in a test target".
import Foundation
import PackagePlugin

@main
struct LayoutshotSourceTransform: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let app = target.directoryURL.appending(path: "App").resolvingSymlinksInPath()
        let tool = try context.tool(named: "layoutshot-transform")
        let files = try appFiles(under: app)
        let transforms: [Command] = files.map { file in
            let relative = String(file.path.dropFirst(app.path.count + 1))
            let output = context.pluginWorkDirectoryURL.appending(path: relative.replacingOccurrences(of: "/", with: "+"))
            return .buildCommand(displayName: "Layoutshot source transform: \(relative)", executable: tool.url,
                                 arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output])
        }
        // `layoutshotPreviews()`: every #Preview of the app files, for `assertPreviewSnapshots`.
        let previews = context.pluginWorkDirectoryURL.appending(path: "LayoutshotPreviews.swift")
        return transforms + [.buildCommand(displayName: "Layoutshot previews", executable: tool.url,
                                           arguments: ["--previews", previews.path] + files.map(\.path),
                                           inputFiles: files, outputFiles: [previews])]
    }

    /// The `.swift` files below `folder`, sorted (hidden folders skipped).
    private func appFiles(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            throw PluginError("\(folder.path): no App folder to transform")
        }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
        return files.sorted { $0.path < $1.path }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
