import AppSources
import Testing

/// Issue 32 Deliver 3: overrides written in extensions move into their class's body, where Swift on
/// Linux accepts them, with `#sourceLocation` lines naming the extension's file and line.
@Suite struct ExtensionOverridesTests {
    @Test func anOverrideMovesIntoItsClassWithItsOriginalLocation() {
        let feed = DeclarationClosure.File(path: "/p/Feed.swift", text: TransformedFile.contents(of: """
            import UIKit

            final class Feed: UIViewController {
                let rows = 3
            }

            """, originalPath: "/app/Feed.swift"))
        let setup = DeclarationClosure.File(path: "/p/Feed+Setup.swift", text: TransformedFile.contents(of: """
            import UIKit

            extension Feed {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
                func helper() {}
            }
            extension UIButton {
                override var isHighlighted: Bool { didSet {} }
            }

            """, originalPath: "/app/Feed+Setup.swift"))
        let (files, dropped) = ExtensionOverrides.hoist([feed, setup])
        #expect(dropped == ["UIButton.isHighlighted"])
        #expect(files[0].text.contains("""
                let rows = 3

            #sourceLocation(file: "/app/Feed+Setup.swift", line: 4)
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            #sourceLocation(file: "/app/Feed.swift", line: 5)
            }
            """), "\(files[0].text)")
        let setupLines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(setupLines.count == setup.text.split(separator: "\n", omittingEmptySubsequences: false).count, "every line keeps its number")
        #expect(!files[1].text.contains("viewDidLoad") && files[1].text.contains("func helper()") && !files[1].text.contains("isHighlighted"))
    }

    @Test func nothingToMoveLeavesTheFilesAlone() {
        let file = DeclarationClosure.File(path: "/p/A.swift", text: "final class A { override init() {} }\nextension A { func f() {} }\n")
        #expect(ExtensionOverrides.hoist([file]).files == [file])
    }
}
