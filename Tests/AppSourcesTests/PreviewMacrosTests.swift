import AppSources
import Foundation
import Testing

/// Issue 31 Deliver 4, the transform's step 6: `#Preview` blocks become functions the runner calls.
@Suite struct PreviewMacrosTests {
    @Test("named, unnamed and trait-carrying previews become functions; text in strings, comments and bodies is left alone")
    func rewrite() {
        let source = """
        import UIKit

        // #Preview("in a comment") { }
        let text = "#Preview { }"

        #Preview("Feed", traits: .portrait) {
            FeedViewController(title: "Hi")
        }

        #Preview {
            let v = UILabel(); v.text = "}"; return v
        }

        #if DEBUG
        #Preview { UIView() }
        #endif

        struct S { func f() { _ = "#Preview" } }

        """
        let (text, previews) = PreviewMacros.rewrite(source, functionPrefix: "_p", fileName: "FeedViewController")
        #expect(previews == [PreviewMacros.Preview(name: "Feed", function: "_p_0"),
                             PreviewMacros.Preview(name: "FeedViewController", function: "_p_1"),
                             PreviewMacros.Preview(name: "FeedViewController 2", function: "_p_2")])
        #expect(text.contains("func _p_0() -> Any {\n    FeedViewController(title: \"Hi\")\n}"))
        #expect(text.contains("func _p_1() -> Any {\n    let v = UILabel()"))
        #expect(text.contains("#if DEBUG\nfunc _p_2() -> Any { UIView() }\n#endif"))
        #expect(text.contains("// #Preview(\"in a comment\") { }") && text.contains("let text = \"#Preview { }\""))
        #expect(text.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)   // lines keep their numbers
    }

    @Test("the transformed file carries the rewrite; previews are listed with their functions")
    func transformedFile() {
        let source = "import UIKit\n#Preview(\"A\") { UIViewController() }\n"
        let previews = TransformedFile.previews(source: source, originalPath: "/app/A.swift")
        #expect(previews.map(\.name) == ["A"])
        let file = TransformedFile.contents(of: source, originalPath: "/app/A.swift")
        #expect(file.contains("func \(previews[0].function)() -> Any { UIViewController() }"))
        #expect(TransformedFile.previews(source: "let x = 1\n", originalPath: "/app/B.swift").isEmpty)
    }
}
