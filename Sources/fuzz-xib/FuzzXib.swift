// libFuzzer target: the Interface Builder reader. Every input must read or throw an IBError — never crash,
// trap, hang or leak. Build and run with scripts/fuzz (docs/toolchain.md §7 has the flags).
import Foundation
import InterfaceBuilder

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXib(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = try? IBDocument.read(Data(bytes: bytes, count: count), name: "fuzz.xib")
    return 0
}
