import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

// What Apple's URL loading has and Linux's FoundationNetworking lacks, where an app file sees it: this
// module is imported beside every `import Foundation` (transform step 8) and re-exported by `UIKit`.
// Nothing is loaded in a capture that these decide; they let a networking library compile (Kingfisher).

/// Server-trust challenges: FoundationNetworking marks these unavailable (they rest on Darwin's Security);
/// here the method's name is Apple's, a protection space has no trust, and a credential made from a
/// trust is an empty one (no challenge is ever answered with it on Linux).
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"

extension URLProtectionSpace {
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    public convenience init(trust: SecTrust) { self.init(user: "", password: "", persistence: .none) }
}

extension URLRequest {
    /// iOS 13's Low Data Mode and expensive-network switches: kept as true (every network is allowed;
    /// Linux has no such modes).
    public var allowsConstrainedNetworkAccess: Bool { get { true } set {} }
    public var allowsExpensiveNetworkAccess: Bool { get { true } set {} }
}

extension URLSessionConfiguration {
    public var allowsConstrainedNetworkAccess: Bool { get { true } set {} }
    public var allowsExpensiveNetworkAccess: Bool { get { true } set {} }
}
#endif

extension URLError {
    /// iOS 13's `URLError.NetworkUnavailableReason`: why a request was refused by Low Data Mode or an
    /// expensive network — never, here (nil).
    public enum NetworkUnavailableReason: Int, Sendable { case cellular = 0, expensive = 1, constrained = 2 }
    public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}
