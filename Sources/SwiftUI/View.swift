@_exported import Combine
@_exported import UIKit

// SwiftUI on Linux (issue 31 Deliver 3): enough of SwiftUI's declarations for an app's UIKit screen that
// hosts SwiftUI content to compile and draw — the content itself is not rendered. A hosting controller
// or configuration draws a labelled placeholder at its size (`UIHostingController`,
// `UIHostingConfiguration`), and the source transform's step 7 (`SwiftUIBodies`) replaces the bodies of
// an app's SwiftUI views (`var body: some View { … }`, `func row() -> some View { … }`) with
// `_LayoutshotSwiftUIBody()`, so their SwiftUI code is never compiled: what this module declares is what a
// view's stored properties, initialisers and the code around it use.

/// SwiftUI's `View`. A view's `body` is never evaluated here.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// What the source transform's step 7 puts in place of an app view's body: nothing is rendered.
public struct _LayoutshotSwiftUIBody: View {
    public init() {}
    public var body: Never { fatalError("a SwiftUI body is not evaluated on Linux") }
}

/// SwiftUI's `EmptyView`.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

/// SwiftUI's `AnyView`: a view of any type, which keeps the type's name (the placeholder's label).
public struct AnyView: View {
    public let typeName: String
    public init<V: View>(_ view: V) { typeName = SwiftUIViewName.of(view) }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { fatalError("AnyView has no body") }
}

/// SwiftUI's `ViewBuilder`: builds any combination of views. The result keeps the first view's type
/// (one view) or is an `AnyView` (several), so a placeholder can name what it stands for.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<First: View, each Rest: View>(_ first: First, _ rest: repeat each Rest) -> AnyView { AnyView(first) }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> AnyView { content.map { AnyView($0) } ?? AnyView(EmptyView()) }
    public static func buildOptional<Content: View>(_ content: Content?) -> AnyView { buildIf(content) }
    public static func buildEither<First: View>(first: First) -> AnyView { AnyView(first) }
    public static func buildEither<Second: View>(second: Second) -> AnyView { AnyView(second) }
    public static func buildArray<Content: View>(_ contents: [Content]) -> AnyView { contents.first.map { AnyView($0) } ?? AnyView(EmptyView()) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// SwiftUI's `ViewModifier`; its `body(content:)` is not evaluated (step 7 of the transform).
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifierContent<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

/// SwiftUI's `_ViewModifier_Content`: what a modifier's `body(content:)` is given.
public struct _ViewModifierContent<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("modifier content has no body") }
}

extension View {
    /// SwiftUI's `modifier(_:)`: the view, as a placeholder names it.
    public func modifier<M: ViewModifier>(_ modifier: M) -> AnyView { AnyView(self) }
}

/// SwiftUI's `PreviewProvider` (the pre-Xcode 15 previews): declared so its conformers compile; not drawn
/// (a `#Preview` is).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

/// The name a placeholder shows for a view: its type's, without module or generic arguments.
enum SwiftUIViewName {
    static func of<V: View>(_ view: V) -> String {
        if let any = view as? AnyView { return any.typeName }
        let name = String(describing: V.self)
        return String(name.prefix { $0 != "<" })
    }
}
