import Foundation
import FoundationOverlay

// LocalAuthentication on Linux (issue 31 Deliver 3): a device with no biometry and no passcode set —
// every policy is unavailable, as UIKit reports it on such a device; nothing is ever prompted.

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3, deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

public enum LABiometryType: Int, Sendable { case none = 0, touchID = 1, faceID = 2, opticID = 4 }

/// `LAError`, with `LAError.Code`.
public struct LAError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
        case notInteractive = -1004
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let biometryNotAvailable = Code.biometryNotAvailable, passcodeNotSet = Code.passcodeNotSet
    public static let userCancel = Code.userCancel, userFallback = Code.userFallback, authenticationFailed = Code.authenticationFailed
    public static let systemCancel = Code.systemCancel, appCancel = Code.appCancel, invalidContext = Code.invalidContext
    public static let biometryNotEnrolled = Code.biometryNotEnrolled, biometryLockout = Code.biometryLockout, notInteractive = Code.notInteractive
    /// The Touch ID names iOS 11 renamed (same codes).
    public static let touchIDNotAvailable = Code.biometryNotAvailable, touchIDNotEnrolled = Code.biometryNotEnrolled
    public static let touchIDLockout = Code.biometryLockout
}

/// `LAContext`: no policy can be evaluated (`canEvaluatePolicy` false with `passcodeNotSet`);
/// `evaluatePolicy` calls back at once with false and that error.
open class LAContext: NSObject {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    open var biometryType: LABiometryType { .none }
    open var evaluatedPolicyDomainState: Data? { nil }

    public override init() {}

    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.passcodeNotSet.rawValue)
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.passcodeNotSet))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { throw LAError(.passcodeNotSet) }

    open func invalidate() {}
}
