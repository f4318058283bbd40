import Foundation

/// The collection view a layout is solved for: its bounds size, safe area, layout margins,
/// display scale, layout direction and the screen it is on (`device`). By default it fills the screen,
/// as in the seeds (`collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }`); `Device.viewport()`
/// makes one for a device.
///
/// ```swift
/// let iPhone15 = Viewport(size: CGSize(width: 393, height: 852),
///                         safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
/// ```
public struct Viewport: Hashable, Sendable {
    /// The collection view's bounds size, in points.
    public var size: CGSize
    /// The safe area of the screen (status bar, home indicator, sensor housing).
    public var safeAreaInsets: UIEdgeInsets
    /// The collection view's `directionalLayoutMargins`. Default: the screen's system minimum side
    /// margin on each side (`DeviceMetrics.systemMinimumSideMargin`, rule I2: 20 pt on iPads and on
    /// portrait iPhones wider than 375 pt, 16 otherwise), plus the safe area
    /// (`insetsLayoutMarginsFromSafeArea`); nothing beyond the safe area at the top and bottom.
    public var layoutMargins: NSDirectionalEdgeInsets
    /// Device pixels per point (2 or 3 on iOS devices). Frames are snapped to it.
    public var scale: CGFloat
    /// G7: how a compositional layout's fractional sizes meet the pixel grid — iOS 17's
    /// (`.flooredToPixel`, the default) or iOS 14–16's (`.exact`).
    public var fractionalSizeRounding: FractionalSizeRounding = .flooredToPixel
    public var layoutDirection: UIUserInterfaceLayoutDirection
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The screen the collection view is on: its idiom and size as held, and what UIKit derives from
    /// them (rule I2). By default the collection view fills it.
    public var device: DeviceMetrics
    /// UIKit's vertical size class: the screen's (`DeviceMetrics.verticalSizeClass`).
    public var verticalSizeClass: UIUserInterfaceSizeClass { device.verticalSizeClass }
    /// The reader's text size, for section providers (`traitCollection.preferredContentSizeCategory`).
    /// The layout itself never reads it: text sizes reach it through the measurer.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// `UIScrollView.contentInset`: the app's own inset round the content (none unless set), added to
    /// the safe area in `adjustedContentInset`.
    public var contentInset = UIEdgeInsets.zero
    /// `UIScrollView.contentInsetAdjustmentBehavior`: how much of the safe area `adjustedContentInset`
    /// adds (D9).
    public var contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentBehavior.automatic

    /// - Parameters:
    ///   - device: the screen's metrics; nil: a screen of `size` (the collection view fills it), its
    ///     idiom from its size.
    ///   - horizontalSizeClass: nil takes the screen's.
    public init(size: CGSize,
                safeAreaInsets: UIEdgeInsets = .zero,
                layoutMargins: NSDirectionalEdgeInsets? = nil,
                scale: CGFloat = 3,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
                preferredContentSizeCategory: UIContentSizeCategory = .large,
                device: DeviceMetrics? = nil) {
        self.size = size
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.layoutDirection = layoutDirection
        let device = device ?? DeviceMetrics(screenSize: size)
        self.device = device
        self.horizontalSizeClass = horizontalSizeClass ?? device.horizontalSizeClass
        let system = device.systemMinimumSideMargin
        let safe = safeAreaInsets.directional(layoutDirection)
        self.layoutMargins = layoutMargins ?? NSDirectionalEdgeInsets(
            top: safe.top, leading: safe.leading + system, bottom: safe.bottom, trailing: safe.trailing + system)
    }

    /// D9: `UIScrollView.adjustedContentInset` — `contentInset` on every side, plus the safe area as
    /// `contentInsetAdjustmentBehavior` says: `.automatic` and `.scrollableAxes` on the scrolling axis only
    /// (taken as scrollable whatever the content's length), `.always` on all four sides, `.never` none.
    public func adjustedContentInset(scrollDirection: UICollectionViewScrollDirection) -> UIEdgeInsets {
        let c = contentInset, safe = safeAreaInsets
        switch (contentInsetAdjustmentBehavior, scrollDirection) {
        case (.never, _):
            return c
        case (.always, _):
            return UIEdgeInsets(top: safe.top + c.top, left: safe.left + c.left, bottom: safe.bottom + c.bottom, right: safe.right + c.right)
        case (_, .vertical):
            return UIEdgeInsets(top: safe.top + c.top, left: c.left, bottom: safe.bottom + c.bottom, right: c.right)
        case (_, .horizontal):
            return UIEdgeInsets(top: c.top, left: safe.left + c.left, bottom: c.bottom, right: safe.right + c.right)
        }
    }
}

/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior` (Objective-C's `UIScrollViewContentInsetAdjustmentBehavior`;
/// `UIScrollView` in the `AutoLayout` module names it by its Swift name): D9.
public enum UIScrollViewContentInsetAdjustmentBehavior: Int, Hashable, Sendable { case automatic, scrollableAxes, never, always }
