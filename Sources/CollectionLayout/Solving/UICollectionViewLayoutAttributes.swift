import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: the position of one element, a class as on iOS, so a
/// custom layout's code compiles and behaves as written:
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
/// attributes.frame = CGRect(x: x, y: y, width: width, height: height)
/// cache.append(attributes)
/// ```
///
/// Layouts store their results compactly (`SolvedLayout`, values of `LayoutElement`) and build these
/// objects on demand: each query returns new objects, as UIKit's built-in layouts hand out copies.
///
/// Differences from UIKit: no `NSObject` (equality and hashing are `isEqual(_:)` and `hash(into:)`,
/// both open); no `transform3D`; `frame` ignores `transform` (UIKit's frame setter applies it).
/// Setting `size` keeps `center`, setting `center` keeps `size`, as in UIKit.
open class UICollectionViewLayoutAttributes: Hashable, CustomStringConvertible, NSCopying {
    open var frame: CGRect = .zero
    open var indexPath = IndexPath(item: 0, section: 0)
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var isHidden = false
    public internal(set) var representedElementCategory: UICollectionElementCategory = .cell
    /// The supplementary or decoration kind; nil for cells.
    public internal(set) var representedElementKind: String?

    public required init() {}

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// An object holding `element`'s values. Layoutshot's.
    public convenience init(_ element: LayoutElement) {
        self.init()
        self.element = element
    }

    /// The attributes as a value (Layoutshot's): what a `SolvedLayout` stores.
    public var element: LayoutElement {
        get {
            var e = LayoutElement(frame: frame, indexPath: indexPath, category: representedElementCategory,
                                  kind: representedElementKind, zIndex: zIndex)
            e.alpha = alpha; e.transform = transform; e.isHidden = isHidden
            return e
        }
        set {
            frame = newValue.frame; indexPath = newValue.indexPath; zIndex = newValue.zIndex
            alpha = newValue.alpha; transform = newValue.transform; isHidden = newValue.isHidden
            representedElementCategory = newValue.representedElementCategory
            representedElementKind = newValue.representedElementKind
        }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// UIKit's `copy(with:)`: subclasses with properties of their own override it (and `isEqual(_:)`),
    /// as on iOS.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.element = element
        return copy
    }

    public func copy() -> Any { copy(with: nil) }

    /// UIKit's `isEqual(_:)`: the same class and the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return other.element == element
    }

    open func hash(into hasher: inout Hasher) { hasher.combine(element) }

    public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes) -> Bool {
        lhs.isEqual(rhs)
    }

    open var description: String { element.description }
}
