import Foundation
import SwiftUI
import Testing
import UIKit

/// Issue 31 Deliver 3: SwiftUI content in a UIKit screen compiles and draws as a labelled placeholder
/// (`UIHostingController`, `UIHostingConfiguration`); the data-flow wrappers hold their values.
@Suite struct SwiftUIStandInTests {
    /// A SwiftUI view as the source transform leaves it (step 7: its body replaced).
    struct FeedRow: View {
        let title: String
        @State var expanded = false
        @Binding var selection: Int
        @Environment(\.colorScheme) var colorScheme
        var body: some View { _LayoutshotSwiftUIBody() }
    }

    final class Model: ObservableObject { @Published var count = 3 }

    struct Counter: View {
        @ObservedObject var model: Model
        @StateObject var own = Model()
        var body: some View { _LayoutshotSwiftUIBody() }
    }

    @Test func aHostingControllerDrawsAPlaceholderNamingItsRootView() {
        var selected = 0
        let row = FeedRow(title: "Hello", selection: Binding(get: { selected }, set: { selected = $0 }))
        let host = UIHostingController(rootView: row)
        let placeholder = host.view as? SwiftUIPlaceholderView
        #expect(placeholder?.contentName == "FeedRow")
        #expect(placeholder?.label.text == "SwiftUI · FeedRow")
        #expect(placeholder?.backgroundColor == .tertiarySystemFill)
        #expect(host.view.frame == UIScreen.main.bounds)
        #expect(host.sizeThatFits(in: CGSize(width: 320, height: 1000)) == CGSize(width: 320, height: 44))
        #expect(host.rootView.title == "Hello")
    }

    @Test func aHostingConfigurationIsACellsContentViewInsideItsMargins() {
        let configuration = UIHostingConfiguration { FeedRow(title: "Row", selection: .constant(1)) }.margins(.horizontal, 20)
        let content = configuration.makeContentView()
        let placeholder = content.subviews.first as? SwiftUIPlaceholderView
        #expect(placeholder?.contentName == "FeedRow")
        #expect(configuration.margins == NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
        // Several views in the builder: named after the first.
        let several = UIHostingConfiguration { FeedRow(title: "A", selection: .constant(0)); EmptyView() }
        #expect((several.makeContentView().subviews.first as? SwiftUIPlaceholderView)?.contentName == "FeedRow")
    }

    @Test func theDataFlowWrappersHoldTheirValues() {
        var selected = 2
        var row = FeedRow(title: "T", selection: Binding(get: { selected }, set: { selected = $0 }))
        row.selection = 5
        #expect(selected == 5)
        row.$expanded.wrappedValue = true
        #expect(row.expanded)
        #expect(row.colorScheme == .light)
        let model = Model()
        let counter = Counter(model: model)
        counter.$model.count.wrappedValue = 9
        #expect(model.count == 9 && counter.own.count == 3)
        #expect(UIColor(Color.red) == UIColor.systemRed)
    }
}
