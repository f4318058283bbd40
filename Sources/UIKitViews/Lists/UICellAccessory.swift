import AutoLayout
import Foundation
import Scene

/// UIKit's `UICellAccessory` (iOS 14): what a `UICollectionViewListCell` shows beside its content.
/// Each factory and option of UIKit's is here; a capture draws the common ones as iOS draws them
/// (README "UIKit on Linux", "List accessories" — the metrics are Layoutshot's choice, unverified).
///
/// A collection view on Linux is never editing: `.whenEditing` accessories — `delete`, `insert`,
/// `reorder` and `multiselect` by default — are not shown; `.always` and `.whenNotEditing` ones are.
public struct UICellAccessory {
    /// UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }

    /// UIKit's `UICellAccessory.LayoutDimension`: the width reserved for an accessory.
    public enum LayoutDimension: Sendable { case actual, standard, custom(CGFloat) }

    /// UIKit's `UICellAccessory.Placement` for a custom view.
    public enum Placement { case leading(displayed: DisplayedState = .always), trailing(displayed: DisplayedState = .always) }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct CheckmarkOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct DeleteOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    public typealias InsertOptions = DeleteOptions
    public struct ReorderOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    public struct MultiselectOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    public struct OutlineDisclosureOptions {
        /// UIKit's `OutlineDisclosureOptions.Style`.
        public enum Style: Sendable { case automatic, header, cell }
        public var style: Style, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    public struct LabelOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, font: UIFont?, adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }
    public struct DetailOptions {
        public var isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor
        }
    }
    /// UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: UIView, placement: Placement, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?, maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// Layoutshot: what kind of accessory, as the list cell lays it out and draws it.
    public enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String, UIFont?)
        case custom(UIView)
    }

    public let kind: Kind
    public let displayed: DisplayedState
    public let isHidden: Bool
    public let tintColor: UIColor?
    public let reservedLayoutWidth: LayoutDimension?
    public let leading: Bool

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.backgroundColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: true)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.backgroundColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: true)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: true)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options.font), displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden ?? false, tintColor: options.tintColor,
                        reservedLayoutWidth: options.reservedLayoutWidth, leading: false)
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let d): (true, d)
        case .trailing(let d): (false, d)
        }
        return UICellAccessory(kind: .custom(configuration.customView), displayed: displayed, isHidden: configuration.isHidden ?? false,
                               tintColor: configuration.tintColor, reservedLayoutWidth: configuration.reservedLayoutWidth, leading: leading)
    }

    /// Layoutshot: shown in a collection view that is not editing.
    public var isShown: Bool { !isHidden && displayed != .whenEditing }
}
