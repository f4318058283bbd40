import UIKit

// App code as a Swift 6 package writes it (InputBarAccessoryView's InputBarButtonItem, trimmed): the
// class is `@MainActor`, and on iOS so is UIKit's `isEnabled` it overrides. Layoutshot's UIKit is not
// isolated, so this compiles only through transform step 13, which blanks `@MainActor`
// (`MainActorAttributesTests`).
@MainActor
final class ChipButton: UIControl {
    var onEnabledAction: ((ChipButton) -> Void)?
    var onDisabledAction: ((ChipButton) -> Void)?

    override var isEnabled: Bool {
        didSet {
            if isEnabled {
                onEnabledAction?(self)
            } else {
                onDisabledAction?(self)
            }
        }
    }

    /// A closure whose whole signature is `@MainActor in`.
    lazy var describe: @MainActor () -> String = { @MainActor in
        self.isEnabled ? "enabled" : "disabled"
    }
}
