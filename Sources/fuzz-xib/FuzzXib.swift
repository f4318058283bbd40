// libFuzzer target: the Interface Builder reader (placeholder until the reader lands).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXib(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt { 0 }
