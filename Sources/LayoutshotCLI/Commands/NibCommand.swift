import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutshotFiles
import Rendering
import UIKitViews

/// `layoutshot nib <file.xib>`: a xib's root view laid out by Layoutshot's Auto Layout, every view's frame.
enum NibCommand: Command {
    static let name = "nib"
    static let summary = "Lay out a .xib's view with Auto Layout; print every view's frame."
    static let usage = "layoutshot nib <file.xib> [--size WxH] [--root N] [--json] [--compare] [--stored-text-sizes] [--swift DIR [--module NAME] [--exclude GLOB]…]"
    static let about = """
        Lays out a xib's top-level view (or a storyboard scene's root view) with Layoutshot's Auto
        Layout engine at the size Interface Builder stored for it, or --size, and prints every view's
        frame in the root's coordinates with its IB object id and UIKit class, one a line:
          hvR-Yq-Opr  UICollectionViewCell  0 0 375 80
        """
    static let epilogue = """
        Warnings (an element or attribute the reader or the loader does not use) go to standard
        error, one a line, with the IB id and line; the layout is printed all the same.
        """

    static let json = Option("--json", help: """
        print {"root": {"id", "class", "frame"}, "views": [{"id", "class", "frame"}, …]}
        instead, frames as {"x", "y", "width", "height"}.
        """)
    static let size = Option("--size", "WxH", help: "lay the root out at W × H points (e.g. --size 390x80).")
    static let root = Option("--root", "N", help: "the N-th top-level view (1 = the first; default 1).")
    static let compare = Option("--compare", help: """
        also print, for each view, the frame Interface Builder stored and how far the
        solved one is from it (views IB marks misplaced are left out), and a summary.
        """)
    static let storedTextSizes = Option("--stored-text-sizes", help: """
        take the sizes IB stored for labels, buttons and text fields as their intrinsic
        sizes (checks the constraints with font differences taken out).
        """)
    static let swift = Option("--swift", "DIR", help: """
        lay the xib out as Interface Builder does with the app's code: the Swift
        files below DIR are built (as for 'layout --swift'), the xib's custom
        classes are the app's, its user-defined runtime attributes set their
        @IBInspectable properties, and every view gets awakeFromNib() and then
        prepareForInterfaceBuilder()
        """)
    static let module = Option("--module", "NAME", help: """
        the app's module name, which the xib's customModule names (default:
        DIR's name)
        """)
    static let options = [json, size, root, compare, storedTextSizes, FontOptions.fonts, swift, module, SwiftAppOptions.exclude]

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        guard args.positionals.count == 1, let path = args.positionals.first else {
            throw CLIError("'nib' takes one .xib or .storyboard file, got \(args.positionals.count) (see 'layoutshot nib --help')")
        }
        for option in [Self.module, SwiftAppOptions.exclude] where args.has(option) && !args.has(Self.swift) {
            throw CLIError("\(option.name) needs --swift DIR")
        }
        let size = try args.value(Self.size).map(parseSize)
        let rootNumber = try args.value(Self.root).map { text -> Int in
            guard let n = Int(text), n >= 1 else { throw CLIError("--root: '\(text)' is not a number from 1") }
            return n
        } ?? 1
        let data = try ScreenLocator.read(path)
        let document: IBDocument
        do { document = try IBDocument.read(data, name: path) } catch { throw CLIError(error.description) }
        guard rootNumber <= document.roots.count else {
            throw CLIError("--root \(rootNumber): \(path) has \(document.roots.count) top-level view\(document.roots.count == 1 ? "" : "s")")
        }
        let measurer = try? TextMeasurer()
        var loader = NibLoader(textMeasurer: measurer, storedTextSizes: args.flag(Self.storedTextSizes), classLookup: context.nibClassLookup)
        loader.asInterfaceBuilder = context.nibClassLookup != nil
        let nib: NibInstance
        do { nib = try loader.instantiate(document, rootIndex: rootNumber - 1) } catch { throw CLIError("\(path): \(error.message)") }
        nib.layout(size: size)
        for w in document.warnings { context.console.err("layoutshot: warning: \(w.description)") }
        for w in nib.warnings + nib.root.layoutMessages { context.console.err("layoutshot: warning: \(path): \(w)") }
        let comparison = args.flag(Self.compare) ? StoredFrameComparison(nib, rootIndex: rootNumber - 1) : nil
        context.console.out(args.flag(Self.json) ? json(nib, comparison) : text(nib, comparison))
        return ExitCode.success
    }

    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
              w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            throw CLIError("--size: '\(text)' is not WxH in points, each above 0 and at most 100000 (e.g. 390x80)")
        }
        return CGSize(width: w, height: h)
    }

    private static func frameText(_ f: CGRect) -> String {
        [f.minX, f.minY, f.width, f.height].map { FrameDump.n(Double($0)) }.joined(separator: " ")
    }

    private static func frameJSON(_ f: CGRect) -> String {
        let n = { (v: CGFloat) in FrameDump.n(Double(v)) }
        return "{\"x\": \(n(f.minX)), \"y\": \(n(f.minY)), \"width\": \(n(f.width)), \"height\": \(n(f.height))}"
    }

    static func text(_ nib: NibInstance, _ comparison: StoredFrameComparison?) -> String {
        let rows = comparison?.rowsByID ?? [:]
        let idWidth = nib.views.map(\.id.count).max() ?? 0, classWidth = nib.views.map(\.view.className.count).max() ?? 0
        var lines = nib.views.map { id, view in
            var line = id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                + view.className.padding(toLength: classWidth + 2, withPad: " ", startingAt: 0) + frameText(nib.frameInRoot(view))
            if let row = rows[id] {
                line += "   stored \(frameText(row.stored))   off \(FrameDump.n(Double(row.deviation)))"
            }
            return line
        }
        if let comparison {
            let within = comparison.rows.filter { $0.deviation <= 0.5 + 1e-6 }.count
            lines.append("\(within) of \(comparison.rows.count) views within 0.5 pt of the frames Interface Builder stored")
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ nib: NibInstance, _ comparison: StoredFrameComparison?) -> String {
        let rows = comparison?.rowsByID ?? [:]
        func entry(_ id: String, _ view: UIView) -> String {
            var s = "{\"id\": \(jsonString(id)), \"class\": \(jsonString(view.className)), \"frame\": \(frameJSON(nib.frameInRoot(view)))"
            if let row = rows[id] { s += ", \"stored\": \(frameJSON(row.stored)), \"deviation\": \(FrameDump.n(Double(row.deviation)))" }
            return s + "}"
        }
        let views = nib.views.dropFirst().map { "    " + entry($0.id, $0.view) }
        return "{\n  \"root\": \(entry(nib.views.first?.id ?? "", nib.root)),\n  \"views\": [\n"
            + views.joined(separator: ",\n") + "\n  ]\n}"
    }
}
