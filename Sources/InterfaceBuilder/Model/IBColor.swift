/// A colour as IB writes it.
///
/// - `<color key="textColor" systemColor="linkColor" red="0.0" green="0.478" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>`
///   is `source == .system("linkColor")` with the components IB wrote beside it (or those of `<resources><systemColor>`).
/// - `<color key="backgroundColor" red="1" green="0.8" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>` is `.components`.
/// - `<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>` is `.components` with `.white`.
/// - `<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>` is `.cocoaTouchSystem("darkTextColor")`.
/// - `<color key="tintColor" name="accent"/>` is `.named("accent", catalog: nil)`, components from `<resources><namedColor>`.
public struct IBColor: Sendable, Equatable {
    public var source: IBColorSource
    /// The components as written, or as resolved from `<resources>`; nil when neither gives them.
    public var components: IBColorComponents?

    public init(source: IBColorSource = .components, components: IBColorComponents?) {
        self.source = source
        self.components = components
    }
}

/// Where a colour comes from: its own components, a UIKit system colour (`systemYellowColor`, the UIKit
/// class-property name with "Color"), an old `cocoaTouchSystemColor`, or a named (asset catalog or `catalog="System"`) colour.
public enum IBColorSource: Sendable, Equatable {
    case components
    case system(String)
    case cocoaTouchSystem(String)
    case named(String, catalog: String?)
}

/// Colour components with their colour space as written (`customColorSpace`, else `colorSpace`):
/// `.rgb(red: 1, green: 0.8, blue: 0, alpha: 1, space: "sRGB")`, `.white(white: 1, alpha: 1, space: "calibratedWhite")`.
public enum IBColorComponents: Sendable, Equatable {
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String?)
    case white(white: Double, alpha: Double, space: String?)
}
