import AppSources
import CollectionLayout
import Foundation
import ScreenSpec

/// The app's own view controller as the screen `layout` and `render` draw (`--swift DIR --controller
/// NAME`). The process that has the app's code compiled in — the runner `layoutshot` builds
/// (`SwiftAppPackage`), through `LayoutshotAppRunner` — provides it to `Layoutshot.run`.
public protocol AppScreenSource {
    /// The screen's name in frame dumps and file names: the controller's.
    var name: String { get }
    /// A new controller captured on `device` with `traits`: a screen (its traits applied, its scope the
    /// capture's: the app's data source, called while the pipeline draws, sees the simulated `UIScreen`
    /// and `UIDevice`) and the device turned to the traits' orientation.
    func capture(on device: Device, traits: Traits) throws -> (screen: Screen, device: Device)
}

extension CommandContext {
    /// The app's screens for `options` (its controller, or its previews); only the runner process has them.
    func appSources(for options: SwiftAppOptions) throws -> [any AppScreenSource] {
        guard !appScreens.isEmpty else { throw CLIError("--swift \(options.folder.path): the app's code is not compiled into this process") }
        return appScreens
    }
}

/// The `--swift` options, as `layout` and `render` accept them; the runner reads the same ones.
public struct SwiftAppOptions: Sendable {
    static let swift = Option("--swift", "DIR", help: """
        draw an app's own view controller instead of a screen file: the Swift
        files and xibs below DIR, compiled on Linux against Layoutshot's UIKit
        through the source transform (README "UIKit on Linux"); the first run
        builds a package in the cache, later runs reuse it
        """)
    static let controller = Option("--controller", "NAME", help: """
        the view controller to draw, made as NAME() in the app's module: a
        controller class, or a function returning one (required with --swift)
        """)
    static let module = Option("--module", "NAME", help: """
        the app's module name, which xibs' customModule names (default: DIR's
        name, e.g. AppStore for path/to/AppStore)
        """)
    static let xibs = Option("--xibs", "DIR", help: "another folder of the app's xibs (repeatable; DIR's own are always found)")
    static let exclude = Option("--exclude", "GLOB", help: """
        leave the app's files matching GLOB out of the build (repeatable; matched
        against the path below DIR, e.g. 'Scenes/Settings/*' or '*Widget*.swift')
        """)
    static let preview = Option("--preview", "NAME", help: """
        draw the app's #Preview of that name instead of a controller (a preview
        may make a controller that needs arguments); with neither --controller
        nor --preview, render draws every preview and layout the app's one
        ('layoutshot screens --swift DIR' lists them)
        """)
    static let target = Option("--target", "NAME", help: """
        with an Xcode project in DIR (DIR/*.xcodeproj), build that target's
        Swift files (default: its one application target)
        """)
    /// What `layout` and `render` accept beside their own.
    static let all = [swift, controller, preview, StoryboardScene.option, StoryboardScene.idOption, module, target, xibs, exclude,
                      PackageCheckouts.option]

    public var folder: URL
    /// The controller `NAME()` drawn; empty for a preview (`preview`) or `nib --swift`.
    public var controller: String
    /// With `controller` empty and not `isNib`: the `#Preview` drawn, by name (nil: the app's only one,
    /// or with `everyPreview` all of them).
    public var preview: String? = nil
    /// `render --swift DIR` without `--controller` or `--preview`: every preview is a screen (`layout`
    /// takes one).
    public var everyPreview = false
    /// `nib FILE --swift DIR`: no screen, the xib's classes.
    public var isNib = false
    /// `nib FILE --swift DIR`: FILE, whose classes are where the build starts (`DeclarationClosure`).
    public var nibFile: URL? = nil
    /// `--target NAME`: the Xcode project's target whose files are built.
    public var target: String? = nil
    public var module: String
    public var xibFolders: [URL]
    /// `--exclude` patterns (`fnmatch`), matched against a file's path below `folder`.
    public var excludePatterns: [String] = []
    /// `--packages DIR`: folders of the app's remote packages' checkouts (`PackageCheckouts`).
    public var packageFolders: [URL] = []
    /// `--storyboard NAME [--id ID]`: the scene drawn (then `controller` is its screen name).
    public var storyboard: StoryboardScene? = nil

    /// Whether `--exclude` leaves `file` (below `folder`) out.
    func excludes(_ file: URL, under folder: URL) -> Bool {
        guard !excludePatterns.isEmpty else { return false }
        let base = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let path = file.resolvingSymlinksInPath().standardizedFileURL.path
        let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent
        return excludePatterns.contains { fnmatch($0, relative, 0) == 0 || fnmatch($0, file.lastPathComponent, 0) == 0 }
    }

    /// The options in `args`, or nil when `--swift` is not given; errors name the option.
    static func parse(_ args: Arguments) throws -> SwiftAppOptions? {
        guard let path = try args.value(Self.swift) else {
            for option in [controller, preview, StoryboardScene.option, StoryboardScene.idOption, module, target, xibs, exclude,
                           PackageCheckouts.option] where args.has(option) {
                throw CLIError("\(option.name) needs --swift DIR")
            }
            return nil
        }
        guard args.positionals.isEmpty else {
            throw CLIError("give a screen or --swift DIR, not both (got '\(args.positionals[0])')")
        }
        let folder = try existingFolder(path, option: Self.swift.name)
        var controller = try args.value(Self.controller) ?? ""
        let preview = try args.value(Self.preview)
        if !controller.isEmpty, preview != nil { throw CLIError("give --controller or --preview, not both") }
        guard controller.isEmpty || isIdentifier(controller) else { throw CLIError("--controller '\(controller)' is not a Swift type name") }
        let storyboard = try StoryboardScene.parse(args, folder: folder)
        if let storyboard {
            guard controller.isEmpty, preview == nil else { throw CLIError("give --storyboard or --controller or --preview, one of them") }
            controller = storyboard.screenName
        }
        let target = try args.value(Self.target)
        let module = try args.value(Self.module) ?? projectModule(folder, target: target) ?? moduleName(folder.lastPathComponent)
        guard isIdentifier(module) else {
            throw CLIError("--module '\(module)' is not a Swift module name (give --module NAME)")
        }
        let xibs = try args.values(Self.xibs).map { try existingFolder($0, option: Self.xibs.name) }
        let packages = try args.values(PackageCheckouts.option).map { try existingFolder($0, option: PackageCheckouts.option.name) }
        return SwiftAppOptions(folder: folder, controller: controller, preview: preview, target: target,
                               module: module, xibFolders: xibs, excludePatterns: try excludePatterns(args),
                               packageFolders: packages, storyboard: storyboard)
    }

    /// `nib FILE --swift DIR [--module NAME]`: the app whose classes the xib names, run as Interface
    /// Builder runs them (no controller: `controller` is empty); nil without `--swift`.
    static func parseForNib(_ args: Arguments) throws -> SwiftAppOptions? {
        guard let path = try args.value(Self.swift) else {
            for option in [module, exclude] where args.has(option) { throw CLIError("\(option.name) needs --swift DIR") }
            return nil
        }
        let folder = try existingFolder(path, option: Self.swift.name)
        let module = try args.value(Self.module) ?? moduleName(folder.lastPathComponent)
        guard isIdentifier(module) else {
            throw CLIError("--module '\(module)' is not a Swift module name (give --module NAME)")
        }
        return SwiftAppOptions(folder: folder, controller: "", isNib: true, nibFile: args.positionals.first.map { URL(fileURLWithPath: $0) },
                               module: module, xibFolders: [],
                               excludePatterns: try excludePatterns(args))
    }

    /// With an Xcode project in `folder`: the module its target builds (`--target`, else its one
    /// application target) — the name xibs' `customModule` and `@testable import` use; nil otherwise.
    static func projectModule(_ folder: URL, target: String?) -> String? {
        let options = SwiftAppOptions(folder: folder, controller: "", target: target, module: "App", xibFolders: [])
        guard let app = try? AppProject.load(options) else { return nil }
        return moduleName(app.target.name)
    }

    /// The `--exclude` patterns: each non-empty, at most 1000 characters.
    static func excludePatterns(_ args: Arguments) throws -> [String] {
        try args.values(Self.exclude).map { pattern in
            guard !pattern.isEmpty, pattern.count <= 1000 else { throw CLIError("--exclude: a pattern is 1 to 1000 characters") }
            return pattern
        }
    }

    static func existingFolder(_ path: String, option: String) throws -> URL {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw CLIError("\(option) \(path): no such folder") }
        guard isFolder.boolValue else { throw CLIError("\(option) \(path): not a folder") }
        return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    }

    /// A folder's name as a module name: `My App-iOS` → `My_App_iOS`.
    static func moduleName(_ folder: String) -> String {
        var name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = name.first, first.isNumber { name = "_" + name }
        return name.isEmpty ? "App" : name
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) } && text.unicodeScalars.allSatisfy(\.isASCII)
    }
}
