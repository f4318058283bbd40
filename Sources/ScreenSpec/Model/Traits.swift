import CollectionLayout
import Foundation
import Scene
import UIKitViews

/// What a drawing is for beyond the device and the appearance: the reader's text size, the layout
/// direction and how the device is held — the parts of UIKit's `UITraitCollection` (and the interface
/// orientation) a golden test varies, like swift-snapshot-testing's `traits:` and Paparazzi's
/// `fontScale` and `layoutDirection`.
///
/// Every drawing takes them at one place, `apply(to:on:)`: the screen's text-style fonts at the
/// content size (self-sizing cells and estimated sizes are then measured with them), its layout
/// direction, and the device turned.
///
/// ```swift
/// let traits = Traits(preferredContentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft,
///                     orientation: .landscape)
/// let (screen, device) = traits.apply(to: games, on: .preset(named: "iphone-15")!)
/// traits.nameSuffix   // "-AX3-rtl-landscape", as in games-tab/iphone-15-dark-AX3-rtl-landscape.png
/// ```
public struct Traits: Sendable, Hashable {
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UIUserInterfaceLayoutDirection
    public var orientation: Orientation

    public init(preferredContentSizeCategory: UIContentSizeCategory = .large,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, orientation: Orientation = .portrait) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.orientation = orientation
    }

    /// `large`, left to right, portrait: what every golden without a trait in its name was drawn with.
    public static let standard = Traits()

    /// `screen` for a reader with these traits on `device`, and the device turned to `orientation`.
    public func apply(to screen: Screen, on device: Device) -> (Screen, Device) {
        (screen.withTraits(self), device.oriented(orientation))
    }

    /// `screen` on each of `devices` with each of `traits`, devices outermost: a handout's columns,
    /// a contact sheet's tiles.
    public static func apply(_ traits: [Traits], to screen: Screen, on devices: [Device]) -> [(screen: Screen, device: Device)] {
        devices.flatMap { device in traits.map { $0.apply(to: screen, on: device) } }
    }

    /// What golden and output names carry after `<device>[-dark]`: each trait that is not the
    /// standard one, in this order — the content size's short name (`-AX3`, `-XS`), `-rtl`,
    /// `-landscape`; empty for `standard`.
    public var nameSuffix: String {
        nameParts.map { "-" + $0 }.joined()
    }

    var nameParts: [String] {
        var parts: [String] = []
        if preferredContentSizeCategory != .large { parts.append(preferredContentSizeCategory.shortName) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if orientation == .landscape { parts.append("landscape") }
        return parts
    }

    /// `AX3 · rtl · landscape` for titles; empty for `standard`.
    public var title: String { nameParts.joined(separator: " · ") }

    /// Every combination, content sizes outermost, in the order given.
    public static func matrix(contentSizes: [UIContentSizeCategory] = [.large],
                              directions: [UIUserInterfaceLayoutDirection] = [.leftToRight],
                              orientations: [Orientation] = [.portrait]) -> [Traits] {
        contentSizes.flatMap { size in directions.flatMap { direction in orientations.map { orientation in
            Traits(preferredContentSizeCategory: size, layoutDirection: direction, orientation: orientation)
        } } }
    }

    /// A golden's name without `.png`, split into its device (with `-dark`) and traits:
    /// `iphone-15-dark-AX3-rtl-landscape` → (`iphone-15-dark`, AX3 · rtl · landscape). A name with no
    /// trait suffix is the standard traits.
    public static func split(stem: String) -> (device: String, traits: Traits) {
        var rest = stem, traits = Traits.standard
        if rest.hasSuffix("-landscape") { rest.removeLast("-landscape".count); traits.orientation = .landscape }
        if rest.hasSuffix("-rtl") { rest.removeLast("-rtl".count); traits.layoutDirection = .rightToLeft }
        if let dash = rest.lastIndex(of: "-"),
           let size = UIContentSizeCategory.allCases.first(where: { $0.shortName == rest[rest.index(after: dash)...] }),
           size != .large {
            rest = String(rest[..<dash]); traits.preferredContentSizeCategory = size
        }
        return (rest, traits)
    }
}

/// `ltr`/`rtl` (and UIKit's `leftToRight`/`rightToLeft`) for options and golden names.
extension UIUserInterfaceLayoutDirection {
    public init?(named name: String) {
        switch name {
        case "ltr", "leftToRight": self = .leftToRight
        case "rtl", "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }

    public var shortName: String { self == .rightToLeft ? "rtl" : "ltr" }
}

extension Screen {
    /// This screen for a reader with `traits`: every text-style font at the content size
    /// (`FontSpec.withContentSize`) — cells, per-item styles, supplementary views, content-view labels
    /// and buttons — and the layout direction its viewport and drawing take. Fixed fonts stay.
    public func withTraits(_ traits: Traits) -> Screen {
        var screen = self
        screen.traits = traits
        let category = traits.preferredContentSizeCategory
        // Fonts are already at the screen's own category (`large` as decoded or built): nothing to walk.
        guard category != self.traits.preferredContentSizeCategory else { return screen }
        func adapt(_ style: CellStyle) -> CellStyle { style.withContentSize(category) }
        screen.supplementaryViews = supplementaryViews.mapValues(adapt)
        for s in screen.sections.indices {
            screen.sections[s].cell = adapt(sections[s].cell)
            screen.sections[s].itemStyles = sections[s].itemStyles.map(adapt)
            screen.sections[s].supplementaryViews = sections[s].supplementaryViews.mapValues(adapt)
        }
        return screen
    }
}

extension CellStyle {
    /// This style's fonts (its text's and its content view's) for a reader of `category`.
    public func withContentSize(_ category: UIContentSizeCategory) -> CellStyle {
        var style = self
        for keyPath in [\UIListContentConfiguration.textProperties, \.secondaryTextProperties] {
            let font = style.contentConfiguration[keyPath: keyPath].font
            style.contentConfiguration[keyPath: keyPath].font = UIFont(spec: font.spec.withContentSize(category))
        }
        if let contentView {
            let root = contentView.root.withContentSize(category)
            if root != contentView.root { style.contentView = ContentView(root: root) }
        }
        return style
    }
}

extension ViewSpec {
    /// This tree with every label's and button's font for a reader of `category`.
    func withContentSize(_ category: UIContentSizeCategory) -> ViewSpec {
        var view = self
        switch kind {
        case .label(var label):
            label.font = label.font.withContentSize(category)
            view.kind = .label(label)
        case .button(var button):
            button.font = button.font.withContentSize(category)
            view.kind = .button(button)
        case .view(var container):
            container.subviews = container.subviews.map { $0.withContentSize(category) }
            view.kind = .view(container)
        case .stack(var stack):
            stack.arrangedSubviews = stack.arrangedSubviews.map { $0.withContentSize(category) }
            view.kind = .stack(stack)
        case .image, .shape, .separator, .spacer:
            break
        }
        return view
    }
}
