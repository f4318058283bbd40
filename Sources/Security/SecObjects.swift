import Foundation
import FoundationOverlay

// Keys, certificates, trust and access control on Linux (issue 31 Deliver 3): the types exist so code
// that holds them compiles; no cryptography is done. Creating a key fails with `errSecUnimplemented`,
// a certificate keeps the bytes it was made from, and trust is never established.

/// `SecKey`: never made here (`SecKeyCreateRandomKey` and friends return nil with an error).
public final class SecKey {}
/// `SecCertificate`: the DER bytes it was made from.
public final class SecCertificate { let data: Data; init(data: Data) { self.data = data } }
/// `SecIdentity`, `SecPolicy`, `SecTrust`, `SecAccessControl`: opaque, as on iOS.
public final class SecIdentity {}
public final class SecPolicy {}
public final class SecTrust { let certificates: [SecCertificate]; init(certificates: [SecCertificate]) { self.certificates = certificates } }
public final class SecAccessControl { public let flags: SecAccessControlCreateFlags; init(flags: SecAccessControlCreateFlags) { self.flags = flags } }

public typealias SecKeyAlgorithm = CFString
public typealias SecKeyAlgorithmName = CFString

/// `SecAccessControlCreateFlags`.
public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let userPresence = Self(rawValue: 1 << 0)
    public static let biometryAny = Self(rawValue: 1 << 1)
    public static let touchIDAny = biometryAny
    public static let biometryCurrentSet = Self(rawValue: 1 << 3)
    public static let touchIDCurrentSet = biometryCurrentSet
    public static let devicePasscode = Self(rawValue: 1 << 4)
    public static let watch = Self(rawValue: 1 << 5)
    public static let or = Self(rawValue: 1 << 14)
    public static let and = Self(rawValue: 1 << 15)
    public static let privateKeyUsage = Self(rawValue: 1 << 30)
    public static let applicationPassword = Self(rawValue: 1 << 31)
}

/// `SecTrustResultType`.
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0, proceed = 1, confirm = 2, deny = 3, unspecified = 4, recoverableTrustFailure = 5, fatalTrustFailure = 6, otherError = 7
}

private func unimplemented(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
    error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecUnimplemented)))
}

public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: Any, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    SecAccessControl(flags: flags)
}

public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? { unimplemented(error); return nil }
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? { unimplemented(error); return nil }
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? { nil }
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? { unimplemented(error); return nil }
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool { false }
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? { unimplemented(error); return nil }
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? { unimplemented(error); return nil }
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? { unimplemented(error); return nil }

/// `SecKeyOperationType`.
public enum SecKeyOperationType: Int, Sendable { case sign = 0, verify = 1, encrypt = 2, decrypt = 3, keyExchange = 4 }

/// `SecCertificateCreateWithData`: a certificate holding the bytes (nil for empty data); not parsed.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? { data.isEmpty ? nil : SecCertificate(data: data) }
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.data }
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? { nil }

public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy { SecPolicy() }
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy() }
public func SecTrustCreateWithCertificates(_ certificates: Any, _ policies: Any?, _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let list = (certificates as? [SecCertificate]) ?? (certificates as? SecCertificate).map { [$0] } ?? []
    trust.pointee = SecTrust(certificates: list)
    return errSecSuccess
}
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: Any) -> OSStatus { errSecSuccess }
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray) -> OSStatus { errSecSuccess }
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus { errSecSuccess }
/// Trust is never established on Linux: evaluation fails (`errSecNotAvailable`).
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = NSError(domain: NSOSStatusErrorDomain, code: Int(errSecNotAvailable))
    return false
}
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ index: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(index) ? trust.certificates[index] : nil
}
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates }
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { nil }
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { nil }

/// `SecRandomCopyBytes`: fills the buffer from a generator seeded the same at every run, so a capture
/// that shows a generated value is reproducible (Layoutshot's determinism) — not random, never for secrets.
public struct SecRandom: @unchecked Sendable { init() {} }
public typealias SecRandomRef = SecRandom
public let kSecRandomDefault: SecRandomRef? = nil

private let randomLock = NSLock()
nonisolated(unsafe) private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    randomLock.lock(); defer { randomLock.unlock() }
    for index in 0..<max(count, 0) {
        randomState &+= 0x9E37_79B9_7F4A_7C15  // SplitMix64
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        bytes.storeBytes(of: UInt8(truncatingIfNeeded: z ^ (z >> 31)), toByteOffset: index, as: UInt8.self)
    }
    return errSecSuccess
}

// Safari's shared web credentials (SecSharedCredential.h): the app has no associated domains here, so
// every request fails as iOS fails one without the entitlement (`errSecMissingEntitlement`), at once.

/// Calls back at once with `errSecMissingEntitlement`; nothing is saved.
public func SecAddSharedWebCredential(_ fqdn: CFString, _ account: CFString, _ password: CFString?,
                                      _ completionHandler: @escaping (CFError?) -> Void) {
    completionHandler(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecMissingEntitlement)))
}

/// Calls back at once with no credentials and `errSecMissingEntitlement`.
public func SecRequestSharedWebCredential(_ fqdn: CFString?, _ account: CFString?,
                                          _ completionHandler: @escaping (CFArray?, CFError?) -> Void) {
    completionHandler(nil, NSError(domain: NSOSStatusErrorDomain, code: Int(errSecMissingEntitlement)))
}

/// A password of iOS's form — `xxx-xxx-xxx-xxx` from the characters `abcdefghkmnopqrstuvwxy3456789` — but
/// always the same one, `abc-def-ghk-mno`: iOS draws a random one, and a render must not differ from run to run.
public func SecCreateSharedWebCredentialPassword() -> CFString? { "abc-def-ghk-mno" }
