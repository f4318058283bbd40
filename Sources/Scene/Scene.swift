import Foundation

/// Something to draw, in points, top-left origin. The renderer knows nothing of layouts:
/// a scene is only filled shapes and text, in painting order.
///
/// ```swift
/// var scene = Scene(size: CGSize(width: 393, height: 852), scale: 3, background: .white)
/// scene.nodes.append(.rect(RectNode(frame: CGRect(x: 0, y: 59, width: 65, height: 60),
///                                   fill: SystemColor.named("systemGray5", in: .light)!)))
/// ```
public struct Scene: Sendable {
    /// Canvas size in points (the device's screen).
    public var size: CGSize
    /// Device pixels per point: a PNG is `size × scale` pixels; SVG and PDF are `size` points.
    public var scale: Double
    /// Painted under everything.
    public var background: RGBA
    public var nodes: [SceneNode]
    /// Document metadata (PDF title).
    public var title: String
    /// Document date for PDF metadata, ISO 8601 (`2024-04-01T00:00:00Z`). Never the wall clock.
    public var date: String

    public init(size: CGSize, scale: Double, background: RGBA, nodes: [SceneNode] = [],
                title: String = "", date: String = "2024-01-01T00:00:00Z") {
        self.size = size; self.scale = scale; self.background = background
        self.nodes = nodes; self.title = title; self.date = date
    }
}

public enum SceneNode: Sendable {
    case rect(RectNode)
    case text(TextNode)
    /// A shape with gradient fill, stroke and shadow (`Shapes.swift`).
    case shape(ShapeNode)
    /// A PNG image (`Shapes.swift`).
    case image(ImageNode)
    /// Draws the nodes up to the matching `unclip` only inside this rectangle (a scroll view's
    /// bounds: an orthogonal section's scroller clips its cells). Clips nest.
    case clip(CGRect)
    /// Ends the innermost `clip`.
    case unclip
}

/// `CALayer.cornerCurve`: `.circular` arcs (the default) or iOS's `.continuous` "squircle".
public enum CornerCurve: String, Sendable {
    case circular, continuous
}

/// A filled rectangle, optionally with rounded corners (a cell or header background).
public struct RectNode: Sendable {
    public var frame: CGRect
    public var fill: RGBA
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve

    public init(frame: CGRect, fill: RGBA, cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular) {
        self.frame = frame; self.fill = fill; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve
    }
}

/// Horizontal text alignment inside the text frame, already resolved for the layout direction.
public enum TextAlignment: String, Sendable {
    case left, center, right
}

/// A label: `text` laid out in `frame` like a `UILabel` — horizontally by `alignment`, vertically
/// centred, wrapped to `numberOfLines` (0 = as many as needed) and truncated at the tail.
public struct TextNode: Sendable {
    public var text: String
    public var frame: CGRect
    public var font: FontSpec
    public var color: RGBA
    public var alignment: TextAlignment
    public var numberOfLines: Int

    public init(text: String, frame: CGRect, font: FontSpec, color: RGBA,
                alignment: TextAlignment = .left, numberOfLines: Int = 1) {
        self.text = text; self.frame = frame; self.font = font; self.color = color
        self.alignment = alignment; self.numberOfLines = numberOfLines
    }
}
