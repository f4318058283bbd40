import AutoLayout
import Foundation

/// UIKit's `UIImage`, as far as layout and drawing need it: a name, a size in points, and where its
/// pixels are (a PNG beside the screen or xib; none for a placeholder the size IB recorded).
public final class UIImage: Hashable, Sendable {
    public let name: String
    public let size: CGSize
    /// The PNG drawn, when there is one.
    public let fileURL: URL?
    /// UIKit's `UIImage.alignmentRectInsets`: from the image's frame to the rectangle Auto Layout aligns
    /// (an SF Symbol's line of text, `SymbolImage`; zero for other images).
    public let alignmentRectInsets: UIEdgeInsets
    /// UIKit's `UIImage.isSymbolImage`: an SF Symbol (`SymbolImage`), drawn as an outline of its size.
    public let isSymbolImage: Bool
    /// UIKit's `images` and `duration`: an animated image's frames (`animatedImage(with:duration:)`),
    /// drawn as its first; nil and 0 for any other image.
    public let images: [UIImage]?
    public let duration: TimeInterval

    public init(name: String, size: CGSize, fileURL: URL? = nil, alignmentRectInsets: UIEdgeInsets = .zero, isSymbolImage: Bool = false,
                images: [UIImage]? = nil, duration: TimeInterval = 0) {
        self.name = name; self.size = size; self.fileURL = fileURL; self.alignmentRectInsets = alignmentRectInsets
        self.isSymbolImage = isSymbolImage; self.images = images; self.duration = duration
    }

    /// UIKit's animated image: drawn as its first frame (a capture is one instant); nil without frames.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(name: first.name, size: first.size, fileURL: first.fileURL, alignmentRectInsets: first.alignmentRectInsets,
                       isSymbolImage: first.isSymbolImage, images: images, duration: duration)
    }

    /// `NSObject`'s `copy()`: an image is immutable, so its copy is itself.
    public func copy() -> Any { self }
    /// iOS 15's decoding: the image is ready as it is.
    public func preparingForDisplay() -> UIImage? { self }
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(self) }
    public func preparingThumbnail(of size: CGSize) -> UIImage? { UIImage(name: name, size: size, fileURL: fileURL) }

    /// UIKit's `UIImage()`: an empty image, size zero, with no pixels.
    public convenience init() { self.init(name: "", size: .zero) }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a.name == b.name && a.size == b.size && a.fileURL == b.fileURL && a.alignmentRectInsets == b.alignmentRectInsets
            && a.isSymbolImage == b.isSymbolImage
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(size.width); h.combine(size.height) }
}

/// UIKit's `UIImageView`: its intrinsic size is its image's size (none without an image), and its
/// alignment rectangle its image's (an SF Symbol's line, rule I5): the intrinsic size is that
/// rectangle's, so the frame is the image's size.
///
/// ```swift
/// let icon = UIImageView(image: UIImage(name: "star", size: CGSize(width: 24, height: 24)))
/// icon.intrinsicContentSize   // (24, 24)
/// ```
open class UIImageView: UIView {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UIImageView { AppearanceProxies.proxy(UIImageView.self) { UIImageView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIImageView { appearance() }

    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let i = image.alignmentRectInsets
        return CGSize(width: image.size.width - i.left - i.right, height: image.size.height - i.top - i.bottom)
    }

    open override var alignmentRectInsets: UIEdgeInsets { image?.alignmentRectInsets ?? .zero }

    /// UIKit's frame animation: the frames and timing are kept, `isAnimating` follows start and stop,
    /// and the view draws its `image` (a capture is one instant).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

extension UIImage {
    /// UIKit's `UIImage.Orientation`: images here are always upright.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
    public var imageOrientation: Orientation { .up }
    /// The image's scale: an asset's `@2x`/`@3x` is resolved by size here, so points are pixels ÷ 1.
    public var scale: CGFloat { 1 }
}

extension UIImage {
    /// Nil: an image here is a file the renderer draws, not a bitmap (`CGImage`).
    public var cgImage: CGImage? { nil }
    /// An image of `cgImage`'s size in points at `scale`, with no pixels (drawn as a placeholder).
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.init(name: "", size: CGSize(width: CGFloat(cgImage.width) / max(scale, 1), height: CGFloat(cgImage.height) / max(scale, 1)))
    }
}
