import Foundation

/// UIKit's ways of making a `UIImage`, on Linux.
///
/// - `init?(named:)` looks in the app's asset catalogs and loose files, in the folders `UINib` searches
///   (the bundle's resources, `UIKitSimulation.nibFolders` with their subfolders, the current folder):
///   `<name>.imageset` in any `.xcassets` (its `Contents.json` names the files by scale), else
///   `<name>@3x.png`, `<name>@2x.png`, `<name>.png` (and `.jpg`, `.jpeg`). The file for the simulated
///   device's scale is preferred, else the largest; its size in points is its pixel size over its scale.
///   A file is read by its content, as iOS reads it: PNG or JPEG, whatever its name says (an asset
///   catalog's `.png` holding JPEG data is drawn). Nothing found: nil, as UIKit.
/// - `init?(systemName:)`: SF Symbols are not on Linux. The image is a placeholder of the symbol's
///   name, sized by rule I5 (`SymbolImage`): 20 × 20 pt at the default 17-pt configuration, a
///   `SymbolConfiguration`'s point size and scale scaling it, its alignment rectangle the system
///   font's line; drawn as image placeholders are (a `tertiarySystemFill` box).
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = AssetLookup.shared.image(named: name, bundle: bundle, scale: UIKitSimulation.device.scale) else { return nil }
        self.init(name: name, size: found.size, fileURL: found.url)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// `#imageLiteral(resourceName:)` and `UIImage(imageLiteralResourceName:)`: the image `init?(named:)`
    /// finds. UIKit traps when there is none (the literal is force-unwrapped); here the image is an empty
    /// one of that name, zero-sized, so a missing asset never stops a capture (chosen, README "UIKit on Linux").
    public convenience init(imageLiteralResourceName name: String) {
        if let found = AssetLookup.shared.image(named: name, bundle: nil, scale: UIKitSimulation.device.scale) {
            self.init(name: name, size: found.size, fileURL: found.url)
        } else {
            self.init(name: name, size: .zero)
        }
    }

    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = configuration as? UIImage.SymbolConfiguration
        let scale: SymbolImage.Scale = switch symbol?.scale {
        case .small?: .small
        case .large?: .large
        default: .medium
        }
        let image = SymbolImage.image(named: "systemName:" + name, nominalSize: nil, pointSize: symbol?.pointSize, scale: scale,
                                      displayScale: UIKitSimulation.device.scale)
        self.init(name: image.name, size: image.size, fileURL: nil, alignmentRectInsets: image.alignmentRectInsets, isSymbolImage: true)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// PNG or JPEG data (its size from its header's pixels at `scale`); nil for anything else, as UIKit
    /// returns nil for data it cannot decode (GIF, HEIC and WebP are not read here: nil). The pixels are
    /// not kept: the image is drawn as a placeholder of its size.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        let scale = max(scale, 1)
        self.init(name: "", size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }

    /// The image's PNG data: its file's bytes when it was read from a PNG file; nil otherwise (an image
    /// here keeps no pixels to encode — chosen, README "UIKit on Linux").
    public func pngData() -> Data? { fileData(where: ImageHeader.pngSize) }

    /// The image's JPEG data: its file's bytes when it was read from a JPEG file; nil otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? { fileData(where: ImageHeader.jpegSize) }

    private func fileData(where header: ([UInt8]) -> CGSize?) -> Data? {
        guard let fileURL, let data = try? Data(contentsOf: fileURL), header([UInt8](data.prefix(1 << 20))) != nil else { return nil }
        return data
    }

    /// A PNG or JPEG file (size from its pixels at scale 1, or at the `@2x`/`@3x` of its name).
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let pixels = AssetLookup.pixelSize(url) else { return nil }
        let scale = AssetLookup.scale(ofFileNamed: url.lastPathComponent)
        self.init(name: url.deletingPathExtension().lastPathComponent, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), fileURL: url)
    }

    /// UIKit's `UIImage.RenderingMode`: kept by `withRenderingMode(_:)`, which returns the image (no tinting).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// UIKit's `UIImage.ResizingMode`; a resizable image is the image itself (drawn scaled, not sliced).
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    /// Drawing into the current context draws nothing (image contexts keep no pixels here).
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func drawAsPattern(in rect: CGRect) {}
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }

    /// UIKit's `UIImage.Configuration`.
    open class Configuration {}

    /// UIKit's `UIImage.SymbolConfiguration`: its point size and scale size a symbol placeholder (rule I5);
    /// the weight is kept.
    open class SymbolConfiguration: Configuration {
        public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        public let pointSize: CGFloat?
        public let scale: Scale
        public let weight: Weight
        public init(pointSize: CGFloat? = nil, weight: Weight = .unspecified, scale: Scale = .default) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .default) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }
        public convenience init(weight: Weight) { self.init(pointSize: nil, weight: weight, scale: .default) }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: .default)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
        }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .default) }
        public convenience init(font: UIFont, scale: Scale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
    }
}

/// Finds named images in the app's folders (`UIImage(named:)`); remembers what it found per folder list.
final class AssetLookup: @unchecked Sendable {
    static let shared = AssetLookup()
    private let lock = NSLock()
    private var cache: [String: (url: URL, size: CGSize)?] = [:]
    private var cachedFolders: [URL] = []

    func image(named name: String, bundle: Bundle?, scale: CGFloat) -> (url: URL, size: CGSize)? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        let folders = UINib.searchFolders(bundle: bundle)
        let key = "\(name)@\(scale)"
        lock.lock()
        if folders != cachedFolders { cache = [:]; cachedFolders = folders }
        if let hit = cache[key] { lock.unlock(); return hit }
        lock.unlock()
        let found = Self.find(name, in: folders, scale: scale)
        lock.lock(); cache[key] = found; lock.unlock()
        return found
    }

    static func find(_ name: String, in folders: [URL], scale: CGFloat) -> (url: URL, size: CGSize)? {
        for folder in folders {
            var candidates: [(url: URL, scale: CGFloat)] = []
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            var visited = 0
            while let path = walk.nextObject() as? String, visited < 20_000 {
                visited += 1
                let last = (path as NSString).lastPathComponent
                if last == "\(name).imageset" {
                    candidates += imageset(folder.appendingPathComponent(path))
                } else if ["png", "jpg", "jpeg"].contains(where: { ext in [".", "@2x.", "@3x."].contains { last == name + $0 + ext } }) {
                    candidates.append((folder.appendingPathComponent(path), Self.scale(ofFileNamed: last)))
                }
            }
            let ordered = candidates.sorted { a, b in
                if (a.scale == scale) != (b.scale == scale) { return a.scale == scale }
                return a.scale != b.scale ? a.scale > b.scale : a.url.path < b.url.path
            }
            for candidate in ordered {
                guard let pixels = pixelSize(candidate.url) else { continue }
                return (candidate.url, CGSize(width: pixels.width / candidate.scale, height: pixels.height / candidate.scale))
            }
        }
        return nil
    }

    /// The PNG files an `.imageset`'s `Contents.json` lists, with their scales.
    static func imageset(_ folder: URL) -> [(url: URL, scale: CGFloat)] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json"), options: .mappedIfSafe), data.count < 1 << 20,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return [] }
        return images.compactMap { entry in
            guard let file = entry["filename"] as? String, [".png", ".jpg", ".jpeg"].contains(where: file.lowercased().hasSuffix),
                  !file.contains("/") else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
            return (folder.appendingPathComponent(file), CGFloat(scale))
        }
    }

    static func scale(ofFileNamed name: String) -> CGFloat {
        name.contains("@3x.") ? 3 : name.contains("@2x.") ? 2 : 1
    }

    /// An image file's width and height in pixels, from its header, by its content: PNG or JPEG.
    static func pixelSize(_ url: URL) -> CGSize? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        return ImageHeader.pixelSize(of: data)
    }
}

extension UIButton.Configuration {
    /// UIKit's `preferredSymbolConfigurationForImage` (iOS 15): kept (a symbol is drawn at its image's size).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration? {
        get { symbolConfigurationStorage as? UIImage.SymbolConfiguration }
        set { symbolConfigurationStorage = newValue }
    }
}
