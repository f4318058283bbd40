import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import UIKitViews
import LayoutshotTestSupport

/// The Auto Layout rules held against Interface Builder's stored frames (Apple's engine at the
/// document's size): each case names the rule, the corpus file (`../shared/fixtures/xib-corpus`, its
/// repository and commit in `SOURCES.tsv`) and what in it exercises the rule. Laid out with IB's text
/// sizes, every view IB solved (not misplaced) is within 0.5 pt of its stored frame.
@Suite(SharedFixtures.required) struct CorpusRuleTests {
    /// A rule, the corpus file that exercises it and, for a rule of one view, that view's IB id.
    struct Case: CustomStringConvertible, Sendable {
        let rule: String
        let file: String
        var id: String? = nil
        let what: String
        var description: String { "\(rule): \(file.split(separator: "/").last ?? "")\(id.map { " " + $0 } ?? "") — \(what)" }
    }

    static let cases: [Case] = [
        Case(rule: "AL1", file: "element-hq__element-ios/Riot__Modules__Settings__Views__DeviceView.xib",
             what: "position multipliers 4, 4/5, 4/7 of a 580-pt container (element-hq/element-ios @917adc8)"),
        Case(rule: "AL1", file: "xmartlabs__XLActionController/Resource__ActionCell.xib",
             what: "inequalities and priorities below 1000 (xmartlabs/XLActionController @c688f26)"),
        Case(rule: "AL2", file: "duckduckgo__iOS/DuckDuckGo__Base.lproj__OmniBar.xib",
             what: "a 999 width kept over a 985 one: priorities are levels (duckduckgo/iOS @7b3f601)"),
        Case(rule: "AL4", file: "Automattic__pocket-casts-ios/podcasts__VideoViewController.xib",
             what: "autoresizing subviews beside constraints, landscape compact/compact (Automattic/pocket-casts-ios @c23892d)"),
        Case(rule: "AL5", file: "SwiftKickMobile__SwiftMessages/SwiftMessages__Resources__CardView.xib",
             what: "topMargin/bottomMargin of a freeform root on a Face ID device (SwiftKickMobile/SwiftMessages @c0ff6c6)"),
        Case(rule: "AL5", file: "Automattic__pocket-casts-ios/podcasts__DisclosureCell.xib",
             what: "a table cell content view's leadingMargin, 16 pt on a 375-pt device (@c23892d)"),
        Case(rule: "AL6", file: "Automattic__simplenote-ios/Simplenote__Classes__SPSheetController.xib",
             what: "safe-area guide of a screen-sized root (Automattic/simplenote-ios @d3e2599)"),
        Case(rule: "AL12", file: "tilltue__TLPhotoPicker/TLPhotoPicker__Classes__TLPhotoCollectionViewCell.xib",
             what: "half-point centring snapped at @2x (tilltue/TLPhotoPicker @fc61678)"),
        Case(rule: "AL14", file: "Automattic__pocket-casts-ios/podcasts__ImportExportViewController.xib",
             what: "a scroll view's edges to its content are the content area's, its centre the frame's (@c23892d)"),
        Case(rule: "SV2", file: "Automattic__pocket-casts-ios/podcasts__VideoViewController.xib",
             what: "a fillEqually stack (@c23892d)"),
        Case(rule: "SV3", file: "SwiftKickMobile__SwiftMessages/Demo__Demo__TacoDialogView.xib",
             what: "fillProportionally and equalSpacing stacks, bottom alignment, a slider's alignment rectangle (@c0ff6c6)"),
        Case(rule: "SV4", file: "Automattic__pocket-casts-ios/podcasts__PodcastHeadingTableCell.xib",
             what: "equalSpacing rows of icons and labels (@c23892d)"),
        Case(rule: "SV6", file: "Automattic__pocket-casts-ios/podcasts__LargeListSummaryViewController.xib", id: "0VX-rs-RFl",
             what: "a lastBaseline stack held 20 pt tall ties its bottom to its first view: the 22-pt label squeezed to 20 at y 0, its neighbour's 28-pt button left out below (@c23892d)"),
        Case(rule: "SV5", file: "Automattic__pocket-casts-ios/podcasts__SupporterPodcastViewController.xib",
             what: "an equalCentering stack (@c23892d)"),
    ]

    @Test(arguments: cases)
    func storedFramesHold(_ c: Case) throws {
        let url = XibCorpus.corpus.appendingPathComponent(c.file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("corpus file missing: \(url.path) (expected ../shared/fixtures beside the package)")
            return
        }
        let doc = try IBDocument.read(contentsOf: url)
        var rows: [StoredFrameComparison.Row] = []
        for i in doc.roots.indices {
            let nib = try NibLoader(storedTextSizes: true).instantiate(doc, rootIndex: i)
            nib.layout()
            rows += StoredFrameComparison(nib, rootIndex: i).rows
        }
        if let id = c.id { rows = rows.filter { $0.id == id } }
        #expect(rows.count > (c.id == nil ? 2 : 0))
        let off = rows.filter { $0.deviation > 0.5 + 1e-6 }.map { "\($0.id) \($0.className) off \($0.deviation)" }
        #expect(off.isEmpty, "\(c): \(off)")
    }
}
