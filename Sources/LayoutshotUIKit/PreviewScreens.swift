import SwiftUI
import UIKit

/// `#Preview`s as screens (issue 31 Deliver 4): what a preview's body made, as the controller a capture
/// draws — for `--swift` (`AppRunner`) and for `assertPreviewSnapshots` alike.
public enum PreviewScreens {
    /// A preview as the source transform lists it (`layoutshotPreviews()` in a target the
    /// `LayoutshotSourceTransform` plugin compiles): its name and its body.
    public typealias Preview = (name: String, make: () -> Any)

    /// A controller as it is; a SwiftUI view hosted, as the preview canvas hosts it (drawn as the SwiftUI
    /// stand-in's placeholder); a view as the view of a plain controller, filling the screen (as Xcode's
    /// canvas shows a view preview on a device).
    public static func controller(from made: Any) -> UIViewController {
        if let controller = made as? UIViewController { return controller }
        if let view = made as? any SwiftUI.View { return UIHostingController(rootView: AnyView(view)) }
        let host = UIViewController()
        if let view = made as? UIView {
            let root = UIView(frame: UIScreen.main.bounds)
            root.backgroundColor = .systemBackground
            view.frame = root.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(view)
            host.view = root
        }
        return host
    }
}
