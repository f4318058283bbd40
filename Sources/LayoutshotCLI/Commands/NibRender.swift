import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutshotFiles
import Rendering
import Scene
import UIKitViews

/// `layoutshot render Cell.xib…`: each xib's root view alone at the size IB stored, laid out by
/// Auto Layout and drawn in light and dark (or `--appearance`), named `<xib>[-dark].<ext>`.
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
        var jobs: [(name: String, scene: Scene)] = []
        for path in paths {
            let data = try ScreenLocator.read(path)
            let document: IBDocument
            do { document = try IBDocument.read(data, name: path) } catch { throw CLIError(error.description) }
            let nib: NibInstance
            do { nib = try NibLoader(textMeasurer: measurer).instantiate(document) } catch { throw CLIError("\(path): \(error.message)") }
            measurer.scale = format == .png ? Double(nib.root.contentScaleFactor) : 1
            nib.layout()
            for w in document.warnings { context.console.err("layoutshot: warning: \(w.description)") }
            for w in nib.warnings + nib.root.layoutMessages { context.console.err("layoutshot: warning: \(path): \(w)") }
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for appearance in appearances {
                var scene = nib.scene(appearance: appearance, title: stem)
                if format != .png { scene.scale = 1 }
                jobs.append(("\(stem)\(appearance == .dark ? "-dark" : "")", scene))
            }
        }
        let destinations = try RenderCommand.paths(named: jobs.map(\.name), format: format, out: args.value("--out"))
        var files: [(path: String, bytes: [UInt8])] = []
        for (job, path) in zip(jobs, destinations) {
            do { files.append((path, try renderer.render(job.scene, as: format))) } catch let error as RenderError {
                throw CLIError("\(job.name): \(error.description)")
            }
        }
        try AtomicFile.write(files: files)
        for file in files { context.console.out(file.path) }
    }
}
