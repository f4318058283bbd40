import AutoLayout
import Foundation
import Scene

/// UIKit's `UIPageControl` (issue 32): a dot a page, the current one highlighted.
///
/// Its intrinsic size is 16 pt a page plus 8 pt, by 26 pt (`size(forNumberOfPages:)`); hidden with one
/// page when `hidesForSinglePage`. Drawn as iOS draws it: 7-pt dots 16 pt apart, centred, in
/// `pageIndicatorTintColor` (white at 30 %) and the current one in `currentPageIndicatorTintColor`
/// (white) — UIKit's defaults are for a dark background (Layoutshot's metrics, README "Not yet
/// confirmed"). Target–actions are kept, never sent.
open class UIPageControl: UIControl, SceneContentDrawing {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UIPageControl { AppearanceProxies.proxy(UIPageControl.self) { UIPageControl(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIPageControl { appearance() }

    /// UIKit's `UIPageControl.BackgroundStyle` and `InteractionState`: accepted.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }

    open var numberOfPages = 0 { didSet { numberOfPages = max(0, numberOfPages); invalidateIntrinsicContentSize() } }
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?
    open var interactionState: InteractionState { .none }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {}
    open func indicatorImage(forPage page: Int) -> UIImage? { nil }

    static let pitch: CGFloat = 16, dot: CGFloat = 7, height: CGFloat = 26

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: pageCount > 0 ? CGFloat(pageCount) * Self.pitch + 8 : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return [] }
        let other = (pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3)).rgba(in: appearance)
        let current = (currentPageIndicatorTintColor ?? .white).rgba(in: appearance)
        let width = CGFloat(numberOfPages) * Self.pitch
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<numberOfPages).map { page in
            let slot = CGFloat(rightToLeft ? numberOfPages - 1 - page : page)
            let x = frame.midX - width / 2 + slot * Self.pitch + (Self.pitch - Self.dot) / 2
            return .shape(ShapeNode(frame: CGRect(x: x, y: frame.midY - Self.dot / 2, width: Self.dot, height: Self.dot), kind: .ellipse,
                                    fill: .color(page == currentPage ? current : other), alpha: alpha))
        }
    }
}
