import Foundation
import Golden
import Handout
import Rendering
import Scene
import ScreenSpec

/// `layoutshot handout`: design-review pages, one screen a page, the screen on several devices side
/// by side at true relative scale.
enum HandoutCommand {
    static let defaultDevices = ["iphone-se", "iphone-15", "ipad-pro-11"]

    static let help = """
        USAGE: layoutshot handout [<screen>…] [--devices a,b,c] [--appearance light,dark] [--date YYYY-MM-DD]
                                  [--no-unroll] [--full-length] [--overlay [--overlay-density low|medium|high]]
                                  [--out FILE.pdf|FILE.svg|FILE.png]
               layoutshot handout --contact-sheet [<screen>…] [--devices …] [--appearance …] [--date D] [--out FILE.pdf]

        One page a screen (default: every sample): the screen on each device (default: \(defaultDevices.joined(separator: ", ")))
        side by side at one scale — 1 pt of the device is 1 pt of the page — each captioned with the device's name,
        size in points, scale and appearance; the screen's title on top; the date and the Layoutshot version
        at the foot. Appearances are rows (light above dark).

        --date D      the date printed and stored in the PDF (default: each screen file's "date"; never the clock)
        --no-unroll   clip carousels (orthogonal sections) at the screen's edge; by default they are drawn
                      past it, the off-screen part faded, so every card is on the page
        --full-length draw the whole scrollable height, the fold (the device's height) marked
        --contact-sheet  every screen × device × appearance as thumbnails at one scale (25 %) on as few A3
                      pages as fit, an index page first (default devices: every preset; appearances: light, dark)
        \(OverlayOptions.help)
        \(LimitOptions.help)
        --out FILE    a .pdf (default output/handout.pdf; every page in one file), or .svg / .png (a file a
                      page, numbered <name>-1.svg … when there are several; PNG at @2x)
        """

    static func run(_ arguments: [String], _ context: CommandContext) throws {
        let args = try Arguments(arguments, options: OverlayOptions.names.union(LimitOptions.names)
                                    .union(["--devices", "--device", "--appearance", "--date", "--out"]),
                                 flags: ["--help", "--no-unroll", "--full-length", "--overlay", "--contact-sheet"], command: "handout")
        if args.flag("--help") { return context.console.out(help) }
        let contactSheet = args.flag("--contact-sheet")
        let deviceNames = args.values("--devices") + args.values("--device")
        let devices = try (deviceNames.isEmpty ? (contactSheet ? Device.presets.map(\.name) : defaultDevices) : deviceNames).map { name in
            try Device.preset(named: name).orThrow(CLIError(Device.unknownPreset(name)))
        }
        let appearances = try (args.values("--appearance").isEmpty ? (contactSheet ? ["light", "dark"] : ["light"])
                               : args.values("--appearance")).map { name in
            try Appearance(rawValue: name).orThrow(CLIError("--appearance must be light or dark, got '\(name)'"))
        }
        let date = try args.value("--date")
        if let date, !isCalendarDate(date) { throw CLIError("--date must be YYYY-MM-DD, got '\(date)'") }
        let out = try args.value("--out") ?? "output/handout.pdf"
        guard let format = OutputFormat(rawValue: URL(fileURLWithPath: out).pathExtension) else {
            throw CLIError("--out must end in .pdf, .svg or .png, got '\(out)'")
        }
        if try args.value("--out") == nil {
            try? FileManager.default.createDirectory(atPath: "output", withIntermediateDirectories: true)
        }
        try AtomicFile.checkFolder(of: out)
        let limits = try LimitOptions(args)
        let locator = context.locator(limits)
        let names = args.positionals.isEmpty ? locator.sampleNames() : args.positionals
        guard !names.isEmpty else { throw locator.noSamples("no screens: no samples found", alternative: "name screens or .json files") }
        let screens = try names.map(locator.load)

        let overlay = try OverlayOptions.redlines(args)
        let measurer = try TextMeasurer()
        if contactSheet {
            guard format == .pdf else { throw CLIError("--contact-sheet writes a PDF; give --out FILE.pdf") }
            let sheet = ContactSheet(screens: screens, devices: devices, appearances: appearances,
                                     date: date ?? screens.map(\.date).max() ?? "2024-01-01", version: Layoutshot.version)
            let bytes: [UInt8]
            do { bytes = try limits.renderer().renderPDF(pages: try sheet.pages(measuringWith: measurer)) } catch let error as RenderError {
                throw CLIError("handout: \(error.description)")
            }
            try AtomicFile.write(bytes, to: out)
            return context.console.out(out)
        }
        let pages = try screens.map { screen in
            do {
                var page = HandoutPage(screen: screen, devices: devices, appearances: appearances, date: date ?? screen.date,
                                       version: Layoutshot.version)
                page.unrolled = !args.flag("--no-unroll")
                page.fullLength = args.flag("--full-length")
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
    }
}
