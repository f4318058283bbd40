import AppSources
import Testing

/// Issue 31 Deliver 3, the source transform's step 7: SwiftUI bodies are not compiled on Linux.
@Suite struct SwiftUIBodiesTests {
    static let row = """
        import SwiftUI

        struct FeedRow: View {
            let title: String
            @State private var expanded = false
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                }
            }
            @ViewBuilder func badge(_ count: Int) -> some View { Text("\\(count)") }
            var subtitle: String { "Feed: \\(title)" }   // not a view: the user's
        }

        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding() }
        }

        """

    @Test func viewBodiesBecomeThePlaceholderLineForLine() {
        let out = SwiftUIBodies.rewrite(Self.row)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == Self.row.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[5] == "    var body: some View { _LayoutshotSwiftUIBody()")
        #expect(lines[6] == "" && lines[7] == "" && lines[8] == "" && lines[9] == "}")
        #expect(lines[10] == "    @ViewBuilder func badge(_ count: Int) -> some View { _LayoutshotSwiftUIBody()}")
        #expect(lines[11] == "    var subtitle: String { \"Feed: \\(title)\" }   // not a view: the user's")
        #expect(lines[15] == "    func body(content: Content) -> some View { _LayoutshotSwiftUIBody()}")
        #expect(!out.contains("VStack") && !out.contains("padding"))
        #expect(out.contains("@State private var expanded = false"))
    }

    @Test func aFileThatDoesNotImportSwiftUIIsLeftAlone() {
        let uikit = Self.row.replacingOccurrences(of: "import SwiftUI", with: "import UIKit")
        #expect(SwiftUIBodies.rewrite(uikit) == uikit)
    }

    @Test func theTransformAppliesIt() {
        let text = TransformedFile.contents(of: Self.row, originalPath: "/app/FeedRow.swift")
        #expect(text.contains("var body: some View { _LayoutshotSwiftUIBody()") && !text.contains("VStack"))
    }
}
