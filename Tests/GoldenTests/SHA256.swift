import CryptoKit
import Foundation

/// SHA-256 of a byte array, as lowercase hex: the fingerprint the pixelmatch facts (`PixelmatchFacts`)
/// record diff images and test pairs by, so that the numbers recorded with Python's
/// `hashlib.sha256(…).hexdigest()` can be compared here. CryptoKit's (Layoutshot's stand-in on Linux,
/// FIPS 180-4; Apple's elsewhere).
///
///     sha256(Array("abc".utf8))   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
func sha256(_ message: [UInt8]) -> String {
    SHA256.hash(data: message).map { String(format: "%02x", $0) }.joined()
}
