import Foundation
import Testing
@testable import UIKit

/// What MessageKit's example app (`Example/Sources`, MessageKit/MessageKit @ b4493fe46) needed past its
/// library: image literals, a refresh control, target–selector timers, `performBatchUpdates` with a
/// closure literal that names the collection view without `self.` (issue 31).
struct MessageKitExampleStopTests {
    @Test func imageLiteralsFindTheAssetAndAMissingOneIsEmptyNotATrap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A PNG's signature and IHDR: 60 × 30 pixels, at @3x 20 × 10 points.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 60, 0, 0, 0, 30, 8, 6, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("pin@3x.png"))
        UIKitSimulation.addNibFolder(folder)
        defer { UIKitSimulation.removeNibFolder(folder) }
        UIKitSimulation.with(.custom(width: 393, height: 852, scale: 3)) {
            let pin: UIImage = #imageLiteral(resourceName: "pin")
            #expect(pin.size == CGSize(width: 20, height: 10))
            #expect(UIImage(imageLiteralResourceName: "pin").size == CGSize(width: 20, height: 10))
            let missing: UIImage = #imageLiteral(resourceName: "no-such-asset")
            #expect(missing.size == .zero)
            // With no type given, a literal is UIKit's `_ImageLiteralType` (MessageKit's `let pinImage = #imageLiteral(…)`).
            let untyped = #imageLiteral(resourceName: "pin")
            #expect(untyped.size.width == 20)
            let brand = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            #expect(brand == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        }
    }

    @Test func refreshControlKeepsItsStateOnTheScrollViewAndIsNotDrawn() {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.refreshControl == nil)
        let refresh = UIRefreshControl()
        refresh.addTarget(collection, action: Selector("reload"), for: .valueChanged)
        collection.refreshControl = refresh
        #expect(collection.refreshControl === refresh && !refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && refresh.superview == nil && collection.subviews.allSatisfy { $0 !== refresh })
    }

    @Test func targetSelectorTimersAreMadeButNeverFire() {
        final class Socket {}
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: Socket(), selector: Selector("handleTimer"),
                                         userInfo: nil, repeats: true)
        #expect(timer.timeInterval == 0.01 && timer.isValid)
        timer.invalidate()
        #expect(!timer.isValid)
        let fireAt = Timer(fireAt: Date(timeIntervalSince1970: 0), interval: 1, target: Socket(), selector: "tick", userInfo: nil, repeats: false)
        #expect(fireAt.fireDate == Date(timeIntervalSince1970: 0))
    }

    @Test func batchUpdatesTakeAClosureLiteralAndReachAnOverride() {
        final class Counting: UICollectionView {
            var batches = 0
            override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
                batches += 1
                super.performBatchUpdates(updates, completion: completion)
            }
        }
        final class Chat {
            let messages = Counting(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var ran = false, completed = false
            // As MessageKit's ChatViewController writes it: the view named in the closure without `self.`.
            func insert() {
                messages.performBatchUpdates({ ran = messages.batches == 1 }, completion: { [weak self] done in self?.completed = done })
            }
        }
        let chat = Chat()
        chat.insert()
        #expect(chat.ran && chat.completed && chat.messages.batches == 1)
        chat.messages.performBatchUpdates(nil)
        #expect(chat.messages.batches == 2)
    }

    /// A colour set that names a system colour (MessageKit @ b4493fe46, `Sources/Assets.xcassets/Colors/
    /// collectionViewBackground.colorset`: `"reference": "systemBackgroundColor"` for any and dark).
    @Test func assetColorsByReferenceAreSystemColors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let colorset = folder.appendingPathComponent("Assets.xcassets/Colors/collectionViewBackground.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try Data("""
            {"colors": [
              {"color": {"platform": "ios", "reference": "systemBackgroundColor"}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"platform": "ios", "reference": "labelColor"}, "idiom": "universal"},
              {"appearances": [{"appearance": "contrast", "value": "high"}],
               "color": {"platform": "ios", "reference": "systemRedColor"}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """.utf8).write(to: colorset.appendingPathComponent("Contents.json"))
        let color = UIColor(named: "collectionViewBackground", in: Bundle(path: folder.path), compatibleWith: nil)
        #expect(color?.resolved(dark: false) == .systemBackground && color?.resolved(dark: true) == .label)
    }

    /// MessageKit's `MessageLabel.setTextStorage`: a text storage replaced by text with a new paragraph
    /// style, again and again. With `NSParagraphStyle` an `NSObject`, Linux's Foundation halted on the
    /// second replacement (comparing the two runs' styles).
    @Test func textStorageTakesNewParagraphStylesAndAttachments() {
        let storage = NSTextStorage()
        for round in 0..<3 {
            let text = NSMutableAttributedString(string: "A sentence of a message, round \(round)")
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byWordWrapping
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
            text.addAttribute(.attachment, value: NSTextAttachment(), range: NSRange(location: 0, length: 1))
            storage.setAttributedString(NSAttributedString(attributedString: text))
        }
        #expect(storage.string == "A sentence of a message, round 2")
        let style = storage.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.lineBreakMode == .byWordWrapping && style?.isEqual(style) == true && (style?.copy() as? NSParagraphStyle) != nil)
    }

    /// MessageKit's `MessageSizeCalculator.labelSize`: a bubble is as large as TextKit's used rectangle
    /// for its text (it was zero, and every bubble 32 × 14 — its insets alone).
    @Test func layoutManagersUsedRectIsTheMeasuredText() {
        let font = UIFont.systemFont(ofSize: 17)
        let container = NSTextContainer()
        container.lineFragmentPadding = 0
        container.maximumNumberOfLines = 0
        let manager = NSLayoutManager()
        manager.addTextContainer(container)
        let storage = NSTextStorage()
        storage.addLayoutManager(manager)
        #expect(manager.usedRect(for: container) == .zero)
        let text = NSAttributedString(string: String(repeating: "Lorem ipsum dolor sit amet. ", count: 6), attributes: [.font: font])
        storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: text)
        container.size = CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude)
        let used = manager.usedRect(for: container)
        let drawn = text.boundingRect(with: container.size, options: .usesLineFragmentOrigin, context: nil)
        #expect(used.size == drawn.size && used.width <= 240 && used.height >= 3 * font.lineHeight, "\(used) \(drawn)")
        container.maximumNumberOfLines = 2
        #expect(abs(manager.usedRect(for: container).height - 2 * font.lineHeight) < 0.001)
        container.lineFragmentPadding = 5
        #expect(manager.usedRect(for: container).width <= 240 && manager.boundingRect(forGlyphRange: NSRange(location: 0, length: storage.length), in: container)
                == manager.usedRect(for: container))
    }

    /// Where a label's text goes is its `drawText(in:)`'s to say: an inset label handing its inset bounds to
    /// `super`, MessageKit's `MessageLabel` drawing its layout manager's glyphs at an inset origin.
    @Test func labelsDrawTheirTextWhereDrawTextPutsIt() {
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))) }
        }
        final class GlyphLabel: UILabel {
            let storage = NSTextStorage(), manager = NSLayoutManager(), container = NSTextContainer()
            override func drawText(in rect: CGRect) {
                let inset = rect.inset(by: UIEdgeInsets(top: 7, left: 18, bottom: 7, right: 14))
                container.size = CGSize(width: inset.width, height: rect.height)
                container.lineFragmentPadding = 0
                manager.drawGlyphs(forGlyphRange: manager.glyphRange(for: container), at: inset.origin)
            }
        }
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(plain.textDrawingRect() == CGRect(x: 0, y: 0, width: 100, height: 30))
        let inset = InsetLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(inset.textDrawingRect() == CGRect(x: 8, y: 4, width: 84, height: 22))
        let glyphs = GlyphLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        glyphs.manager.addTextContainer(glyphs.container)
        glyphs.storage.addLayoutManager(glyphs.manager)
        glyphs.storage.setAttributedString(NSAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let box = glyphs.textDrawingRect()
        #expect(box.origin == CGPoint(x: 18, y: 7) && box.width == 168 && abs(box.height - UIFont.systemFont(ofSize: 17).lineHeight) < 0.001)
    }

    /// A plain-text label's `attributedText` carries its font and colour, as UIKit's does.
    @Test func plainTextLabelsAttributedTextCarriesTheirFontAndColour() {
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 13)
        label.textColor = .systemRed
        let text = label.attributedText
        #expect((text?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 13)
        #expect(text?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(label.drawnFont.pointSize == 13)
    }
}
