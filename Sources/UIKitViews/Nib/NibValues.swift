import AutoLayout
import Foundation
import InterfaceBuilder
import Scene

/// Interface Builder's values as UIKit's: colours, fonts, insets, content modes, text alignment.
enum NibValues {
    /// `systemColor="systemYellowColor"` → `.systemYellow`; components → sRGB; a named asset colour
    /// → its components from the document's `<resources>` (else its own components, else nil).
    static func color(_ c: IBColor?, resources: IBResources) -> UIColor? {
        guard let c else { return nil }
        switch c.source {
        case .system(let name), .cocoaTouchSystem(let name):
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            if let l = legacyNames[base] { return l == "white" ? UIColor(white: 1, alpha: 0.6) : UIColor(systemName: l) }
            if ["clear", "black", "white", "darkGray", "lightGray", "gray", "red", "green", "blue", "yellow", "orange"].contains(base),
               let comps = c.components {
                return components(comps)
            }
            // A name UIKit does not have: the components IB stored beside it, else the one policy for
            // unknown names (`SystemColor.unknown`, reported by `colorWarnings`).
            if SystemColor.problem(base) != nil, let comps = c.components { return components(comps) }
            return UIColor(systemName: base)
        case .named(let name, _):
            if let resolved = resources.namedColors[name], resolved.source != c.source, let comps = resolved.components {
                return components(comps)
            }
            return c.components.map(components)
        case .components:
            return c.components.map(components)
        }
    }

    /// UIKit's colours from before the semantic ones, which IB still writes (`systemColor="darkTextColor"`),
    /// as the semantic colour they stand for ("white": `lightText`, white at 60 %).
    static let legacyNames = ["darkText": "label", "groupTableViewBackground": "systemGroupedBackground", "lightText": "white",
                              "tableCellGroupedBackground": "secondarySystemGroupedBackground"]

    /// The one policy for an unknown colour name (`SystemColor`), on the xib path: a warning for each
    /// colour of `ib` (background, tint, text, button titles) whose system name UIKit does not have and
    /// beside which IB stored no components — it draws as `SystemColor.unknown`.
    static func colorWarnings(_ ib: IBView) -> [String] {
        let colors = [ib.backgroundColor, ib.tintColor, ib.label?.textColor] + (ib.button?.states.map(\.titleColor) ?? [])
        return colors.compactMap { color -> String? in
            guard let color, color.components == nil else { return nil }
            switch color.source {
            case .system(let name), .cocoaTouchSystem(let name):
                let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
                guard legacyNames[base] == nil else { return nil }
                return SystemColor.problem(base).map { "\(ib.element) \(ib.id) (line \(ib.line)): \($0); drawn magenta" }
            default:
                return nil
            }
        }
    }

    static func components(_ c: IBColorComponents) -> UIColor {
        switch c {
        case .rgb(let r, let g, let b, let a, _): UIColor(red: r, green: g, blue: b, alpha: a)
        case .white(let w, let a, _): UIColor(white: w, alpha: a)
        }
    }

    /// `<fontDescription>`: system (with weight), bold/italic system, a text style, or a named font.
    static func font(_ f: IBFont?) -> UIFont? {
        guard let f else { return nil }
        let size = CGFloat(f.pointSize ?? 17)
        switch f.kind {
        case .system(let weight):
            return .systemFont(ofSize: size, weight: weight.map { UIFont.Weight(FontWeight(rawValue: $0.rawValue) ?? .regular) } ?? .regular)
        case .boldSystem: return .boldSystemFont(ofSize: size)
        case .italicSystem: return .italicSystemFont(ofSize: size)
        case .textStyle(let style):
            let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(ibName: style) ?? .body)
            return f.pointSize.map { font.withSize(CGFloat($0)) } ?? font
        case .named(let name, _): return UIFont(name: name, size: size)
        }
    }

    static func insets(_ i: IBEdgeInsets) -> UIEdgeInsets { UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right) }
    static func insets(_ i: IBDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing)
    }

    static func contentMode(_ m: IBContentMode?) -> UIView.ContentMode? {
        guard let m else { return nil }
        return UIView.ContentMode(rawValue: IBContentMode.allCases.firstIndex(of: m) ?? 0)
    }

    static func alignment(_ a: IBTextAlignment?) -> NSTextAlignment {
        switch a {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural, nil: .natural
        }
    }

    static func attribute(_ a: IBLayoutAttribute) -> NSLayoutConstraint.Attribute {
        NSLayoutConstraint.Attribute(name: a.rawValue) ?? .notAnAttribute
    }
}
