import Foundation
import InterfaceBuilder

/// UIKit's `UIStoryboard`: a storyboard's scenes, made on demand. On Linux there are no compiled
/// storyboards: `init(name:bundle:)` finds `<name>.storyboard` where `UINib` finds a xib (the bundle's
/// resources, `UIKitSimulation.nibFolders` with their subfolders, the current folder) and reads it with
/// `InterfaceBuilder` (entities and DTDs off).
///
/// ```swift
/// let feed = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Feed")
/// ```
/// A scene's controller is its `customClass` (the app's, found as `UINib` finds a xib's classes) made
/// through `init?(coder:)`, as UIKit makes it, else UIKit's class for the element (`viewController`,
/// `collectionViewController`, `navigationController`, `tabBarController`). Its view is made when the
/// controller loads it (`loadView()`), from the scene's root view: the app's view classes, its
/// outlets assigned and the views' outlets to it connected (a collection view's `dataSource`), a
/// `<collectionView>` a real `UICollectionView` with its flow layout and prototype cells registered
/// (`NibCollectionViews`). A navigation controller gets its root view controller and a tab bar
/// controller its view controllers from their relationship segues. Differences from UIKit: other
/// segues are not performed; a storyboard that cannot be found or read, or an identifier no scene
/// has, stops the run with one line naming it (UIKit raises).
open class UIStoryboard {
    public let name: String
    let document: IBDocument
    let fileName: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        fileName = name + ".storyboard"
        guard let url = UINib.find(name, suffix: ".storyboard", bundle: storyboardBundleOrNil) else {
            let looked = UINib.searchFolders(bundle: storyboardBundleOrNil).map(\.path).joined(separator: ", ")
            UIStoryboard.stop("UIStoryboard(name: \"\(name)\"): no \(name).storyboard in \(looked)")
        }
        do {
            document = try NibDocuments.shared.document(at: url.path)
        } catch {
            UIStoryboard.stop("UIStoryboard(name: \"\(name)\"): \(error)")
        }
    }

    /// The scene with storyboard ID `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        controller(for: scene(withIdentifier: identifier))
    }

    /// The scene with that storyboard ID; the run stops naming the IDs there are when none has it.
    func scene(withIdentifier identifier: String) -> IBScene {
        guard let scene = document.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            let ids = document.scenes.compactMap(\.storyboardIdentifier).map { "'\($0)'" }.joined(separator: ", ")
            UIStoryboard.stop("\(fileName): no scene has the storyboard ID '\(identifier)'" + (ids.isEmpty ? " (it has none)" : " (it has \(ids))"))
        }
        return scene
    }

    /// iOS 13's `instantiateViewController(identifier:creator:)`: `creator` makes the controller from
    /// the coder (for one that needs arguments), else the scene's class.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let scene = scene(withIdentifier: identifier)
        return typed(controller(for: scene, creator: creator), scene: scene)
    }

    /// The scene the storyboard starts at (`initialViewController=`); nil when it names none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewController, let scene = document.scenes.first(where: { $0.controllerID == id }) else { return nil }
        return controller(for: scene)
    }

    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = document.initialViewController, let scene = document.scenes.first(where: { $0.controllerID == id }) else { return nil }
        return typed(controller(for: scene, creator: creator), scene: scene)
    }

    private func typed<ViewController: UIViewController>(_ made: UIViewController, scene: IBScene) -> ViewController {
        guard let controller = made as? ViewController else {
            UIStoryboard.stop("\(fileName): the scene \(scene.storyboardIdentifier.map { "'\($0)'" } ?? scene.sceneID) makes a \(type(of: made)), not a \(ViewController.self)")
        }
        return controller
    }

    /// The scene's controller: the creator's, the app's class through `init?(coder:)`, else UIKit's for
    /// the element; its view comes from the scene when loaded; container relationships are made.
    func controller<ViewController: UIViewController>(for scene: IBScene, creator: ((NSCoder) -> ViewController?)? = nil) -> UIViewController {
        let made: UIViewController
        if let creator, let custom = creator(NSCoder()) {
            made = custom
        } else if let name = scene.customClass, let type = UINib.appClass(name, module: scene.customModule) as? UIViewController.Type,
                  let custom = type.init(coder: NSCoder()) {
            made = custom
        } else {
            made = Self.uikitController(scene.controllerElement)
        }
        made.storyboardSource = (self, scene)
        if let title = scene.title, made.title == nil { made.title = title }
        let related = scene.relationships.compactMap { r in document.scenes.first { $0.controllerID == r.destination }.map { (r.relationship, $0) } }
        if let navigation = made as? UINavigationController, let root = related.first(where: { $0.0 == "rootViewController" }) {
            navigation.setViewControllers([controller(for: root.1)], animated: false)
        }
        if let tabs = made as? UITabBarController {
            let children = related.filter { $0.0 == "viewControllers" }.map { controller(for: $0.1) }
            if !children.isEmpty { tabs.viewControllers = children }
        }
        return made
    }

    private func controller(for scene: IBScene) -> UIViewController {
        controller(for: scene, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// UIKit's controller class for a scene element without a custom class.
    static func uikitController(_ element: String?) -> UIViewController {
        switch element {
        case "collectionViewController": UICollectionViewController(coder: NSCoder()) ?? UICollectionViewController()
        case "navigationController": UINavigationController(nibName: nil, bundle: nil)
        case "tabBarController": UITabBarController(nibName: nil, bundle: nil)
        default: UIViewController(nibName: nil, bundle: nil)
        }
    }

    /// The scene's root view for `controller`, made with the app's classes (nil for a container scene).
    func view(of scene: IBScene, for controller: UIViewController) -> UIView? {
        guard let rootID = scene.rootViewID, let index = document.roots.firstIndex(where: { $0.id == rootID }) else { return nil }
        do {
            return try UINib.appLoader(textMeasurer: nil, fileName: fileName).instantiate(document, rootIndex: index, owner: controller, scene: scene).root
        } catch {
            UIStoryboard.stop("\(fileName): \(error)")
        }
    }

    /// What UIKit raises for: one line on standard error, and the run stops (exit status 2).
    static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data("layoutshot: \(message)\n".utf8))
        exit(2)
    }
}

extension UIViewController {
    /// UIKit's `storyboard`: the storyboard the controller was made from, nil otherwise.
    public var storyboard: UIStoryboard? { storyboardSource?.storyboard }
}
