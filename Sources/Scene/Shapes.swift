import Foundation

/// How a shape is filled: a colour, or a linear gradient like `CAGradientLayer`'s.
public enum Fill: Sendable, Hashable {
    case color(RGBA)
    case linearGradient(LinearGradient)
}

/// `CAGradientLayer` (type `.axial`): colours spread from `startPoint` to `endPoint`, both unit
/// points in the shape's frame ((0, 0) top-left, (1, 1) bottom-right; UIKit's defaults are (0.5, 0)
/// and (0.5, 1), top to bottom). `locations` (0…1, one per colour) default to even spacing.
public struct LinearGradient: Sendable, Hashable {
    public var colors: [RGBA]
    public var locations: [Double]?
    public var startPoint: CGPoint
    public var endPoint: CGPoint

    public init(colors: [RGBA], locations: [Double]? = nil,
                startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
        self.colors = colors; self.locations = locations; self.startPoint = startPoint; self.endPoint = endPoint
    }
}

/// `CALayer`'s shadow: `shadowColor` at `shadowOpacity`, blurred by `shadowRadius` (points, as UIKit's
/// Gaussian-like blur: about radius / 2 standard deviation), moved by `shadowOffset`; cast by the
/// shape's outline.
public struct Shadow: Sendable, Hashable {
    public var color: RGBA
    public var opacity: Double
    public var radius: Double
    public var offset: CGSize

    public init(color: RGBA = .black, opacity: Double = 0, radius: Double = 3, offset: CGSize = CGSize(width: 0, height: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }
}

/// The outline of a shape.
public enum ShapeKind: Sendable, Hashable {
    /// A rectangle, its corners rounded by `cornerRadius` (0: square) with `curve`.
    case rectangle(cornerRadius: Double, curve: CornerCurve)
    /// An ellipse inscribed in the frame (a circle in a square frame).
    case ellipse
    /// A rectangle with fully round ends (`cornerRadius` = half the shorter side), continuous curve.
    case capsule
    /// An open line through `points` — x, y pairs in the frame's unit square (0…1), flattened — drawn
    /// only by the stroke, with round caps and joins (a disclosure chevron, a checkmark, a plus).
    /// A fill is ignored. Fewer than two points draw nothing.
    case polyline(points: [Double])
    /// A path (a `CAShapeLayer`'s, issue 32): sub-paths of lines and cubic curves, its points fractions
    /// of the frame like `polyline`'s, filled by the non-zero rule (or even-odd), an open sub-path filled
    /// as if closed, stroked with butt caps and miter joins.
    case path(PathOutline)
}

/// The sub-paths of a `ShapeKind.path`: x, y pairs in the frame's unit square.
public struct PathOutline: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        /// A cubic Bézier curve: its two control points, then its end point.
        case curve(Double, Double, Double, Double, Double, Double)
        case close
    }

    public var elements: [Element]
    /// The even-odd fill rule (`CAShapeLayerFillRule.evenOdd`); false: non-zero.
    public var evenOdd: Bool

    public init(elements: [Element], evenOdd: Bool = false) { self.elements = elements; self.evenOdd = evenOdd }
}

/// A filled and/or stroked shape with an optional shadow, drawn at `alpha`: a view's background,
/// a placeholder image, a "GET" pill, a separator.
public struct ShapeNode: Sendable {
    public var frame: CGRect
    public var kind: ShapeKind
    public var fill: Fill?
    public var stroke: RGBA?
    /// Points; a hairline is 1 / scale.
    public var lineWidth: Double
    public var shadow: Shadow?
    public var alpha: Double

    public init(frame: CGRect, kind: ShapeKind = .rectangle(cornerRadius: 0, curve: .circular), fill: Fill? = nil,
                stroke: RGBA? = nil, lineWidth: Double = 1, shadow: Shadow? = nil, alpha: Double = 1) {
        self.frame = frame; self.kind = kind; self.fill = fill; self.stroke = stroke
        self.lineWidth = lineWidth; self.shadow = shadow; self.alpha = alpha
    }
}

/// `UIView.ContentMode` for images.
public enum ImageContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// A PNG from disk drawn into `frame` by `contentMode`, clipped to the frame's rounded corners
/// (`UIImageView` with `clipsToBounds`).
public struct ImageNode: Sendable {
    /// An absolute path to a PNG file (checked by whoever builds the scene).
    public var path: String
    public var frame: CGRect
    public var contentMode: ImageContentMode
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    public var alpha: Double

    public init(path: String, frame: CGRect, contentMode: ImageContentMode = .scaleAspectFill,
                cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular, alpha: Double = 1) {
        self.path = path; self.frame = frame; self.contentMode = contentMode
        self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve; self.alpha = alpha
    }
}

extension ShapeKind {
    /// Whether the shape is an open line (stroked only).
    public var isOpen: Bool { if case .polyline = self { true } else { false } }
}
