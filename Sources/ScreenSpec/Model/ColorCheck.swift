import AutoLayout
import Foundation
import Scene

extension ColorReference {
    /// What an unknown UIKit colour name draws as (`SystemColor.unknown`: magenta).
    public static var unknownColor: RGBA { SystemColor.unknown }

    /// A colour made from a UIKit name, checked: `try ColorReference.named("systemGray5")`.
    /// - Throws: `SpecError` "unknown colour "systemGrey5"; did you mean "systemGray5"?".
    public static func named(_ name: String) throws -> ColorReference {
        let color = ColorReference.system(name)
        if let problem = color.problem { throw SpecError(path: "colour", problem) }
        return color
    }

    /// nil when every UIKit colour name in it is one UIKit has; else a sentence naming the first
    /// unknown one, with the nearest name.
    public var problem: String? {
        switch self {
        case .system(let name):
            return SystemColor.problem(name)
        case .fixed: return nil
        case .dynamic(let light, let dark): return light.problem ?? dark.problem
        }
    }
}

extension Screen {
    /// The first colour of the screen, built in Swift, that names no UIKit colour, as one line with
    /// where it is (`sections[0].cell.backgroundColor: unknown colour "systemGrey5"; did you mean
    /// "systemGray5"?`); nil when every colour is known. Screens decoded from JSON are checked as
    /// they are read; `LayoutSnapshot` checks these before it draws, so a typo is a test failure at
    /// the call, never a trap.
    public var colorProblem: String? {
        Self.firstColorProblem(in: self, path: "")
    }

    /// Walks values (structs, enums, arrays, dictionaries, optionals — never class instances, so
    /// the layout objects are left alone) for a `ColorReference` with a problem.
    private static func firstColorProblem(in value: Any, path: String) -> String? {
        if let color = value as? ColorReference {
            return color.problem.map { path.isEmpty ? $0 : "\(path): \($0)" }
        }
        if let color = value as? UIColor {   // a content configuration's text colours
            return color.problem.map { path.isEmpty ? $0 : "\(path): \($0)" }
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class?, nil: return nil
        default: break
        }
        for (index, child) in mirror.children.enumerated() {
            let step: String
            switch mirror.displayStyle {
            case .collection?, .set?: step = "[\(index)]"
            case .dictionary?:
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                if let key = pair.first, let value = pair.last {
                    if let found = firstColorProblem(in: value, path: "\(path)[\(key)]") { return found }
                }
                continue
            case .optional?: step = ""
            default: step = child.label.map { path.isEmpty ? $0 : ".\($0)" } ?? ""
            }
            if let found = firstColorProblem(in: child.value, path: path + step) { return found }
        }
        return nil
    }
}

extension UIColor {
    /// As `ColorReference.problem`: the sentence for the first UIKit colour name UIKit does not have.
    var problem: String? {
        switch value {
        case .system(let name, _): SystemColor.problem(name)
        case .rgba: nil
        case .dynamic(let light, let dark): light.problem ?? dark.problem
        }
    }
}
