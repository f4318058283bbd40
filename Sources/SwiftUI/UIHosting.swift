import Foundation

/// The view a `UIHostingController` or `UIHostingConfiguration` shows on Linux: a labelled placeholder
/// at its size — a `tertiarySystemFill` box with the SwiftUI view's type name centred in `secondaryLabel`,
/// 13 pt. In a self-sizing cell it is 44 pt tall (a list row's minimum; chosen, as nothing is measured).
public final class SwiftUIPlaceholderView: UIView {
    /// The SwiftUI view's type name, as drawn (`SwiftUI · FeedRow`).
    public let contentName: String
    public let label = UILabel()

    public init(contentName: String, frame: CGRect = .zero) {
        self.contentName = contentName
        super.init(frame: frame)
        showName()
    }

    public override init(frame: CGRect) {
        contentName = "View"
        super.init(frame: frame)
        showName()
    }

    private func showName() {
        backgroundColor = .tertiarySystemFill
        label.text = "SwiftUI · \(contentName)"
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        addSubview(label)
    }

    public required init?(coder: NSCoder) { return nil }

    public override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// SwiftUI's `UIHostingController`: a controller whose view would render `rootView`. Here its view is
/// the placeholder naming `Content` (`SwiftUIPlaceholderView`), filling the controller's view.
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    /// Kept; sizing follows the placeholder.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    public var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = SwiftUIPlaceholderView(contentName: SwiftUIViewName.of(rootView), frame: UIScreen.main.bounds)
    }

    /// The placeholder's size for `size`: the width offered, 44 pt tall.
    open func sizeThatFits(in size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
}

/// SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = Self(rawValue: 1)
    public static let intrinsicContentSize = Self(rawValue: 2)
}

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = Self(rawValue: 1)
    public static let keyboard = Self(rawValue: 2)
    public static let all: Self = [.container, .keyboard]
}

/// SwiftUI's `UIHostingConfiguration` (iOS 16): a cell's content in SwiftUI. Here its content view is
/// the placeholder naming the content's type, inside the configuration's margins (UIKit's default: the
/// cell's layout margins, taken as 16 × 11 — chosen, not measured).
/// What the content view reads of its configuration, whatever its content type.
protocol HostingMargins {
    var margins: NSDirectionalEdgeInsets { get }
    var minimumSize: CGSize { get }
}

public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration, HostingMargins {
    public let content: Content
    public let background: Background?
    public var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var minimumSize = CGSize.zero

    public func makeContentView() -> UIView & UIContentView {
        HostingContentView(configuration: self, name: SwiftUIViewName.of(content))
    }

    /// The same content inside `insets` on `edges`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        var copy = self
        if edges.contains(.top) { copy.margins.top = length }
        if edges.contains(.leading) { copy.margins.leading = length }
        if edges.contains(.bottom) { copy.margins.bottom = length }
        if edges.contains(.trailing) { copy.margins.trailing = length }
        return copy
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        copy.minimumSize = CGSize(width: width ?? minimumSize.width, height: height ?? minimumSize.height)
        return copy
    }

    public func background<B: View>(_ background: B) -> UIHostingConfiguration<Content, B> {
        var copy = UIHostingConfiguration<Content, B>(content: content, background: background)
        copy.margins = margins
        copy.minimumSize = minimumSize
        return copy
    }

    init(content: Content, background: Background?) {
        self.content = content
        self.background = background
    }
}

extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content(), background: nil) }
}

/// SwiftUI's `Edge` and `Edge.Set`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The content view of a `UIHostingConfiguration`: the placeholder inside the margins.
final class HostingContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration
    let placeholder: SwiftUIPlaceholderView

    init<C: View, B: View>(configuration: UIHostingConfiguration<C, B>, name: String) {
        self.configuration = configuration
        placeholder = SwiftUIPlaceholderView(contentName: name)
        super.init(frame: .zero)
        addSubview(placeholder)
    }

    /// The placeholder fills the view less the margins (laid out by frame: the content view is sized
    /// by the cell, or by `intrinsicContentSize` in a self-sizing one).
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let configuration = configuration as? any HostingMargins else { return }
        let m = configuration.margins
        placeholder.frame = CGRect(x: m.leading, y: m.top, width: max(0, bounds.width - m.leading - m.trailing),
                                   height: max(0, bounds.height - m.top - m.bottom))
    }

    /// 44 pt of placeholder inside the margins, at least the configuration's minimum height.
    override var intrinsicContentSize: CGSize {
        guard let configuration = configuration as? any HostingMargins else { return CGSize(width: UIView.noIntrinsicMetric, height: 44) }
        return CGSize(width: UIView.noIntrinsicMetric,
                      height: max(configuration.minimumSize.height, 44 + configuration.margins.top + configuration.margins.bottom))
    }

    required init?(coder: NSCoder) { return nil }
}
