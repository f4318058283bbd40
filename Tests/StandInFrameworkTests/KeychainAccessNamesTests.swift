import Foundation
import LocalAuthentication
import Security
import Testing

/// Issue 31 Deliver 3: the Security, CoreFoundation and LocalAuthentication names KeychainAccess 4.2.2
/// (kishikawakatsumi/KeychainAccess@84e5467, `Lib/KeychainAccess/Keychain.swift`) and 2FAS's `BiometricAuth`
/// (twofas/2fas-ios@693a08e, `TwoFAS/Protection/BiometricAuth.swift`) use, with what they do here.
@Suite struct KeychainAccessNamesTests {
    /// An internet password as KeychainAccess queries one: its attributes are the four-character codes of
    /// SecKeychain.h, and the keychain keeps and finds it by them.
    @Test func anInternetPasswordIsStoredAndFoundByItsProtocolAndAuthenticationType() {
        let query: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: "example.com",
                                    kSecAttrProtocol as String: kSecAttrProtocolHTTPS,
                                    kSecAttrAuthenticationType as String: kSecAttrAuthenticationTypeHTMLForm,
                                    kSecAttrAccount as String: "ann", kSecAttrSecurityDomain as String: "realm"]
        SecItemDelete(query as CFDictionary)
        var adding = query
        adding[kSecValueData as String] = Data("secret".utf8)
        adding[kSecAttrCreator as String] = "lysh"
        #expect(SecItemAdd(adding as CFDictionary, nil) == errSecSuccess)
        var found = query
        found[kSecReturnData as String] = true
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(found as CFDictionary, &item) == errSecSuccess && (item as? Data) == Data("secret".utf8))
        var other = query
        other[kSecAttrProtocol as String] = kSecAttrProtocolFTP
        #expect(SecItemCopyMatching(other as CFDictionary, nil) == errSecItemNotFound)
        #expect(kSecAttrProtocolHTTPS == "htps" && kSecAttrProtocolFTP == "ftp " && kSecAttrAuthenticationTypeHTMLForm == "form")
        #expect(kSecAttrAccessibleAlways == "dk" && kSecAttrAccessibleAlwaysThisDeviceOnly == "dku" && kSecAttrType == kSecAttrKeyType)
        SecItemDelete(query as CFDictionary)
    }

    @Test func sharedWebCredentialsAreRefusedForWantOfTheEntitlement() {
        var added: CFError?, requested: (CFArray?, CFError?) = (nil, nil)
        SecAddSharedWebCredential("example.com" as CFString, "ann" as CFString, "pw" as CFString?) { added = $0 }
        SecRequestSharedWebCredential(nil, nil) { requested = ($0, $1) }
        #expect(added?.code == Int(errSecMissingEntitlement) && requested.0 == nil && requested.1?.code == Int(errSecMissingEntitlement))
        let password = SecCreateSharedWebCredentialPassword().map { $0 as String }
        #expect(password == "abc-def-ghk-mno" && password == SecCreateSharedWebCredentialPassword().map { $0 as String })
    }

    @Test func aCFErrorReadsAsItsNSError() {
        let error: CFError = NSError(domain: "Keychain", code: -25300, userInfo: [NSLocalizedDescriptionKey: "not found"])
        #expect(CFErrorGetDomain(error) as String == "Keychain" && CFErrorGetCode(error) == -25300)
        #expect((CFErrorCopyUserInfo(error) as? [String: Any])?[NSLocalizedDescriptionKey] as? String == "not found")
    }

    @Test func foundationIsNewerThanEveryOldSystemAVersionCheckNames() {
        #expect(floor(NSFoundationVersionNumber) > floor(NSFoundationVersionNumber_iOS_8_0))
        #expect(NSFoundationVersionNumber_iOS_8_0 > NSFoundationVersionNumber_iOS_7_0)
    }

    /// 2FAS compares the code of a failed evaluation with `LAError.userCancel`, `.appCancel`, `.systemCancel`, `.userFallback`.
    @Test func everyLAErrorCodeHasItsStaticName() {
        let code = LAError(.systemCancel).code
        #expect(code == LAError.systemCancel && code != LAError.appCancel && LAError.biometryLockout.rawValue == -8)
        #expect(LAError.touchIDLockout == LAError.biometryLockout && LAError.notInteractive.rawValue == -1004)
    }
}
