import Foundation

/// The base of every layout (UIKit's `UICollectionViewLayout`), with the one entry point all
/// layouts share:
///
/// ```swift
/// let solved = try layout.solve(in: Viewport(size: CGSize(width: 393, height: 852)), itemCounts: [10, 10])
/// ```
///
/// `solve` is a pure function of the layout's definition, the viewport, the item counts (one per
/// section), an optional measurer for self-sizing, and a scroll position. Difference from UIKit:
/// there is no collection view or data source; the counts stand in for `numberOfItems(inSection:)`.
open class UICollectionViewLayout {
    public init() {}

    /// UIKit's `init?(coder:)` (NSCoding), required as in UIKit: a storyboard or xib makes an app's
    /// layout class through it, and an app's subclass calls `super.init(coder:)`. Nothing is decoded:
    /// the layout starts as `init()` makes it (a storyboard's flow layout values are set after).
    public required init?(coder: NSCoder) {}

    /// The classes registered for decoration views, by element kind
    /// (`register(_:forDecorationViewOfKind:)`).
    public private(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// UIKit's `register(_:forDecorationViewOfKind:)`: the class a decoration of `elementKind` is
    /// drawn with (nil removes it). Layoutshot keeps the class; decoration items
    /// (`NSCollectionLayoutDecorationItem`) are laid out whether or not one is registered.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// Solves the layout at rest without self-sizing: every element's frame and the content size.
    public final func solve(in viewport: Viewport, itemCounts: [Int]) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: nil, scroll: .rest)
    }

    /// Solves with a measurer (self-sizing, A4) and at a scroll position (pinned headers, orthogonal
    /// offsets). Throws `LayoutError` where UIKit would raise an exception.
    public final func solve(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: measurer, scroll: .rest)
    }

    public final func solve(in viewport: Viewport, itemCounts: [Int], scroll: ScrollPosition) throws -> SolvedLayout {
        try solve(in: viewport, itemCounts: itemCounts, measurer: nil, scroll: scroll)
    }

    /// Solves as `solve(in:itemCounts:measurer:scroll:)` and also keeps every root group instance's
    /// frame (`SolvedLayout.groupFrames(inSection:)`), for redlines and diagnostics. Layouts without
    /// groups (flow, lists drawn as flow, waterfall) keep none. UIKit has no such API: it is Layoutshot's.
    public final func solveRecordingGroupFrames(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?,
                                                scroll: ScrollPosition = .rest) throws -> SolvedLayout {
        try solve(EngineInputs(viewport: viewport, itemCounts: itemCounts, measurer: measurer, scroll: scroll,
                               recordsGroupFrames: true))
    }

    /// Every `solve` ends here. Layoutshot's built-in classes, used as they are, answer from their
    /// engine directly; anything else — a custom layout, or an app's subclass of a built-in one — is
    /// asked as UIKit asks it (`prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`;
    /// `SolvedLayout+Queried.swift`). The result is kept for UIKit-style queries on the layout.
    public final func solve(in viewport: Viewport, itemCounts: [Int], measurer: LayoutMeasurer?,
                            scroll: ScrollPosition) throws -> SolvedLayout {
        try solve(EngineInputs(viewport: viewport, itemCounts: itemCounts, measurer: measurer, scroll: scroll,
                               recordsGroupFrames: false))
    }

    private func solve(_ inputs: EngineInputs) throws -> SolvedLayout {
        try validate(inputs.viewport, inputs.itemCounts)
        if answersFromEngine, let solved = try solveWithEngine(inputs) {
            current = solved
            return solved
        }
        return try solveThroughQueries(inputs)
    }

    /// What one solve was asked, kept while a queried solve runs so `prepare()` can hand it to the engine.
    struct EngineInputs {
        let viewport: Viewport
        let itemCounts: [Int]
        let measurer: LayoutMeasurer?
        let scroll: ScrollPosition
        let recordsGroupFrames: Bool
    }

    /// The engine's solve: the built-in layouts override it; nil for a layout that has none.
    func solveWithEngine(_ inputs: EngineInputs) throws -> SolvedLayout? { nil }

    /// True when this object is exactly one of the built-in classes (not an app's subclass).
    var answersFromEngine: Bool { false }

    /// The last solve's result, or during a queried solve the engine's (set by `prepare()`); what the
    /// default query methods answer from. Behind a lock: the built-in layouts may be solved from many
    /// threads at once (the golden tests do), as a pure function; a custom layout's own state is
    /// the app's (UIKit's layouts are not thread-safe either).
    var current: SolvedLayout? {
        get { currentLock.lock(); defer { currentLock.unlock() }; return storedCurrent }
        set { currentLock.lock(); storedCurrent = newValue; currentLock.unlock() }
    }
    private var storedCurrent: SolvedLayout?
    private let currentLock = NSLock()
    /// During a queried solve: its inputs, and an error the engine threw inside `prepare()`.
    var pendingInputs: EngineInputs?
    var pendingError: Error?

    /// The collection view the layout belongs to, for UIKit's `collectionView`. A real one (the UIKit
    /// module's) sets itself here; during a solve without one, Layoutshot puts a stand-in
    /// (`SolvingCollectionView`: bounds, insets, traits, counts) for the length of the solve. Held
    /// weakly, as the collection view owns its layout. Layoutshot's.
    public weak var collectionViewHost: AnyObject?

    /// Layoutshot's name for UIKit's `collectionView` where UIKit's class is absent (`import
    /// CollectionLayout` alone): in `prepare()` and the query methods, the collection view being laid
    /// out, as a layout reads it. With `import UIKit` the layout's `collectionView` is the `UIKit`
    /// module's `UICollectionView` itself.
    public var layoutCollectionView: (any LayoutCollectionView)? { collectionViewHost as? any LayoutCollectionView }

    // MARK: UIKit's layout protocol
    //
    // What a custom layout overrides, as on iOS. The defaults answer from the engine for the built-in
    // layouts (so an app's subclass can call `super`) and from the last solve otherwise.

    /// UIKit's `prepare()`: called at the start of each queried solve. The built-in layouts solve here;
    /// a custom layout computes its attributes, reading `collectionView`.
    open func prepare() {
        guard let inputs = pendingInputs else { return }
        do { current = try solveWithEngine(inputs) } catch { pendingError = error }
    }

    /// UIKit's `collectionViewContentSize`.
    open var collectionViewContentSize: CGSize { current?.contentSize ?? .zero }

    /// UIKit's `layoutAttributesForElements(in:)`: new objects for every element meeting `rect`, of the
    /// layout's `layoutAttributesClass` (`attributesObject`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        current.map { $0.elements(in: rect).map(attributesObject) }
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        current?.element(forItemAt: indexPath).map(attributesObject)
    }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        current?.element(ofKind: elementKind, at: indexPath).map(attributesObject)
    }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        current?.element(ofKind: elementKind, at: indexPath).map(attributesObject)
    }

    /// A new attributes object holding `element`, of the layout's `layoutAttributesClass`, as UIKit makes
    /// them: a subclass's `super` answers are its own kind (MessageKit's flow layout casts them to
    /// `MessagesCollectionViewLayoutAttributes` and gets none otherwise).
    func attributesObject(_ element: LayoutElement) -> UICollectionViewLayoutAttributes {
        let kind = type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        let attributes = kind.init()
        attributes.element = element
        return attributes
    }

    /// UIKit's `invalidateLayout()`: forgets the last solve (the next query solves again through the
    /// collection view, when there is one).
    open func invalidateLayout() { current = nil }
    /// With a context (UIKit's partial invalidation): the whole layout is invalidated, as `invalidateLayout()`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }
    /// The context for a bounds change: of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.invalidationContextClass.init()
    }
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type { UICollectionViewLayoutInvalidationContext.self }

    /// UIKit's `shouldInvalidateLayout(forBoundsChange:)`. Kept for code that overrides it; a solve
    /// always starts afresh.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// UIKit's `layoutAttributesClass`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// UIKit's `flipsHorizontallyInOppositeLayoutDirection`: read by a queried solve, which mirrors the
    /// custom layout's frames right to left when true.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Shared checks on the inputs of every layout.
    private func validate(_ viewport: Viewport, _ itemCounts: [Int]) throws {
        let s = viewport.size
        guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
            throw LayoutError("viewport size must be finite and positive, got \(s.width)×\(s.height)")
        }
        guard viewport.scale.isFinite, viewport.scale > 0 else {
            throw LayoutError("viewport scale must be positive, got \(viewport.scale)")
        }
        if let (section, count) = itemCounts.enumerated().first(where: { $0.element < 0 }) {
            throw LayoutError("section \(section): item count must not be negative, got \(count)")
        }
        var total = 0
        for count in itemCounts {
            total = total.addingReportingOverflow(count).partialValue
            guard total <= maximumElementCount else {
                throw LayoutError("over the element limit of \(maximumElementCount) items; raise it with --max-elements "
                                  + "(UICollectionViewLayout.maximumElementCount)")
            }
        }
    }

    /// The most items one solve accepts, checked before anything is allocated (a guard against runaway
    /// input: 10⁹ items would otherwise ask for tens of gigabytes of frames). Layoutshot's, not UIKit's.
    ///
    /// ```swift
    /// layout.maximumElementCount = 20_000_000   // the CLI's --max-elements
    /// ```
    public var maximumElementCount = UICollectionViewLayout.defaultMaximumElementCount

    /// `maximumElementCount` unless set: 10 000 000.
    public static let defaultMaximumElementCount = 10_000_000
}

/// UIKit's `UICollectionViewLayoutInvalidationContext`: what changed, kept; the layout is invalidated
/// whole whatever it says (`invalidateLayout(with:)`).
open class UICollectionViewLayoutInvalidationContext {
    public required init() {}
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero
    open func invalidateItems(at indexPaths: [IndexPath]) { invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths }
}

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
