import AppSources
import Foundation
import Testing

/// Issue 16 Deliver 2: the documented source transform (README "UIKit on Linux", "The source transform").
@Suite struct InterfaceBuilderAttributesTests {
    typealias T = InterfaceBuilderAttributes

    @Test("IB's and Objective-C's attributes become spaces: every other character keeps its line and column")
    func attributesBlanked() {
        let source = """
        @objcMembers @IBDesignable final class Card: UIView {
            @IBInspectable var radius: CGFloat = 4
            @objc(tapWithSender:) @IBAction func tap(_ sender: Any) {}
            @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
        }

        """
        let out = T.transform(source).source
        let lines = out.components(separatedBy: "\n"), original = source.components(separatedBy: "\n")
        func spaces(_ n: Int) -> String { String(repeating: " ", count: n) }
        #expect(lines[0] == spaces("@objcMembers @IBDesignable ".count) + "final class Card: UIView {")
        #expect(lines[1] == spaces("    @IBInspectable ".count) + "var radius: CGFloat = 4")
        #expect(lines[2] == spaces("    @objc(tapWithSender:) @IBAction ".count) + "func tap(_ sender: Any) {}")
        #expect(lines[3].hasPrefix("                   func make("))
        #expect(zip(lines, original).allSatisfy { $0.utf8.count == $1.utf8.count })
        #expect(!out.contains("@"))
    }

    @Test("comments and string literals are left alone — plain, multi-line, raw, and inside interpolations")
    func literalsUntouched() {
        let source = ##"""
        let a = "@IBOutlet \(f("@objc")) @IBAction"
        let b = #"@objc "quoted" \#(g()) @IBInspectable"#
        let c = """
            @IBOutlet var x: UILabel!
            """
        // @IBOutlet var y: UILabel!
        /* @objc /* nested @IBAction */ still a comment @IBOutlet */
        @objc func h() {}
        """##
        let out = T.transform(source)
        #expect(out.outlets.isEmpty)
        let lines = out.source.components(separatedBy: "\n"), original = source.components(separatedBy: "\n")
        #expect(Array(lines[0..<7]) == Array(original[0..<7]))
        #expect(lines[7] == "      func h() {}")
    }

    @Test("outlets: the enclosing type (dotted when nested), the name and the declared type; modifiers skipped")
    func outletsFound() {
        let source = """
        class Outer {
            class func make() -> Outer { Outer() }
            final class Cell: UICollectionViewCell {
                @IBOutlet private(set) weak var title: UILabel!
                @IBOutlet var buttons: [UIButton]!   // a collection
                @IBOutlet weak var `default`: UIImageView?
            }
            @IBOutlet var root: UIView!
        }
        extension Outer.Cell {
            func configure() {}
        }
        """
        let out = T.transform(source)
        #expect(out.outlets == [
            T.Outlet(typeName: "Outer.Cell", name: "title", type: "UILabel!"),
            T.Outlet(typeName: "Outer.Cell", name: "buttons", type: "[UIButton]!"),
            T.Outlet(typeName: "Outer.Cell", name: "default", type: "UIImageView?"),
            T.Outlet(typeName: "Outer", name: "root", type: "UIView!"),
        ])
        #expect(out.source.contains("extension Outer.Cell: NibOutletAssigning {"))
        #expect(out.source.contains("extension Outer: NibOutletAssigning {"))
    }

    @Test("override init(frame:) becomes required override init(frame:), modifiers in any order; init(frame:collectionViewLayout:) and nothing else changes")
    func initFrameBecomesRequired() {
        let source = """
        class A: UIView { override init(frame: CGRect) { super.init(frame: frame) } }
        class B: UIView { public override init( frame : CGRect) { super.init(frame: frame) } }
        class C: UIView { override public init(frame: CGRect) { super.init(frame: frame) } }
        class D: UIView { override init(coder: NSCoder) {} ; override func layoutSubviews() {} }
        class E: UICollectionView { override init(frame: CGRect = .zero, collectionViewLayout layout: UICollectionViewLayout) {} }
        class F: UIView { override init(frame: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {} }
        // override init(frame: CGRect) in a comment
        let s = "override init(frame:"
        """
        let out = T.transform(source).source
        #expect(out == source
            .replacingOccurrences(of: "{ override init(frame: CGRect) {", with: "{ required override init(frame: CGRect) {")
            .replacingOccurrences(of: "public override init( frame", with: "public required override init( frame")
            .replacingOccurrences(of: "{ override public init(frame", with: "{ required override public init(frame")
            .replacingOccurrences(of: "{ override init(frame: CGRect = CGRect(", with: "{ required override init(frame: CGRect = CGRect("))
        // Only those lines grow, by `required `.
        #expect(out.split(separator: "\n").count == source.split(separator: "\n").count)
    }

    @Test("T: a table cell's init(style:reuseIdentifier:) and a header-footer view's init(reuseIdentifier:) become required; other labels do not")
    func tableInitialisersBecomeRequired() {
        let source = """
        class A: UITableViewCell { override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) } }
        class B: UITableViewHeaderFooterView { public override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) } }
        class C: UIView { override init(style: Int) {} ; override init(reuseIdentifier: String?, extra: Int) {} }
        """
        #expect(T.transform(source).source == source
            .replacingOccurrences(of: "{ override init(style: UITableViewCell", with: "{ required override init(style: UITableViewCell")
            .replacingOccurrences(of: "public override init(reuseIdentifier", with: "public required override init(reuseIdentifier"))
    }

    @Test("the transformed file is the one UIKitTests compiles and runs (TransformedOutletCell.swift)")
    func transformedFileCompiles() throws {
        let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("UIKitTests/TransformedOutletCell.swift")
        let expected = try String(contentsOf: compiled, encoding: .utf8)
        let header = "// The source transform's output for InterfaceBuilderAttributesTests.original (do not edit: that test compares).\n"
        #expect(header + T.transform(Self.original).source == expected)
    }

    /// An iOS cell as an app writes it.
    static let original = """
    import UIKit

    final class OutletCell: UICollectionViewCell {
        @IBOutlet private weak var titleLabel: UILabel!
        @IBOutlet weak var artwork: UIImageView?
        @IBOutlet var badges: [UILabel]!

        var title: String? { titleLabel?.text }

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .white
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @IBAction func didTap(_ sender: Any) {}
    }

    """
}

/// Bad input: any text at all — cut-off strings and comments, deep interpolations, stray bytes —
/// comes back without a crash or a hang, the same length when it declares no outlet.
@Suite struct InterfaceBuilderAttributesRobustnessTests {
    @Test("random token soup: no crash, length kept, only the listed attributes touched")
    func randomSources() {
        let pieces = ["@IBOutlet", "@objc(", ")", "@IBAction", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/*", "*/", "//", "\n",
                      "class", " C", "{", "}", "var x: UILabel!", "é", "@", "`", "extension A.", " "]
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        for _ in 0..<2000 {
            let source = (0..<(next() % 60)).map { _ in pieces[next() % pieces.count] }.joined()
            let out = InterfaceBuilderAttributes.transform(source)
            if out.outlets.isEmpty { #expect(out.source.utf8.count == source.utf8.count) }
        }
    }

    @Test("interpolations nested thousands deep stop at the nesting bound instead of the stack's")
    func deepInterpolation() {
        let source = String(repeating: "\"\\(", count: 20_000) + "@objc"
        let out = InterfaceBuilderAttributes.transform(source)
        #expect(out.source.utf8.count == source.utf8.count)
    }

    /// Step 5 (issue 30 Deliver 6): the `@IBInspectable` properties a xib's runtime attributes can set —
    /// of a type the loader converts to, not private, not static — and the function that sets them.
    @Test("@IBInspectable properties are collected and set by name; private, static and other types are left out")
    func inspectables() {
        let source = """
        final class Badge: UILabel {
            @IBInspectable var radius: CGFloat = 4
            @IBInspectable var tint: UIColor?
            @IBInspectable public var title: String = ""
            @IBInspectable private var hidden2: Bool = false
            @IBInspectable private(set) var locked: Bool = false
            @IBInspectable var size: CGSize = .zero
            @IBInspectable static var shared: Int = 0
        }
        extension UIView {
            @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
        }

        """
        let result = InterfaceBuilderAttributes.transform(source)
        #expect(result.inspectables == [InterfaceBuilderAttributes.Inspectable(typeName: "Badge", name: "radius", type: "CGFloat"),
                                        InterfaceBuilderAttributes.Inspectable(typeName: "Badge", name: "tint", type: "UIColor"),
                                        InterfaceBuilderAttributes.Inspectable(typeName: "Badge", name: "title", type: "String"),
                                        InterfaceBuilderAttributes.Inspectable(typeName: "UIView", name: "cornerRadius", type: "CGFloat")])
        let setter = InterfaceBuilderAttributes.inspectableSetter(result.inspectables, function: "setIt")
        #expect(setter.contains("func setIt(_ object: AnyObject, _ keyPath: String, _ value: NibRuntimeValue) -> Bool {"))
        #expect(setter.contains("    if let o = object as? Badge {"))
        #expect(setter.contains("        case \"tint\": if let v = value.value(as: UIColor.self) { o.tint = v; return true }"))
        #expect(setter.contains("    if let o = object as? UIView {"))
        let file = TransformedFile.contents(of: source, originalPath: "/app/Badge.swift")
        let name = TransformedFile.inspectableFunction(source: source, originalPath: "/app/Badge.swift")
        #expect(name?.hasPrefix("_layoutshotInspectables_") == true && file.contains("func \(name ?? "-")("))
        #expect(TransformedFile.inspectableFunction(source: "class A {}", originalPath: "/app/A.swift") == nil)
    }
}
