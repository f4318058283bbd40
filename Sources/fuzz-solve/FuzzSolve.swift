// libFuzzer target: decode, then solve on two devices with the estimating text measurer (no Pango),
// so that every layout rule meets hostile numbers. Never a crash, trap, hang or leak.
import CollectionLayout
import Foundation
import ScreenSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let screen = try? Screen.decode(Data(bytes: bytes, count: count), name: "fuzz"),
          screen.itemCounts.reduce(0, +) <= 5_000 else { return 0 }
    for device in ["iphone-se", "ipad-pro-11"].compactMap(Device.preset(named:)) {
        _ = try? screen.solve(on: device, measuringWith: nil)
    }
    return 0
}
