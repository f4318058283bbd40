import AutoLayout
import Foundation

// TextKit's classes as a `UITextView` holds them. Layoutshot lays a text view's text out itself
// (`UITextView`); these keep what the app sets and give TextKit's defaults.

/// TextKit's `NSTextStorage`: the text view's attributed text, editable in place.
open class NSTextStorage: NSMutableAttributedString {
    /// Empty, as TextKit's `NSTextStorage()` (swift-corelibs-foundation's strings have no `init()`).
    public convenience init() { self.init(string: "") }
    open var layoutManagers: [NSLayoutManager] { managers }
    var managers: [NSLayoutManager] = []
    open func addLayoutManager(_ manager: NSLayoutManager) { managers.append(manager) }
}

/// TextKit's `NSTextContainer`: where text is laid out — `lineFragmentPadding` (5 pt, UIKit's default,
/// inset on each side of every line), `maximumNumberOfLines` (0: any), `lineBreakMode`, `size`.
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var exclusionPaths: [AnyObject] = []
    open weak var layoutManager: NSLayoutManager?

    public init(size: CGSize) { self.size = size }
    public override convenience init() { self.init(size: .zero) }
}

/// TextKit's `NSLayoutManager`: kept for code that configures it; glyph queries answer with nothing.
open class NSLayoutManager: NSObject {
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var textStorage: NSTextStorage?
    open var allowsNonContiguousLayout = false
    public override init() {}
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    open func ensureLayout(for container: NSTextContainer) {}
    open func invalidateLayout(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) {}
    open func invalidateDisplay(forCharacterRange range: NSRange) {}
    open func usedRect(for container: NSTextContainer) -> CGRect { .zero }
    open func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: 0) }
    open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect { .zero }
}
