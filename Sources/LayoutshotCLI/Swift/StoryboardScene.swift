import Foundation
import AppSources
import InterfaceBuilder

/// `--swift DIR --storyboard NAME [--id ID]` (issue 31 Deliver 4): a storyboard scene as the screen —
/// `NAME.storyboard` below DIR, the scene with storyboard ID `ID`, else the storyboard's initial one.
/// Read here, before anything is built, so a missing storyboard or ID is a one-line error listing what
/// there is; the runner makes the scene as the app would (`UIStoryboard`).
public struct StoryboardScene: Sendable, Equatable {
    static let option = Option("--storyboard", "NAME", help: """
        draw a storyboard scene instead of --controller: NAME.storyboard below
        DIR (its initial scene, or --id's), made as UIStoryboard makes it —
        the app's classes, outlets, prototype cells
        """)
    static let idOption = Option("--id", "ID", help: "with --storyboard: the scene whose storyboard ID is ID")

    /// The storyboard's name (`Main` for Main.storyboard).
    public var name: String
    /// The scene's storyboard ID; nil for the initial scene.
    public var identifier: String?
    /// The screen's name: the scene controller's class, else its storyboard ID.
    public var screenName: String
    /// Where the build starts (`DeclarationClosure`'s roots): every class the scene names — its
    /// controller, its views and layouts, and those of the controllers its relationships hold.
    public var classes: [String]

    /// The expression the runner's `main.swift` makes the controller with, in the app's module.
    func makeExpression(module: String) -> String {
        let storyboard = "UIStoryboard(name: \(TransformedFile.stringLiteral(name)), bundle: nil)"
        let make = identifier.map { "\(storyboard).instantiateViewController(withIdentifier: \(TransformedFile.stringLiteral($0)))" }
            ?? "\(storyboard).instantiateInitialViewController() ?? UIViewController()"
        return "UIKitSimulation.with(appModules: [\(TransformedFile.stringLiteral(module))]) { \(make) }"
    }

    /// The scene `--storyboard` and `--id` name in `args`, read from below `folder`; nil without
    /// `--storyboard`. Errors name the storyboard and list its IDs.
    static func parse(_ args: Arguments, folder: URL) throws -> StoryboardScene? {
        guard let name = try args.value(option) else {
            if args.has(idOption) { throw CLIError("--id needs --storyboard NAME") }
            return nil
        }
        guard !name.isEmpty, !name.contains("/"), !name.hasSuffix(".storyboard") else {
            throw CLIError("--storyboard '\(name)': give the storyboard's name without folder or extension (Main for Main.storyboard)")
        }
        let identifier = try args.value(idOption)
        guard let url = find(name + ".storyboard", below: folder) else {
            throw CLIError("--storyboard \(name): no \(name).storyboard below \(folder.path)")
        }
        let document: IBDocument
        do { document = try IBDocument.read(contentsOf: url) } catch { throw CLIError("--storyboard \(name): \(error)") }
        let scene: IBScene
        if let identifier {
            guard let found = document.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
                let ids = document.scenes.compactMap(\.storyboardIdentifier).map { "'\($0)'" }.joined(separator: ", ")
                throw CLIError("--id '\(identifier)': no scene of \(url.lastPathComponent) has that storyboard ID" + (ids.isEmpty ? " (it has none)" : " (it has \(ids))"))
            }
            scene = found
        } else {
            guard let initial = document.initialViewController, let found = document.scenes.first(where: { $0.controllerID == initial }) else {
                throw CLIError("--storyboard \(name): \(url.lastPathComponent) has no initial scene (give --id ID)")
            }
            scene = found
        }
        return StoryboardScene(name: name, identifier: identifier,
                               screenName: scene.customClass ?? identifier ?? scene.controllerElement ?? "Scene",
                               classes: classes(of: scene, in: document, seen: []))
    }

    /// The classes a scene names, and those of the scenes its relationships hold.
    static func classes(of scene: IBScene, in document: IBDocument, seen: Set<String>) -> [String] {
        var names: [String] = scene.customClass.map { [$0] } ?? []
        if let rootID = scene.rootViewID, let root = document.view(id: rootID) {
            var stack = [root]
            while let view = stack.popLast() {
                names += [view.customClass].compactMap { $0 }
                switch view.collectionView?.layout {
                case .flow(let flow)?: names += [flow.customClass].compactMap { $0 }
                case .custom(let layout, _)?: names += [layout].compactMap { $0 }
                case nil: break
                }
                stack += view.allSubviews.reversed()
            }
        }
        var seen = seen
        seen.insert(scene.sceneID)
        for relationship in scene.relationships {
            guard let held = document.scenes.first(where: { $0.controllerID == relationship.destination }), !seen.contains(held.sceneID) else { continue }
            names += classes(of: held, in: document, seen: seen)
            seen.insert(held.sceneID)
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique
    }

    /// `file` below `folder` (sorted, the first; hidden folders and build products skipped).
    static func find(_ file: String, below folder: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return nil }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent == file { found.append(url) }
        return found.sorted { $0.path < $1.path }.first
    }
}
