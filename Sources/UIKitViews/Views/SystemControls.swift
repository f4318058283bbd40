import AutoLayout
import Foundation
import Scene

/// UIKit's `UISwitch`: a 51 × 31 frame (Apple, HIG "Toggles"), whose alignment rectangle — what
/// constraints and the intrinsic size place — is 2 pt narrower on the trailing side (the corpus
/// README: every switch's stored frame is 2 pt wider than the rectangle its constraints place).
///
/// A control (`UIControl`: its target–actions kept, never sent). Drawn as iOS draws it: a capsule track,
/// `onTintColor` (default `systemGreen`) when on, `systemFill`-grey (`secondarySystemFill` in dark) when
/// off, and a white 27-pt knob 2 pt in from the track's end, trailing when on, with a soft shadow
/// (Layoutshot's drawing, from Apple's HIG picture; the knob size is unverified).
open class UISwitch: UIControl, SceneContentDrawing {
    /// UIKit's `appearance()` (`AppearanceProxies`: kept, not applied).
    open override class func appearance() -> UISwitch { AppearanceProxies.proxy(UISwitch.self) { UISwitch(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UISwitch { appearance() }

    /// UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    open var title: String?
    open var preferredStyle = Style.automatic
    open var style: Style { .sliding }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 49, height: 31) }
    open override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2) }
    /// An accessory view's size: the switch's frame (51 × 31), not its alignment rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame == .zero ? CGRect(x: 0, y: 0, width: 51, height: 31) : frame)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let track = CGRect(x: frame.minX, y: frame.minY + (frame.height - 31) / 2, width: 51, height: 31)
        let off: UIColor = appearance == .dark ? .secondarySystemFill : .systemFill
        let fill = (isOn ? (onTintColor ?? .systemGreen) : off).rgba(in: appearance)
        let knobX = isOn ? track.maxX - 2 - 27 : track.minX + 2
        let knob = CGRect(x: knobX, y: track.minY + 2, width: 27, height: 27)
        let shadow = ControlDrawing.knobShadow
        let alpha = isEnabled ? alpha : alpha * 0.5
        return [.shape(ShapeNode(frame: track, kind: .capsule, fill: .color(fill), alpha: alpha)),
                .shape(ShapeNode(frame: knob, kind: .ellipse, fill: .color((thumbTintColor ?? .white).rgba(in: appearance)),
                                 shadow: shadow, alpha: alpha))]
    }
}

/// UIKit's `UIActivityIndicatorView`: 20 × 20 (`.medium`), 37 × 37 (`.large`).
///
/// Drawn when it is animating or does not hide when stopped, as iOS draws it at rest: eight spokes
/// around the centre, each a capsule from a third of the radius to the edge, in `color` (default
/// `secondaryLabel`), fading clockwise from the top one (Layoutshot's drawing; the spokes' number and
/// proportions are iOS 13's look, unverified).
open class UIActivityIndicatorView: UIView, SceneContentDrawing {
    public enum Style: Int, Sendable {
        case medium, large
        /// The pre-iOS 13 styles: white and gray are medium, whiteLarge large.
        public static let white = Style.medium, gray = Style.medium, whiteLarge = Style.large
    }
    open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor?
    /// UIKit's `hidesWhenStopped` (default true): a stopped indicator is hidden, as UIKit hides it.
    open var hidesWhenStopped = true { didSet { if hidesWhenStopped, !isAnimating { isHidden = true } } }
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Shown, as a spinner at rest (a capture draws no spin).
    open func startAnimating() { isAnimating = true; if hidesWhenStopped { isHidden = false } }
    open func stopAnimating() { isAnimating = false; if hidesWhenStopped { isHidden = true } }
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        guard isAnimating || !hidesWhenStopped else { return [] }
        let side = min(frame.width, frame.height), radius = side / 2
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let color = (color ?? .secondaryLabel).rgba(in: appearance)
        let width = side * (style == .large ? 0.09 : 0.1)
        return (0..<8).map { i in
            let angle = Double(i) * .pi / 4 - .pi / 2
            let (c, s) = (cos(angle), sin(angle))
            // Polyline points are fractions of the node's frame: the whole indicator.
            let inner = CGPoint(x: center.x + c * radius * 0.45, y: center.y + s * radius * 0.45)
            let outer = CGPoint(x: center.x + c * (radius - width / 2), y: center.y + s * (radius - width / 2))
            let points = [inner, outer].flatMap { [($0.x - frame.minX) / frame.width, ($0.y - frame.minY) / frame.height] }
            return .shape(ShapeNode(frame: frame, kind: .polyline(points: points.map { Double($0) }), stroke: color, lineWidth: Double(width),
                                    alpha: alpha * (1 - Double(i) * 0.1)))
        }
    }
}

/// UIKit's `UIProgressView`: 4 pt tall (the height Interface Builder stores for every progress view of
/// the second corpus: amperfy's PodcastEpisodeTableCell.xib, OnionBrowser's BrowsingViewController.xib,
/// Strongbox's TotpCell.xib), drawn as a capsule track in `trackTintColor` (default `systemFill`) with
/// the progress from the leading edge in `progressTintColor` (default the tint, `systemBlue`) — the
/// colours and capsule ends are in "Not yet confirmed". `setProgress(_:animated:)` sets it at once.
open class UIProgressView: UIView, SceneContentDrawing {
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle = Style.default
    /// Between 0 and 1 (clamped, as UIKit clamps it).
    open var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    open var observedProgress: Progress?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    public func contentNodes(in frame: CGRect, appearance: Appearance, alpha: Double) -> [SceneNode] {
        let track = (trackTintColor ?? .systemFill).rgba(in: appearance)
        let fill = (progressTintColor ?? ViewDrawing.tint(of: self)).rgba(in: appearance)
        let width = frame.width * CGFloat(progress)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frame.maxX - width : frame.minX
        var nodes = [SceneNode.shape(ShapeNode(frame: frame, kind: .capsule, fill: .color(track), alpha: alpha))]
        if width > 0 {
            nodes.append(.shape(ShapeNode(frame: CGRect(x: x, y: frame.minY, width: width, height: frame.height), kind: .capsule,
                                          fill: .color(fill), alpha: alpha)))
        }
        return nodes
    }
}

/// A control Layoutshot does not draw (a text field, slider, segmented control, …) read from a
/// xib: its intrinsic size is the size Interface Builder stored for it, its class the UIKit class
/// the element stands for (`UITextField` for `<textField>`). The engine then places it where IB did
/// whenever its own constraints leave it to its intrinsic size.
open class StandInControl: UIView {
    public let uikitClass: String
    public let storedSize: CGSize
    public let hasIntrinsicWidth: Bool

    public init(uikitClass: String, storedSize: CGSize, hasIntrinsicWidth: Bool) {
        self.uikitClass = uikitClass; self.storedSize = storedSize; self.hasIntrinsicWidth = hasIntrinsicWidth
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        uikitClass = "UIControl"; storedSize = frame.size; hasIntrinsicWidth = true
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        uikitClass = "UIControl"; storedSize = .zero; hasIntrinsicWidth = true
        super.init(coder: coder)
    }

    open override var className: String { uikitClass }

    /// A slider's frame is 2 pt wider on each side than its alignment rectangle (the corpus README;
    /// SwiftMessages TacoDialogView.xib's slider).
    open override var alignmentRectInsets: UIEdgeInsets {
        uikitClass == "UISlider" ? UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2) : .zero
    }

    open override var intrinsicContentSize: CGSize {
        let i = alignmentRectInsets
        return CGSize(width: hasIntrinsicWidth ? storedSize.width - i.left - i.right : UIView.noIntrinsicMetric,
                      height: storedSize.height - i.top - i.bottom)
    }
}

/// UIKit's `UIRefreshControl`: the pull-to-refresh spinner above a scroll view's content. Its state is
/// kept (`beginRefreshing()`/`endRefreshing()` set `isRefreshing` at once); it is not drawn — a capture
/// is a screen at rest, scrolled to its top, where UIKit shows no refresh control either until the user
/// pulls or the app begins refreshing (a refreshing one's spinner is not drawn: chosen, README "UIKit on Linux").
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

extension UIScrollView {
    /// UIKit's `refreshControl` (iOS 10): kept, not drawn (`UIRefreshControl`).
    public var refreshControl: UIRefreshControl? {
        get { refreshControlView as? UIRefreshControl }
        set { refreshControlView = newValue }
    }
}
