import Foundation

/// UIKit's `UIContextMenuConfiguration`: kept; no context menu is ever shown.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying?
    public let previewProvider: (() -> UIViewController?)?
    public let actionProvider: (([UIMenuElement]) -> UIMenu?)?
    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier; self.previewProvider = previewProvider; self.actionProvider = actionProvider
    }
}
