import Foundation

/// A local Swift package an app's Xcode project references (issue 31 Deliver 1): its library products
/// and the Swift targets they are made of, read from the manifest as SwiftPM evaluates it
/// (`swift package dump-package`'s JSON), so `--swift` can build each target as its own module and
/// `import Core` works.
///
/// ```swift
/// let core = try LocalPackage(dump: json, folder: URL(fileURLWithPath: "Packages/Core"))
/// core.products["Core"]                    // ["Core", "CoreUI"]
/// core.targets["Core"]?.dependencies       // [.target("CoreUI"), .product("Alamofire", package: "Alamofire")]
/// try core.swiftFiles(of: "CoreUI")        // Packages/Core/Sources/CoreUI/…, its `exclude`s left out
/// ```
public struct LocalPackage: Sendable {
    public enum Dependency: Equatable, Sendable {
        /// A target of this package (`.target(name:)`, or a name that is one of its targets).
        case target(String)
        /// A product of another package (`.product(name:package:)`, or a name that is not a target here).
        case product(String, package: String?)
    }

    public struct Target: Equatable, Sendable {
        public var name: String
        /// `regular`, `executable`, `test`, `binary`, `macro`, `plugin`, `system`.
        public var type: String
        /// Its folder: `path` from the manifest, else `Sources/<name>`.
        public var folder: URL
        public var exclude: [String]
        public var dependencies: [Dependency]
        /// Its `swiftSettings: [.define("IS_SPM")]` conditions, as SwiftPM compiles it (those limited to
        /// other platforms or to release builds left out: an iPhone debug build's).
        public var defines: [String] = []
    }

    public let folder: URL
    public let name: String
    /// Library products: name → its targets.
    public let products: [String: [String]]
    public let targets: [String: Target]
    /// The folders of the local packages it depends on (`.package(path:)`).
    public let localDependencies: [URL]
    /// The remote packages it depends on (`.package(url:…)`).
    public let remoteDependencies: [RemotePackage]

    /// From `swift package dump-package` output; an error names the package and what is missing.
    public init(dump: Data, folder: URL) throws {
        self.folder = folder.standardizedFileURL
        guard let root = (try? JSONSerialization.jsonObject(with: dump)) as? [String: Any] else {
            throw AppSourceError("\(folder.path)/Package.swift: its manifest does not describe a package")
        }
        name = root["name"] as? String ?? folder.lastPathComponent
        var products: [String: [String]] = [:]
        for product in root["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String, let targets = product["targets"] as? [String] else { continue }
            products[name] = targets
        }
        let rawTargets = root["targets"] as? [[String: Any]] ?? []
        let names = Set(rawTargets.compactMap { $0["name"] as? String })
        var targets: [String: Target] = [:]
        for raw in rawTargets {
            guard let name = raw["name"] as? String else { continue }
            let path = raw["path"] as? String
            let base = self.folder
            let targetFolder = path.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : base.appendingPathComponent($0) }
                ?? base.appendingPathComponent("Sources/\(name)")
            targets[name] = Target(name: name, type: raw["type"] as? String ?? "regular", folder: targetFolder.standardizedFileURL,
                                   exclude: raw["exclude"] as? [String] ?? [],
                                   dependencies: (raw["dependencies"] as? [[String: Any]] ?? []).compactMap { Self.dependency($0, targets: names) },
                                   defines: Self.defines(raw["settings"] as? [[String: Any]] ?? []))
        }
        self.products = products
        self.targets = targets
        localDependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> URL? in
            guard let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = fileSystem["path"] as? String else { return nil }
            return URL(fileURLWithPath: path).standardizedFileURL
        }
        remoteDependencies = (root["dependencies"] as? [[String: Any]] ?? []).compactMap(RemotePackage.dependency(dump:))
    }

    /// A target's Swift `define` settings from the dump: `{"tool": "swift", "kind": {"define": {"_0": NAME}},
    /// "condition": {"platformNames": […], "config": "debug"|"release"}}`; a condition must admit iOS and debug.
    static func defines(_ settings: [[String: Any]]) -> [String] {
        settings.compactMap { setting in
            guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any],
                  let define = kind["define"] as? [String: Any], let name = define["_0"] as? String, !name.isEmpty else { return nil }
            let condition = setting["condition"] as? [String: Any]
            if let platforms = condition?["platformNames"] as? [String], !platforms.isEmpty, !platforms.contains("ios") { return nil }
            if let config = condition?["config"] as? String, config != "debug" { return nil }
            return name
        }
    }

    /// One entry of a target's `dependencies`: `{"byName": [name, condition]}`, `{"target": [name, condition]}`
    /// or `{"product": [name, package, moduleAliases, condition]}`.
    static func dependency(_ raw: [String: Any], targets: Set<String>) -> Dependency? {
        if let target = raw["target"] as? [Any], let name = target.first as? String { return .target(name) }
        if let product = raw["product"] as? [Any], let name = product.first as? String {
            return .product(name, package: product.count > 1 ? product[1] as? String : nil)
        }
        if let byName = raw["byName"] as? [Any], let name = byName.first as? String {
            return targets.contains(name) ? .target(name) : .product(name, package: nil)
        }
        return nil
    }

    /// The `.swift` files of target `name`, sorted, less those below its `exclude`d paths.
    public func swiftFiles(of name: String) throws -> [URL] {
        guard let target = targets[name] else { throw AppSourceError("\(folder.path)/Package.swift has no target '\(name)'") }
        let excluded = target.exclude.map { target.folder.appendingPathComponent($0).standardizedFileURL.path }
        guard FileManager.default.fileExists(atPath: target.folder.path) else { return [] }
        return try TransformedFile.swiftFiles(under: target.folder).filter { url in
            !excluded.contains { url.path == $0 || url.path.hasPrefix($0 + "/") }
        }
    }
}
