import AppSources
import Foundation

/// `layout` or `render` with `--swift DIR --controller NAME`, in the `layoutshot` process: builds (or
/// reuses) a package holding the app's files and runs it with the same arguments.
///
/// The package lives in the cache (`$LAYOUTSHOT_CACHE`, else `$XDG_CACHE_HOME/layoutshot`, else
/// `~/.cache/layoutshot`), in `swift/<module>-<hash>/` (the hash of DIR's path, the Layoutshot checkout's
/// and the list of its source files: a Layoutshot with new files gets a new package):
/// - `Sources/<module>/App/…` — each `.swift` file below DIR (or of the Xcode target) through the
///   source transform (`TransformedFile`: errors name the user's file and line), reduced to the
///   declarations the screen reaches (`DeclarationClosure`; a file with none left out), rewritten only
///   when it changed, so SwiftPM recompiles only what changed;
/// - `Sources/<module>/main.swift` — `AppRunner.main(controller: "NAME") { NAME() }`: the controller
///   is constructed statically, in the app's module, so `internal` types work;
/// - `Package.swift` — one executable target named after the module (what the xibs' `customModule`
///   says), depending on this Layoutshot package by path (`$LAYOUTSHOT_PACKAGE`, else the checkout this
///   binary was built from).
///
/// A compiler error in the app's files or in `NAME()` is one line (the first error, at the user's
/// file and line) and exit code 2; the build log is kept in the package folder.
struct SwiftAppPackage {
    let options: SwiftAppOptions
    let environment: [String: String]
    let layoutshotPackage: URL
    /// Layoutshot's sources by path, size and modification time.
    let layoutshotFiles: [FileTree.File]
    let packageFolder: URL

    init(options: SwiftAppOptions, environment: [String: String]) {
        self.options = options
        self.environment = environment
        layoutshotPackage = Self.layoutshotPackage(environment)
        layoutshotFiles = FileTree.files(layoutshotPackage.appendingPathComponent("Sources").path, suffix: "")
        packageFolder = Self.packageFolder(for: options, layoutshot: layoutshotPackage, files: layoutshotFiles,
                                           cache: Self.cacheFolder(environment))
    }

    /// The checkout this binary was built from: three folders up from this file.
    static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func layoutshotPackage(_ environment: [String: String]) -> URL {
        if let path = environment["LAYOUTSHOT_PACKAGE"], !path.isEmpty { return URL(fileURLWithPath: path).standardizedFileURL }
        return Self.builtFrom
    }

    static func cacheFolder(_ environment: [String: String]) -> URL {
        if let path = environment["LAYOUTSHOT_CACHE"], !path.isEmpty { return URL(fileURLWithPath: path) }
        if let path = environment["XDG_CACHE_HOME"], !path.isEmpty { return URL(fileURLWithPath: path).appendingPathComponent("layoutshot") }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/layoutshot")
    }

    /// One package per app folder and Layoutshot checkout — and per list of Layoutshot's source files:
    /// SwiftPM does not always notice files added to a path dependency whose manifest did not change,
    /// so a Layoutshot with new files gets a new package (and a full build) rather than a stale one.
    static func packageFolder(for options: SwiftAppOptions, layoutshot: URL, files: [FileTree.File], cache: URL) -> URL {
        let key = ([options.folder.path, layoutshot.path] + files.map(\.path)).joined(separator: "\n")
        return cache.appendingPathComponent("swift/\(options.module)-\(Self.hash(key))")
    }

    /// `debug`, or `release` when `LAYOUTSHOT_SWIFT_BUILD=release` (slower to build, faster to run: the benchmark's).
    var configuration: String { environment["LAYOUTSHOT_SWIFT_BUILD"] == "release" ? "release" : "debug" }

    /// Where the package is built: its own `.build`, or `LAYOUTSHOT_SWIFT_BUILD_PATH` — one build folder
    /// several packages share, so Layoutshot's modules are compiled once for all (SwiftPM locks it while
    /// one builds). The test suite shares one with its other child packages.
    var buildFolder: URL {
        if let path = environment["LAYOUTSHOT_SWIFT_BUILD_PATH"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return packageFolder.appendingPathComponent(".build")
    }

    /// The runner the build makes.
    var runner: URL { buildFolder.appendingPathComponent("\(configuration)/\(productName)") }

    /// The runner's product name: the package folder's, so packages sharing a build folder
    /// (`LAYOUTSHOT_SWIFT_BUILD_PATH`) never overwrite each other's runner — two apps whose module is
    /// `AppStore` once did, and one drew the other's controller.
    var productName: String { packageFolder.lastPathComponent + "-runner" }

    /// Writes the package, builds it, runs it with `arguments`; returns the runner's exit code.
    ///
    /// The quick path: when nothing the package is made from changed since the last build — the app's
    /// `.swift` files and Layoutshot's manifest and sources, by path, size and modification time, the
    /// controller, module and configuration — the runner is run as it is, without transforming or
    /// building anything (a touched but unchanged file costs one no-op `swift build`).
    func run(_ arguments: [String], console: Console) throws -> Int32 {
        let root = layoutshotPackage
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
              FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/LayoutshotAppRunner").path) else {
            throw CLIError("--swift needs Layoutshot's package to build against; none at \(root.path) (set LAYOUTSHOT_PACKAGE=DIR)")
        }
        let main = try mainSource
        let stamp = Self.hash([configuration, main, inputListing,
                               layoutshotFiles.map(\.line).joined(separator: "\n"), FileTree.listing(root.appendingPathComponent("Package.swift").path, suffix: "")]
                                .joined(separator: "\n"))
        let stampFile = packageFolder.appendingPathComponent("built.stamp")
        let binary = runner
        let bundled = packageFolder.appendingPathComponent("Bundle/\(binary.lastPathComponent)")
        if (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp || !FileManager.default.isExecutableFile(atPath: binary.path)
            || !FileManager.default.isExecutableFile(atPath: bundled.path) {
            try? FileManager.default.removeItem(at: stampFile)
            let isNew = !FileManager.default.fileExists(atPath: packageFolder.path)
            try write(main: main)
            _ = try build(console: console, announcing: isNew)
            _ = try AppBundle.make(runner: binary, packageFolder: packageFolder)
            try? Data(stamp.utf8).write(to: stampFile, options: .atomic)
        }
        return try runRunner(bundled, arguments, environment: environment, console: console)
    }

    // MARK: The package

    /// The app's Swift files the runner compiles: every `.swift` file below DIR but those `--exclude`
    /// matches and the app's own entry point — a file named `main.swift` (its top-level code would be a
    /// second entry point beside Layoutshot's generated one), left out as `@main` is blanked.
    func appFiles() throws -> [URL] { try Self.appFiles(options) }

    static func appFiles(_ options: SwiftAppOptions) throws -> [URL] {
        let files: [URL]
        if let app = try AppProject.load(options) {
            do { files = try app.project.swiftFiles(of: app.target.name) } catch { throw CLIError("--target: \(error)") }
        } else {
            files = try TransformedFile.swiftFiles(under: options.folder)
        }
        return files.filter { url in url.lastPathComponent != "main.swift" && !options.excludes(url, under: options.folder) }
    }

    /// Writes what changed: each module's files the screen reaches (`AppModules`, `DeclarationClosure`),
    /// the entry point and the manifest.
    /// The imports every file of `module` has on iOS through its bridging header or, for a framework
    /// target, its umbrella header (`<module>.h`): the frameworks the header imports that this build has,
    /// as `import` lines before the file's `#sourceLocation` (its lines and columns stay). KeePassium's
    /// `KeePassiumLib.h` imports UIKit, and 63 of the framework's Swift files import nothing.
    private func headerImports(of module: AppModule, available: Set<String>) -> String {
        let header = module.bridgingHeader ?? BridgingHeader.umbrellaHeader(of: module.name, below: module.root)
        guard let header else { return "" }
        return BridgingHeader.frameworkImports(at: header, searchingBelow: options.folder).filter { available.contains($0) || $0 == "Foundation" }
            .map { "import \($0)\n" }.joined()
    }

    func write(main mainSource: String) throws {
        let (appModule, libraries, missingProducts) = try AppModules.load(options, environment: environment)
        guard !appModule.files.isEmpty else { throw CLIError("--swift \(options.folder.path): no .swift files") }
        let sourcesRoot = packageFolder.appendingPathComponent("Sources")
        let sources = sourcesRoot.appendingPathComponent(options.module)
        let app = sources.appendingPathComponent("App")
        let modules = [(appModule, app)] + libraries.map { ($0, sourcesRoot.appendingPathComponent($0.name)) }
        var wanted: [URL: String] = [:]
        // A file that cannot be read as UTF-8 text (a binary blob named .swift, a git LFS pointer's
        // target) is left out, as a file the screen does not reach; the build's error lists it.
        var transformed: [DeclarationClosure.File] = []
        var unreadable: [String] = []
        for (module, _) in modules {
            for file in module.files {
                do { transformed.append(.init(path: file.path, text: try TransformedFile.contents(ofFileAt: file))) } catch { unreadable.append(file.path) }
            }
        }
        wanted[packageFolder.appendingPathComponent(Self.unreadableFile)] = unreadable.map { $0 + "\n" }.joined()
        wanted[packageFolder.appendingPathComponent(AppBundle.resourcesFile)] = appModule.resources.map { $0.path + "\n" }.joined()
        let nibs = NibClassNames.scan([options.folder] + options.xibFolders)
        // Xcode's Core Data code generation for the app's models (`CoreDataModels`): the generated code
        // names the app's own entity classes (a category's, a relationship's), so they are roots too.
        var coreData: [(name: String, source: String)] = []
        var entityClasses: [String] = []
        for model in CoreDataModels.models(under: options.folder) {
            guard let contents = CoreDataModels.currentContents(of: model), let data = FileManager.default.contents(atPath: contents.path) else { continue }
            let entities = CoreDataModels.entities(data)
            let source = CoreDataModels.swiftSource(entities, model: model.lastPathComponent)
            guard !source.isEmpty else { continue }
            coreData.append((model.deletingPathExtension().lastPathComponent, source))
            entityClasses += entities.map(\.className)
        }
        let closure = DeclarationClosure.reduce(transformed, roots: try roots(nibs: nibs) + entityClasses, nibClasses: nibs)
        // Imports of modules this build cannot have are blanked in the kept files (`UnavailableImports`).
        let available = Set(["UIKit", "LayoutshotAppRunner"] + Self.standInModules + modules.map(\.0.name))
        var blankedImports: [String: [String]] = [:]
        var kept = Dictionary(closure.files.map { file -> (String, String) in
            let (text, blanked) = UnavailableImports.blank(file.text, available: available)
            if !blanked.isEmpty { blankedImports[file.path] = blanked }
            return (file.path, text)
        }, uniquingKeysWith: { first, _ in first })
        // Overrides written in extensions move into their classes, module by module (`ExtensionOverrides`).
        var droppedOverrides: [String] = []
        for (module, _) in modules {
            let files = module.files.compactMap { url in kept[url.path].map { DeclarationClosure.File(path: url.path, text: $0) } }
            let hoisted = ExtensionOverrides.hoist(files)
            for file in hoisted.files { kept[file.path] = file.text }
            droppedOverrides += hoisted.dropped
        }
        wanted[packageFolder.appendingPathComponent(Self.droppedOverridesFile)] = droppedOverrides.map { $0 + "\n" }.joined()
        wanted[packageFolder.appendingPathComponent(Self.missingPackagesFile)] = missingProducts.sorted { $0.key < $1.key }
            .map { "\($0.key)\t\($0.value)\n" }.joined()
        for (name, source) in coreData { wanted[app.appendingPathComponent("_CoreData_\(name).swift")] = source }
        for (module, folder) in modules {
            let implicit = headerImports(of: module, available: available)
            for file in module.files {
                guard let text = kept[file.path] else { continue }
                wanted[folder.appendingPathComponent(TransformedFile.flatName(of: file, under: module.root))] = implicit + text
            }
            // A module the screen needs nothing of still exists: the app's files import it.
            if module.name != appModule.name, !module.files.contains(where: { kept[$0.path] != nil }) {
                wanted[folder.appendingPathComponent("_Layoutshot.swift")] = "// Nothing of \(module.name) is needed by this screen.\n"
            }
            if module.name != appModule.name, module.files.contains(where: { kept[$0.path]?.contains(".module") == true }) {
                wanted[folder.appendingPathComponent("_LayoutshotBundleModule.swift")] = Self.bundleModule(module)
            }
        }
        let previews = options.isNib || !options.controller.isEmpty ? [] : try chosenPreviews()
        wanted[packageFolder.appendingPathComponent(Self.reasonsFile)] = closure.files.map { file in
            var reason = closure.reason(for: file.path) ?? ""
            for preview in previews {
                reason = reason.replacingOccurrences(of: preview.function, with: "#Preview(\(TransformedFile.stringLiteral(preview.name)))")
            }
            return "\(file.path)\t\(reason)\t\((blankedImports[file.path] ?? []).joined(separator: ","))"
        }.joined(separator: "\n") + "\n"
        let bridged = appModule.bridgingHeader.map { BridgingHeader.types(at: $0, searchingBelow: options.folder) } ?? [:]
        wanted[packageFolder.appendingPathComponent(Self.bridgedTypesFile)] = bridged.keys.sorted()
            .map { "\($0)\t\(bridged[$0] ?? "")\n" }.joined()
        wanted[sources.appendingPathComponent("main.swift")] = Self.entryPoint(mainSource, importing: libraries.map(\.name))
        var standIns = [options.module: Self.importedStandIns(below: sources, in: wanted)]
        for (module, folder) in modules where module.name != appModule.name { standIns[module.name] = Self.importedStandIns(below: folder, in: wanted) }
        wanted[packageFolder.appendingPathComponent("Package.swift")] = manifest(libraries: libraries, standIns: standIns)
        for (_, folder) in modules {
            try CLIError.createFolder(folder.path, describedAs: "the --swift package folder \(folder.path)")
        }
        // Files from an earlier run that the app no longer has, and modules it no longer has.
        let folders = Set(modules.map(\.1.standardizedFileURL.path) + [sources.standardizedFileURL.path])
        for old in (try? FileManager.default.contentsOfDirectory(at: sourcesRoot, includingPropertiesForKeys: nil)) ?? []
        where !folders.contains(old.standardizedFileURL.path) {
            try? FileManager.default.removeItem(at: old)
        }
        for (_, folder) in modules {
            for old in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] where wanted[old] == nil {
                try? FileManager.default.removeItem(at: old)
            }
        }
        for (url, text) in wanted where (try? String(contentsOf: url, encoding: .utf8)) != text {
            do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
                throw CLIError("cannot write \(url.path): \(error.localizedDescription)")
            }
            if url.lastPathComponent == "main.swift", url.deletingLastPathComponent() == sources { forgetCompiledMain() }
        }
    }

    /// SwiftPM's `Bundle.module`, which it declares for a package target with resources; the generated
    /// manifest declares none, so a library module whose code reads `.module` gets this one: the
    /// target's own folder in the app, where its resources are (a string not found there is the
    /// `NSLocalizedString` value written in the code).
    static func bundleModule(_ module: AppModule) -> String {
        """
        // Generated by Layoutshot: SwiftPM's `Bundle.module` for \(module.name)'s resources.
        import Foundation

        extension Foundation.Bundle {
            static let module: Bundle = Bundle(path: \(TransformedFile.stringLiteral(module.root.path))) ?? Bundle.main
        }

        """
    }

    /// What the package is made from, by path, size and time: the app's `.swift` files, project,
    /// manifests and nibs (the closure follows nib names), and the project's local packages outside DIR.
    var inputListing: String {
        let folder = options.folder.path
        var listings = [".swift", ".pbxproj", ".xcworkspacedata", "Package.swift", "Package.resolved", ".xib", ".storyboard"].map { FileTree.listing(folder, suffix: $0) }
        for project in (try? AppProject.load(options))?.projects ?? [] {
            for package in project.localPackages where !package.path.hasPrefix(folder + "/") {
                listings += [".swift", "Package.swift"].map { FileTree.listing(package.path, suffix: $0) }
            }
        }
        // Remote packages' checkouts given with --packages (the cache's clones never change).
        for packages in options.packageFolders {
            listings += [".swift", "Package.swift"].map { FileTree.listing(packages.path, suffix: $0) }
        }
        return listings.joined(separator: "\n")
    }

    /// Where the screen starts (`DeclarationClosure`'s roots): the controller `NAME()` makes, the
    /// preview's function, or for `nib FILE --swift` every class FILE names and every
    /// `@IBInspectable` setter function the runner registers.
    func roots(nibs: [String: [String]]) throws -> [String] {
        if options.isNib {
            let inspectables = try appFiles().compactMap { url -> String? in
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
                return TransformedFile.inspectableFunction(source: text, originalPath: url.path)
            }
            let text = options.nibFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            return NibClassNames.classes(in: text) + inspectables
        }
        if let storyboard = options.storyboard { return storyboard.classes }
        if !options.controller.isEmpty { return [options.controller] }
        return try chosenPreviews().map(\.function)
    }

    /// The package folder's list of the overrides of framework classes' methods written in extensions,
    /// left out (`ExtensionOverrides`: no class body of the app's to move them to).
    static let droppedOverridesFile = "left-out-overrides.txt"

    /// The package folder's list of the package products the build needed whose remote package has no
    /// checkout (`Kingfisher<TAB>why`, `PackageCheckouts`): a build error whose file imports one says why.
    static let missingPackagesFile = "missing-packages.txt"

    /// The package folder's list of the app files that could not be read as UTF-8 text (left out).
    static let unreadableFile = "unreadable-files.txt"

    /// The package folder's list of the Objective-C types of the app's bridging header
    /// (`FeedCellModel<TAB>FeedCellModel.h`): a build error naming one says so.
    static let bridgedTypesFile = "bridged-types.txt"

    /// The package folder's list of the app files built, each with the chain of declarations that
    /// reached it (`path<TAB>FeedViewController → FeedCell`): what a build error adds to its line.
    static let reasonsFile = "built-files.txt"

    /// In a build folder several packages share (`LAYOUTSHOT_SWIFT_BUILD_PATH`), SwiftPM may take the
    /// build plan it made for the last package as valid for this one and fail ("No target named
    /// '<runner>' in build description"), which trials on real apps met. So when the last package built
    /// there was another, its plan (`<configuration>.yaml`) is removed and this build plans anew; the
    /// compiled modules stay. The folder's `layoutshot-last-package` names the last package; `build`
    /// holds the folder's `layoutshot.lock` meanwhile, so no other build's plan is removed under it.
    private func forgetOtherPackagesPlan() {
        let marker = buildFolder.appendingPathComponent("layoutshot-last-package")
        let last = try? String(contentsOf: marker, encoding: .utf8)
        if last != packageFolder.path {
            try? FileManager.default.removeItem(at: buildFolder.appendingPathComponent("\(configuration).yaml"))
            try? FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
            try? Data(packageFolder.path.utf8).write(to: marker, options: .atomic)
        }
    }

    /// Swift's incremental build recompiles a module's dependents only where their own sources changed: a
    /// class of Layoutshot's that gains a member (a vtable slot) leaves the modules already compiled against
    /// it — Layoutshot's own and the app's — with stale offsets, and the runner crashes (met on 2026-12-06:
    /// members added to `UILabel` and `NSTextStorage`). So when Layoutshot's sources are not those the build
    /// folder was last built with (`layoutshot-sources.stamp`: their paths, sizes and times), its compiled
    /// modules and plan are removed and everything is compiled anew — minutes, once for each change of
    /// Layoutshot. `build` holds the folder's lock meanwhile.
    private func forgetStaleLayoutshotBuild() {
        let stampFile = buildFolder.appendingPathComponent("layoutshot-sources.stamp")
        let stamp = Self.hash(layoutshotFiles.map(\.line).joined(separator: "\n"))
        guard (try? String(contentsOf: stampFile, encoding: .utf8)) != stamp else { return }
        let compiled = buildFolder.appendingPathComponent(configuration).resolvingSymlinksInPath()
        if FileManager.default.fileExists(atPath: compiled.path) { try? FileManager.default.removeItem(at: compiled) }
        try? FileManager.default.removeItem(at: buildFolder.appendingPathComponent("\(configuration).yaml"))
        try? FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
        try? Data(stamp.utf8).write(to: stampFile, options: .atomic)
    }

    /// Removes the compiled entry point and the runner, so the next build compiles the new
    /// `main.swift` and links anew. Swift's incremental build compares modification times to the
    /// second: a `main.swift` rewritten within the second of the last build (another controller or
    /// preview, one command after another) was taken as unchanged, and the runner drew the previous
    /// screen.
    private func forgetCompiledMain() {
        let objects = buildFolder.appendingPathComponent("\(configuration)/\(options.module).build")
        for name in ["main.swift.o", "main.d", "main.swiftdeps", "main.dia"] {
            try? FileManager.default.removeItem(at: objects.appendingPathComponent(name))
        }
        try? FileManager.default.removeItem(at: runner)
    }

    var mainSource: String {
        get throws {
            if options.isNib { return nibMainSource }
            if let storyboard = options.storyboard {
                return controllerMainSource(options.controller, make: storyboard.makeExpression(module: options.module))
            }
            if !options.controller.isEmpty { return controllerMainSource(options.controller, make: "\(options.controller)()") }
            let previews = try chosenPreviews()
            let list = previews.map { "(\(TransformedFile.stringLiteral($0.name)), { \($0.function)() })" }.joined(separator: ",\n    ")
            return """
            // Generated by `layoutshot … --swift \(options.folder.path)`: the #Preview \(previews.map(\.name).joined(separator: ", ")).
            import LayoutshotAppRunner
            import UIKit

            AppRunner.main(previews: [
                \(list),
            ])

            """
        }
    }

    /// The app's previews (the transform's step 6), file by file.
    func previews() throws -> [PreviewMacros.Preview] {
        try appFiles().flatMap { url -> [PreviewMacros.Preview] in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
            return TransformedFile.previews(source: text, originalPath: url.path)
        }
    }

    /// The previews drawn: `--preview NAME`'s, or with `everyPreview` (`render`) all of the app's, else
    /// its only one.
    func chosenPreviews() throws -> [PreviewMacros.Preview] {
        if options.everyPreview, options.preview == nil {
            let all = try previews()
            if all.count > 1 { return all }
        }
        return [try chosenPreview()]
    }

    /// `--preview NAME`'s preview, or the app's only one; an error naming the previews otherwise.
    func chosenPreview() throws -> PreviewMacros.Preview {
        let all = try previews()
        let names = all.map { "'\($0.name)'" }.joined(separator: ", ")
        if let name = options.preview {
            guard let found = all.first(where: { $0.name == name }) else {
                throw CLIError("--preview '\(name)': no such #Preview in \(options.folder.path)" + (all.isEmpty ? " (it has none)" : " (it has \(names))"))
            }
            return found
        }
        guard !all.isEmpty else {
            throw CLIError("--swift \(options.folder.path) needs --controller NAME (the view controller to draw) or a #Preview in its files")
        }
        guard all.count == 1, let only = all.first else {
            throw CLIError("--swift \(options.folder.path) has \(all.count) previews: choose one with --preview NAME (\(names))")
        }
        return only
    }

    /// `nib --swift`: the runner lays the xib out with the app's classes, registering the setters of the
    /// app's `@IBInspectable` properties (the source transform's step 5, one function per file that
    /// declares some).
    var nibMainSource: String {
        let files = (try? appFiles()) ?? []
        let functions = files.compactMap { url -> String? in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return TransformedFile.inspectableFunction(source: text, originalPath: url.path)
        }
        return """
        // Generated by `layoutshot nib … --swift \(options.folder.path)`.
        import LayoutshotAppRunner
        import UIKit

        AppRunner.nib(module: \(TransformedFile.stringLiteral(options.module)), inspectables: [\(functions.joined(separator: ", "))])

        """
    }

    func controllerMainSource(_ name: String, make: String) -> String {
        """
        // Generated by `layoutshot … --swift \(options.folder.path)`: \(name).
        import LayoutshotAppRunner
        import UIKit

        AppRunner.main(controller: \(TransformedFile.stringLiteral(name))) { \(make) }

        """
    }

    /// The frameworks Linux lacks that Layoutshot's package stands in for, which an app file may
    /// import (README "UIKit on Linux"): Combine (a working subset), inert SafariServices, WebKit,
    /// AVFoundation, AVKit and Core Data, and SwiftUI's declarations with placeholder hosting; inert
    /// QuickLook, AuthenticationServices, MediaPlayer, StoreKit and WatchConnectivity among the rest.
    static let standInModules = ["Combine", "SafariServices", "WebKit", "AVFoundation", "AVKit", "CoreData", "SwiftUI", "os", "UniformTypeIdentifiers", "CoreGraphics", "QuartzCore", "LocalAuthentication", "UserNotifications", "CloudKit", "Security", "FoundationOverlay", "zlib", "BackgroundTasks", "CoreLocation", "MapKit", "ImageIO", "CoreImage", "Accelerate", "CryptoKit", "CommonCrypto", "Photos", "PhotosUI", "MobileCoreServices", "CoreServices", "QuickLook", "AuthenticationServices", "MediaPlayer", "StoreKit", "WatchConnectivity"]

    /// The stand-ins the files written below `folder` import (transformed: `import Foundation` brings
    /// `Security` and `Combine` by transform step 8), in `standInModules`' order.
    static func importedStandIns(below folder: URL, in wanted: [URL: String]) -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        var imported: Set<String> = []
        for (url, text) in wanted where url.standardizedFileURL.path.hasPrefix(prefix) {
            // Step 8 writes its imports on the line of `import Foundation`, separated by semicolons.
            imported.formUnion(UnavailableImports.importedModules(text.replacingOccurrences(of: ";", with: "\n")))
        }
        return standInModules.filter(imported.contains)
    }

    /// One target a module (`AppModule`): the app's executable, the others libraries it imports, each
    /// depending on Layoutshot's `UIKit`, on the stand-ins its files import (`standIns`, by module name;
    /// only those are built — a screen that imports no WebKit compiles none) and on the modules it imports.
    func manifest(libraries: [AppModule], standIns: [String: [String]] = [:]) -> String {
        let identity = TransformedFile.stringLiteral(layoutshotPackage.lastPathComponent.lowercased())
        let indent = ",\n                   "
        func dependencies(_ products: [String], _ modules: [String]) -> String {
            (products.map { ".product(name: \"\($0)\", package: \(identity))" } + modules.map { "\"\($0)\"" }).joined(separator: indent)
        }
        func frameworks(_ module: String) -> [String] { ["UIKit"] + (standIns[module] ?? Self.standInModules) }
        let targets = libraries.map { library in
            """
                    .target(name: "\(library.name)",
                            dependencies: [\(dependencies(frameworks(library.name), library.dependencies))],
                            path: "Sources/\(library.name)",
                            swiftSettings: [.swiftLanguageMode(.v5)\(library.defines.map { ", .define(\(TransformedFile.stringLiteral($0)))" }.joined())]),

            """
        }.joined()
        return """
        // swift-tools-version:6.1
        // Generated by `layoutshot … --swift`: the app's files (transformed), its modules and Layoutshot's runner.
        import PackageDescription

        let package = Package(
            name: "\(options.module)",
            products: [.executable(name: "\(productName)", targets: ["\(options.module)"])],
            dependencies: [.package(path: \(TransformedFile.stringLiteral(layoutshotPackage.path)))],
            targets: [
        \(targets)        .executableTarget(name: "\(options.module)",
                                  dependencies: [\(dependencies(frameworks(options.module) + ["LayoutshotAppRunner"], libraries.map(\.name)))],
                                  swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )

        """
    }

    /// The generated entry point importing the app's other modules too (a controller or preview may be
    /// declared in one).
    static func entryPoint(_ main: String, importing modules: [String]) -> String {
        guard !modules.isEmpty else { return main }
        return main.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n" + modules.map { "import \($0)\n" }.joined())
    }

    // MARK: Building and running

    /// `swift build` of the package; the runner's path.
    @discardableResult
    func build(console: Console, announcing isNew: Bool = false) throws -> URL {
        // One build at a time in a build folder (SwiftPM's own lock is taken too late for the plan below).
        try? FileManager.default.createDirectory(at: buildFolder, withIntermediateDirectories: true)
        let lock = open(buildFolder.appendingPathComponent("layoutshot.lock").path, O_CREAT | O_RDWR, 0o644)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { flock(lock, LOCK_UN); close(lock) } }
        forgetOtherPackagesPlan()
        forgetStaleLayoutshotBuild()
        let log = packageFolder.appendingPathComponent("build.log")
        let swift = Self.which("swift", environment: environment) ?? "/usr/bin/swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["build", "--package-path", packageFolder.path, "--build-path", buildFolder.path, "--product", productName,
                             "-c", configuration]
        process.environment = environment
        FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: log) else { throw CLIError("cannot write \(log.path)") }
        process.standardOutput = handle
        process.standardError = handle
        if isNew {
            console.err("layoutshot: building \(options.controller.isEmpty ? "the app" : options.controller)'s package in \(packageFolder.path) (the first run builds Layoutshot too: minutes)")
        }
        do { try process.run() } catch { throw CLIError("cannot run \(swift) build: \(error.localizedDescription)") }
        process.waitUntilExit()
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let reasons = (try? String(contentsOf: packageFolder.appendingPathComponent(Self.reasonsFile), encoding: .utf8)) ?? ""
            let bridged = (try? String(contentsOf: packageFolder.appendingPathComponent(Self.bridgedTypesFile), encoding: .utf8)) ?? ""
            if let message = Self.bridgedTypesError(output, bridged: Self.parseReasons(bridged), log: log.path) { throw CLIError(message) }
            let unreadable = ((try? String(contentsOf: packageFolder.appendingPathComponent(Self.unreadableFile), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
            let missing = (try? String(contentsOf: packageFolder.appendingPathComponent(Self.missingPackagesFile), encoding: .utf8)) ?? ""
            var message = Self.firstError(output, log: log.path, controller: options.controller, reasons: Self.parseReasons(reasons),
                                          missing: Self.parseReasons(missing))
            if !unreadable.isEmpty {
                message += " (left out, not UTF-8 text: \(unreadable.prefix(3).joined(separator: ", "))\(unreadable.count > 3 ? " and \(unreadable.count - 3) more" : ""))"
            }
            throw CLIError(message)
        }
        return runner
    }

    /// The build's first compiler error as one line (`file:line:col: error: …`), else its last line.
    /// When the build's errors name Objective-C types of the bridging header (`cannot find 'X' in scope`,
    /// `cannot find type 'X' in scope`): one line naming them all and their headers, at the first such
    /// error — not a wall of errors. Nil when none does.
    static func bridgedTypesError(_ log: String, bridged: [String: String], log path: String) -> String? {
        guard !bridged.isEmpty else { return nil }
        var names: [String] = [], first: String?
        for line in log.split(separator: "\n") where line.contains(": error: cannot find ") {
            guard let quoted = line.split(separator: "'").dropFirst().first.map(String.init), bridged[quoted] != nil else { continue }
            if !names.contains(quoted) { names.append(quoted) }
            if first == nil { first = line.components(separatedBy: ": error: ").first }
        }
        guard !names.isEmpty else { return nil }
        let listed = names.map { "\($0) (\(bridged[$0] ?? ""))" }.joined(separator: ", ")
        return "the app's Swift code uses Objective-C types from its bridging header, which Layoutshot does not compile: \(listed), first at "
            + "\(first ?? "?"): give the screen Swift stand-ins for them, or leave out the files that need them with --exclude (build log: \(path))"
    }

    /// A tab-separated file of the package folder as its first column → the rest (`built-files.txt`:
    /// path → chain and blanked imports; `bridged-types.txt`: type → header).
    static func parseReasons(_ text: String) -> [String: String] {
        var reasons: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if parts.count == 2 { reasons[parts[0]] = parts[1] }
        }
        return reasons
    }

    /// Why the file of a compiler error `line` is built, when the screen reached it through other
    /// declarations, and which of its imports were left out: ` (this file is built because
    /// FeedViewController → FeedCell reaches it; its import of Kingfisher is left out: …)`.
    static func builtBecause(_ line: String, reasons: [String: String], missing: [String: String] = [:]) -> String {
        guard let path = line.split(separator: ":", maxSplits: 1).first.map(String.init), let entry = reasons[path] else { return "" }
        let columns = entry.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let chain = columns.first ?? ""
        let blanked = columns.count > 1 ? columns[1].split(separator: ",").map(String.init) : []
        var notes: [String] = []
        if chain.contains("→") { notes.append("this file is built because \(chain) reaches it") }
        if let module = line.range(of: "no such module '").map({ String(line[$0.upperBound...].prefix { $0 != "'" }) }) {
            notes.append("Linux has no \(module): change that declaration, or leave its file out with --exclude")
        }
        if !blanked.isEmpty {
            notes.append("its import\(blanked.count == 1 ? "" : "s") of \(blanked.joined(separator: ", ")) \(blanked.count == 1 ? "is" : "are") left out: "
                         + "Layoutshot cannot build \(blanked.count == 1 ? "that module" : "those modules") (a remote package, or a framework Linux lacks)")
            for module in blanked { if let why = missing[module] { notes.append("\(module): \(why)") } }
        }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }

    static func firstError(_ log: String, log path: String, controller: String? = nil, reasons: [String: String] = [:],
                           missing: [String: String] = [:]) -> String {
        let lines = log.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        // The app's own first error before one in the generated main.swift, which often only follows
        // from it (issue 31: the one-line error named main.swift instead of the app's real error).
        if let error = errors.first(where: { !$0.contains("/main.swift:") }) ?? errors.first {
            let line = error.trimmingCharacters(in: .whitespaces)
            if let controller, !controller.isEmpty, line.contains("/main.swift:") {
                let message = line.components(separatedBy: ": error: ").last ?? line
                return "--controller \(controller): \(controller)() does not compile in the app's module: \(message) (build log: \(path))"
            }
            return "the app's code does not compile: \(line)\(builtBecause(line, reasons: reasons, missing: missing)) (build log: \(path))"
        }
        return "swift build failed: \(lines.last(where: { !$0.isEmpty }) ?? "no output") (build log: \(path))"
    }

    /// Runs the runner with the same arguments as a child (`RunnerProcess`): its standard output is the
    /// command's when `console` is the process's own output, else it goes to `console` after the run;
    /// its exit code — 2, with one line naming the app's file and line, when the app's code trapped.
    func runRunner(_ binary: URL, _ arguments: [String], environment: [String: String], console: Console) throws -> Int32 {
        try RunnerProcess.run(binary, arguments, environment: environment, console: console, passOutput: console.isProcessOutput,
                              place: { sourcePath($0) })
    }

    /// The Swift runtime names a trap's place by its file ID, `Module/File.swift:9`: the app's own file of
    /// that name among those the build compiled (`reasonsFile`), when one alone has it; else as given.
    func sourcePath(_ place: String) -> String {
        let parts = place.split(separator: ":", maxSplits: 1).map(String.init)
        guard let fileID = parts.first, let name = fileID.split(separator: "/").last.map(String.init), name.hasSuffix(".swift") else { return place }
        let built = (try? String(contentsOf: packageFolder.appendingPathComponent(Self.reasonsFile), encoding: .utf8)) ?? ""
        let matches = Self.parseReasons(built).keys.filter { URL(fileURLWithPath: $0).lastPathComponent == name }
        guard matches.count == 1, let path = matches.first else { return place }
        return ([path] + parts.dropFirst()).joined(separator: ":")
    }

    /// Runs `executable` with `arguments`, both its outputs read at once (a child that fills one pipe
    /// while the other is read would wait for ever); its exit code (`ExitCode.failure` when killed) and outputs.
    static func capture(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> (Int32, Data, Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { throw CLIError("cannot run \(executable.path): \(error.localizedDescription)") }
        let errors = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: errors) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errors.wait()
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : ExitCode.failure, outData, errData)
    }

    static func which(_ tool: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable folder name.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x100000001b3 }
        return String(h, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
