import Foundation

/// UIKit's `UIScrollView`, for layout (rule AL14): a view whose subviews sit on a content area that can be larger
/// than its frame. Its two guides (iOS 11) name the two rectangles:
/// - `contentLayoutGuide`: the content area — at the origin of the scroll view's bounds (the content
///   offset is zero when laid out), as large as the constraints on it make it (`contentSize`);
/// - `frameLayoutGuide`: the scroll view's frame, in its bounds.
///
/// Constraints between the scroll view's own edges or margins and its content attach to the content
/// area, its width, height and centres to its frame (`ScrollViewContent`; Apple's Auto Layout Guide,
/// "Working with Scroll Views").
///
/// ```swift
/// let scroll = UIScrollView(), text = UILabel()
/// scroll.addSubview(text)
/// text.topAnchor.constraint(equalTo: scroll.topAnchor).isActive = true        // the content's top
/// text.bottomAnchor.constraint(equalTo: scroll.bottomAnchor).isActive = true  // the content's bottom
/// text.widthAnchor.constraint(equalTo: scroll.widthAnchor).isActive = true    // the frame's width
/// ```
open class UIScrollView: UIView {
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// The content area's size from the last layout pass (the content guide's solved size); a
    /// collection view's is its layout's.
    open var contentSize: CGSize { contentLayoutGuide.layoutFrame.size }

    /// UIKit's `contentInset`: the app's inset round the content. A collection view lays its
    /// content out inside it (`adjustedContentInset`); constraints to the content guide ignore it, as in UIKit.
    open var contentInset = UIEdgeInsets.zero
    /// The scroll indicators' insets (kept; no indicator is drawn).
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var isScrollEnabled = true
    open var bounces = true
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// UIKit's `contentOffset`: kept (`setContentOffset(_:animated:)` sets it at once). A capture draws
    /// a collection view where the app left it (D8) unless `--scroll-offset` says otherwise; a collection
    /// view's offset before any is set is at rest, `-adjustedContentInset`.
    open var contentOffset = CGPoint.zero
    /// UIKit's `delegate` (issue 32). One property for every scroll view, typed as UIKit types it here:
    /// UIKit narrows it in `UICollectionView` (`UICollectionViewDelegate`), `UITableView` and `UITextView`,
    /// which Swift cannot declare — there it holds their delegates, which refine `UIScrollViewDelegate`
    /// (`collectionView.delegate = self` compiles as on iOS; the views call their own protocol's methods
    /// through a cast). Nothing scrolls, so the scroll methods are never called.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// Where `refreshControl` (a `UIRefreshControl`, declared with the controls in UIKitViews) is kept.
    package var refreshControlView: UIView?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Accepted; nothing scrolls.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func flashScrollIndicators() {}
    /// UIKit's `adjustedContentInset` (D9, `Viewport.adjustedContentInset`): `contentInset`, plus the safe
    /// area as `contentInsetAdjustmentBehavior` says — a plain scroll view scrolls vertically; a collection
    /// view follows its layout's axis.
    open var adjustedContentInset: UIEdgeInsets {
        var viewport = Viewport(size: bounds.size, safeAreaInsets: safeAreaInsets)
        viewport.contentInset = contentInset
        viewport.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        return viewport.adjustedContentInset(scrollDirection: .vertical)
    }
    /// A scroll view at rest: never tracking, dragging, decelerating or zooming.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var isDirectionalLockEnabled = false
    open var decelerationRate = DecelerationRate.normal
    open var indicatorStyle = IndicatorStyle.default
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998), fast = DecelerationRate(rawValue: 0.99)
    }
    /// UIKit's `UIScrollView.IndicatorStyle`. Kept; no indicator is drawn.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (D9: `Viewport.adjustedContentInset`).
    public typealias ContentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior
    /// UIKit's `UIScrollView.KeyboardDismissMode`. Kept; there is no keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installGuides()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installGuides()
    }

    /// The engine lays out the guides a view has: both are there from the start, as in UIKit.
    private func installGuides() {
        _ = contentLayoutGuide
        _ = frameLayoutGuide
    }
}

/// UIKit's `UIScrollViewDelegate`, refined by the collection, table and text views' delegates: every
/// method optional (defaults below). Nothing scrolls, zooms or is dragged in a capture: none is called.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
