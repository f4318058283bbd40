import CollectionLayout
import Foundation
import Handout
import Rendering
import Scene
import ScreenSpec
import LayoutshotFiles

/// `layoutshot handout`: design-review pages, one screen a page, the screen on several devices side
/// by side at true relative scale.
enum HandoutCommand: Command {
    static let defaultDevices = ["iphone-se", "iphone-15", "ipad-pro-11"]

    static let name = "handout"

    static let summary = "Design-review pages: a screen on several devices side by side, as PDF."
    static let usage = """
        layoutshot handout [<screen>…] [--devices a,b,c | --width W --height H] [--scale S] [--appearance light,dark] [--date YYYY-MM-DD]
                                  [--page a4|a3|letter|tabloid|fit] [--page-orientation portrait|landscape]
                                  [--content-sizes C,…] [--directions ltr,rtl] [--orientations portrait,landscape]
                                  [--no-unroll] [--full-length] [--overlay [--overlay-density low|medium|high]]
                                  [--out FILE.pdf|FILE.svg|FILE.png]
               layoutshot handout --contact-sheet [<screen>…] [--devices …] [--appearance …] [--date D] [--page …]
                                  [--out FILE.pdf]
        """
    static let about = """
        One page a screen (default: every sample): the screen on each device (default: \(defaultDevices.joined(separator: ", ")))
        side by side at one scale, so the devices keep their relative sizes, each captioned with the device's
        name, size in points, scale and appearance (and the page's scale when it is not 100 %); the screen's
        title on top; the date and the Layoutshot version at the foot. Appearances are rows (light above dark).
        With traits, each device shows the screen once for each combination, side by side, the traits in
        the caption: --content-sizes L,AX1,AX3 lays one screen out across content sizes on a page.
        """

    static let page = Option("--page", "P", help: """
        the paper: a4, a3 (default), letter or tabloid — the screens share the largest whole
        percent (at most 100 %) at which everything fits, text at print size — or fit: a page
        sized to its content, 1 pt of the device a point of the page, carousels to the right
        """)
    static let pageOrientation = Option("--page-orientation", "O", help: "landscape (default) or portrait")
    static let date = Option("--date", "D", help: "the date printed and stored in the PDF (default: each screen file's \"date\"; never the clock)")
    static let noUnroll = Option("--no-unroll", help: """
        clip carousels (orthogonal sections) at the screen's edge; by default every card is drawn,
        the off-screen ones faded: on paper in a strip under the screen, a row of cards for each
        section, at the page's scale; with --page fit past the screen's edge
        """)
    static let fullLength = Option("--full-length", help: """
        draw the whole scrollable height, the fold (the device's height) marked; on paper the
        whole length is scaled to fit the sheet (--page fit keeps 100 %)
        """)
    static let contactSheet = Option("--contact-sheet", help: """
        every screen × device × appearance as thumbnails at one scale (25 %) on as few pages
        of --page (default A3 landscape) as fit, an index page first (default devices: every
        preset; appearances: light, dark)
        """)
    static let out = Option("--out", "FILE", help: """
        a .pdf (default output/handout.pdf; every page in one file), or .svg / .png (a file a
        page, numbered <name>-1.svg … when there are several; PNG at @2x); its folder
        is created if missing
        """)

    static let options = DeviceOptions.options(defaults: defaultDevices) + [FontOptions.fonts]
        + [AppearanceOptions.option(defaults: [.light]).helping("\n(with --contact-sheet the defaults are every preset, light and dark)")]
        + TraitOptions.all + [page, pageOrientation, date, noUnroll, fullLength, contactSheet] + OverlayOptions.all + LimitOptions.all + [out]

    static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
        let args = try Self.arguments(arguments)
        if args.flag(Option.help) { context.console.out(help); return ExitCode.success }
        let contactSheet = args.flag(Self.contactSheet)
        let limits = try LimitOptions(args)
        let devices = try DeviceOptions.devices(args, limits: limits, defaults: contactSheet ? Device.presets.map(\.name) : defaultDevices)
        let appearances = try AppearanceOptions.appearances(args, defaults: contactSheet ? [.light, .dark] : [.light])
        let traits = try TraitOptions.traits(args)
        let date = try args.value(Self.date)
        if let date, !isCalendarDate(date) { throw CLIError("--date must be YYYY-MM-DD, got '\(date)'") }
        let paper = try paperOption(args)
        let out = try args.value(Self.out) ?? "output/handout.pdf"
        guard let format = OutputFormat(rawValue: URL(fileURLWithPath: out).pathExtension) else {
            throw CLIError("--out must end in .pdf, .svg or .png, got '\(out)'")
        }
        try AtomicFile.checkFolder(of: out)   // missing folders are created when the pages are written
        let locator = context.locator(limits)
        let names = args.positionals.isEmpty ? locator.sampleNames() : args.positionals
        guard !names.isEmpty else { throw locator.noSamples("no screens: no samples found", alternative: "name screens or .json files") }
        let screens = try names.map(locator.load)

        let overlay = try OverlayOptions.redlines(args)
        let measurer = try TextMeasurer()
        if contactSheet {
            guard format == .pdf else { throw CLIError("--contact-sheet writes a PDF; give --out FILE.pdf") }
            var sheet = ContactSheet(screens: screens, devices: devices, appearances: appearances,
                                     date: date ?? screens.map(\.date).max() ?? "2024-01-01", version: Layoutshot.version)
            sheet.traits = traits
            sheet.paper = try paper.orThrow(CLIError("--contact-sheet is printed on paper; --page fit sizes a handout page to its screens"))
            let bytes: [UInt8]
            do { bytes = try limits.renderer().renderPDF(pages: try sheet.pages(measuringWith: measurer)) } catch let error as RenderError {
                throw CLIError("handout: \(error.description)")
            }
            try AtomicFile.write(bytes, to: out)
            context.console.out(out)
            return ExitCode.success
        }
        let pages = try screens.map { screen in
            do {
                var page = HandoutPage(screen: screen, devices: devices, appearances: appearances, date: date ?? screen.date,
                                       version: Layoutshot.version)
                page.paper = paper
                page.traits = traits
                page.unrolled = !args.flag(Self.noUnroll)
                page.fullLength = args.flag(Self.fullLength)
                page.overlay = overlay
                page.maximumScreenLength = Double(limits.canvasSide)
                return try page.scene(measuringWith: measurer)
            } catch {
                throw CLIError("\(screen.name): \(error)")
            }
        }
        let renderer = try limits.renderer()
        var files: [(String, [UInt8])] = []
        do {
            switch format {
            case .pdf:
                files = [(out, try renderer.renderPDF(pages: pages))]
            case .svg, .png:
                for (i, var page) in pages.enumerated() {
                    if format == .png { page.scale = 2 }
                    let path = pages.count == 1 ? out : "\(out.dropLast(4))-\(i + 1).\(format.rawValue)"
                    files.append((path, try renderer.render(page, as: format)))
                }
            }
        } catch let error as RenderError {
            throw CLIError("handout: \(error.description)")
        }
        try AtomicFile.write(files: files.map { (path: $0.0, bytes: $0.1) })   // all or none
        for (path, _) in files { context.console.out(path) }
        return ExitCode.success
    }

    /// `--page` and `--page-orientation`: the paper, or nil for `--page fit`.
    static func paperOption(_ args: Arguments) throws -> Paper? {
        let orientationName = try args.value(Self.pageOrientation) ?? Paper.Orientation.landscape.rawValue
        let orientation = try Paper.Orientation(rawValue: orientationName).orThrow(
            CLIError("--page-orientation must be portrait or landscape, got '\(orientationName)'"))
        let name = try args.value(Self.page) ?? Paper.Size.a3.rawValue
        if name == "fit" {
            if try args.value(Self.pageOrientation) != nil { throw CLIError("--page-orientation goes with a paper size, not --page fit") }
            return nil
        }
        let size = try Paper.Size(rawValue: name).orThrow(
            CLIError("--page must be \(Paper.Size.allCases.map(\.rawValue).joined(separator: ", ")) or fit, got '\(name)'"))
        return Paper(size, orientation: orientation)
    }
}
