import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import UIKit

// WebKit on Linux (issue 31 Deliver 3): inert stand-ins for a screen that only holds a web view.

/// WebKit's `WKWebView`: a view that would show a web page. Inert: it keeps what it is asked to load
/// (`url`, `title` stay nil — nothing loads) and draws as a plain view of its background colour.
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The last request or HTML given (`load`, `loadHTMLString`), kept for the app's own checks.
    open private(set) var lastRequest: URLRequest?
    open private(set) var lastHTML: String?
    open var url: URL? { nil }
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var allowsBackForwardNavigationGestures = false
    open var customUserAgent: String?
    /// UIKit's: the scroll view the page scrolls in (kept: its insets and settings change nothing drawn).
    public let scrollView = UIScrollView(frame: .zero)
    open var isInspectable = false

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { lastRequest = request; return WKNavigation() }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { lastHTML = string; return WKNavigation() }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    /// Runs nothing; the handler gets `(nil, nil)` at once.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, nil)
    }
}

/// WebKit's `WKWebViewConfiguration`.
open class WKWebViewConfiguration {
    public init() {}
    open var preferences = WKPreferences()
    open var userContentController = WKUserContentController()
    open var allowsInlineMediaPlayback = false
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
    /// WebKit's `websiteDataStore`: the default (persistent) store until set.
    open var websiteDataStore = WKWebsiteDataStore.default()
}

/// WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// WebKit's `WKPreferences`.
open class WKPreferences {
    public init() {}
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
}

/// WebKit's `WKUserContentController`: keeps the scripts and handlers it is given.
open class WKUserContentController {
    public init() {}
    open private(set) var userScripts: [WKUserScript] = []
    open private(set) var handlerNames: [String] = []
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlerNames.append(name) }
    open func removeScriptMessageHandler(forName name: String) { handlerNames.removeAll { $0 == name } }
    open func removeAllUserScripts() { userScripts = [] }
}

/// WebKit's `WKUserScript`.
open class WKUserScript {
    /// `WKUserScriptInjectionTime`.
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
    }
}
public typealias WKUserScriptInjectionTime = WKUserScript.InjectionTime

/// WebKit's `WKNavigation`: a load's token.
open class WKNavigation { public init() {} }

/// WebKit's `WKNavigationAction`.
open class WKNavigationAction {
    public let request: URLRequest
    public let navigationType: WKNavigationType
    /// The frame that asked (the main frame unless given).
    public let sourceFrame: WKFrameInfo
    /// The frame to load in; nil for a new window (`target="_blank"`).
    public let targetFrame: WKFrameInfo?
    public init(request: URLRequest, navigationType: WKNavigationType = .other, targetFrame: WKFrameInfo? = WKFrameInfo()) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        self.targetFrame = targetFrame
    }
}

/// WebKit's `WKFrameInfo`: which frame a navigation comes from or goes to.
open class WKFrameInfo {
    public let isMainFrame: Bool
    public let request: URLRequest
    public init(isMainFrame: Bool = true, request: URLRequest = URLRequest(url: URL(fileURLWithPath: "/"))) {
        self.isMainFrame = isMainFrame
        self.request = request
    }
}

/// WebKit's `WKNavigationResponse`.
open class WKNavigationResponse {
    public let response: URLResponse
    public init(response: URLResponse) { self.response = response }
}

public enum WKNavigationType: Int, Sendable { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other = -1 }
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// WebKit's `WKScriptMessage`.
open class WKScriptMessage {
    public let name: String
    public let body: Any
    public init(name: String, body: Any) { self.name = name; self.body = body }
}

/// WebKit's `WKScriptMessageHandler`.
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// WebKit's `WKNavigationDelegate`: every method optional (defaults), never called here.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
}

public extension WKNavigationDelegate {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
}

/// WebKit's `WKUIDelegate`: optional methods, never called here.
public protocol WKUIDelegate: AnyObject {
    func webViewDidClose(_ webView: WKWebView)
}

public extension WKUIDelegate {
    func webViewDidClose(_ webView: WKWebView) {}
}
