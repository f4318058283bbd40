import AppSources
import Foundation

/// The Xcode project (or workspace) an app's folder holds and the target `--swift` builds: step 1 of
/// `AppModules`.
struct AppProject {
    /// Every project: the one in DIR, or those of the workspace in DIR (`XcodeWorkspace`).
    var projects: [XcodeProject]
    /// The project of `target`.
    var project: XcodeProject
    var target: XcodeProject.Target

    /// `--target`, or the one application target of DIR's project or workspace; nil without either.
    static func load(_ options: SwiftAppOptions) throws -> AppProject? {
        let workspaces = XcodeWorkspace.workspaces(in: options.folder)
        var paths = XcodeProject.projects(in: options.folder)
        if workspaces.count > 1 {
            throw CLIError("--swift \(options.folder.path) holds \(workspaces.count) Xcode workspaces (\(workspaces.map(\.lastPathComponent).joined(separator: ", "))): give the folder of one")
        }
        if let workspace = workspaces.first {
            do { paths = try XcodeWorkspace.projects(of: workspace) } catch { throw CLIError("--swift: \(error)") }
        } else if paths.count > 1 {
            throw CLIError("--swift \(options.folder.path) holds \(paths.count) Xcode projects (\(paths.map(\.lastPathComponent).joined(separator: ", "))): give the folder of one")
        }
        guard !paths.isEmpty else {
            if let target = options.target { throw CLIError("--target \(target): no .xcodeproj in \(options.folder.path)") }
            return nil
        }
        let projects: [XcodeProject]
        do { projects = try paths.map { try XcodeProject(contentsOf: $0) } } catch { throw CLIError("--swift: \(error)") }
        let all = projects.flatMap { project in project.targets.map { (project, $0) } }
        if let name = options.target {
            guard let (project, target) = all.first(where: { $0.1.name == name }) else {
                throw CLIError("--target: \(paths.map(\.lastPathComponent).joined(separator: ", ")) has no target '\(name)' (it has \(all.map { "'\($0.1.name)'" }.joined(separator: ", ")))")
            }
            return AppProject(projects: projects, project: project, target: target)
        }
        // The iOS application target: a Mac, watch or TV app beside it is not the one drawn; of several
        // iOS apps (editions of one app), the one named like its project.
        var apps = all.filter { $0.1.isApplication }
        if apps.count > 1 {
            let iOS = apps.filter { $0.1.isForIOS }
            apps = iOS.count == 1 ? iOS : iOS.filter { $0.1.name == $0.0.url.deletingPathExtension().lastPathComponent }.prefix(1).map { $0 }
            if apps.isEmpty { apps = all.filter { $0.1.isApplication } }
        }
        guard apps.count == 1, let (project, app) = apps.first else {
            throw CLIError("\(paths.map(\.lastPathComponent).joined(separator: ", ")) has \(apps.count) application targets: choose one with --target NAME"
                           + (apps.isEmpty ? "" : " (\(apps.map { "'\($0.1.name)'" }.joined(separator: ", ")))"))
        }
        return AppProject(projects: projects, project: project, target: app)
    }

    /// The library target named `name` in any project, with its project.
    func library(named name: String) -> (XcodeProject, XcodeProject.Target)? {
        for project in projects {
            if let target = project.targets.first(where: { $0.name == name && AppModules.Graph.isLibrary($0) }) { return (project, target) }
        }
        return nil
    }
}

/// One module a `--swift` build compiles: the app's, or one it imports from its own repository.
struct AppModule: Equatable {
    var name: String
    /// The folder its files' package paths are taken below (flat names, `--exclude`).
    var root: URL
    var files: [URL]
    /// The modules (of this build) it imports.
    var dependencies: [String]
    /// Its Objective-C bridging header, whose types Layoutshot does not compile (`BridgingHeader`).
    var bridgingHeader: URL? = nil
    /// The compilation conditions its package declares (`.define("IS_SPM")`: MessageKit's asset bundle).
    var defines: [String] = []
    /// The app's: what its bundle holds at its top (`XcodeProject.resourceFiles`), found by `Bundle.main`.
    var resources: [URL] = []
}

/// The modules an app's screen is built from (issue 31 Deliver 1: build what Xcode builds), each its own
/// Swift module, so `import Account` works as in Xcode:
/// 1. **The app.** With an Xcode project or workspace directly in DIR (`AppProject`), its target's Swift
///    files (`--target`, else its one application target); without one, every `.swift` file below DIR.
/// 2. **Framework targets.** Each framework or library target the app target depends on
///    (`PBXTargetDependency`, or a framework its Frameworks phase links that a target makes — in a
///    workspace, often another project's), transitively, with its own Sources phase.
/// 3. **Local packages.** Each package product a target links (`packageProductDependencies`) that a
///    local package of the project makes (`XCLocalSwiftPackageReference`, and the local packages those
///    depend on): the product's targets, and the targets they depend on, read from the manifest as
///    SwiftPM evaluates it (`swift package dump-package`).
/// 4. **Remote packages.** A product no local package makes comes from a remote package the project
///    (`XCRemoteSwiftPackageReference`) or a package read (`.package(url:)`) references, read and built
///    the same way from its checkout (`PackageCheckouts`: `--packages DIR`, else a clone in the cache).
///    A package with neither is not built: a file that imports it fails only if the screen reaches it,
///    and the error says why the package is missing.
/// `--exclude` and the `main.swift` rule apply to every module's files.
enum AppModules {
    /// The app's module and, in dependency order (a module after those it imports), the others.
    /// `missing`: each package product the build needed whose remote package has no checkout → why.
    static func load(_ options: SwiftAppOptions, environment: [String: String]) throws
        -> (app: AppModule, libraries: [AppModule], missing: [String: String]) {
        // A file the project lists that is not there (a git submodule not checked out) is left out, as
        // the closure leaves out what the screen does not reach; if the screen needs it, its names are
        // missing from the build's errors.
        let keep = { (files: [URL]) in
            files.filter { $0.lastPathComponent != "main.swift" && !options.excludes($0, under: options.folder)
                && FileManager.default.fileExists(atPath: $0.path) }
        }
        guard let app = try AppProject.load(options) else {
            let files: [URL]
            do { files = try TransformedFile.swiftFiles(under: options.folder) } catch { throw CLIError("--swift: \(error)") }
            return (AppModule(name: options.module, root: options.folder, files: keep(files), dependencies: []), [], [:])
        }
        let checkouts = PackageCheckouts(folders: options.packageFolders, cache: SwiftAppPackage.cacheFolder(environment),
                                         pins: PackageCheckouts.pins(folder: options.folder, projects: app.projects.map(\.url)),
                                         environment: environment)
        var graph = Graph(app: app, environment: environment, keep: keep, checkouts: checkouts)
        let dependencies = try graph.add(target: app.target)
        let appFiles: [URL]
        do { appFiles = try app.project.swiftFiles(of: app.target.name) } catch { throw CLIError("--target: \(error)") }
        return (AppModule(name: options.module, root: options.folder, files: keep(appFiles), dependencies: dependencies,
                          bridgingHeader: app.target.bridgingHeader, resources: app.project.resourceFiles(of: app.target.name)),
                implicitDependencies(graph.modules), graph.missingProducts)
    }

    /// Xcode builds every module of an app into one products folder, where a framework target sees the
    /// modules built before it whether or not it declares them (DuckDuckGo's `Core` imports the package
    /// `SyncUI_iOS` that only the app links). So each module also depends on the other modules of the
    /// build its files import — unless that module already depends on it (no cycle is made).
    static func implicitDependencies(_ modules: [AppModule]) -> [AppModule] {
        var result = modules
        let names = Set(modules.map(\.name))
        func reaches(_ from: String, _ to: String) -> Bool {
            var stack = [from], seen: Set<String> = []
            while let name = stack.popLast() {
                if name == to { return true }
                guard seen.insert(name).inserted, let module = result.first(where: { $0.name == name }) else { continue }
                stack += module.dependencies
            }
            return false
        }
        for index in result.indices {
            var imported: [String] = []
            for file in result[index].files {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for module in UnavailableImports.importedModules(text) where !imported.contains(module) { imported.append(module) }
            }
            for module in imported where names.contains(module) && module != result[index].name
                && !result[index].dependencies.contains(module) && !reaches(module, result[index].name) {
                result[index].dependencies.append(module)
            }
        }
        return result
    }

    /// Steps 2 and 3, depth first so a module follows those it imports.
    struct Graph {
        let app: AppProject
        let environment: [String: String]
        let keep: ([URL]) -> [URL]
        var modules: [AppModule] = []
        var packages: [LocalPackage]? = nil
        var checkouts: PackageCheckouts
        /// Remote packages referenced and not read yet, by identity (the project's, then the read
        /// packages' `.package(url:)` dependencies).
        var pendingRemote: [RemotePackage] = []
        var readRemote: Set<String> = []
        /// A read remote package's folder → its identity (a clone's folder is not named after it alone).
        var remoteIdentities: [URL: String] = [:]
        /// Products the build needed whose remote package has no checkout → why.
        var missingProducts: [String: String] = [:]

        init(app: AppProject, environment: [String: String], keep: @escaping ([URL]) -> [URL], checkouts: PackageCheckouts) {
            self.app = app
            self.environment = environment
            self.keep = keep
            self.checkouts = checkouts
            pendingRemote = app.projects.flatMap(\.remotePackages)
        }

        /// The modules `target` imports (adding them): its target dependencies and the frameworks it
        /// links that a target of the project or workspace makes, then its package products.
        mutating func add(target: XcodeProject.Target) throws -> [String] {
            var dependencies: [String] = []
            var names = target.dependencies
            for framework in target.linkedFrameworks where !names.contains(framework) { names.append(framework) }
            for name in names {
                guard let (project, dependency) = app.library(named: name) else { continue }
                let module = SwiftAppOptions.moduleName(name)
                if !modules.contains(where: { $0.name == module }) {
                    let imports = try add(target: dependency)
                    let files: [URL]
                    do { files = try project.swiftFiles(of: name) } catch { throw CLIError("--swift: \(error)") }
                    modules.append(AppModule(name: module, root: project.url.deletingLastPathComponent(), files: keep(files), dependencies: imports))
                }
                if !dependencies.contains(module) { dependencies.append(module) }
            }
            for product in target.packageProducts {
                dependencies += try add(product: product, package: target.remoteProducts[product])
            }
            return dependencies
        }

        /// The modules of package product `name` (of the package `package` names, if given): a local
        /// package's, or a remote one's from its checkout (`PackageCheckouts`); none when no package
        /// read makes it.
        mutating func add(product name: String, package: String?) throws -> [String] {
            let remoteIdentities = self.remoteIdentities
            let makes = { (candidate: LocalPackage) in
                guard candidate.products[name] != nil else { return false }
                guard let package = package?.lowercased() else { return true }
                return [candidate.name.lowercased(), RemotePackage.identity(of: candidate.folder.lastPathComponent),
                        remoteIdentities[candidate.folder]].contains(package)
            }
            var owner = try localPackages().first(where: makes)
            while owner == nil, let next = nextRemote(named: package) {
                owner = try read(remote: next).flatMap { makes($0) ? $0 : nil }
            }
            guard let owner, let targets = owner.products[name] else {
                // A by-name dependency (`dependencies: ["InputBarAccessoryView"]`) names its package by the product.
                if let reason = checkouts.unavailable[(package ?? name).lowercased()] { missingProducts[name] = reason }
                return []
            }
            return try targets.flatMap { try add(packageTarget: $0, of: owner) }
        }

        /// The next remote package to read: the one named `identity` if given, else any not read yet.
        mutating func nextRemote(named identity: String?) -> RemotePackage? {
            pendingRemote.removeAll { readRemote.contains($0.identity) }
            guard let index = pendingRemote.firstIndex(where: { identity == nil || $0.identity == identity?.lowercased() }) else { return nil }
            return pendingRemote.remove(at: index)
        }

        /// Reads a remote package from its checkout (nil without one) and queues its own remote
        /// dependencies; its local dependencies are read with the local packages.
        mutating func read(remote: RemotePackage) throws -> LocalPackage? {
            readRemote.insert(remote.identity)
            guard let folder = checkouts.checkout(remote) else { return nil }
            // A checkout whose manifest cannot be read (a newer tools version) stops only a screen that
            // needs it, as a missing one does.
            let package: LocalPackage
            do { package = try Self.read(folder, environment: environment) } catch {
                checkouts.markUnavailable(remote, because: "its checkout \(folder.path) cannot be read: \(error)")
                return nil
            }
            remoteIdentities[package.folder] = remote.identity
            packages = (packages ?? []) + [package]
            pendingRemote += package.remoteDependencies.filter { !readRemote.contains($0.identity) }
            return package
        }

        mutating func add(packageTarget name: String, of package: LocalPackage) throws -> [String] {
            guard let target = package.targets[name], ["regular", "executable"].contains(target.type) else { return [] }
            let module = SwiftAppOptions.moduleName(name)
            if !modules.contains(where: { $0.name == module }) {
                var imports: [String] = []
                for dependency in target.dependencies {
                    switch dependency {
                    case .target(let other): imports += try add(packageTarget: other, of: package)
                    case .product(let product, let owner): imports += try add(product: product, package: owner)
                    }
                }
                let files: [URL]
                do { files = try package.swiftFiles(of: name) } catch { throw CLIError("--swift: \(error)") }
                modules.append(AppModule(name: module, root: package.folder, files: keep(files), dependencies: imports, defines: target.defines))
            }
            return [module]
        }

        /// The project's local packages and theirs (`fileSystem` dependencies), each read once.
        mutating func localPackages() throws -> [LocalPackage] {
            if let packages { return packages }
            var found: [LocalPackage] = []
            var queue = app.projects.flatMap(\.localPackages)
            while let folder = queue.first {
                queue.removeFirst()
                guard !found.contains(where: { $0.folder == folder.standardizedFileURL }) else { continue }
                // A reference to a package that is not there (not checked out) is skipped, as a remote one is.
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else { continue }
                let package = try Self.read(folder, environment: environment)
                found.append(package)
                queue += package.localDependencies
                pendingRemote += package.remoteDependencies
            }
            packages = found
            return found
        }

        static func isLibrary(_ target: XcodeProject.Target) -> Bool {
            target.productType.hasSuffix(".framework") || target.productType.hasSuffix("library.static")
                || target.productType.hasSuffix("library.dynamic")
        }

        /// `swift package dump-package` of `folder` (SwiftPM evaluates the manifest; nothing is written).
        static func read(_ folder: URL, environment: [String: String]) throws -> LocalPackage {
            let swift = SwiftAppPackage.which("swift", environment: environment) ?? "/usr/bin/swift"
            let (status, data, errors) = try SwiftAppPackage.capture(URL(fileURLWithPath: swift), ["package", "dump-package", "--package-path", folder.path],
                                                                    environment: environment)
            guard status == 0 else {
                let message = String(decoding: errors, as: UTF8.self).split(separator: "\n").first { $0.contains("error") } ?? "it exited with \(status)"
                throw CLIError("the app's local package \(folder.path) cannot be read: \(message)")
            }
            do { return try LocalPackage(dump: data, folder: folder) } catch { throw CLIError("--swift: \(error)") }
        }
    }
}
