import CollectionLayout
import Foundation
import InterfaceBuilder
import Rendering
import ScreenSpec

/// `layoutshot render Cell.xib…`: each xib's root view alone at the size IB stored, laid out by
/// Auto Layout and drawn in light and dark (or `--appearance`), named `<xib>[-dark].<ext>`. The xib
/// becomes a `Screen` on a device of its own (`Screen.nib`), and its jobs are drawn as every screen's
/// are (`RenderCommand.draw`, `ScreenDrawing`): every render option applies but those that choose the
/// device (`notForXibs`).
enum NibRender {
    /// The options that choose or turn the device, or pick the samples: a xib has its own size and device.
    static let notForXibs = DeviceOptions.options(defaults: []) + [TraitOptions.orientation, RenderCommand.all]

    /// Each xib as a screen, in each appearance and each trait combination.
    static func jobs(_ paths: [String], _ args: Arguments, _ context: CommandContext) throws -> [RenderCommand.Job] {
        if let given = notForXibs.first(where: args.has) {
            throw CLIError("\(given.name) does not apply to a .xib (it is drawn at the size Interface Builder stored)")
        }
        let appearances = try AppearanceOptions.appearances(args, defaults: [.light, .dark])
        let traitMatrix = try TraitOptions.traits(args)
        let measurer = try TextMeasurer()
        var jobs: [RenderCommand.Job] = []
        for path in paths {
            let data = try ScreenLocator.read(path)
            let document: IBDocument
            do { document = try IBDocument.read(data, name: path) } catch { throw CLIError(error.description) }
            let (screen, device, warnings): (Screen, Device, [String])
            do { (screen, device, warnings) = try Screen.nib(document, path: path, measuringWith: measurer) } catch let error as SpecError {
                throw CLIError(error.description)
            }
            for w in warnings { context.console.err("layoutshot: warning: \(w)") }
            for appearance in appearances {
                for traits in traitMatrix {
                    jobs.append(RenderCommand.Job(screen: screen.withTraits(traits), device: device, appearance: appearance, namesDevice: false))
                }
            }
        }
        return jobs
    }
}
