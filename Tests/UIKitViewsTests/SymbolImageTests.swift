import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import UIKitViews
import LayoutshotTestSupport

/// Rule I5: SF Symbol images — their size by point size and scale, their alignment rectangle the
/// system font's line — against UIKit's printout and Interface Builder's stored frames.
@Suite("SF Symbol sizes (I5)")
struct SymbolImageTests {
    /// I5 steps 1–2: the longer side is 20/17 of the point size, the other from IB's resource shape.
    @Test func glyphSizeByPointSizeAndShapeI5() {
        // 17 pt, chevron.down's 128 × 70 resource, @2x: 20 × 11 (IB stored 18.5 × 12.5 in a 22-pt stack).
        let chevron = SymbolImage.image(named: "chevron.down", nominalSize: CGSize(width: 128, height: 70), pointSize: nil, displayScale: 2)
        #expect(chevron.size == CGSize(width: 20, height: 11))
        // No shape known (UIImage(systemName:) in code): a square, 20 pt at 17.
        #expect(SymbolImage.image(named: "x", nominalSize: nil, pointSize: 17, displayScale: 3).size == CGSize(width: 20, height: 20))
        // A resource taller than wide keeps the longer side vertical: doc.text.fill 115 × 128 at 34 pt.
        let tall = SymbolImage.image(named: "doc.text.fill", nominalSize: CGSize(width: 115, height: 128), pointSize: 34, displayScale: 2)
        #expect(tall.size == CGSize(width: 36, height: 40))
    }

    /// I5 step 3: small is 20 % smaller, large 30 % larger (Apple's `NSImage.SymbolScale` documentation).
    @Test func scalesI5() {
        let size = { (scale: SymbolImage.Scale) in
            SymbolImage.image(named: "x", nominalSize: nil, pointSize: 17, scale: scale, displayScale: 1).size.width
        }
        #expect(size(.small) == 16 && size(.medium) == 20 && size(.large) == 26)
        #expect(SymbolImage.scale(named: "large") == .large && SymbolImage.scale(named: "default") == .medium)
    }

    /// I5 step 4 against UIKit's printout (Apple Developer Forums thread 716773, `chevron.compact.down`
    /// at 64 pt light, @3x): image 70.33 × 25.67, alignment insets top −25, bottom −25.67 — a 76.33-pt
    /// line round the glyph. Here: the same glyph gets a line within a third of a point of UIKit's.
    @Test func alignmentRectangleIsTheLineI5() {
        let image = UIImage(name: "glyph", size: CGSize(width: 70 + 1.0 / 3, height: 25 + 2.0 / 3))
        let view = UIImageView(image: SymbolImage.image(named: "chevron.compact.down", nominalSize: CGSize(width: 128, height: 46.7),
                                                        pointSize: 64, displayScale: 3))
        let insets = view.alignmentRectInsets
        #expect(insets.top < 0 && insets.bottom < 0 && insets.left == 0 && insets.right == 0)
        let line = view.image.map { $0.size.height - insets.top - insets.bottom } ?? 0
        #expect(abs(line - (76 + 1.0 / 3)) <= 1.0 / 3 + 1e-9, "line \(line)")
        #expect(view.intrinsicContentSize.height == line)   // Auto Layout sizes the line, the frame is the glyph
        // The model's glyph: 75.33 wide where UIKit's is 70.33 — each symbol has its own width (README).
        #expect(abs((view.image?.size.width ?? 0) - image.size.width) <= 5 + 1e-9)
    }

    /// I5 in Interface Builder's frames (xib-corpus-2, laid out with IB's text sizes).
    @Test(SharedFixtures.required, arguments: [
        ("safe-global__safe-ios/Multisig__UI__Transaction__TransactionDetailsViewController__Transaction Detail Cells__DetailExpandableTextCell.xib",
         "7Tq-1E-cd4", "chevron.down at 17 pt in a 22-pt fill stack: its frame 12.5 tall, 5 below the line's top (safe-global/safe-ios @17ae1497c639)"),
        ("OpenArchive__Save-app-ios/Save__Main__SideMenuViewController.xib", "okA-Cd-Hef",
         "chevron.down held square at 18 pt: the square is its line, the frame 8 tall (OpenArchive/Save-app-ios @9aa4d50)"),
        ("safe-global__safe-ios/Multisig__UI__Settings__Passcode__PasscodeViewController.xib", "fuT-1x-jVF",
         "circle at pointSize 20, bold, in a fillEqually stack: 24 wide (@17ae1497c639)"),
    ])
    func storedFramesI5(_ file: String, _ id: String, _ what: String) throws {
        guard let rows = try XibCorpus.storedTextRows(XibCorpus.corpus2.appendingPathComponent(file)) else { return }
        let row = try #require(rows.first { $0.id == id }, "\(id) laid out")
        // Heights and positions (the line, step 4) within 1 pt; widths within 1.5: the glyph's width is
        // the model's mean (step 1), chevron.down is 1.5 pt narrower.
        #expect(abs(row.solved.height - row.stored.height) <= 1 + 1e-6 && abs(row.solved.minY - row.stored.minY) <= 1 + 1e-6,
                "\(what): solved \(row.solved), stored \(row.stored)")
        #expect(abs(row.solved.width - row.stored.width) <= 1.5 + 1e-6 && abs(row.solved.minX - row.stored.minX) <= 1.5 + 1e-6,
                "\(what): solved \(row.solved), stored \(row.stored)")
    }
}
