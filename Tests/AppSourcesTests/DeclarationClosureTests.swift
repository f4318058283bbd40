import AppSources
import Testing

/// Issue 31 Deliver 2: only the declarations a screen reaches are built (`DeclarationClosure`, its steps).
@Suite struct DeclarationClosureTests {
    let feed = DeclarationClosure.File(path: "Feed/FeedViewController.swift", text: """
        import UIKit

        final class FeedViewController: UIViewController {
            let cells = [FeedCell.self]
            override func viewDidLoad() { view.backgroundColor = .brand }
        }

        extension FeedViewController: UICollectionViewDataSource {
            func numberOfSections(in collectionView: UICollectionView) -> Int { FeedSection.allCases.count }
        }

        final class UnusedHelper { let settings = SettingsView() }

        """)
    let cell = DeclarationClosure.File(path: "Feed/FeedCell.swift", text: """
        import UIKit

        final class FeedCell: UICollectionViewCell, Reusable {}
        enum FeedSection: CaseIterable { case top, recent }

        """)
    let shared = DeclarationClosure.File(path: "Shared/Theme.swift", text: """
        import UIKit

        protocol Reusable { static var reuseIdentifier: String { get } }
        extension Reusable { static var reuseIdentifier: String { String(describing: Self.self) } }
        extension UIColor { static let brand = UIColor.red }
        extension UIColor { static let unused = UIColor.blue }
        extension UITableViewCell: Reusable {}
        extension UIFont { static let title = UIFont.systemFont(ofSize: 20) }

        """)
    let settings = DeclarationClosure.File(path: "Settings/SettingsView.swift", text: """
        import SwiftUI

        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }

        """)

    var all: [DeclarationClosure.File] { [feed, cell, shared, settings] }

    @Test func aScreenBuildsTheFilesItReachesAndNotAnUnrelatedSwiftUIScreen() {
        let result = DeclarationClosure.reduce(all, roots: ["FeedViewController"])
        #expect(result.files.map(\.path) == ["Feed/FeedViewController.swift", "Feed/FeedCell.swift", "Shared/Theme.swift"])
        // The unreached class that held the SwiftUI view is blanked, so SettingsView.swift is never built.
        let feedText = result.files[0].text
        #expect(!feedText.contains("UnusedHelper"))
        #expect(feedText.contains("extension FeedViewController: UICollectionViewDataSource"))   // step 3
    }

    @Test func blankedDeclarationsKeepEveryLineItsNumber() {
        let result = DeclarationClosure.reduce(all, roots: ["FeedViewController"])
        for file in result.files {
            let original = all.first { $0.path == file.path }?.text ?? ""
            #expect(file.text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == original.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
        let theme = result.files[2].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(theme[4] == "extension UIColor { static let brand = UIColor.red }")   // line 5, as in the file
        #expect(theme[5] == "")                                                          // `.unused`: not reached
    }

    @Test func membersReachedThroughAFrameworkTypeOrAProtocolKeepTheirExtensions() {
        let text = DeclarationClosure.reduce(all, roots: ["FeedViewController"]).files[2].text
        #expect(text.contains("static let brand"))                         // step 4: `.brand`
        #expect(text.contains("protocol Reusable"))                        // FeedCell conforms
        #expect(text.contains("extension Reusable"))                       // step 3: the protocol's extension
        #expect(text.contains("extension UITableViewCell: Reusable {}"))   // step 4: a conformance to a kept protocol
        #expect(!text.contains("UIFont"))                                  // `.title` is never named
    }

    /// Step 4 member by member: a screen reading `.window` keeps that member of an app's
    /// `extension UIApplication`, not the helper beside it that names the app delegate (and through it
    /// the whole app), as DuckDuckGo's settings screen met it.
    @Test func anExtensionOfAFrameworkTypeKeepsOnlyTheMembersReached() {
        let screen = DeclarationClosure.File(path: "Settings.swift", text: """
            import UIKit
            final class ThemeScreen: UIViewController { func apply() { UIApplication.shared.window?.tintColor = .red } }

            """)
        let helpers = DeclarationClosure.File(path: "UIApplication+App.swift", text: """
            import UIKit
            extension UIApplication {
                /// The key window.
                @objc var window: UIWindow? { connectedScenes.first.flatMap { ($0 as? UIWindowScene)?.keyWindow } }
                var appDelegate: AppDelegate { delegate as! AppDelegate }
            }
            extension UIApplication: AppStateProviding { var isActive: Bool { true } }
            protocol AppStateProviding {}

            """)
        let app = DeclarationClosure.File(path: "AppDelegate.swift", text: """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate { let main = MainViewController() }
            final class MainViewController: UIViewController {}

            """)
        let result = DeclarationClosure.reduce([screen, helpers, app], roots: ["ThemeScreen"])
        #expect(result.files.map(\.path) == ["Settings.swift", "UIApplication+App.swift"])
        let lines = result.files[1].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "extension UIApplication {" && lines[2].contains("/// The key window.") && lines[3].contains("var window"))
        #expect(lines[4] == "" && lines[5] == "}")
        #expect(!result.files[1].text.contains("isActive"), "an extension with a conformance is kept whole or not at all")
    }

    @Test func theChainSaysWhichDeclarationPulledAFileIn() {
        let result = DeclarationClosure.reduce(all, roots: ["FeedViewController"])
        #expect(result.chain(to: "FeedCell") == ["FeedViewController", "FeedCell"])
        #expect(result.reason(for: "Feed/FeedCell.swift") == "FeedViewController → FeedCell")
        #expect(result.reason(for: "Settings/SettingsView.swift") == nil)
        // Reaching the SwiftUI view says how: the root, then the class that holds it.
        let wide = DeclarationClosure.reduce(all, roots: ["UnusedHelper"])
        #expect(wide.reason(for: "Settings/SettingsView.swift") == "UnusedHelper → SettingsView")
    }

    @Test func aNibNamedByAStringReachesItsClasses() {
        let controller = DeclarationClosure.File(path: "List.swift", text: """
            import UIKit
            final class ListViewController: UIViewController {
                let nib = UINib(nibName: "ListRow", bundle: nil)
            }

            """)
        let row = DeclarationClosure.File(path: "ListRowCell.swift", text: "import UIKit\nfinal class ListRowCell: UICollectionViewCell {}\n")
        let without = DeclarationClosure.reduce([controller, row], roots: ["ListViewController"])
        #expect(without.files.map(\.path) == ["List.swift"])
        let with = DeclarationClosure.reduce([controller, row], roots: ["ListViewController"], nibClasses: ["ListRow": ["ListRowCell"]])
        #expect(with.files.map(\.path) == ["List.swift", "ListRowCell.swift"])   // step 5
    }

    @Test func anExtensionOfAnAppTypeIsKeptOnlyWithItsType() {
        let a = DeclarationClosure.File(path: "A.swift", text: "final class Screen {}\nfinal class Other {}\n")
        let b = DeclarationClosure.File(path: "B.swift", text: "extension Other { func configure() {} }\nextension Screen { func show() { configure() } }\n")
        let result = DeclarationClosure.reduce([a, b], roots: ["Screen"])
        // `configure` is a member of an extension of the app's own `Other`, which nothing names: left out.
        #expect(result.files.map(\.text) == ["final class Screen {}\n\n", "\nextension Screen { func show() { configure() } }\n"])
    }

    @Test func aModuleQualifiedExtensionExtendsTheTypeNotTheModule() {
        let a = DeclarationClosure.File(path: "A.swift", text: "final class Screen { let d = Data().hex }\n")
        let b = DeclarationClosure.File(path: "B.swift", text: "extension Foundation.Data { var hex: String { \"\" } }\nextension Foundation.URL { var unused: Int { 0 } }\n")
        let result = DeclarationClosure.reduce([a, b], roots: ["Screen", "Foundation"])
        #expect(result.files.map(\.text) == ["final class Screen { let d = Data().hex }\n",
                                              "extension Foundation.Data { var hex: String { \"\" } }\n\n"])
    }

    /// Steps 3 and 4 through a type alias: Kingfisher (onevcat/Kingfisher 8.x, `General/Kingfisher.swift`)
    /// makes `UIButton` conform as `extension KFCrossPlatformButton: KingfisherCompatible {}` with
    /// `typealias KFCrossPlatformButton = UIButton`; a screen calling `button.kf` needs it and its alias.
    @Test func anExtensionOfAnAliasForAFrameworkTypeIsAnExtensionOfThatType() {
        let kit = DeclarationClosure.File(path: "Kit.swift", text: """
            #if os(macOS)
            public typealias KFCrossPlatformButton = NSButton
            #else
            public typealias KFCrossPlatformButton = UIButton
            #endif
            public typealias Handler = (Int) -> Void
            public protocol KingfisherCompatible {}
            extension KingfisherCompatible { public var kf: Int { 0 } }
            extension KFCrossPlatformButton: KingfisherCompatible {}
            final class Unused {}

            """)
        let screen = DeclarationClosure.File(path: "Screen.swift", text: "final class Screen { let n = UIButton().kf }\n")
        let kept = DeclarationClosure.reduce([kit, screen], roots: ["Screen"]).files[0].text
        #expect(kept.contains("extension KFCrossPlatformButton: KingfisherCompatible {}"))
        #expect(kept.contains("typealias KFCrossPlatformButton = UIButton") && kept.contains("protocol KingfisherCompatible"))
        #expect(!kept.contains("Unused") && !kept.contains("Handler"))
    }

    /// 2FAS (twofas/2fas-ios@693a08e, `TwoFAS/Common/Sources/Models/TypeAliases.swift`): `public extension
    /// TokenValue { static let empty = "000000" }` with `typealias TokenValue = String` — a screen reading
    /// `.empty` keeps that member, and so the alias the extension names (it once lost it: "cannot find type").
    @Test func aMemberKeptOfAnExtensionOfAnAliasKeepsTheAlias() {
        let aliases = DeclarationClosure.File(path: "TypeAliases.swift", text: """
            public typealias Secret = String
            public typealias TokenValue = String
            public extension TokenValue {
                static let empty = "000000"
                static let unused = ""
            }

            """)
        let screen = DeclarationClosure.File(path: "Screen.swift", text: "final class Screen { let t: String = .empty }\n")
        let kept = DeclarationClosure.reduce([aliases, screen], roots: ["Screen"]).files[0].text
        #expect(kept.contains("public typealias TokenValue = String") && kept.contains("static let empty"))
        #expect(!kept.contains("Secret") && !kept.contains("unused"))
    }

    @Test func aFileOfExportedImportsStaysForItsModule() {
        let exports = DeclarationClosure.File(path: "Exports.swift", text: "@_exported import Foundation\nstruct Unused {}\n")
        let screen = DeclarationClosure.File(path: "Screen.swift", text: "final class Screen { let url: URL? = nil }\n")
        let result = DeclarationClosure.reduce([exports, screen], roots: ["Screen"])
        #expect(result.files.map(\.text) == ["@_exported import Foundation\n\n", "final class Screen { let url: URL? = nil }\n"])
    }
    @Test("step 4: a framework type's subscript is reached by its argument label (2FAS's items[safe:]); an unlabelled one always")
    func subscriptsOfFrameworkTypes() {
        let helpers = DeclarationClosure.File(path: "Collection+.swift", text: """
            public extension Collection {
                subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            extension Dictionary {
                subscript(lowercased key: String) -> Value? { nil }
            }
            extension Array {
                subscript(wrapping index: Int) -> Element { self[index % count] }
                subscript(_ offset: UInt8) -> Element { self[Int(offset)] }
            }

            """)
        let screen = DeclarationClosure.File(path: "Screen.swift", text: "final class Screen { let next = [1, 2][safe: 3] }\n")
        let result = DeclarationClosure.reduce([helpers, screen], roots: ["Screen"])
        #expect(result.files.map(\.path) == ["Collection+.swift", "Screen.swift"])
        let kept = result.files[0].text
        #expect(kept.contains("subscript(safe index: Index)") && kept.contains("subscript(_ offset: UInt8)"), "\(kept)")
        #expect(!kept.contains("lowercased") && !kept.contains("wrapping"), "\(kept)")
    }
}
