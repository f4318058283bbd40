import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// A detail screen pushed onto a settings root: a title, a Done button and a compose glyph on the
/// right, the back button on the left.
final class DetailWithButtonsController: TableSettingsController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Network"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                                              UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
    }
}

@Suite("Navigation bar buttons in the chrome (issue 32)", .serialized)
struct NavigationBarItemsTests {
    static func pushed(_ top: UIViewController, below root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        return navigation
    }

    @Test("The items and the back button the capture reads: system items by title or glyph, hidden items and spaces left out")
    func chrome() throws {
        let root = UIViewController()
        root.title = "Settings"
        let top = UIViewController()
        top.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                                                  UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                                                  UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)]
        let hidden = UIBarButtonItem(title: "Hidden", style: .plain, target: nil, action: nil)
        hidden.isHidden = true
        top.navigationItem.leftBarButtonItems = [hidden]
        let (_, chrome) = LayoutCapture.shownController(Self.pushed(top, below: root))
        let bar = try #require(chrome)
        #expect(bar.trailingItems == [.title("Done", bold: true), .glyph] && bar.leadingItems.isEmpty)
        #expect(bar.backTitle == "Settings")
        top.navigationItem.backButtonDisplayMode = .minimal
        #expect(LayoutCapture.shownController(Self.pushed(top, below: root)).1?.backTitle == "")
        top.navigationItem.hidesBackButton = true
        #expect(LayoutCapture.shownController(Self.pushed(top, below: root)).1?.backTitle == nil)
        #expect(LayoutCapture.shownController(UINavigationController(rootViewController: root)).1?.backTitle == nil)
    }

    @Test("A screen file's bar buttons: titles, bold titles and glyphs; a wrong item is one line with its path")
    func screenFile() throws {
        let json = #"{"layout": {"compositional": {"section": {"list": {"appearance": "plain"}}}}, "sections": [{"items": ["One"]}], "#
            + #""chrome": {"navigationBar": {"title": "Mail", "prefersLargeTitles": false, "backTitle": "Inbox", "#
            + #""leadingItems": ["Edit"], "trailingItems": [{"title": "Done", "bold": true}, {"glyph": true}]}}}"#
        let screen = try Screen.decode(Data(json.utf8), name: "mail")
        #expect(screen.chrome?.leadingItems == [.title("Edit", bold: false)])
        #expect(screen.chrome?.trailingItems == [.title("Done", bold: true), .glyph] && screen.chrome?.backTitle == "Inbox")
        let bad = json.replacingOccurrences(of: #"{"glyph": true}"#, with: #"{"glyph": true, "size": 3}"#)
        #expect(throws: SpecError.self) { try Screen.decode(Data(bad.utf8), name: "mail") }
    }

    @Test("Golden: a pushed table with a back button and two bar buttons, light and dark", arguments: [Appearance.light, .dark])
    func golden(_ appearance: Appearance) {
        let root = TableSettingsController(style: .insetGrouped)
        assertLayoutSnapshot(of: Self.pushed(DetailWithButtonsController(style: .insetGrouped), below: root), on: "iphone-15",
                             appearance: appearance)
    }
}
