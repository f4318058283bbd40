// libFuzzer target: decode, solve and draw to PNG bytes in memory on a small canvas (200 × 300 pt @1x),
// through Pango and cairo. Never a crash, trap, hang or leak; errors are fine.
import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

private let renderer = try? Renderer()
nonisolated(unsafe) private let measurer = try? TextMeasurer(scale: 1)
private let device = Device.custom(width: 200, height: 300, scale: 1)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let renderer, let measurer,
          let screen = try? Screen.decode(Data(bytes: bytes, count: count), name: "fuzz"),
          screen.itemCounts.reduce(0, +) <= 2_000 else { return 0 }
    // The one pipeline (`ScreenDrawing`), as every command draws.
    var drawing = ScreenDrawing(screen, on: device)
    guard let solved = try? drawing.solve(measuringWith: measurer) else { return 0 }
    for appearance in [Appearance.light, .dark] {
        drawing.appearance = appearance
        guard let scene = try? drawing.scene(solved, measuringWith: measurer) else { continue }
        _ = try? drawing.encode(scene, with: renderer)
    }
    return 0
}
