import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Scene
import Testing
import UIKitViews

/// The rules measured text follows (README "Checked against Interface Builder"), each held against
/// the stored frame of the corpus view it was read from (`../shared/fixtures/xib-corpus`, repository
/// and commit in `SOURCES.tsv`), laid out with Layoutshot's measured text (Pango, the pinned fonts).
@Suite struct MeasuredTextRuleTests {
    typealias Case = CorpusRuleTests.Case

    static let cases: [Case] = [
        Case(rule: "I3 line count", file: "openfoodfacts__openfoodfacts-ios/Sources__Views__Products__Search__Scanner__ScanProductSummaryView.xib",
             id: "ACG-cp-2nn", what: "a one-line label with a line separator is one line tall, 18 pt (openfoodfacts/openfoodfacts-ios)"),
        Case(rule: "I3 Display from 20 pt", file: "Automattic__pocket-casts-ios/podcasts__EpisodeListHeaderView.xib",
             id: "Nmw-LX-aLT", what: "22-pt bold \"Title\" in Inter Display, 45 pt stored (Automattic/pocket-casts-ios @c23892d)"),
        Case(rule: "lineHeightMultiple", file: "Automattic__pocket-casts-ios/podcasts__EpisodeListHeaderView.xib",
             id: "Hkp-SG-2Ya", what: "attributed 15-pt text at lineHeightMultiple 1.2: 17.9 × 1.2, 21.5 pt stored (Automattic/pocket-casts-ios @c23892d)"),
        Case(rule: "lineHeightMultiple", file: "Automattic__pocket-casts-ios/podcasts__EpisodeListHeaderView.xib",
             id: "xUR-7F-gr9", what: "the vertical stack it heads, 118.5 pt stored (@c23892d)"),
        Case(rule: "AL14 scroll view content", file: "Automattic__pocket-casts-ios/podcasts__ImportExportViewController.xib",
             id: "F6H-wz-5MK", what: "a two-line 13-pt label 20 pt above a scroll view's bottom: the content's, 31.5 pt tall, not the 667-pt frame's (Automattic/pocket-casts-ios @c23892d)"),
        Case(rule: "emoji advance", file: "SwiftKickMobile__SwiftMessages/SwiftMessages__Resources__CardView.xib",
             id: "T1i-ce-9y8", what: "38-pt 😬, 43 pt wide (SwiftKickMobile/SwiftMessages @c0ff6c6)"),
        Case(rule: "emoji advance", file: "Instagram__IGListKit/Examples__Examples-iOS__IGListKitExamples__Views__NibCell.xib",
             id: "qTT-Ka-LDD", what: "17-pt 🎉, 23 pt wide (Instagram/IGListKit)"),
        Case(rule: "button, system minimum width", file: "element-hq__element-ios/Riot__Modules__Settings__Views__DeviceView.xib",
             id: "Ump-1C-SzI", what: "a roundedRect \"OK\" button 30 pt wide (element-hq/element-ios @917adc8)"),
        Case(rule: "button, neither title nor image", file: "duckduckgo__iOS/DuckDuckGo__Base.lproj__OmniBar.xib",
             id: "nJo-2d-gri", what: "a custom button with no title or image and a 21-pt bottom inset: one 18-pt line + 21, 43 pt stored (duckduckgo/iOS @7b3f601)"),
        Case(rule: "button, neither title nor image", file: "duckduckgo__iOS/DuckDuckGo__Base.lproj__OmniBar.xib",
             id: "Xrl-6Y-ll0", what: "the stack it sets the height of, 43 pt stored (duckduckgo/iOS @7b3f601)"),
        Case(rule: "button, no padding beside an image", file: "duckduckgo__iOS/DuckDuckGo__FavoriteHomeCell.xib",
             id: "h1L-Cf-oUY", what: "a 28-pt image and the title \" \" with no insets: 28 pt tall, not 21.5 + 12 (duckduckgo/iOS @7b3f601)"),
        Case(rule: "button, custom 18 pt", file: "badoo__Chatto/ChattoAdditions__sources__Input__ChatInputBar.xib",
             id: "hE9-hU-Ci1", what: "a custom \"Button\" with no font written, 20-pt insets: 94 pt wide (badoo/Chatto)"),
    ]

    @Test("measured text reproduces the stored frame within 1 pt", arguments: cases)
    func rule(_ c: Case) throws {
        let url = XibCorpus.corpus.appendingPathComponent(c.file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("xib corpus missing: \(url.path)"); return
        }
        let doc = try IBDocument.read(contentsOf: url)
        let loader = NibLoader(textMeasurer: try TextMeasurer())
        for index in doc.roots.indices {
            let nib = try loader.instantiate(doc, rootIndex: index)
            nib.layout()
            if let row = StoredFrameComparison(nib, rootIndex: index).rowsByID[c.id ?? ""] {
                #expect(row.deviation <= 1 + 1e-6, "\(c): stored \(row.stored), solved \(row.solved)")
                return
            }
        }
        Issue.record("\(c) not laid out")
    }

    @Test("the emoji advance: 0.964 × size + 6.36, within the pixel IB rounded up to at 17, 38 and 45 pt")
    func emojiAdvance() throws {
        for (size, stored) in [(17.0, 23.0), (38, 43), (45, 50)] {
            let width = try EstimatedText().size(of: "😬", font: FontSpec(size: size), maxWidth: nil, numberOfLines: 1).width
            #expect(width > stored - 0.5 && width <= stored, "\(size) pt: \(width)")
        }
    }
}
