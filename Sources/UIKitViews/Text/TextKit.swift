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
    open func addLayoutManager(_ manager: NSLayoutManager) {
        managers.append(manager)
        manager.textStorage = self
    }
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        managers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }
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

/// TextKit's `NSLayoutManager`: kept for code that configures it. Layoutshot lays text out itself, so
/// its glyph queries answer as for text with one glyph a UTF-16 unit (chosen) and no laid-out lines:
/// glyph ranges are character ranges, a point hits the first glyph, no line fragment is enumerated, and
/// every rectangle is zero but the used one: `usedRect(for:)` (and `boundingRect(forGlyphRange:in:)` of
/// all the text) is the storage's text measured as string drawing measures it — in its first
/// character's font, at the container's width less its `lineFragmentPadding` on each side, on at most its
/// `maximumNumberOfLines` — with the padding counted in (MessageKit sizes its bubbles by it). Drawing
/// draws nothing (the label draws its text).
open class NSLayoutManager: NSObject {
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var textStorage: NSTextStorage?
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    public override init() {}
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }
    open func ensureLayout(for container: NSTextContainer) {}
    open func invalidateLayout(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) {}
    open func invalidateDisplay(forCharacterRange range: NSRange) {}
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let storage = textStorage, storage.length > 0 else { return .zero }
        let padding = max(0, container.lineFragmentPadding)
        let size = storage.usedSize(width: container.size.width > 0 ? max(1, container.size.width - 2 * padding) : 0,
                                    lineLimit: container.maximumNumberOfLines)
        return CGRect(x: 0, y: 0, width: size.width + 2 * padding, height: size.height)
    }
    open func boundingRect(forGlyphRange range: NSRange, in container: NSTextContainer) -> CGRect {
        range.location == 0 && range.length >= numberOfGlyphs ? usedRect(for: container) : .zero
    }

    // Glyphs as characters.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    open func glyphRange(for container: NSTextContainer) -> NSRange { NSRange(location: 0, length: numberOfGlyphs) }
    open func glyphRange(forCharacterRange range: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharacterRange?.pointee = range
        return range
    }
    open func characterRange(forGlyphRange range: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = range
        return range
    }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    // No laid-out lines: points hit the first glyph, rectangles are zero.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        return 0
    }
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int { 0 }
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        return 0
    }
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        effectiveRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        return .zero
    }
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)
    }
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { .zero }
    open func enumerateLineFragments(forGlyphRange glyphsToShow: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {}

    // Drawing draws nothing.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    /// Draws nothing; inside a label's `drawText(in:)` it says where the text goes (`UILabel.textDrawingRect`):
    /// from `origin` down, as TextKit lays lines out from the top — the first container's width (the used
    /// width where that is unbounded), the used height.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let recorder = TextDrawingRecorder.current, let container = textContainers.first else { return }
        let used = usedRect(for: container).size
        let width = container.size.width > 0 && container.size.width < 1e6 ? container.size.width : used.width
        recorder.rect = CGRect(origin: origin, size: CGSize(width: width, height: used.height))
    }
}
