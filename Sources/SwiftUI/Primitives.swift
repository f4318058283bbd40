import Foundation

/// SwiftUI's primitive views as values an app's code keeps outside a body (a protocol requirement
/// returning `Text`, a `Label` built in a view model): they hold what they are given; like every SwiftUI
/// view here they are drawn only as a hosting controller's placeholder.
public struct Text: View, Equatable {
    public let content: String
    public init(_ content: String) { self.content = content }
    public init(_ key: LocalizedStringKey) { content = key.key }
    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(_ date: Date, style: DateStyle) { content = "\(date)" }
    public var body: Never { fatalError("Text has no body") }
    public static func + (a: Text, b: Text) -> Text { Text(verbatim: a.content + b.content) }
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
}

public struct Image: View, Equatable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    public init(systemName: String) { name = systemName }
    public init(uiImage: UIImage) { name = "uiImage" }
    public var body: Never { fatalError("Image has no body") }
}

public struct Label<Title: View, Icon: View>: View {
    public let title: Title
    public let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    public var body: Never { fatalError("Label has no body") }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage: String) { self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) }) }
    public init(_ title: String, image: String) { self.init(title: { Text(title) }, icon: { Image(image) }) }
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("Spacer has no body") }
}

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError("Divider has no body") }
}

extension Image {
    /// SwiftUI's image options, kept out of any body (Kingfisher's `KFImage` forwards them): each returns
    /// the image; nothing is rendered here.
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

/// SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
