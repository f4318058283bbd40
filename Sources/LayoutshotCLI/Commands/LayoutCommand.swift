import CollectionLayout
import Foundation
import Rendering
import ScreenSpec

/// `layoutshot layout <screen>`: the frames, as JSON.
enum LayoutCommand {
    static let help = """
        USAGE: layoutshot layout <screen> [--ascii] [--device D | --width W --height H [--scale S]]
                                  [--scroll-offset P] [--orthogonal-offset S:X]…

        Prints every element's frame as JSON, in points, in the collection view's content
        coordinates (y 0 is the top of the content, below the safe area at rest):
          {"screen": …, "device": {"name", "width", "height", "scale"},
           "contentSize": {"width", "height"},
           "elements": [{"category": "cell"|"supplementary"|"decoration", "kind": <kind or null>,
                         "section": s, "item": i, "frame": {"x", "y", "width", "height"}}, …]}

        <screen> is a sample's name (see 'layoutshot screens') or a path to a .json file.
        --ascii         draw the layout as ASCII art instead: per section, "section N:" and the
                        section's visualDescription() on the device — one instance of its root
                        group, each item a box labelled with its index in the group, nested groups
                        outlined, then every item's frame in points. A flow layout prints one line
                        per section instead: items per line, item size, item and line spacing.
        --device D      a preset (see 'layoutshot devices'); default iphone-15
        --width W --height H [--scale S]   any size in points; scale default 2
        \(ScrollOptions.help)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws {
        let args = try Arguments(arguments, options: DeviceOptions.names.union(ScrollOptions.names), flags: ["--help", "--ascii"], command: "layout")
        if args.flag("--help") { return context.console.out(help) }
        guard args.positionals.count == 1 else {
            throw CLIError("'layout' takes one screen, got \(args.positionals.count) (see 'layoutshot layout --help')")
        }
        let devices = try DeviceOptions.devices(args)
        guard devices.count == 1 else { throw CLIError("'layout' takes one device") }
        let screen = try context.locator.load(args.positionals[0])
        if args.flag("--ascii") { return context.console.out(try ascii(screen, on: devices[0])) }
        let solved = try solve(screen, on: devices[0], scroll: try ScrollOptions.position(args, screen: screen, device: devices[0]))
        context.console.out(FrameDump.json(screen: screen.name, device: devices[0], solved: solved))
    }

    /// `--ascii`: the layout's `visualDescription(in:itemCounts:)` on the device.
    static func ascii(_ screen: Screen, on device: Device) throws -> String {
        do { return try screen.layout.visualDescription(in: screen.viewport(on: device), itemCounts: screen.itemCounts) } catch let error as LayoutError {
            throw CLIError("\(screen.name): cannot be drawn on \(device.name): \(error.message)")
        }
    }

    /// Solves with the renderer's text measurer, so self-sizing cells get the sizes they draw at.
    static func solve(_ screen: Screen, on device: Device, measuringWith measurer: TextMeasurer? = nil,
                      scroll: ScrollPosition = .rest) throws -> SolvedLayout {
        do {
            return try screen.solve(on: device, measuringWith: try measurer ?? TextMeasurer(), scroll: scroll)
        } catch let error as SpecError {
            throw CLIError("\(screen.name): \(error.description)")
        } catch let error as RenderError {
            throw CLIError("\(screen.name): \(error.description)")
        }
    }
}

/// The frame dump format of `layoutshot layout`. Numbers have at most 4 decimals.
public enum FrameDump {
    public static func json(screen: String, device: Device, solved: SolvedLayout) -> String {
        var lines: [String] = []
        lines.append("{")
        lines.append("  \"screen\": \(quote(screen)),")
        lines.append("  \"device\": {\"name\": \(quote(device.name)), \"width\": \(n(device.width)), \"height\": \(n(device.height)), \"scale\": \(n(device.scale))},")
        lines.append("  \"contentSize\": {\"width\": \(n(solved.contentSize.width)), \"height\": \(n(solved.contentSize.height))},")
        lines.append("  \"elements\": [")
        let rows = solved.attributes.map { a -> String in
            let category: String
            switch a.representedElementCategory {
            case .cell: category = "cell"
            case .supplementaryView: category = "supplementary"
            case .decorationView: category = "decoration"
            }
            let kind = a.representedElementKind.map(quote) ?? "null"
            let f = a.frame
            // Layout-wide supplementaries have a one-element index path, [n]: no section.
            let ip = a.indexPath
            let section = ip.count == 2 ? String(ip[0]) : "null", item = ip.count == 2 ? ip[1] : (ip.first ?? 0)
            return "    {\"category\": \"\(category)\", \"kind\": \(kind), \"section\": \(section), \"item\": \(item), "
                + "\"frame\": {\"x\": \(n(f.minX)), \"y\": \(n(f.minY)), \"width\": \(n(f.width)), \"height\": \(n(f.height))}}"
        }
        lines.append(rows.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// At most 4 decimals, no trailing zeros, never "-0".
    static func n(_ value: Double) -> String {
        var v = (value * 10_000).rounded() / 10_000
        if v == 0 { v = 0 }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        var text = String(format: "%.4f", v)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func n(_ value: CGFloat) -> String { n(Double(value)) }

    static func quote(_ s: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = try! encoder.encode(s)
        return String(decoding: data, as: UTF8.self)
    }
}
