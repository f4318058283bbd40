import CollectionLayout
import Foundation
import Scene

/// A cell's or supplementary view's content view tree (`"contentView": View` in a cell style):
/// laid out in the cell's frame by Auto Layout (`ViewTranslation`), drawn by `ViewEmission`, measured for self-sizing.
///
/// ```swift
/// let placed = try style.contentView!.layout(in: CGRect(x: 0, y: 0, width: 375, height: 50),
///                                            item: ViewItem(section: 0, item: 2, text: "Games"),
///                                            measuringWith: measurer, scale: 3)
/// let nodes = try style.contentView!.nodes(in: frame, item: item, measuringWith: measurer, scale: 3, appearance: .light)
/// ```
///
/// Layout and drawing must use the same `TextMeasuring` (Pango's, in the renderer): pass the one
/// `solve(on:measuringWith:)` used to `SceneBuilder.scene(…, measuringWith:)`. Shared by copies of a
/// `CellStyle`; the tree never changes.
public final class ContentView: Sendable, Equatable {
    public let root: ViewSpec

    public init(root: ViewSpec) { self.root = root }

    public static func == (a: ContentView, b: ContentView) -> Bool { a.root == b.root }

    /// `"contentView": View`: the root is placed in the cell like a plain container's only child,
    /// so it has no siblings to refer to.
    static func decode(_ node: JSONNode) throws -> ContentView {
        let root = try ViewSpec.decode(node, placement: .container)
        _ = try SiblingOrder.order([root], nodes: [node])
        return ContentView(root: root)
    }

    /// Every view laid out in `bounds` (a cell's frame), frames in the coordinates of `bounds`;
    /// right to left, mirrored in `bounds` (`PlacedView.mirrored(in:)`).
    public func layout(in bounds: CGRect, item: ViewItem, measuringWith measurer: any TextMeasuring,
                       scale: Double, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) throws -> PlacedView {
        let placed = ViewTranslation(measurer: measurer, scale: scale, item: item).place(root, in: bounds)
        return layoutDirection == .rightToLeft ? placed.mirrored(in: bounds) : placed
    }

    /// The scene nodes of this content view in a cell at `frame`; right to left, mirrored, with
    /// `natural` text right-aligned.
    public func nodes(in frame: CGRect, item: ViewItem, measuringWith measurer: any TextMeasuring,
                      scale: Double, appearance: Appearance,
                      layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) throws -> [SceneNode] {
        ViewEmission(appearance: appearance, item: item, rightToLeft: layoutDirection == .rightToLeft)
            .nodes(try layout(in: frame, item: item, measuringWith: measurer, scale: scale, layoutDirection: layoutDirection))
    }

    /// The size a self-sizing cell takes: its height at `width` when given, else width and height
    /// both fitting the content (a chip).
    public func fittingSize(width: Double?, item: ViewItem, measuringWith measurer: any TextMeasuring,
                            scale: Double) throws -> CGSize {
        ViewTranslation(measurer: measurer, scale: scale, item: item).fittingSize(root, width: width)
    }

}

extension ContentView {
    /// The nodes `SceneBuilder` draws, which cannot fail: laid out with `measurer`, else
    /// `EstimatedText`. A label the measurer cannot measure (a missing glyph)
    /// is sized by `EstimatedText`; the renderer then reports the error when it draws the text.
    func drawingNodes(in frame: CGRect, item: ViewItem, measuringWith measurer: (any TextMeasuring)?,
                      scale: Double, appearance: Appearance, layoutDirection: UIUserInterfaceLayoutDirection) -> [SceneNode] {
        let measuring = MeasuringOrEstimate(measurer: measurer)
        return (try? nodes(in: frame, item: item, measuringWith: measuring, scale: scale, appearance: appearance,
                           layoutDirection: layoutDirection)) ?? []
    }
}

/// A measurer whose failures fall back to `EstimatedText`.
private struct MeasuringOrEstimate: TextMeasuring {
    let measurer: (any TextMeasuring)?

    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        if let measurer, let size = try? measurer.size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines) {
            return size
        }
        return try EstimatedText().size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}
