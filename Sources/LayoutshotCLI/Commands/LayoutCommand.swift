import CollectionLayout
import Foundation
import Rendering
import ScreenPipeline
import ScreenSpec
import LayoutshotFiles

/// `layoutshot layout <screen>`: the frames, as JSON.
enum LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Print a screen's frames on a device as JSON."
    static let usage = """
        layoutshot layout <screen> [--ascii] [--device D | --width W --height H [--scale S]]
                                  [--content-size C] [--layout-direction ltr|rtl] [--orientation portrait|landscape]
                                  [--scroll-offset P] [--orthogonal-offset S:X]…
               layoutshot layout --swift DIR --controller NAME [--module M] [--xibs DIR]… [the options above]
        """
    static let about = """
        Prints every element's frame as JSON, in points, in the collection view's content
        coordinates (y 0 is the top of the content, below the safe area at rest):
          {"screen": …, "device": {"name", "width", "height", "scale"},
           "contentSize": {"width", "height"},
           "elements": [{"category": "cell"|"supplementary"|"decoration", "kind": <kind or null>,
                         "section": s, "item": i, "frame": {"x", "y", "width", "height"}}, …]}
        A dump drawn with traits other than the defaults says which in a "traits" line.

        <screen> is a sample's name (see 'layoutshot screens') or a path to a .json file, or none with --swift.
        """

    static let ascii = Option("--ascii", help: """
        draw the layout as ASCII art instead: per section, "section N:" and the
        section's visualDescription() on the device — one instance of its root
        group, each item a box labelled with its index in the group, nested groups
        outlined, then every item's frame in points. A flow layout prints one line
        per section instead: items per line, item size, item and line spacing.
        """)

    static let options = [ascii] + SwiftAppOptions.all + [FontOptions.fonts] + DeviceOptions.options(defaults: ["iphone-15"]) + TraitOptions.all
        + ScrollOptions.all + LimitOptions.all

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        if let app = try SwiftAppOptions.parse(args) {
            guard let source = try context.appSources(for: app).first else { throw CLIError("--swift: no screen") }
            let limits = try LimitOptions(args)
            let devices = try DeviceOptions.devices(args, limits: limits)
            guard devices.count == 1 else { throw CLIError("'layout' takes one device") }
            let traits = try TraitOptions.single(args, command: "layout")
            let capture = try source.capture(on: devices[0], traits: traits)
            try dump(capture.screen, on: capture.device, args, context)
            return ExitCode.success
        }
        guard args.positionals.count == 1 else {
            throw CLIError("'layout' takes one screen, got \(args.positionals.count) (see 'layoutshot layout --help')")
        }
        let limits = try LimitOptions(args)
        let devices = try DeviceOptions.devices(args, limits: limits)
        guard devices.count == 1 else { throw CLIError("'layout' takes one device") }
        let traits = try TraitOptions.single(args, command: "layout")
        let (screen, device) = traits.apply(to: try context.locator(limits).load(args.positionals[0]), on: devices[0])
        try dump(screen, on: device, args, context)
        return ExitCode.success
    }

    /// The frame dump (or `--ascii`) of `screen` on `device` (its traits applied), to standard output.
    static func dump(_ screen: Screen, on device: Device, _ args: Arguments, _ context: CommandContext) throws {
        if args.flag(Self.ascii) { return context.console.out(try ascii(screen, on: device)) }
        var drawing = ScreenDrawing(screen, on: device)
        drawing.scroll = try ScrollOptions.position(args, screen: screen, device: device)
        context.console.out(drawing.frames(try solve(drawing, measuringWith: try TextMeasurer())))
    }

    /// `--ascii`: the layout's `visualDescription(in:itemCounts:)` on the device.
    static func ascii(_ screen: Screen, on device: Device) throws -> String {
        do { return try screen.layout.visualDescription(in: screen.viewport(on: device), itemCounts: screen.itemCounts) } catch let error as LayoutError {
            throw CLIError("\(screen.name): cannot be drawn on \(device.name): \(error.message)")
        }
    }

    /// Solves through the pipeline, with the renderer's text measurer, so self-sizing cells get the
    /// sizes they draw at; an error names the screen.
    static func solve(_ drawing: ScreenDrawing, measuringWith measurer: TextMeasurer) throws -> SolvedLayout {
        do {
            return try drawing.solve(measuringWith: measurer)
        } catch let error as SpecError {
            throw CLIError("\(drawing.screen.name): \(error.description)")
        } catch let error as RenderError {
            throw CLIError("\(drawing.screen.name): \(error.description)")
        }
    }
}
