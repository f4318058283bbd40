import Foundation

/// UIKit's `UIMenuElement` (iOS 13): a menu's entry. Menus are kept, never shown: a capture is a
/// screen at rest, no menu open.
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1), destructive = Attributes(rawValue: 2), hidden = Attributes(rawValue: 4)
        public static let keepsMenuPresented = Attributes(rawValue: 8)
    }
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) { self.title = title; self.image = image }
}

/// UIKit's `UICommand`: a menu entry that sends an action up the responder chain. Kept; never sent.
/// (UIKit's `UIKeyCommand` subclasses it; here `UIKeyCommand` is its own class — README "UIKit on Linux".)
open class UICommand: UIMenuElement {
    public let action: Selector
    public let propertyList: Any?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}

/// UIKit's `UIAction`: a titled handler. Kept; the handler is never called (nothing is tapped).
open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    public let handler: (UIAction) -> Void
    /// What a control hands an action's handler (`action.sender`): nil here.
    open var sender: Any? { nil }

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// UIKit's `UIMenu`: a titled list of elements. Kept, never shown.
open class UIMenu: UIMenuElement {
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1), destructive = Options(rawValue: 2)
        public static let singleSelection = Options(rawValue: 32), displayAsPalette = Options(rawValue: 128)
    }
    public enum ElementSize: Int, Sendable { case small, medium, large }

    open var identifier: Identifier
    open var options: Options
    open var children: [UIMenuElement]
    open var preferredElementSize = ElementSize.large
    open var selectedElements: [UIMenuElement] { children.filter { ($0 as? UIAction)?.state == .on } }

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// UIKit's `UIDeferredMenuElement`: elements provided later. Its provider is never called.
open class UIDeferredMenuElement: UIMenuElement {
    public let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        super.init(title: "", image: nil)
    }
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(elementProvider)
    }
}

