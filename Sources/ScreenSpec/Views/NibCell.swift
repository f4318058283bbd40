import AutoLayout
import Foundation
import InterfaceBuilder
import Scene
import UIKitViews

/// A cell (or supplementary view) drawn from an Interface Builder file: `"cell": {"nib": …, "outlets": {…}}`.
///
/// ```json
/// "cell": {"nib": "Cells/SmallAppCell.xib",
///          "outlets": {"titleLabel": "{text}", "subtitleLabel": "{subtitle}",
///                      "iconView": {"color": "systemYellow"}, "badge": {"hidden": true}}}
/// ```
///
/// - `nib`: a `.xib` path relative to the screen file's folder (a screen read from data without a
///   file: relative to the current folder). Its first top-level view is the cell.
/// - `outlets`: the xib's outlets (its root's `<connections>` and File's Owner's) by property name.
///   A string is the outlet's content: a label's or button's text, an image view's asset
///   (`"icon.png"`, from the screen's `assets/`) or colour (`"systemYellow"`, `"#FFCC00"`); an
///   object sets any of `text`, `image`, `color` (the view's background; a template such as
///   `"{tint}"` takes the colour the item's field names), `cornerRadius` (continuous
///   corners, as an `awakeFromNib` would set them) and `hidden` (true/false, or a string: `"{isNew}"`
///   is shown when the item's field is empty, `"false"`, `"0"` or `"no"`, hidden otherwise). `{text}`, `{item}`,
///   `{section}` and the item's fields are filled in.
///
/// The cell is laid out by Auto Layout (`AutoLayout`) at its frame — the xib's own constraints,
/// stack views and intrinsic sizes — and drawn by `ViewDrawing`. An `.estimated` size measures it
/// with `systemLayoutSizeFitting` (width fixed, height fitting), as UIKit's self-sizing does.
public final class NibCell: Sendable, Equatable {
    public let name: String
    public let path: String
    public let document: IBDocument
    public let outlets: [(property: String, binding: OutletBinding)]
    /// The screen file's folder: outlet images are looked for in its `assets/`, then the samples' assets.
    let screenFolder: String?

    init(name: String, path: String, document: IBDocument, outlets: [(property: String, binding: OutletBinding)],
         screenFolder: String?) {
        self.name = name; self.path = path; self.document = document; self.outlets = outlets; self.screenFolder = screenFolder
    }

    public static func == (a: NibCell, b: NibCell) -> Bool {
        a.path == b.path && a.outlets.map(\.property) == b.outlets.map(\.property) && a.outlets.map(\.binding) == b.outlets.map(\.binding)
    }

    /// What an outlet shows.
    public struct OutletBinding: Sendable, Equatable {
        public var text: String?
        public var asset: String?
        public var color: ColorReference?
        /// A colour template (`"{tint}"`): the item's field names the colour, filled in when drawn.
        public var colorTemplate: String?
        /// `true`/`false`, or a template whose filled-in value decides.
        public var hidden: String?
        /// `layer.cornerRadius`, as a cell's `awakeFromNib` sets it.
        public var cornerRadius: Double?
    }

    /// The cell's views for `item`, outlets bound, at `size` (laid out), measured with `measurer`.
    public func instance(item: ViewItem, measuringWith measurer: (any TextMeasuring)?, scale: Double,
                         layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) -> NibInstance? {
        guard let nib = try? NibLoader(textMeasurer: measurer).instantiate(document) else { return nil }
        nib.root.contentScaleFactor = CGFloat(scale)
        nib.root.environmentLayoutDirection = layoutDirection
        for (property, binding) in outlets {
            guard let view = nib.outlets[property] else { continue }
            bind(view, binding, item: item)
        }
        return nib
    }

    private func bind(_ view: UIView, _ b: OutletBinding, item: ViewItem) {
        if let t = b.text.map(item.fill) {
            if let label = view as? UILabel { label.text = t }
            if let button = view as? UIButton { button.setTitle(t, for: .normal) }
        }
        if let image = view as? UIImageView {
            if let asset = b.asset.map(item.fill), let path = assetPath(asset) {
                image.image = UIImage(name: asset, size: image.image?.size ?? image.frame.size, fileURL: URL(fileURLWithPath: path))
            }
        }
        if let color = b.color ?? b.colorTemplate.flatMap({ ColorReference.parse(item.fill($0)) }) {
            view.backgroundColor = UIColor(color)
        }
        if let r = b.cornerRadius { view.layer.cornerRadius = CGFloat(r); view.layer.cornerCurve = .continuous }
        if let h = b.hidden {
            // A field the item does not have counts as empty (fill leaves its placeholder as written).
            let filled = item.fill(h)
            let v = filled == h && h.contains("{") ? "" : filled.lowercased()
            view.isHidden = !(v.isEmpty || v == "false" || v == "0" || v == "no")
        }
    }

    /// Scene nodes of the cell laid out in `frame`.
    func nodes(in frame: CGRect, item: ViewItem, measuringWith measurer: (any TextMeasuring)?, scale: Double,
               appearance: Appearance, layoutDirection: UIUserInterfaceLayoutDirection) -> [SceneNode] {
        guard let nib = instance(item: item, measuringWith: measurer, scale: scale, layoutDirection: layoutDirection) else { return [] }
        nib.layout(size: frame.size)
        return ViewDrawing(appearance: appearance).nodes(nib.root, at: frame.origin)
    }

    /// The cell's size at `width` (height fitting), or both fitting without one.
    func fittingSize(width: Double?, item: ViewItem, measuringWith measurer: (any TextMeasuring)?, scale: Double) -> CGSize {
        guard let nib = instance(item: item, measuringWith: measurer, scale: scale) else { return .zero }
        if let width {
            return nib.root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        }
        return nib.root.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}

extension UIColor {
    convenience init(rgba c: RGBA) { self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }
}

extension NibCell {
    /// An outlet image's PNG (the name may be a template, so it is looked up when drawn).
    func assetPath(_ name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.contains(".."), name.lowercased().hasSuffix(".png") else { return nil }
        var folders = screenFolder.map { [$0 + "/assets"] } ?? []
        if let samples = ViewAssets.directory ?? ViewAssets.defaultDirectory() { folders.append(samples) }
        return folders.map { $0 + "/" + name }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// `{"nib": "Cells/SmallAppCell.xib", "outlets": {…}}` in a cell style object.
    static func decode(_ o: JSONObject) throws -> NibCell {
        let nibNode = try o.required("nib")
        let name = try nibNode.string()
        guard name.hasSuffix(".xib") else { throw nibNode.error("\"\(name)\" is not a .xib file") }
        // Beside the screen file; a screen read from data: the current folder, then the samples folder.
        let path: String
        if name.hasPrefix("/") {
            path = name
        } else if let folder = ViewAssets.screenFolder {
            path = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL.path
        } else {
            let folders = [FileManager.default.currentDirectoryPath] + ViewAssets.samplesFolders()
            let candidates = folders.map { URL(fileURLWithPath: $0).appendingPathComponent(name).standardizedFileURL.path }
            path = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
        }
        let document: IBDocument
        do {
            document = try NibDocuments.shared.document(at: path)
        } catch {
            throw nibNode.error(error.description)
        }
        guard let root = document.roots.first else { throw nibNode.error("\(name) has no top-level view") }
        let available = root.outlets + document.placeholders.flatMap(\.outlets)
        var outlets: [(property: String, binding: OutletBinding)] = []
        if let n = o.optional("outlets") {
            let map = try n.object()
            for key in map.keys {
                guard let node = map.optional(key) else { continue }
                guard let outlet = available.first(where: { $0.property == key }) else {
                    let names = Array(Set(available.map(\.property))).sorted()
                    throw node.error("\(name) has no outlet \"\(key)\"" + NameSuggestion.didYouMean(key, in: names)
                                     + (names.isEmpty ? "" : " (it has \(names.joined(separator: ", ")))"))
                }
                let element = document.view(id: outlet.destination)?.element ?? "view"
                outlets.append((key, try binding(node, element: element)))
            }
            try map.finish()
        }
        return NibCell(name: name, path: path, document: document, outlets: outlets, screenFolder: ViewAssets.screenFolder)
    }

    /// A string (the outlet's content for its kind) or `{"text", "image", "color", "hidden"}`.
    private static func binding(_ node: JSONNode, element: String) throws -> OutletBinding {
        var b = OutletBinding()
        if case .string(let s) = node.value {
            switch element {
            case "label", "button": b.text = s
            case "imageView":
                if s.lowercased().hasSuffix(".png") { b.asset = s } else if s.contains("{") { b.colorTemplate = s } else {
                    b.color = try ColorReference.decode(node)
                }
            default:
                if s.contains("{") { b.colorTemplate = s } else { b.color = try ColorReference.decode(node) }
            }
            return b
        }
        let o = try node.object()
        if let t = o.optional("text") {
            guard element == "label" || element == "button" else { throw t.error("the outlet is a <\(element)>; text is for labels and buttons") }
            b.text = try t.string()
        }
        if let i = o.optional("image") {
            guard element == "imageView" else { throw i.error("the outlet is a <\(element)>; image is for image views") }
            b.asset = try i.string()
        }
        if let c = o.optional("color") {
            if case .string(let t) = c.value, t.contains("{") { b.colorTemplate = t } else { b.color = try ColorReference.decode(c) }
        }
        if let r = o.optional("cornerRadius") { b.cornerRadius = try r.length() }
        if let h = o.optional("hidden") {
            if case .bool(let flag) = h.value { b.hidden = flag ? "true" : "false" } else { b.hidden = try h.string() }
        }
        try o.finish()
        return b
    }
}
