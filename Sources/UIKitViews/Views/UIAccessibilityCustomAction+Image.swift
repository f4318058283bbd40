import AutoLayout
import Foundation
import FoundationOverlay

extension UIAccessibilityCustomAction {
    /// UIKit's `init(name:image:actionHandler:)`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        imageStorage = image
    }
    /// UIKit's target–selector form: kept, never performed.
    public convenience init(name: String, target: Any?, selector: Selector) {
        self.init(name: name, target: target as AnyObject?, selectorName: selector.name)
    }
    public var image: UIImage? {
        get { imageStorage as? UIImage }
        set { imageStorage = newValue }
    }
    public var selector: Selector? { selectorName.map { Selector($0) } }
}
