import Foundation

/// One app file as Layoutshot compiles it: the source transform's output (`InterfaceBuilderAttributes`)
/// framed by `#sourceLocation` lines, so the compiler's errors and `#filePath` name the user's own
/// file and line, and the generated extensions name themselves.
///
/// ```swift
/// let text = try TransformedFile.contents(ofFileAt: URL(fileURLWithPath: "App/SmallAppCell.swift"))
/// // #sourceLocation(file: "/…/App/SmallAppCell.swift", line: 1)
/// // import UIKit …          (the user's lines, attributes blanked)
/// // #sourceLocation()
/// // extension SmallAppCell: NibOutletAssigning { … }
/// ```
public enum TransformedFile {
    /// The compiled text of `source`, whose original is at `originalPath`.
    public static func contents(of source: String, originalPath: String) -> String {
        let result = InterfaceBuilderAttributes.transform(source)
        var body = SwiftUIBodies.rewrite(rewritePreviews(result.transformedText, originalPath: originalPath).text)
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        var generated = result.generatedExtensions
        if !result.inspectables.isEmpty {
            generated += InterfaceBuilderAttributes.inspectableSetter(result.inspectables, function: inspectableFunction(originalPath: originalPath))
        }
        return "#sourceLocation(file: \(stringLiteral(originalPath)), line: 1)\n" + body + "#sourceLocation()\n" + generated
    }

    /// The name of the function step 5 of the transform writes into `source` (at `originalPath`) to set
    /// its `@IBInspectable` properties, named by a hash of the path; nil when the file declares none
    /// that the loader can set.
    public static func inspectableFunction(source: String, originalPath: String) -> String? {
        guard source.contains("@IBInspectable"), !InterfaceBuilderAttributes.transform(source).inspectables.isEmpty else { return nil }
        return inspectableFunction(originalPath: originalPath)
    }

    /// The file's `#Preview`s (the transform's step 6, `PreviewMacros`), with the functions their bodies
    /// become in the compiled text.
    public static func previews(source: String, originalPath: String) -> [PreviewMacros.Preview] {
        guard source.contains("#Preview") else { return [] }
        return rewritePreviews(InterfaceBuilderAttributes.transform(source).transformedText, originalPath: originalPath).previews
    }

    static func rewritePreviews(_ text: String, originalPath: String) -> (text: String, previews: [PreviewMacros.Preview]) {
        let stem = URL(fileURLWithPath: originalPath).deletingPathExtension().lastPathComponent
        return PreviewMacros.rewrite(text, functionPrefix: "_layoutshotPreview_" + pathHash(originalPath), fileName: stem)
    }

    static func pathHash(_ path: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(h, radix: 16)
    }

    static func inspectableFunction(originalPath: String) -> String { "_layoutshotInspectables_" + pathHash(originalPath) }

    /// `text` as a Swift string literal, quotes included (backslashes and quotes escaped): a path in
    /// generated code.
    public static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Reads `url` (UTF-8) and transforms it; errors name the file.
    public static func contents(ofFileAt url: URL) throws -> String {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AppSourceError("\(url.path): cannot read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw AppSourceError("\(url.path): not UTF-8 text") }
        return contents(of: text, originalPath: url.path)
    }

    /// Every `.swift` file below `folder` (symbolic links followed), sorted by path, skipping
    /// hidden folders and build products (`.build`, `Pods`, `Carthage`, `DerivedData`).
    public static func swiftFiles(under folder: URL) throws -> [URL] {
        let root = folder.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AppSourceError("\(folder.path): no such folder")
        }
        let skipped: Set<String> = ["Pods", "Carthage", "DerivedData", "build"]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                         options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if skipped.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A flat, unique file name for `file` below `folder`: its relative path with `/` as `+`.
    public static func flatName(of file: URL, under folder: URL) -> String {
        let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let path = file.resolvingSymlinksInPath().standardizedFileURL.path
        let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent
        return relative.replacingOccurrences(of: "/", with: "+")
    }
}

/// A one-line error about an app's source files.
public struct AppSourceError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
