import Foundation

/// The collection view a layout is solved for: its bounds size, safe area, layout margins,
/// display scale and layout direction. It fills the screen, as in the seeds
/// (`collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }`).
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
    /// The collection view's `directionalLayoutMargins`. Default: the root view's system minimum
    /// margins on each side, plus the safe area (`insetsLayoutMarginsFromSafeArea`), per
    /// uikit-semantics.md D3 / I2 (S24): 20 pt at regular width and on iPhones 414 pt or wider in
    /// portrait, 16 pt otherwise (narrower iPhones, and every iPhone in landscape); nothing beyond
    /// the safe area at the top and bottom. Measured: a collection view pinned to
    /// `view.layoutMarginsGuide` starts at x 16 on 320- and 375-pt windows and at x 20 on a 414-pt one
    /// and a 12.9-inch iPad, its top and bottom at the safe area (pointfreeco/swift-snapshot-testing
    /// @295b799a3ee2d52ff7e0afae6cd8c911982fcbef, `testCollectionViewsWithMultipleScreenSizes.*.png`;
    /// `LayoutMarginEvidenceTests`). 390–393-pt iPhones at 16 and landscape at 16 are not confirmed.
    public var layoutMargins: NSDirectionalEdgeInsets
    /// Device pixels per point (2 or 3 on iOS devices). Frames are snapped to it.
    public var scale: CGFloat
    public var layoutDirection: UIUserInterfaceLayoutDirection
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// Regular unless the viewport is a phone on its side: compact when it is wider than tall and
    /// its shorter side is under 600 pt (every iPhone in landscape, uikit-semantics.md I2); a square one too.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        min(size.width, size.height) >= 600 || size.height > size.width ? .regular : .compact
    }
    /// The reader's text size, for section providers (`traitCollection.preferredContentSizeCategory`).
    /// The layout itself never reads it: text sizes reach it through the measurer.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// `UIScrollView.contentInset`: the app's own inset round the content (none unless set), added to
    /// the safe area in `adjustedContentInset`.
    public var contentInset = UIEdgeInsets.zero

    public init(size: CGSize,
                safeAreaInsets: UIEdgeInsets = .zero,
                layoutMargins: NSDirectionalEdgeInsets? = nil,
                scale: CGFloat = 3,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
                horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
                preferredContentSizeCategory: UIContentSizeCategory = .large) {
        self.size = size
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.layoutDirection = layoutDirection
        // iPads (shorter side ≥ 600 pt) are regular width; iPhones compact. Plus/Max iPhones in
        // landscape are regular on a device: pass `horizontalSizeClass` for those.
        let sizeClass = horizontalSizeClass ?? (min(size.width, size.height) >= 600 ? .regular : .compact)
        self.horizontalSizeClass = sizeClass
        let system = Self.systemMinimumMargin(size: size, sizeClass: sizeClass)
        let safe = safeAreaInsets.directional(layoutDirection)
        self.layoutMargins = layoutMargins ?? NSDirectionalEdgeInsets(
            top: safe.top, leading: safe.leading + system, bottom: safe.bottom, trailing: safe.trailing + system)
    }

    /// I2: the root view's leading and trailing system minimum margin — 20 pt at regular width or
    /// on a portrait iPhone at least 414 pt wide (Plus and Max), else 16.
    static func systemMinimumMargin(size: CGSize, sizeClass: UIUserInterfaceSizeClass) -> CGFloat {
        sizeClass == .regular || (size.width < size.height && size.width >= 414) ? 20 : 16
    }

    /// `UIScrollView.adjustedContentInset` with `contentInsetAdjustmentBehavior = .automatic`: the safe
    /// area on the scrolling axis, nothing on the other, plus `contentInset` on every side.
    public func adjustedContentInset(scrollDirection: UICollectionViewScrollDirection) -> UIEdgeInsets {
        let c = contentInset
        switch scrollDirection {
        case .vertical:
            return UIEdgeInsets(top: safeAreaInsets.top + c.top, left: c.left, bottom: safeAreaInsets.bottom + c.bottom, right: c.right)
        case .horizontal:
            return UIEdgeInsets(top: c.top, left: safeAreaInsets.left + c.left, bottom: c.bottom, right: safeAreaInsets.right + c.right)
        }
    }
}
