import Foundation
import InterfaceBuilder
import Scene

/// UIKit's `UINib`: an Interface Builder file's objects, made on demand. On Linux there are no
/// compiled nibs: `init(nibName:bundle:)` finds `<name>.xib` itself — in the bundle's resources, then
/// in `UIKitSimulation.nibFolders` (searched with their subfolders), then the current folder — and
/// reads it with `InterfaceBuilder` (entities and DTDs off).
///
/// `instantiate(withOwner:options:)` makes the top-level views as `NibLoader` lays out xib cells, with
/// what UIKit adds: each object's `customClass` is the app's class (found by its module-qualified
/// name: the xib's `customModule`, then `UIKitSimulation.appModules`), the root's outlets and the
/// owner's are assigned by name (`NibOutletAssigning`, which the source transform writes), and every
/// view gets `awakeFromNib()`. A nib that cannot be found or read (UIKit raises) gives no objects and
/// keeps the one-line reason in `problem`; a collection view dequeuing from it reports that.
public final class UINib {
    public let name: String
    /// The file named in messages: `<name>.xib`, or a storyboard prototype's storyboard.
    let fileName: String
    private let document: IBDocument?
    /// Why the nib has no objects: not found, or the reader's one-line error (file and line).
    public let problem: String?

    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let url = UINib.find(name, bundle: bundleOrNil) else {
            let looked = UINib.searchFolders(bundle: bundleOrNil).map(\.path).joined(separator: ", ")
            self.init(name: name, document: nil, problem: "UINib(nibName: \"\(name)\"): no \(name).xib in \(looked)")
            return
        }
        do {
            self.init(name: name, document: try NibDocuments.shared.document(at: url.path), problem: nil)
        } catch {
            self.init(name: name, document: nil, problem: "UINib(nibName: \"\(name)\"): \(error)")
        }
    }

    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            self.init(name: "data", document: try IBDocument.read(data, name: "data"), problem: nil)
        } catch {
            self.init(name: "data", document: nil, problem: "UINib(data:): \(error)")
        }
    }

    private init(name: String, document: IBDocument?, problem: String?, fileName: String? = nil) {
        self.name = name; self.document = document; self.problem = problem; self.fileName = fileName ?? name + ".xib"
    }

    /// A storyboard's prototype cell or reusable view as a nib of its own (`NibCollectionViews`): the
    /// document with that one root, so each dequeue makes it anew.
    convenience init(prototype: IBView, of document: IBDocument, fileName: String) {
        var single = document
        single.roots = [prototype]
        single.scenes = []
        single.placeholders = []
        self.init(name: prototype.reuseIdentifier ?? prototype.id, document: single, problem: nil,
                  fileName: "\(fileName) (prototype \(prototype.element) \(prototype.id), line \(prototype.line))")
    }

    /// The loader UIKit's nib loading uses: the app's classes, and collection and table views made real.
    static func appLoader(textMeasurer: (any TextMeasuring)?, fileName: String) -> NibLoader {
        var loader = NibLoader(textMeasurer: textMeasurer, classLookup: UINib.appClass)
        loader.elementMaker = NibElementMakers(fileName: fileName)
        return loader
    }

    /// UIKit's `UINib.OptionsKey`. Accepted; none changes what is made.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The top-level views, in the file's order; text measured with `textMeasurer` (Layoutshot's).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        instantiateViews(owner: ownerOrNil as AnyObject?, textMeasurer: nil).views
    }

    /// Layoutshot: the top-level views, or the one-line reason there are none.
    func instantiateViews(owner: AnyObject?, textMeasurer: (any TextMeasuring)?) -> (views: [UIView], problem: String?) {
        guard let document else { return ([], problem) }
        let loader = UINib.appLoader(textMeasurer: textMeasurer, fileName: fileName)
        var views: [UIView] = []
        for index in document.roots.indices {
            do { views.append(try loader.instantiate(document, rootIndex: index, owner: owner).root) } catch {
                return (views, "\(fileName): \(error)")
            }
        }
        return (views, nil)
    }

    /// The view a controller's nib gives it (`UIViewController.interfaceBuilderView()`): File's Owner's
    /// `view` outlet, else the first top-level view, made with `owner` as File's Owner.
    static func ownersView(at url: URL, owner: UIViewController) -> UIView? {
        let fileName = url.lastPathComponent
        do {
            let document = try NibDocuments.shared.document(at: url.path)
            let viewID = document.placeholders.first { $0.placeholderIdentifier == "IBFilesOwner" }?.outlets.first { $0.property == "view" }?.destination
            let index = viewID.flatMap { id in document.roots.firstIndex { $0.id == id } } ?? 0
            guard document.roots.indices.contains(index) else { return nil }
            return try appLoader(textMeasurer: nil, fileName: fileName).instantiate(document, rootIndex: index, owner: owner).root
        } catch {
            UIStoryboard.stop("\(type(of: owner)): \(fileName): \(error)")
        }
    }

    /// The app's class for a xib's `customClass`: `customModule.customClass`, else the class in
    /// one of `UIKitSimulation.appModules`.
    public static func appClass(_ name: String, module: String?) -> AnyClass? {
        let modules = (module.map { [$0] } ?? []) + UIKitSimulation.taskAppModules + UIKitSimulation.appModules
        for m in modules { if let type = _typeByName("\(m).\(name)") as? AnyClass { return type } }
        return nil
    }

    static func searchFolders(bundle: Bundle?, includingCurrentFolder: Bool = true) -> [URL] {
        var folders: [URL] = []
        if let resources = bundle?.resourceURL { folders.append(resources) }
        folders += UIKitSimulation.nibFolders
        if includingCurrentFolder { folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) }
        return folders
    }

    /// `<name>.xib` in the first folder (with its subfolders, in sorted order) that has one.
    static func find(_ name: String, suffix: String = ".xib", bundle: Bundle?, includingCurrentFolder: Bool = true) -> URL? {
        guard !name.isEmpty, !name.contains("/"), !name.contains("..") else { return nil }
        let file = name + suffix
        for folder in searchFolders(bundle: bundle, includingCurrentFolder: includingCurrentFolder) {
            let direct = folder.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: direct.path) { return direct }
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            var found: [String] = []
            var visited = 0
            while let path = walk.nextObject() as? String, visited < 20_000 {
                visited += 1
                if (path as NSString).lastPathComponent == file { found.append(path) }
            }
            if let first = found.sorted().first { return folder.appendingPathComponent(first) }
        }
        return nil
    }
}

extension UIKitSimulation {
    private static let nibLock = NSLock()
    nonisolated(unsafe) private static var storedNibFolders: [URL] = []
    nonisolated(unsafe) private static var storedAppModules: [String] = []

    /// Layoutshot's: the folders `UINib(nibName:bundle:)` searches (with their subfolders) for
    /// `<name>.xib`, after the bundle's resources and before the current folder.
    public static var nibFolders: [URL] {
        get { nibLock.lock(); defer { nibLock.unlock() }; return storedNibFolders }
        set { nibLock.lock(); storedNibFolders = newValue; nibLock.unlock() }
    }

    /// Layoutshot's: adds `folder` to `nibFolders` unless it is there already, in one step — tests and
    /// callers running at once each add their own folder without losing another's (a read, then a write
    /// of the whole list, could put back a list without it).
    public static func addNibFolder(_ folder: URL) {
        nibLock.lock(); defer { nibLock.unlock() }
        if !storedNibFolders.contains(folder) { storedNibFolders.append(folder) }
    }

    /// Layoutshot's: removes `folder` from `nibFolders`, in one step, leaving the others.
    public static func removeNibFolder(_ folder: URL) {
        nibLock.lock(); defer { nibLock.unlock() }
        storedNibFolders.removeAll { $0 == folder }
    }

    /// Layoutshot's: the modules a xib's `customClass` is looked up in after its `customModule` and
    /// the running task's (`with(appModules:_:)`: a capture binds its controller's module), for every task.
    public static var appModules: [String] {
        get { nibLock.lock(); defer { nibLock.unlock() }; return storedAppModules }
        set { nibLock.lock(); storedAppModules = newValue; nibLock.unlock() }
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: the nib's top-level views, made with `owner` as File's
    /// Owner (its outlets connected), as `UINib(nibName:bundle:).instantiate(withOwner:options:)` makes
    /// them; nil when no such nib is found.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard UINib.find(name, bundle: self) != nil else { return nil }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
