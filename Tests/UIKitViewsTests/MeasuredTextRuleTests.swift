import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Scene
import Testing
import UIKitViews
import LayoutshotTestSupport

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
        Case(rule: "I3 SF Pro Text Bold width", file: "duckduckgo__iOS/DuckDuckGo__NotificationView.xib",
             id: "c95-VZ-Fb2", what: "17-pt bold \"This is the notification title.\": Inter's 214.8 × 1.03, 221.5 pt stored (duckduckgo/iOS @7b3f601)"),
        Case(rule: "I3 SF Pro Text Bold width", file: "duckduckgo__iOS/DuckDuckGo__NotificationView.xib",
             id: "3Xd-t5-2Ox", what: "the stack of the title and its icon, 253.5 pt stored (duckduckgo/iOS @7b3f601)"),
        Case(rule: "I3 SF Pro Text Bold width", file: "duckduckgo__iOS/DuckDuckGo__NotificationView.xib",
             id: "9Gm-dR-TfQ", what: "the icon the title's width places, x 229.5 stored (duckduckgo/iOS @7b3f601)"),
        Case(rule: "I3 SF Pro Text Bold width", file: "Automattic__pocket-casts-ios/podcasts__EpisodeListHeaderView.xib",
             id: "CEh-eG-8Kj", what: "13-pt bold \"HIGHLIGHT\", 74.5 pt stored (Automattic/pocket-casts-ios @c23892d)"),
        Case(rule: "I3 SF Pro Text Bold width", file: "Automattic__pocket-casts-ios/podcasts__PodcastHeadingTableCell.xib",
             id: "jNk-pP-LV2", what: "13-pt bold \"SUPPORTER\", 80.5 pt stored (Automattic/pocket-casts-ios @c23892d)"),
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

    @Test("measured text reproduces the stored frame within 1 pt", SharedFixtures.required, arguments: cases)
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

    /// The bold labels of two projects that the factor was read from, as IB stored them (rounded up to
    /// the @2x pixel): pocket-casts' three 13-pt labels (@c23892d) and duckduckgo's 17-pt title (@7b3f601).
    static let boldLabels: [(project: String, text: String, size: Double, stored: Double)] = [
        ("pocket-casts", "HIGHLIGHT", 13, 74.5), ("pocket-casts", "SUPPORTER", 13, 80.5), ("pocket-casts", "SHOW ALL", 13, 70),
        ("duckduckgo", "This is the notification title.", 17, 221.5),
    ]

    @Test("I3 SF Pro Text Bold width: 1.03 × Inter Bold's, and a factor fitted to either project alone sets the other's labels within 1 pt")
    func boldWidthFactor() throws {
        let measurer = try TextMeasurer()
        let bold = FontSpec(size: 13, weight: .bold)
        #expect(bold.sfProWidthFactor == 1.03)
        #expect(FontSpec(size: 22, weight: .bold).sfProWidthFactor == 1)       // Inter Display keeps its advances
        #expect(FontSpec(size: 13, weight: .semibold).sfProWidthFactor == 1)
        func pixelCeil(_ w: Double) -> Double { (w * 2).rounded(.up) / 2 }
        // Inter Bold's own width: what the measurer gives, divided by the factor it applied.
        let labels = try Self.boldLabels.map { label in
            let measured = try measurer.size(of: label.text, font: FontSpec(size: label.size, weight: .bold), maxWidth: nil, numberOfLines: 1).width
            #expect(abs(pixelCeil(measured) - label.stored) <= 1, "\(label.text): \(measured), \(label.stored) stored")
            return (label.project, inter: measured / bold.sfProWidthFactor, label.stored)
        }
        for held in ["pocket-casts", "duckduckgo"] {
            let ratios = labels.filter { $0.0 != held }.map { ($0.2 - 0.25) / $0.inter }.sorted()
            let fitted = ratios[ratios.count / 2]
            for label in labels where label.0 == held {
                #expect(abs(pixelCeil(label.inter * fitted) - label.2) <= 1, "\(held) held out: factor \(fitted) gives \(label.inter * fitted), \(label.2) stored")
            }
        }
        // Korean falls back to Noto Sans CJK, which SF Pro does not stand for: its width is the tracking's alone.
        let korean = try measurer.size(of: "번째", font: bold, maxWidth: nil, numberOfLines: 1).width
        let koreanSemibold = try measurer.size(of: "번째", font: FontSpec(size: 13, weight: .semibold), maxWidth: nil, numberOfLines: 1).width
        #expect(abs(korean - koreanSemibold) < 0.5, "\(korean) vs \(koreanSemibold)")
    }
}
