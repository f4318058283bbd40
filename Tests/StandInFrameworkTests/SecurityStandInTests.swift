import AVFoundation
import Foundation
import Security
import Testing
import UIKit
import zlib

/// Issue 31 Deliver 3: Security (an in-memory keychain), CoreFoundation's bridged names, AVFoundation's
/// capture classes (no camera) and the system's zlib, as app code writes them.
@Suite struct SecurityStandInTests {
    /// A keychain wrapper as apps write it (`[String: Any] as CFDictionary`, `kSec… as String`).
    struct TokenStore {
        let service: String
        func save(_ token: String) -> OSStatus {
            let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                        kSecAttrAccount as String: "user", kSecValueData as String: Data(token.utf8),
                                        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
            return SecItemAdd(query as CFDictionary, nil)
        }
        func load() -> (OSStatus, String?) {
            let query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "user",
                                          kSecReturnData: kCFBooleanTrue as Any, kSecMatchLimit: kSecMatchLimitOne]
            var item: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &item)
            return (status, (item as? Data).flatMap { String(data: $0, encoding: .utf8) })
        }
    }

    @Test func aFirstRunFindsNothingThenReadsBackWhatItStored() {
        let store = TokenStore(service: "test.first-run")
        #expect(store.load().0 == errSecItemNotFound)
        #expect(store.save("s3cret") == errSecSuccess)
        #expect(store.save("again") == errSecDuplicateItem)
        #expect(store.load().0 == noErr && store.load().1 == "s3cret")
    }

    @Test func updateAttributesAllAndDelete() {
        let service = "test.update"
        _ = TokenStore(service: service).save("one")
        let query = [kSecClass: kSecClassGenericPassword, kSecAttrService: service] as CFDictionary
        #expect(SecItemUpdate(query, [kSecValueData: Data("two".utf8)] as CFDictionary) == errSecSuccess)
        var all: AnyObject?
        let search = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecReturnAttributes: true,
                      kSecReturnData: true, kSecMatchLimit: kSecMatchLimitAll] as CFDictionary
        #expect(SecItemCopyMatching(search, &all) == errSecSuccess)
        let items = all as? [[String: Any]]
        #expect(items?.count == 1 && items?.first?[kSecAttrAccount as String] as? String == "user")
        #expect((items?.first?[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } == "two")
        #expect(SecItemDelete(query) == errSecSuccess && SecItemDelete(query) == errSecItemNotFound)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) == "The specified item could not be found in the keychain.")
    }

    @Test func keysAreNeverMadeAndTrustIsNeverEstablished() {
        var error: Unmanaged<CFError>?
        let key = SecKeyCreateRandomKey([kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits: 256] as CFDictionary, &error)
        #expect(key == nil && (error?.takeRetainedValue() as Error?).map { ($0 as NSError).code } == Int(errSecUnimplemented))
        let certificate = SecCertificateCreateWithData(nil, Data([0x30, 0x82]) as CFData)
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates([certificate as Any] as CFArray, SecPolicyCreateSSL(true, "example.com"), &trust) == errSecSuccess)
        #expect(trust.map { SecTrustGetCertificateCount($0) } == 1 && trust.map { SecTrustEvaluateWithError($0, nil) } == false)
        #expect(SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .biometryCurrentSet, nil)?.flags == .biometryCurrentSet)
    }

    /// Deterministic, so a capture showing a generated value is the same at every run.
    @Test func randomBytesAreFilledAndDeterministicPerRun() {
        var bytes = [UInt8](repeating: 0, count: 16)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
        #expect(bytes.contains { $0 != 0 })
    }

    @Test func coreFoundationNamesAreTheBridgedSwiftTypes() {
        let version = ["CFBundleVersion": "42"][kCFBundleVersionKey as String]
        #expect(version == "42")
        #expect(CFRangeMake(2, 3) == CFRange(location: 2, length: 3))
        #expect(CFAbsoluteTimeGetCurrent() > 0 && kCFAllocatorDefault == nil && kCFBooleanTrue == true)
    }

    @Test func aScannerScreenFindsNoCameraAndKeepsItsSession() throws {
        #expect(AVCaptureDevice.default(for: .video) == nil && AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        var granted: Bool?
        AVCaptureDevice.requestAccess(for: .video) { granted = $0 }
        #expect(granted == false)
        let session = AVCaptureSession()
        let output = AVCaptureMetadataOutput()
        if session.canAddOutput(output) { session.addOutput(output) }
        output.metadataObjectTypes = [.qr]
        session.startRunning()
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.videoGravity = .resizeAspectFill
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        preview.frame = view.bounds
        view.layer.addSublayer(preview)
        #expect(!session.isRunning && session.outputs.count == 1 && view.layer.sublayers?.first === preview && preview.superlayer === view.layer)
        preview.removeFromSuperlayer()
        #expect(view.layer.sublayers?.isEmpty == true)
        let connection = AVCaptureConnection()
        let coordinator = AVCaptureDevice.RotationCoordinator(device: AVCaptureDevice(), previewLayer: preview)
        #expect(connection.isVideoRotationAngleSupported(coordinator.videoRotationAngleForHorizonLevelPreview))
        #expect(AVMakeRect(aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 160, height: 160))
                == CGRect(x: 0, y: 35, width: 160, height: 90))
    }

    /// `import zlib` is the system's zlib: compress and inflate round-trip.
    @Test func zlibIsTheSystemsZlib() {
        let input = [UInt8](repeating: 65, count: 1000)
        var compressedLength = compressBound(uLong(input.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        #expect(compress(&compressed, &compressedLength, input, uLong(input.count)) == Z_OK)
        var outputLength = uLong(input.count)
        var output = [UInt8](repeating: 0, count: input.count)
        #expect(uncompress(&output, &outputLength, compressed, compressedLength) == Z_OK && output == input)
        #expect(compressedLength < 100)
    }
}
