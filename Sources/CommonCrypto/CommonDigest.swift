@_exported import Foundation
import CryptoKit

/// CommonCrypto's SHA-256 on Linux, through CryptoKit's (`SHA256`, FIPS 180-4).
public typealias CC_LONG = UInt32
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA256_BLOCK_BYTES: Int32 = 64

/// Hashes `len` bytes at `data` into the 32 bytes at `md`, and returns `md`, as CommonCrypto.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    let bytes = data.map { [UInt8](UnsafeRawBufferPointer(start: $0, count: Int(len))) } ?? []
    for (i, byte) in SHA256.hash(data: bytes).enumerated() { md[i] = byte }
    return md
}
