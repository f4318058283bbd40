// libFuzzer target: the screen-file reader. Every input must decode or throw a SpecError — never
// crash, trap, hang or leak. Build and run with scripts/fuzz (docs/toolchain.md §7 has the flags).
import Foundation
import ScreenSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = try? Screen.decode(Data(bytes: bytes, count: count), name: "fuzz")
    return 0
}
