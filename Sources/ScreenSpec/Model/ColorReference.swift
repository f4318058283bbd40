import Foundation
import Scene

/// A colour as a screen file names it: a UIKit colour name (`"systemGray5"`), a hex string
/// (`"#A2845E"`, `"#3C3C434A"`), or `{"light": …, "dark": …}` like `UIColor(dynamicProvider:)`.
public enum ColorReference: Sendable, Equatable {
    case system(String)
    case fixed(RGBA)
    indirect case dynamic(light: ColorReference, dark: ColorReference)

    /// The colour in `appearance`; an unknown UIKit name draws as `unknownColor` (magenta), never a
    /// trap — `problem` and `Screen.colorProblem` say which name it is.
    public func resolve(_ appearance: Appearance) -> RGBA {
        switch self {
        case .system(let name): SystemColor.resolve(name, in: appearance)
        case .fixed(let color): color
        case .dynamic(let light, let dark): (appearance == .light ? light : dark).resolve(appearance)
        }
    }

    /// A UIKit colour name or `#RRGGBB[AA]`, nil for anything else (a filled-in template at draw time).
    static func parse(_ s: String) -> ColorReference? {
        if s.hasPrefix("#") { return RGBA(hex: s).map(ColorReference.fixed) }
        return SystemColor.named(s, in: .light) != nil ? .system(s) : nil
    }

    static func decode(_ node: JSONNode) throws -> ColorReference {
        if case .object = node.value {
            let o = try node.object()
            let color = ColorReference.dynamic(light: try decode(o.required("light")), dark: try decode(o.required("dark")))
            try o.finish()
            return color
        }
        let s = try node.string()
        if s.hasPrefix("#") {
            guard let rgba = RGBA(hex: s) else { throw node.error("\"\(s)\" is not a colour; use #RRGGBB or #RRGGBBAA") }
            return .fixed(rgba)
        }
        if let problem = SystemColor.problem(s) { throw node.error(problem) }
        return .system(s)
    }
}
