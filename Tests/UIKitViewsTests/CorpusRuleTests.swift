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
        /// The second corpus (`../shared/fixtures/xib-corpus-2`) rather than the first.
        var corpus2 = false
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
        // Issue 30, the second corpus (repositories and commits in its SOURCES.tsv).
        Case(rule: "I2", file: "strongbox-password-safe__Strongbox/resources__SyncIssueMessageView.xib", id: "DXh-kI-UOj",
             what: "retina6_1's status bar is 48 pt from Xcode 14 (21507; strongbox-password-safe/Strongbox @b67aada)", corpus2: true),
        Case(rule: "I2", file: "safe-global__safe-ios/Multisig__UI__UI Library__View Controllers__LoadableViewController__ScrollableEmptyView.xib",
             id: "nmx-wQ-aPh", what: "retina6_1 48 pt, Xcode 14 (safe-global/safe-ios @17ae149)", corpus2: true),
        Case(rule: "I2", file: "safe-global__safe-ios/Multisig__UI__Settings__OwnerKeyManagement__RequestToAddOwner__AddOwnerExceptionViewController.xib",
             id: "D2X-vO-Vul", what: "retina6_1 44 pt before Xcode 14 (20037), and a simulated navigation bar's 44 below it (@17ae149)", corpus2: true),
        Case(rule: "I2", file: "OpenArchive__Save-app-ios/Save__Main__SideMenuViewController.xib", id: "iY6-iq-mQI",
             what: "retina5_9's status bar is 50 pt in the newest Xcode (toolsVersion 32700.99.1234; OpenArchive/Save-app-ios @9aa4d50)", corpus2: true),
        Case(rule: "I2", file: "OnionBrowser__OnionBrowser/OnionBrowser__Bookmarks__BookmarksViewController.xib", id: "kDf-EG-41r",
             what: "a simulated navigation bar puts the safe area 44 pt down on a Home-button device in Xcode 11 (OnionBrowser/OnionBrowser @44edf9a)", corpus2: true),
        Case(rule: "I2", file: "openedx__edx-app-ios/Source__OEXMySettingsViewController.xib", id: "E5U-Y5-ppG",
             what: "Xcode 9 drew the status bar over a view controller's view on retina4_7 (openedx/edx-app-ios @634f9ce)", corpus2: true),
        Case(rule: "I2", file: "BLeeEZ__amperfy/Amperfy__Screens__View__LibraryElementDetailTableHeaderView.xib", id: "Hvj-PC-W1q",
             what: "the newest Xcode's toolsVersion read as Xcode 13 and later: a root view's 20-pt safe area under its top margin (BLeeEZ/amperfy @d3513f8)", corpus2: true),
        Case(rule: "I2", file: "wordpress-mobile__WordPressAuthenticator-iOS/WordPressAuthenticator__Unified Auth__View Related__Login__MagicLinkRequestedViewController.xib",
             id: "fMd-AZ-Krf", what: "retina6_0's status bar is still 44 pt in the Xcode 14.0 beta (21179.7; wordpress-mobile/WordPressAuthenticator-iOS @203e8034)", corpus2: true),
        Case(rule: "AL5", file: "wordpress-mobile__WordPressAuthenticator-iOS/WordPressAuthenticator__Unified Auth__View Related__Reusable Views__TextLinkButtonTableViewCell.xib",
             id: "ago-9i-5Yl", what: "a 320-pt table cell on retina6_1: content-view side margins 16 (wordpress-mobile/WordPressAuthenticator-iOS @203e8034)", corpus2: true),
        Case(rule: "AL5", file: "rileytestut__Delta/Delta__Settings__Patreon__AboutPatreonHeaderView.xib", id: "XiA-Jf-XMp",
             what: "a 375-pt collection reusable view's side margins 16 (rileytestut/Delta @adee3c5)", corpus2: true),
        Case(rule: "SV10", file: "OnionBrowser__OnionBrowser/OnionBrowser__Browsing__BrowsingViewController.xib", id: "nTb-gO-JY9",
             what: "a fillEqually stack with standard spacing: 8 pt between its seven buttons (@44edf9a)", corpus2: true),
        Case(rule: "AL3", file: "LoopKit__Loop/LoopUI__StatusBarHUDView.xib", id: "mME-iU-5yj",
             what: "a placeholder intrinsic size (LoopKit/Loop @710182e)", corpus2: true),
        Case(rule: "SV3", file: "HabitRPG__habitica-ios/HabitRPG__Views__Quests__QuestProgressView.xib",
             what: "a fillProportionally stack shares by the frames of views without intrinsic heights (HabitRPG/habitica-ios @aafd43ae556c)", corpus2: true),
        Case(rule: "SV3", file: "cometchat__cometchat-uikit-ios/Library__UI Components__Messages__Message Bubbles__Audio Message__CometChatSenderAudioMessageBubble.xib",
             what: "collection views in proportional stacks keep their stored shares (cometchat/cometchat-uikit-ios @33b02c64db55)", corpus2: true),
        Case(rule: "AL3", file: "Sileo__Sileo/Sileo__UI__NewsViewController__NewsViewController.xib", id: "Em7-1f-H0A",
             what: "a large activity indicator is 37 pt (Sileo/Sileo @c9f7015)", corpus2: true),
    ]

    @Test(arguments: cases)
    func storedFramesHold(_ c: Case) throws {
        let url = (c.corpus2 ? XibCorpus.corpus2 : XibCorpus.corpus).appendingPathComponent(c.file)
        guard var rows = try XibCorpus.storedTextRows(url) else { return }
        if let id = c.id { rows = rows.filter { $0.id == id } }
        #expect(rows.count > (c.id == nil ? 2 : 0))
        let off = rows.filter { $0.deviation > 0.5 + 1e-6 }.map { "\($0.id) \($0.className) off \($0.deviation)" }
        #expect(off.isEmpty, "\(c): \(off)")
    }
}
