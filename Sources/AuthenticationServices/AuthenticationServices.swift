import Foundation
@_exported import UIKit

// AuthenticationServices on Linux: inert stand-ins for a screen that only holds them. Nothing is shown
// and nobody is authenticated: a web session never starts, an authorization request is never answered.

/// AuthenticationServices' `ASPresentationAnchor`: the window a sheet would be shown over (`UIWindow` on iOS).
public typealias ASPresentationAnchor = UIWindow

/// AuthenticationServices' `ASWebAuthenticationSessionErrorDomain`.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// AuthenticationServices' `ASWebAuthenticationSessionError`, with its `Code`.
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable {
    /// `ASWebAuthenticationSessionError.Code`.
    public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

extension ASWebAuthenticationSessionError.Code {
    /// `catch ASWebAuthenticationSessionError.<code>` and `case ASWebAuthenticationSessionError.<code> = error`, as Apple's error codes match.
    public static func ~= (match: Self, error: any Error) -> Bool { (error as? ASWebAuthenticationSessionError)?.code == match }
}

/// AuthenticationServices' `ASWebAuthenticationSession`: kept; `start()` returns false (no sheet), so the completion handler is never called.
open class ASWebAuthenticationSession: NSObject {
    /// `ASWebAuthenticationSession.CompletionHandler`.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// `ASWebAuthenticationSession.Callback` (iOS 17.4): a custom scheme, or an HTTPS host and path.
    public final class Callback: NSObject {
        let scheme: String
        let host: String?
        let path: String?
        init(scheme: String, host: String?, path: String?) { self.scheme = scheme; self.host = host; self.path = path }
        /// A callback to a custom URL scheme.
        public class func customScheme(_ customScheme: String) -> Self { Self(scheme: customScheme, host: nil, path: nil) }
        /// A callback to an HTTPS URL of `host` and `path`.
        public class func https(host: String, path: String) -> Self { Self(scheme: "https", host: host, path: path) }
        /// Whether `url` is this callback's (scheme, and host and path for HTTPS; case-insensitive scheme and host).
        public func matchesURL(_ url: URL) -> Bool {
            guard url.scheme?.lowercased() == scheme.lowercased() else { return false }
            guard let host else { return true }
            return url.host?.lowercased() == host.lowercased() && url.path == path
        }
    }

    public let url: URL
    public let callbackURLScheme: String?
    public let callback: Callback?
    let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?
    /// Whether `start()` would succeed: false here.
    open var canStart: Bool { false }

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL; self.callbackURLScheme = callbackURLScheme; callback = nil; self.completionHandler = completionHandler
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        url = URL; callbackURLScheme = nil; self.callback = callback; self.completionHandler = completionHandler
    }

    /// Starts nothing and returns false: no sheet is shown, the completion handler is never called.
    @discardableResult open func start() -> Bool { false }
    /// Accepted; a session that never started has nothing to cancel (the handler is not called).
    open func cancel() {}
}

/// AuthenticationServices' `ASWebAuthenticationPresentationContextProviding`: kept, never asked.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// AuthenticationServices' `ASAuthorizationErrorDomain`.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// AuthenticationServices' `ASAuthorizationError`, with its `Code`.
public struct ASAuthorizationError: CustomNSError, Hashable, Sendable {
    /// `ASAuthorizationError.Code`.
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005
        case matchedExcludedCredential = 1006, credentialImport = 1007, credentialExport = 1008
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { ASAuthorizationErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
}

extension ASAuthorizationError.Code {
    /// `catch ASAuthorizationError.<code>` and `case ASAuthorizationError.<code> = error`, as Apple's error codes match.
    public static func ~= (match: Self, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == match }
}

/// AuthenticationServices' `ASAuthorization`: a provider and its credential (never made here: nothing is authorized).
open class ASAuthorization: NSObject {
    /// `ASAuthorization.Scope`: the contact information an Apple ID request asks for.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope("full_name")
        public static let email = Scope("email")
    }

    /// `ASAuthorization.OpenIDOperation`.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation("implicit")
        public static let operationLogin = OpenIDOperation("login")
        public static let operationRefresh = OpenIDOperation("refresh")
        public static let operationLogout = OpenIDOperation("logout")
    }

    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential
    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider; self.credential = credential
    }
}

/// AuthenticationServices' `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: AnyObject {}

/// AuthenticationServices' `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// AuthenticationServices' `ASUserDetectionStatus`.
public enum ASUserDetectionStatus: Int, Sendable { case unsupported = 0, unknown = 1, likelyReal = 2 }

/// AuthenticationServices' `ASAuthorizationRequest`: kept, never performed.
open class ASAuthorizationRequest: NSObject {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// AuthenticationServices' `ASAuthorizationOpenIDRequest`: its scopes, state and nonce are kept.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
    open var requestedOperation = ASAuthorization.OpenIDOperation.operationImplicit
}

/// AuthenticationServices' `ASAuthorizationAppleIDRequest`: kept, never performed.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    open var user: String?
}

/// AuthenticationServices' `ASAuthorizationAppleIDProvider`: makes requests; `getCredentialState` calls back at once with `.notFound` (signed out).
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// `ASAuthorizationAppleIDProvider.CredentialState`.
    public enum CredentialState: Int, Sendable { case revoked = 0, authorized = 1, notFound = 2, transferred = 3 }
    /// `ASAuthorizationAppleIDProvider.credentialRevokedNotification`: never posted here.
    public static let credentialRevokedNotification = NSNotification.Name("ASAuthorizationAppleIDCredentialRevokedNotification")

    public override init() {}
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }
    /// Calls back at once with `.notFound` and no error: no Apple ID is signed in.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
    /// `.notFound`: no Apple ID is signed in.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// AuthenticationServices' `ASAuthorizationAppleIDCredential`: what a completed Apple ID authorization holds (never made here).
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: ASUserDetectionStatus
    init(user: String) {
        self.user = user; state = nil; authorizedScopes = []; authorizationCode = nil; identityToken = nil
        email = nil; fullName = nil; realUserStatus = .unsupported
    }
}

/// AuthenticationServices' `ASPasswordCredential`: a user name and password, kept.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let password: String
    public init(user: String, password: String) { self.user = user; self.password = password }
}

/// AuthenticationServices' `ASAuthorizationPasswordRequest`: kept, never performed.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

/// AuthenticationServices' `ASAuthorizationPasswordProvider`: makes requests (no saved password is ever offered).
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider {
    public override init() {}
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

/// AuthenticationServices' `ASAuthorizationController`: keeps its requests; nothing is shown, so the delegate is never called.
open class ASAuthorizationController: NSObject {
    /// `ASAuthorizationController.RequestOptions`.
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
    }

    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    /// Accepted; no sheet is shown, the delegate is never called.
    open func performRequests() {}
    /// Accepted; no sheet is shown, the delegate is never called.
    open func performRequests(options: RequestOptions) {}
    /// Accepted; no keyboard suggestion is offered.
    open func performAutoFillAssistedRequests() {}
    /// Accepted; nothing is in progress.
    open func cancel() {}
}

/// AuthenticationServices' `ASAuthorizationControllerDelegate`: both methods optional (defaults), never called.
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

public extension ASAuthorizationControllerDelegate {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// AuthenticationServices' `ASAuthorizationControllerPresentationContextProviding`: kept, never asked.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// AuthenticationServices' `ASAuthorizationAppleIDButton`: an empty control (no Apple artwork) keeping its corner radius; actions never sent.
open class ASAuthorizationAppleIDButton: UIControl {
    /// `ASAuthorizationAppleIDButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case signIn = 0, `continue` = 1, signUp = 2
        public static var `default`: ButtonType { .signIn }
    }
    /// `ASAuthorizationAppleIDButton.Style`.
    public enum Style: Int, Sendable { case white = 0, whiteOutline = 1, black = 2 }

    let buttonType: ButtonType
    let style: Style
    open var cornerRadius: CGFloat = 6

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        buttonType = type; self.style = style
        super.init(frame: .zero)
    }

    public convenience init(type: ButtonType, style: Style) { self.init(authorizationButtonType: type, authorizationButtonStyle: style) }

    /// A sign-in button in black, as `ASAuthorizationAppleIDButton()` is on iOS.
    public override init(frame: CGRect) {
        buttonType = .signIn; style = .black
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .signIn; style = .black
        super.init(coder: coder)
    }
}
