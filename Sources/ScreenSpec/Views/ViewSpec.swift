import CollectionLayout
import Foundation
import Scene

/// One view of a cell's content view tree (`CellStyle.contentView`): a small declarative stand-in
/// for the `UIView`s a cell's xib or code builds, turned into UIKit views and constraints and laid
/// out by Auto Layout (`ViewTranslation`), drawn as `Scene` nodes (`ViewEmission`).
///
/// In JSON a view is an object with exactly one kind key and optional common keys:
///
/// ```json
/// {"name": "icon",
///  "shape": {"kind": "rectangle", "fill": "systemYellow"},
///  "constraints": {"leading": 4, "centerY": 0, "width": 60, "height": 60},
///  "cornerRadius": 12, "cornerCurve": "continuous"}
/// ```
///
/// Kinds: `view` (a plain container: `{"subviews": [View]}`), `stack`, `label`, `image`, `shape`,
/// `button`, `separator`, `spacer` (see `ViewKind`). Common keys: `name`, `constraints`
/// (`ViewConstraints`), `backgroundColor`, `cornerRadius`, `cornerCurve`, `shadow`, `padding`
/// (stacks, labels and buttons), `alpha`, `hidden`.
public struct ViewSpec: Sendable, Equatable {
    /// How siblings refer to this view (`topToBottomOf`, `leadingToTrailingOf`) and how tests find it.
    public var name: String?
    public var kind: ViewKind
    public var constraints = ViewConstraints()
    /// `UIView.backgroundColor`: a rectangle under the view's content, rounded by `cornerRadius`.
    public var backgroundColor: ColorReference?
    /// `CALayer.cornerRadius`: rounds the background, a colour or asset image, a rectangle shape and a button's pill.
    public var cornerRadius = 0.0
    /// `CALayer.cornerCurve`: circular unless the file says continuous, UIKit's default (I4).
    public var cornerCurve = CornerCurve.circular
    /// `CALayer`'s shadow, cast by the view's first shape (its background, else its own fill).
    public var shadow: ShadowSpec?
    /// Insets of a stack's arrangement (`isLayoutMarginsRelativeArrangement`), a label's text or a button's title.
    public var padding = NSDirectionalEdgeInsets()
    /// `UIView.alpha`, multiplied down the tree.
    public var alpha = 1.0
    /// `UIView.isHidden`: not drawn; a hidden arranged subview also leaves its stack's arrangement.
    public var isHidden = false
    public init(name: String? = nil, kind: ViewKind) {
        self.name = name; self.kind = kind
    }

    /// The views inside this one, in document (painting) order.
    public var subviews: [ViewSpec] {
        switch kind {
        case .view(let c): c.subviews
        case .stack(let s): s.arrangedSubviews
        default: []
        }
    }
}

/// What a view is. The kinds and their JSON bodies:
///
/// | kind | body | intrinsic size |
/// |---|---|---|
/// | `view` | `{"subviews": [View]}` (a plain `UIView`) | the extent of its subviews; none when empty |
/// | `stack` | `{"axis", "spacing", "alignment", "distribution", "arrangedSubviews": [View]}` | its arrangement plus padding |
/// | `label` | `{"text", "font", "color", "numberOfLines", "textAlignment"}` | the measured text plus padding |
/// | `image` | exactly one of `{"color": c}`, `{"gradient": {…}}`, `{"asset": "name.png", "contentMode": …}` | none |
/// | `shape` | `{"kind": "rectangle" \| "circle" \| "capsule", "fill", "stroke", "lineWidth"}` | none |
/// | `button` | `{"title", "font", "titleColor", "backgroundColor"}` (a pill: capsule, or `cornerRadius`) | the title on one line plus padding |
/// | `separator` | `{"color"}` (default `separator`) | one device pixel tall (wide in a horizontal stack) |
/// | `spacer` | `{}` | none: takes a stack's leftover space |
public enum ViewKind: Sendable, Equatable {
    case view(ContainerSpec)
    case stack(StackSpec)
    case label(LabelSpec)
    case image(ImageSpec)
    case shape(ShapeSpec)
    case button(ButtonSpec)
    case separator(color: ColorReference)
    case spacer

    /// The JSON key of the kind.
    public var key: String {
        switch self {
        case .view: "view"
        case .stack: "stack"
        case .label: "label"
        case .image: "image"
        case .shape: "shape"
        case .button: "button"
        case .separator: "separator"
        case .spacer: "spacer"
        }
    }

    static let keys = ["view", "stack", "label", "image", "shape", "button", "separator", "spacer"]
}

extension ViewSpec {
    var isSeparator: Bool { if case .separator = kind { true } else { false } }
}
