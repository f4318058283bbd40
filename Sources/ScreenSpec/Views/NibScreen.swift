import AutoLayout
import CollectionLayout
import Foundation
import InterfaceBuilder
import UIKitViews

extension Screen {
    /// A xib's first top-level view alone, as a screen (`layoutshot render Cell.xib`): one item of the
    /// size Interface Builder stored (after the xib's own Auto Layout pass), drawn from the xib as a
    /// screen's nib cell is (`NibCell`), on a device of that size at the xib's simulated device's scale
    /// and idiom, with no safe area and no chrome — so the one pipeline draws it (`ScreenDrawing`).
    ///
    /// - Returns: the screen, its device, and what reading and laying the xib out warned of (unknown
    ///   attributes, conflicting constraints), one line each.
    /// - Throws: a `SpecError` naming the file when the xib cannot be made into views.
    public static func nib(_ document: IBDocument, path: String, measuringWith measurer: (any TextMeasuring)?) throws
        -> (screen: Screen, device: Device, warnings: [String]) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let cell = NibCell(name: name, path: path, document: document, outlets: [], screenFolder: nil)
        let ibDevice = Device.interfaceBuilder(document.device?.id, toolsBuild: document.toolsBuild)
        let nib: NibInstance
        do { nib = try NibLoader(textMeasurer: measurer).instantiate(document) } catch { throw SpecError(path: path, error.message) }
        nib.layout()
        let size = nib.root.bounds.size
        let warnings = document.warnings.map(\.description) + (nib.warnings + nib.root.layoutMessages).map { "\(path): \($0)" }

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        var style = CellStyle()
        style.nib = cell
        let screen = Screen(name: name, layout: layout, itemCounts: [1], cell: style, title: name)
        let device = Device(name: name, displayName: "\(name).xib",
                            width: Double(size.width), height: Double(size.height), scale: ibDevice.scale, idiom: ibDevice.idiom)
        return (screen, device, warnings)
    }
}
