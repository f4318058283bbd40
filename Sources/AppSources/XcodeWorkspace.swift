import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace directly in an app's folder (issue 31 Deliver 1): the projects its
/// `contents.xcworkspacedata` lists (`<FileRef location="group:App.xcodeproj"/>`, inside `<Group>`s),
/// resolved to `.xcodeproj` folders that exist — an app split into several projects (the app's, its
/// frameworks', a CocoaPods `Pods` project). Read with external entities and DTDs off.
///
/// ```swift
/// XcodeWorkspace.projects(in: URL(fileURLWithPath: "MyApp"))   // [MyApp/MyApp.xcodeproj, MyApp/Modules/Account/Account.xcodeproj]
/// ```
public enum XcodeWorkspace {
    /// The `.xcworkspace` folders directly in `folder`, sorted.
    public static func workspaces(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcworkspace") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The projects `workspace` lists that exist, in its order, each once.
    public static func projects(of workspace: URL) throws -> [URL] {
        let file = workspace.appendingPathComponent("contents.xcworkspacedata")
        guard let data = FileManager.default.contents(atPath: file.path) else { throw AppSourceError("\(file.path): cannot read") }
        let reader = LocationReader(base: workspace.deletingLastPathComponent())
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), parser.parserError == nil else {
            throw AppSourceError("\(file.path):\(parser.lineNumber): not a workspace (\(parser.parserError?.localizedDescription ?? "XML error"))")
        }
        var seen: Set<String> = []
        return reader.projects.map(\.standardizedFileURL).filter { url in
            url.pathExtension == "xcodeproj" && FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path)
                && seen.insert(url.path).inserted
        }
    }

    /// `location` attributes of `<Group>` and `<FileRef>`, groups nesting their paths.
    private final class LocationReader: NSObject, XMLParserDelegate {
        let base: URL
        var groups: [URL] = []
        var projects: [URL] = []

        init(base: URL) { self.base = base }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard name == "Group" || name == "FileRef" else { return }
            let resolved = attributes["location"].flatMap { resolve($0, in: groups.last ?? base) } ?? (groups.last ?? base)
            if name == "Group" { groups.append(resolved) } else { projects.append(resolved) }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Group", !groups.isEmpty { groups.removeLast() }
        }

        /// `group:` (relative to the enclosing group), `container:` and `self:` (relative to the
        /// workspace's folder), `absolute:`.
        func resolve(_ location: String, in group: URL) -> URL? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            switch kind {
            case "group": return path.isEmpty ? group : group.appendingPathComponent(path)
            case "container", "self": return path.isEmpty ? base : base.appendingPathComponent(path)
            case "absolute": return URL(fileURLWithPath: path)
            default: return nil
            }
        }
    }
}
