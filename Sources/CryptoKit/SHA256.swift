@_exported import Foundation

/// CryptoKit's `SHA256` on Linux, computed as FIPS 180-4 §6.2 specifies (Linux's Foundation has no
/// hashing): `SHA256.hash(data:)`, or `update(data:)` then `finalize()`. Other CryptoKit types
/// (keys, ciphers, signatures) are not here yet.
public struct SHA256: Sendable {
    public static let byteCount = 32
    public static let blockByteCount = 64
    private var state: [UInt32] = [0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19]
    /// The bytes of an unfinished block (fewer than 64).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    public static func hash<D: DataProtocol>(data: D) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(data: data)
        return hasher.finalize()
    }

    public mutating func update<D: DataProtocol>(data: D) {
        length &+= UInt64(data.count)
        for region in data.regions {
            region.withUnsafeBytes { absorb($0) }
        }
    }

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        length &+= UInt64(bufferPointer.count)
        absorb(bufferPointer)
    }

    /// §5.1.1 padding: a 1 bit, zeros, the message's length in bits as 64 bits big-endian.
    public func finalize() -> SHA256Digest {
        var copy = self
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = length &* 8
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        tail.withUnsafeBytes { bytes in
            var w = [UInt32](repeating: 0, count: 64)
            for offset in stride(from: 0, to: bytes.count, by: 64) { copy.compress(bytes, at: offset, schedule: &w) }
        }
        return SHA256Digest(bytes: copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } })
    }

    /// Whole blocks straight from `bytes`; what is left waits in `pending`.
    private mutating func absorb(_ bytes: UnsafeRawBufferPointer) {
        var w = [UInt32](repeating: 0, count: 64)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            offset = take
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBytes { compress($0, at: 0, schedule: &w) }
        }
        while bytes.count - offset >= 64 {
            compress(bytes, at: offset, schedule: &w)
            offset += 64
        }
        pending.append(contentsOf: bytes[offset...])
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }

    /// §6.2.2: the 64-byte block at `offset` of `bytes`, with `w` as the message schedule (reused, not reallocated).
    private mutating func compress(_ bytes: UnsafeRawBufferPointer, at offset: Int, schedule w: inout [UInt32]) {
        for t in 0..<16 {
            let i = offset + 4 * t
            w[t] = UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        for t in 16..<64 {
            let s0 = Self.rotr(w[t - 15], 7) ^ Self.rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = Self.rotr(w[t - 2], 17) ^ Self.rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7]
        for t in 0..<64 {
            let t1 = h &+ (Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ Self.k[t] &+ w[t]
            let t2 = (Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}

/// CryptoKit's `SHA256Digest`: 32 bytes, a sequence of them; its description is CryptoKit's
/// (`SHA256 digest: ` and the hex).
public struct SHA256Digest: Sequence, Hashable, Sendable, CustomStringConvertible, ContiguousBytes {
    let bytes: [UInt8]
    public static let byteCount = 32
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    public var description: String { "SHA256 digest: " + bytes.map { String(format: "%02x", $0) }.joined() }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
}
