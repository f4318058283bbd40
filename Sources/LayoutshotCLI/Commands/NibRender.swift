import CollectionLayout
import Foundation
import InterfaceBuilder
import LayoutshotFiles
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

/// `layoutshot render Cell.xib…`: each xib's root view alone at the size IB stored, laid out by
/// Auto Layout and drawn in light and dark (or `--appearance`), named `<xib>[-dark].<ext>`. The xib
/// becomes a `Screen` (`Screen.nib`) and goes through the one pipeline (`ScreenDrawing`).
enum NibRender {
    /// Options that do not apply to a xib (it has its own size and device).
    static let screenOnly = ["--device", "--width", "--height", "--scale", "--full-length", "--overlay", "--content-size",
                             "--content-sizes", "--layout-direction", "--directions", "--orientation", "--orientations",
                             "--scroll-offset", "--orthogonal-offset", "--all"]

    static func run(_ paths: [String], _ args: Arguments, format: OutputFormat, limits: LimitOptions, _ context: CommandContext) throws {
        if let given = screenOnly.first(where: { args.values($0).isEmpty == false || args.flag($0) }) {
            throw CLIError("\(given) does not apply to a .xib (it is drawn at the size Interface Builder stored)")
        }
        let appearances = try AppearanceOptions.appearances(args, defaults: [.light, .dark])
        let measurer = try TextMeasurer()
        let renderer = try limits.renderer()
        var jobs: [(name: String, drawing: ScreenDrawing)] = []
        for path in paths {
            let data = try ScreenLocator.read(path)
            let document: IBDocument
            do { document = try IBDocument.read(data, name: path) } catch { throw CLIError(error.description) }
            // The xib becomes a screen, drawn by the one pipeline like any other.
            let (screen, device, warnings): (Screen, Device, [String])
            do { (screen, device, warnings) = try Screen.nib(document, path: path, measuringWith: measurer) } catch let error as SpecError {
                throw CLIError(error.description)
            }
            for w in warnings { context.console.err("layoutshot: warning: \(w)") }
            for appearance in appearances {
                var drawing = ScreenDrawing(screen, on: device, appearance: appearance)
                drawing.format = format
                jobs.append(("\(screen.name)\(appearance == .dark ? "-dark" : "")", drawing))
            }
        }
        let destinations = try RenderCommand.paths(named: jobs.map(\.name), format: format, out: args.value("--out"))
        var files: [(path: String, bytes: [UInt8])] = []
        for (job, path) in zip(jobs, destinations) {
            do { files.append((path, try job.drawing.encode(job.drawing.draw(measuringWith: measurer).scene, with: renderer))) }
            catch let error as RenderError { throw CLIError("\(job.name): \(error.description)") }
        }
        try AtomicFile.write(files: files)
        for file in files { context.console.out(file.path) }
    }
}
