import Foundation

/// WebKit's `WKWebsiteDataStore`: a web view's cookies, caches and storage. Kept: nothing loads on
/// Linux, so a store holds no records; fetches answer none and removals finish at once.
open class WKWebsiteDataStore: NSObject {
    nonisolated(unsafe) private static let shared = WKWebsiteDataStore(persistent: true)
    public let isPersistent: Bool
    public let httpCookieStore = WKHTTPCookieStore()
    /// iOS 17: the store's identifier (`dataStore(forIdentifier:)`).
    public private(set) var identifier: UUID?

    init(persistent: Bool, identifier: UUID? = nil) {
        isPersistent = persistent
        self.identifier = identifier
        super.init()
    }

    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    open class func allWebsiteDataTypes() -> Set<String> {
        [WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache, WKWebsiteDataTypeLocalStorage,
         WKWebsiteDataTypeSessionStorage, WKWebsiteDataTypeIndexedDBDatabases, WKWebsiteDataTypeWebSQLDatabases,
         WKWebsiteDataTypeOfflineWebApplicationCache, WKWebsiteDataTypeFetchCache, WKWebsiteDataTypeServiceWorkerRegistrations]
    }
    /// iOS 17: a persistent store by identifier.
    public static func dataStore(forIdentifier identifier: UUID) -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true, identifier: identifier) }

    open func fetchDataRecords(ofTypes dataTypes: Set<String>, completionHandler: @escaping ([WKWebsiteDataRecord]) -> Void) {
        completionHandler([])
    }
    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord], completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

/// WebKit's website data types (`WKWebsiteDataTypeCookies`, …), with WebKit's string values.
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
public let WKWebsiteDataTypeServiceWorkerRegistrations = "WKWebsiteDataTypeServiceWorkerRegistrations"

/// WebKit's `WKWebsiteDataRecord`: one site's data (never made here).
open class WKWebsiteDataRecord: NSObject {
    public let displayName: String
    public let dataTypes: Set<String>
    init(displayName: String, dataTypes: Set<String>) { self.displayName = displayName; self.dataTypes = dataTypes; super.init() }
}

/// WebKit's `WKHTTPCookieStore`: the cookies set are kept and answered; none come from the web.
open class WKHTTPCookieStore: NSObject {
    private var cookies: [HTTPCookie] = []
    private let lock = NSLock()
    open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) {
        lock.lock(); let all = cookies; lock.unlock()
        completionHandler(all)
    }
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        lock.lock(); cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }; cookies.append(cookie); lock.unlock()
        completionHandler?()
    }
    open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) {
        lock.lock(); cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }; lock.unlock()
        completionHandler?()
    }
}

/// WebKit's `WKDownload` (iOS 14.5): a download a web view started — never made here (nothing loads).
open class WKDownload: NSObject {
    open var originalRequest: URLRequest? { nil }
    open weak var webView: WKWebView?
    open weak var delegate: (any WKDownloadDelegate)?
    open var progress = Progress()
    open func cancel(_ completionHandler: ((Data?) -> Void)? = nil) { completionHandler?(nil) }
}

/// WebKit's `WKDownloadDelegate`: never called.
public protocol WKDownloadDelegate: AnyObject {
    func download(_ download: WKDownload, decideDestinationUsing response: URLResponse, suggestedFilename: String,
                  completionHandler: @escaping (URL?) -> Void)
    func downloadDidFinish(_ download: WKDownload)
    func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?)
}

extension WKDownloadDelegate {
    public func downloadDidFinish(_ download: WKDownload) {}
    public func download(_ download: WKDownload, didFailWithError error: any Error, resumeData: Data?) {}
}
