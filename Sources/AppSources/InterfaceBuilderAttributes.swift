import Foundation

/// The source transform an app's Swift files go through before they compile on Linux (README "UIKit
/// on Linux", "The source transform"). The files on disk are never changed.
///
/// 1. Interface Builder's and Objective-C's attributes are blanked out — `@IBOutlet`,
///    `@IBInspectable`, `@IBDesignable`, `@IBAction`, `@IBSegueAction`, `@objc` (with its
///    `(name)`), `@objcMembers` — each replaced by as many spaces, so every other character keeps
///    its line and column and the compiler's messages point into the original file. Swift on Linux
///    has no Objective-C runtime and rejects them (`'@IBOutlet' property cannot have non-'@objc'
///    class type`). Comments and string literals (plain, multi-line, raw, interpolated) are left
///    as they are.
/// 2. Each type with outlets gets, at the end of the same file, an extension conforming to
///    `NibOutletAssigning` that assigns an outlet by its name (a same-file extension reaches
///    `private` members): a single outlet takes the object if it has the declared class, an outlet
///    collection (`[UILabel]!`) appends it.
/// 3. `override init(frame: CGRect)` (that one parameter) becomes `required override init(frame: CGRect)`,
///    and so do `override init(style:reuseIdentifier:)` and `override init(reuseIdentifier:)`:
///    Layoutshot's `UICollectionReusableView.init(frame:)`, `UITableViewCell.init(style:reuseIdentifier:)`
///    and `UITableViewHeaderFooterView.init(reuseIdentifier:)` are required, so a registered class can be
///    made from the class alone (for other views `required` is allowed and changes nothing). The only
///    step that moves columns: nine on that line.
///
/// 5. A file that declares `@IBInspectable` properties the loader can set gets a function that sets
///    them by name (`inspectableSetter`), which `layoutshot nib --swift` calls for a xib's user-defined runtime
///    attributes, as Interface Builder sets them through key-value coding.
///
/// 4. An app's entry point is Layoutshot's (the test runner, or the generated `main.swift` of
///    `layoutshot … --swift`): `@UIApplicationMain`, `@NSApplicationMain` and `@main` are blanked
///    as step 1 blanks attributes, so the app delegate compiles as a plain class.
///
/// ```swift
/// let out = InterfaceBuilderAttributes.transform("final class Cell: UICollectionViewCell {\n  @IBOutlet weak var title: UILabel!\n}\n")
/// out.outlets    // [Outlet(typeName: "Cell", name: "title", type: "UILabel!")]
/// ```
public enum InterfaceBuilderAttributes {
    /// The attributes blanked out (without `@`).
    public static let removed: Set<String> = Set(["IBOutlet", "IBInspectable", "IBDesignable", "IBAction", "IBSegueAction", "objc",
                                                  "objcMembers"]).union(entryPoints)
    /// Step 4: the entry-point attributes blanked (without `@`).
    public static let entryPoints: Set<String> = ["UIApplicationMain", "NSApplicationMain", "main"]

    /// One `@IBOutlet` property.
    public struct Outlet: Equatable, Sendable {
        /// The enclosing type, dotted when nested (`Outer.Inner`).
        public var typeName: String
        public var name: String
        /// As declared, without spaces: `UILabel!`, `[UIButton]!`.
        public var type: String

        public init(typeName: String, name: String, type: String) {
            self.typeName = typeName; self.name = name; self.type = type
        }
    }

    /// One `@IBInspectable` property the nib loader can set (step 5): declared with a type it can
    /// convert to (`CGFloat`, `Double`, `Float`, `Int`, `Bool`, `String`, `UIColor`, optional or not),
    /// neither `private`, `fileprivate`, `private(set)` nor `static`.
    public struct Inspectable: Equatable, Sendable {
        public var typeName: String
        public var name: String
        /// The declared type without `?`/`!`: `CGFloat`, `UIColor`, ….
        public var type: String

        public init(typeName: String, name: String, type: String) {
            self.typeName = typeName; self.name = name; self.type = type
        }
    }

    /// The types step 5 converts a user-defined runtime attribute to.
    public static let inspectableTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "Bool", "String", "UIColor"]

    public struct Result: Sendable {
        /// The whole file the compiler gets: `transformedText` then `generatedExtensions`.
        public var source: String
        public var outlets: [Outlet]
        /// The `@IBInspectable` properties step 5 sets by name.
        public var inspectables: [Inspectable] = []
        /// The user's text with steps 1, 3 and 4 applied: every character on its original line and column.
        public var transformedText: String
        /// Step 2's extensions (empty when the file has no outlets).
        public var generatedExtensions: String
    }

    public static func transform(_ source: String) -> Result {
        var bytes = Array(source.utf8)
        let ranges = SwiftCodeRanges(bytes)
        var outlets: [Outlet] = []
        var inspectables: [Inspectable] = []
        var types: [(name: String, depth: Int)] = []
        var pendingType: String?
        var depth = 0
        var requiredAt: [Int] = []   // step 3: where `required ` goes
        var i = 0
        while i < bytes.count {
            guard ranges.isCode(i) else { i += 1; continue }
            let c = bytes[i]
            if c == UInt8(ascii: "{") {
                depth += 1
                if let name = pendingType { types.append((name, depth)); pendingType = nil }
                i += 1; continue
            }
            if c == UInt8(ascii: "}") {
                if let last = types.last, last.depth == depth { types.removeLast() }
                depth -= 1
                i += 1; continue
            }
            if c == UInt8(ascii: "@") {
                let (word, end) = identifier(bytes, from: i + 1)
                guard removed.contains(word) else { i = max(end, i + 1); continue }
                var stop = end
                if word == "objc", let close = parenthesised(bytes, from: end) { stop = close }
                for k in i..<stop where bytes[k] != UInt8(ascii: "\n") { bytes[k] = UInt8(ascii: " ") }
                if word == "IBOutlet", let outlet = outletDeclaration(bytes, from: stop) {
                    outlets.append(Outlet(typeName: (types.map(\.name)).joined(separator: "."), name: outlet.name, type: outlet.type))
                }
                if word == "IBInspectable", let property = outletDeclaration(bytes, from: stop), !types.isEmpty,
                   !property.modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0) }) {
                    var type = property.type
                    if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                    if inspectableTypes.contains(type) {
                        inspectables.append(Inspectable(typeName: types.map(\.name).joined(separator: "."), name: property.name, type: type))
                    }
                }
                i = stop; continue
            }
            if isIdentifierStart(c), i == 0 || !isIdentifierByte(bytes[i - 1]) {
                let (word, end) = identifier(bytes, from: i)
                if word == "override", overridesInitFrame(bytes, from: end) {
                    requiredAt.append(i)
                    i = end; continue
                }
                if ["class", "struct", "enum", "extension", "actor", "protocol"].contains(word) {
                    let (name, nameEnd) = typeName(bytes, from: end)
                    if let name, !memberKeywords.contains(name) { pendingType = name; i = nameEnd; continue }
                }
                i = end; continue
            }
            i += 1
        }
        for position in requiredAt.reversed() { bytes.insert(contentsOf: Array("required ".utf8), at: position) }
        let text = String(decoding: bytes, as: UTF8.self)
        let generated = assignments(outlets)
        return Result(source: text + generated, outlets: outlets, inspectables: inspectables, transformedText: text, generatedExtensions: generated)
    }

    /// The initialisers step 3 makes `required`, by their argument labels: the ones Layoutshot's views
    /// call on a registered class — `init(frame:)` (`UICollectionReusableView`), `init(style:reuseIdentifier:)`
    /// (`UITableViewCell`) and `init(reuseIdentifier:)` (`UITableViewHeaderFooterView`).
    static let requiredInitLabels: Set<[String]> = [["frame"], ["style", "reuseIdentifier"], ["reuseIdentifier"]]

    /// Whether the `override` that ends at `start` declares one of `requiredInitLabels` — exactly those
    /// labels, with access modifiers between in any order (`init(frame:collectionViewLayout:)` is another
    /// initializer): step 3 makes it `required override`.
    static func overridesInitFrame(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        while true {
            skipSpace()
            let (word, end) = identifier(bytes, from: i)
            if ["public", "open", "internal", "fileprivate", "private", "package"].contains(word) { i = end; continue }
            guard word == "init" else { return false }
            i = end
            break
        }
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return false }
        i += 1
        // Each top-level parameter's label: the first identifier after `(` or `,`.
        var labels: [String] = []
        var expectingLabel = true
        var level = 1
        while i < bytes.count, level > 0 {
            if expectingLabel {
                skipSpace()
                let (label, end) = identifier(bytes, from: i)
                guard !label.isEmpty else { return false }
                labels.append(label)
                i = end
                expectingLabel = false
                continue
            }
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): level += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): level -= 1
            case UInt8(ascii: ","): if level == 1 { expectingLabel = true }
            default: break
            }
            i += 1
        }
        return level == 0 && requiredInitLabels.contains(labels)
    }

    /// Words after `class` that make it a member modifier (`class func`), not a type.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "override", "final", "subscript", "private",
                                                      "fileprivate", "internal", "public", "open", "static", "init"]

    /// The generated extensions, one per type with outlets, in the order the types first appear.
    static func assignments(_ outlets: [Outlet]) -> String {
        var order: [String] = []
        for o in outlets where !order.contains(o.typeName) { order.append(o.typeName) }
        var out = ""
        for typeName in order where !typeName.isEmpty {
            out += "\n// Layoutshot's source transform: outlets assigned by name (README \"UIKit on Linux\").\n"
            out += "extension \(typeName): NibOutletAssigning {\n"
            out += "    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {\n"
            out += "        switch name {\n"
            for o in outlets where o.typeName == typeName { out += "        case \"\(o.name)\": \(assignment(o)); return true\n" }
            out += "        default: return false\n        }\n    }\n}\n"
        }
        return out
    }

    /// Step 5: a file-level function that sets this file's `@IBInspectable` properties by key path
    /// from a xib's user-defined runtime attributes (`layoutshot nib --swift` registers it,
    /// `NibInspectables`), named `function`; it returns whether it set one.
    public static func inspectableSetter(_ inspectables: [Inspectable], function: String) -> String {
        var out = "\n// Layoutshot's source transform: @IBInspectable properties set by key path (README \"UIKit on Linux\").\n"
        out += "func \(function)(_ object: AnyObject, _ keyPath: String, _ value: NibRuntimeValue) -> Bool {\n"
        var order: [String] = []
        for p in inspectables where !order.contains(p.typeName) { order.append(p.typeName) }
        for typeName in order {
            out += "    if let o = object as? \(typeName) {\n        switch keyPath {\n"
            for p in inspectables where p.typeName == typeName {
                out += "        case \"\(p.name)\": if let v = value.value(as: \(p.type).self) { o.\(p.name) = v; return true }\n"
            }
            out += "        default: break\n        }\n    }\n"
        }
        return out + "    return false\n}\n"
    }

    private static func assignment(_ o: Outlet) -> String {
        var t = o.type
        let optional = t.hasSuffix("!") || t.hasSuffix("?")
        if optional { t.removeLast() }
        if t.hasPrefix("["), t.hasSuffix("]") {
            let element = String(t.dropFirst().dropLast())
            return optional ? "if let v = object as? \(element) { \(o.name) = (\(o.name) ?? []) + [v] }"
                : "if let v = object as? \(element) { \(o.name).append(v) }"
        }
        return optional ? "\(o.name) = object as? \(t)" : "if let v = object as? \(t) { \(o.name) = v }"
    }

    /// After `@IBOutlet`: modifiers, `var`, the name, `:` and the type (to `=`, `{`, `;`, a comment or the line's end).
    private static func outletDeclaration(_ b: [UInt8], from start: Int) -> (name: String, type: String, modifiers: [String])? {
        var i = start
        var modifiers: [String] = []
        while true {
            i = skipSpaces(b, from: i)
            let (word, end) = identifier(b, from: i)
            if word.isEmpty { return nil }
            i = end
            if word == "var" { break }
            modifiers.append(word)
            if let close = parenthesised(b, from: i) {   // private(set)
                if word == "private" || word == "fileprivate" { modifiers.append("private") }
                i = close
            }
        }
        i = skipSpaces(b, from: i)
        let (name, nameEnd) = identifier(b, from: i)
        guard !name.isEmpty else { return nil }
        i = skipSpaces(b, from: nameEnd)
        guard i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        var type: [UInt8] = []
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "=") || c == UInt8(ascii: "{") || c == UInt8(ascii: ";") || c == UInt8(ascii: "\n") { break }
            if c == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") || b[i + 1] == UInt8(ascii: "*") { break }
            if c != UInt8(ascii: " "), c != UInt8(ascii: "\t"), c != UInt8(ascii: "\r") { type.append(c) }
            i += 1
        }
        return type.isEmpty ? nil : (name, String(decoding: type, as: UTF8.self), modifiers)
    }

    /// A type's name after its keyword: the identifier, dotted for `extension A.B`.
    private static func typeName(_ b: [UInt8], from start: Int) -> (String?, Int) {
        var i = skipSpaces(b, from: start)
        var parts: [String] = []
        while true {
            let (word, end) = identifier(b, from: i)
            guard !word.isEmpty else { break }
            parts.append(word)
            i = end
            guard i < b.count, b[i] == UInt8(ascii: ".") else { break }
            i += 1
        }
        return (parts.isEmpty ? nil : parts.joined(separator: "."), i)
    }

    private static func parenthesised(_ b: [UInt8], from start: Int) -> Int? {
        guard start < b.count, b[start] == UInt8(ascii: "(") else { return nil }
        var i = start + 1
        while i < b.count, b[i] != UInt8(ascii: ")"), b[i] != UInt8(ascii: "\n") { i += 1 }
        return i < b.count && b[i] == UInt8(ascii: ")") ? i + 1 : nil
    }

    private static func skipSpaces(_ b: [UInt8], from start: Int) -> Int {
        var i = start
        while i < b.count, b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") || b[i] == UInt8(ascii: "\n") || b[i] == UInt8(ascii: "\r") { i += 1 }
        return i
    }

    private static func identifier(_ b: [UInt8], from start: Int) -> (String, Int) { SwiftIdentifiers.word(b, from: start) }
    private static func isIdentifierStart(_ c: UInt8) -> Bool { SwiftIdentifiers.isStart(c) }
    private static func isIdentifierByte(_ c: UInt8) -> Bool { SwiftIdentifiers.isByte(c) }
}
