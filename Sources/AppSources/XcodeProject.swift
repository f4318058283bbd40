import Foundation

/// An Xcode project's `project.pbxproj` (issue 31 Deliver 1, first part): its targets and the Swift
/// files each compiles, so `--swift DIR` builds what Xcode builds — not a stale copy the target does
/// not contain, nor another target's files.
///
/// Read: `PBXNativeTarget`s (name, product type, their `PBXSourcesBuildPhase`'s files, their
/// dependencies on other targets and on Swift packages), the group tree that gives each
/// `PBXFileReference` its path (`<group>`, `SOURCE_ROOT`, `<absolute>`), and Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup` folders (every file below the folder, less the target's
/// exceptions). The file is an old-style (OpenStep) property list, which Foundation reads.
///
/// ```swift
/// let project = try XcodeProject(contentsOf: URL(fileURLWithPath: "App/App.xcodeproj"))
/// project.applicationTargets.first?.name            // "App"
/// try project.swiftFiles(of: "App")                  // [.../AppDelegate.swift, .../FeedViewController.swift]
/// ```
public struct XcodeProject: Sendable {
    /// One target.
    public struct Target: Equatable, Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `…framework`, `…bundle.unit-test`, ….
        public var productType: String
        /// Names of the targets it depends on (`PBXTargetDependency`).
        public var dependencies: [String]
        /// Swift package products it links (`XCSwiftPackageProductDependency`).
        public var packageProducts: [String]
        /// Of those, the ones a remote package makes: product → the package's identity
        /// (`RemotePackage.identity`).
        public var remoteProducts: [String: String] = [:]
        /// Frameworks its Frameworks phase links, without `.framework` (`Account` for `Account.framework`):
        /// in a workspace, another project's framework target is often a dependency only through this.
        public var linkedFrameworks: [String] = []
        /// Its `SWIFT_OBJC_BRIDGING_HEADER` (the first build configuration that sets one), resolved against
        /// the project's folder (`$(SRCROOT)`, `$(PROJECT_DIR)`, `$(TARGET_NAME)` expanded).
        public var bridgingHeader: URL? = nil
        /// Its `SDKROOT` (the target's first configuration that sets one, else the project's):
        /// `iphoneos`, `macosx`, `watchos`, …; nil when neither sets one.
        public var sdk: String? = nil
        /// Whether it builds for iOS: an iOS SDK (or none said), not a watch app.
        public var isForIOS: Bool { (sdk == nil || sdk == "iphoneos") && !productType.contains("watch") }
        public var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    /// The `.xcodeproj` folder.
    public let url: URL
    public let targets: [Target]
    /// Local Swift packages the project references (`XCLocalSwiftPackageReference`, or before Xcode 15 a
    /// folder reference holding a `Package.swift`), resolved to folders, sorted.
    public let localPackages: [URL]
    /// Remote Swift packages the project references (`XCRemoteSwiftPackageReference`), in its order.
    public let remotePackages: [RemotePackage]
    private let sourceFiles: [String: [URL]]
    private let resources: [String: [URL]]

    public var applicationTargets: [Target] { targets.filter(\.isApplication) }

    /// Reads `<project>.xcodeproj/project.pbxproj`; an error names the file and what is wrong.
    public init(contentsOf projectFolder: URL) throws {
        url = projectFolder.standardizedFileURL
        let file = url.appendingPathComponent("project.pbxproj")
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw AppSourceError("\(file.path): cannot read (\(error.localizedDescription))") }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw AppSourceError("\(file.path): not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [AnyHashable: Any], let objects = root["objects"] as? [AnyHashable: Any],
              let rootID = root["rootObject"] as? String else {
            throw AppSourceError("\(file.path): no objects or rootObject")
        }
        let graph = Graph(objects: objects, projectDirectory: url.deletingLastPathComponent())
        guard let project = graph.object(rootID) else { throw AppSourceError("\(file.path): rootObject \(rootID) is not an object") }
        var targets: [Target] = [], files: [String: [URL]] = [:], resourceFiles: [String: [URL]] = [:]
        for id in graph.ids(project["targets"]) {
            guard let t = graph.object(id), let name = t["name"] as? String else { continue }
            targets.append(Target(name: name, productType: t["productType"] as? String ?? "",
                                  dependencies: graph.ids(t["dependencies"]).compactMap { graph.dependencyName($0) },
                                  packageProducts: graph.ids(t["packageProductDependencies"]).compactMap { graph.object($0)?["productName"] as? String },
                                  remoteProducts: graph.remoteProducts(ofTarget: t),
                                  linkedFrameworks: graph.linkedFrameworks(ofTarget: t),
                                  bridgingHeader: graph.bridgingHeader(ofTarget: t, named: name),
                                  sdk: graph.setting("SDKROOT", of: t) ?? graph.setting("SDKROOT", of: project)))
            files[name] = graph.sources(ofTarget: t, targetID: id)
            resourceFiles[name] = graph.resources(ofTarget: t, targetID: id)
        }
        self.targets = targets
        sourceFiles = files
        resources = resourceFiles
        var packages = graph.ids(project["packageReferences"]).compactMap { id -> URL? in
            guard let ref = graph.object(id), ref["isa"] as? String == "XCLocalSwiftPackageReference",
                  let path = ref["relativePath"] as? String else { return nil }
            return graph.projectDirectory.appendingPathComponent(path).standardizedFileURL
        }
        // Before Xcode 15 a local package was a folder reference in the group tree (`lastKnownFileType =
        // folder`, the folder holding a Package.swift), its products linked by name.
        for (key, value) in objects {
            guard let id = key as? String, let ref = value as? [AnyHashable: Any], ref["isa"] as? String == "PBXFileReference",
                  ["folder", "wrapper"].contains(ref["lastKnownFileType"] as? String ?? ""), let folder = graph.path(of: id)?.standardizedFileURL,
                  FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), !packages.contains(folder) else { continue }
            packages.append(folder)
        }
        localPackages = packages.sorted { $0.path < $1.path }
        remotePackages = graph.ids(project["packageReferences"]).compactMap { graph.remotePackage($0) }
    }

    /// The Swift files target `name` compiles, sorted by path; an error when there is no such target.
    public func swiftFiles(of name: String) throws -> [URL] {
        guard let files = sourceFiles[name] else {
            throw AppSourceError("\(url.lastPathComponent) has no target '\(name)' (it has \(targets.map { "'\($0.name)'" }.joined(separator: ", ")))")
        }
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// What target `name`'s app bundle holds at its top (its Copy Bundle Resources phase: files, folder
    /// references, asset catalogs, a localized file's `.lproj` folders; and in synchronized folders every
    /// file that is not compiled), sorted by path; empty for a target it does not have.
    public func resourceFiles(of name: String) -> [URL] { resources[name] ?? [] }

    /// The `.xcodeproj` folders directly in `folder` (not below), sorted.
    public static func projects(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The object graph and the paths its group tree gives.
    private struct Graph {
        let objects: [AnyHashable: Any]
        let projectDirectory: URL
        /// Each object's parent group (children point down; paths are built up).
        let parents: [String: String]

        init(objects: [AnyHashable: Any], projectDirectory: URL) {
            self.objects = objects
            self.projectDirectory = projectDirectory
            var parents: [String: String] = [:]
            for (key, value) in objects {
                guard let id = key as? String, let object = value as? [AnyHashable: Any], let children = object["children"] as? [Any] else { continue }
                for child in children.compactMap({ $0 as? String }) { parents[child] = id }
            }
            self.parents = parents
        }

        func object(_ id: String) -> [AnyHashable: Any]? { objects[id] as? [AnyHashable: Any] }
        func ids(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

        /// The `XCRemoteSwiftPackageReference` `id` names; nil for anything else or an unknown requirement.
        func remotePackage(_ id: String) -> RemotePackage? {
            guard let ref = object(id), ref["isa"] as? String == "XCRemoteSwiftPackageReference",
                  let url = ref["repositoryURL"] as? String,
                  let requirement = (ref["requirement"] as? [AnyHashable: Any]).flatMap(RemotePackage.requirement(xcode:)) else { return nil }
            return RemotePackage(url: url, requirement: requirement)
        }

        /// A target's package products that a remote package makes: product → the package's identity.
        func remoteProducts(ofTarget target: [AnyHashable: Any]) -> [String: String] {
            var result: [String: String] = [:]
            for id in ids(target["packageProductDependencies"]) {
                guard let product = object(id), let name = product["productName"] as? String,
                      let package = (product["package"] as? String).flatMap(remotePackage) else { continue }
                result[name] = package.identity
            }
            return result
        }

        func dependencyName(_ id: String) -> String? {
            guard let dependency = object(id) else { return nil }
            if let target = dependency["target"] as? String, let name = object(target)?["name"] as? String { return name }
            return dependency["name"] as? String
        }

        /// The folder or file `id` stands for, from its `sourceTree` and its parents' paths (depth-bounded).
        func path(of id: String, depth: Int = 0) -> URL? {
            guard depth < 64, let o = object(id) else { return nil }
            let own = o["path"] as? String
            switch o["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": return own.map { URL(fileURLWithPath: $0) }
            case "SOURCE_ROOT": return own.map { projectDirectory.appendingPathComponent($0) } ?? projectDirectory
            case "<group>":
                let base = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? projectDirectory
                return own.map { base.appendingPathComponent($0) } ?? base
            default: return nil   // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's sources
            }
        }

        /// A build setting of a target or project: from its first build configuration that sets it.
        func setting(_ key: String, of owner: [AnyHashable: Any]) -> String? {
            guard let list = (owner["buildConfigurationList"] as? String).flatMap(object) else { return nil }
            for configuration in ids(list["buildConfigurations"]) {
                if let value = (object(configuration)?["buildSettings"] as? [AnyHashable: Any])?[key] as? String, !value.isEmpty { return value }
            }
            return nil
        }

        /// The target's `SWIFT_OBJC_BRIDGING_HEADER`, from its first build configuration that sets one.
        func bridgingHeader(ofTarget target: [AnyHashable: Any], named name: String) -> URL? {
            guard var path = setting("SWIFT_OBJC_BRIDGING_HEADER", of: target) else { return nil }
            for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/", "$PROJECT_DIR/"] {
                path = path.replacingOccurrences(of: variable, with: "")
            }
            path = path.replacingOccurrences(of: "$(TARGET_NAME)", with: name).replacingOccurrences(of: "${TARGET_NAME}", with: name)
            return path.hasPrefix("/") ? URL(fileURLWithPath: path) : projectDirectory.appendingPathComponent(path).standardizedFileURL
        }

        /// The `.framework` products the target's Frameworks phase links, by name.
        func linkedFrameworks(ofTarget target: [AnyHashable: Any]) -> [String] {
            ids(target["buildPhases"]).filter { object($0)?["isa"] as? String == "PBXFrameworksBuildPhase" }.flatMap { phase in
                ids(object(phase)?["files"]).compactMap { buildFile -> String? in
                    guard let ref = object(buildFile)?["fileRef"] as? String, let path = object(ref)?["path"] as? String,
                          path.hasSuffix(".framework") else { return nil }
                    return String(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
                }
            }
        }

        /// The files and folders of the target's Resources phase — a localized file (`PBXVariantGroup`) as
        /// the `.lproj` folders of its variants — and the files of its synchronized folders that no phase
        /// compiles (not `.swift`, `.h`, `.m`, `.c`, an `Info.plist` or an entitlements file).
        func resources(ofTarget target: [AnyHashable: Any], targetID: String) -> [URL] {
            var found: [URL] = []
            for phase in ids(target["buildPhases"]) where object(phase)?["isa"] as? String == "PBXResourcesBuildPhase" {
                for buildFile in ids(object(phase)?["files"]) {
                    guard let ref = object(buildFile)?["fileRef"] as? String, let file = object(ref) else { continue }
                    if file["isa"] as? String == "PBXVariantGroup" {
                        found += ids(file["children"]).compactMap { path(of: $0)?.deletingLastPathComponent() }
                            .filter { $0.pathExtension == "lproj" }
                    } else if let url = path(of: ref) {
                        found.append(url)
                    }
                }
            }
            let compiled: Set<String> = ["swift", "h", "m", "mm", "c", "cpp", "entitlements", "xcconfig"]
            for group in ids(target["fileSystemSynchronizedGroups"]) {
                guard let folder = path(of: group), let walk = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { continue }
                let excluded = exceptions(of: group, targetID: targetID)
                let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
                for case let url as URL in walk {
                    if excluded.contains(String(url.resolvingSymlinksInPath().standardizedFileURL.path.dropFirst(base.count + 1))) {
                        walk.skipDescendants(); continue
                    }
                    if ["xcassets", "lproj", "bundle", "docc"].contains(url.pathExtension) {
                        walk.skipDescendants()
                        if url.pathExtension != "docc" { found.append(url) }
                        continue
                    }
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                          !compiled.contains(url.pathExtension), url.lastPathComponent != "Info.plist" else { continue }
                    found.append(url)
                }
            }
            var seen: Set<String> = []
            return found.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        }

        /// A synchronized folder's files (paths below it) that are not members of the target.
        func exceptions(of group: String, targetID: String) -> Set<String> {
            Set(ids(object(group)?["exceptions"]).flatMap { exception -> [String] in
                guard let e = object(exception), (e["target"] as? String).map({ $0 == targetID }) ?? true else { return [] }
                return (e["membershipExceptions"] as? [Any])?.compactMap { $0 as? String } ?? []
            })
        }

        /// The files of the target's Sources phase, and of its synchronized folders (Xcode 16).
        func sources(ofTarget target: [AnyHashable: Any], targetID: String) -> [URL] {
            var files: [URL] = []
            for phase in ids(target["buildPhases"]) where object(phase)?["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in ids(object(phase)?["files"]) {
                    guard let ref = object(buildFile)?["fileRef"] as? String, let url = path(of: ref) else { continue }
                    files.append(url.standardizedFileURL)
                }
            }
            for group in ids(target["fileSystemSynchronizedGroups"]) {
                guard let folder = path(of: group) else { continue }
                let excluded = exceptions(of: group, targetID: targetID)
                let found = (try? TransformedFile.swiftFiles(under: folder)) ?? []
                let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
                files += found.filter { !excluded.contains(String($0.path.dropFirst(base.count + 1))) }
            }
            return files
        }
    }
}
