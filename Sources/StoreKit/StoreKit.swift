import Foundation
@_exported import UIKit

// StoreKit (the original In-App Purchase API) on Linux: inert stand-ins for a screen that only holds
// them. Nothing is bought, restored, fetched or reviewed: payments cannot be made, requests are never
// answered, observers and delegates are kept and never called.

/// StoreKit's `SKErrorDomain`.
public let SKErrorDomain = "SKErrorDomain"

/// StoreKit's `SKError`, with its `Code` (`error.code == .paymentCancelled`, `SKError.paymentCancelled`).
public struct SKError: CustomNSError, Hashable, Sendable {
    /// `SKError.Code`.
    public enum Code: Int, Sendable {
        case unknown = 0, clientInvalid = 1, paymentCancelled = 2, paymentInvalid = 3, paymentNotAllowed = 4
        case storeProductNotAvailable = 5, cloudServicePermissionDenied = 6, cloudServiceNetworkConnectionFailed = 7
        case cloudServiceRevoked = 8, privacyAcknowledgementRequired = 9, unauthorizedRequestData = 10
        case invalidOfferIdentifier = 11, invalidSignature = 12, missingOfferParams = 13, invalidOfferPrice = 14
        case overlayCancelled = 15, overlayInvalidConfiguration = 16, overlayTimeout = 17, ineligibleForOffer = 18
        case unsupportedPlatform = 19, overlayPresentedInBackgroundScene = 20
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { SKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var clientInvalid: Code { .clientInvalid }
    public static var paymentCancelled: Code { .paymentCancelled }
    public static var paymentInvalid: Code { .paymentInvalid }
    public static var paymentNotAllowed: Code { .paymentNotAllowed }
    public static var storeProductNotAvailable: Code { .storeProductNotAvailable }
    public static var cloudServicePermissionDenied: Code { .cloudServicePermissionDenied }
    public static var cloudServiceNetworkConnectionFailed: Code { .cloudServiceNetworkConnectionFailed }
    public static var cloudServiceRevoked: Code { .cloudServiceRevoked }
}

extension SKError.Code {
    /// `catch SKError.<code>` and `case SKError.<code> = error`, as Apple's error codes match.
    public static func ~= (match: Self, error: any Error) -> Bool { (error as? SKError)?.code == match }
}

// MARK: Products

/// StoreKit's `SKProductSubscriptionPeriod`: a number of units (one day unless an app's subclass says otherwise).
open class SKProductSubscriptionPeriod: NSObject {
    open var numberOfUnits: Int { 1 }
    open var unit: SKProduct.PeriodUnit { .day }
}

/// StoreKit's `SKProductDiscount`: an introductory or promotional offer (never fetched here).
open class SKProductDiscount: NSObject {
    /// `SKProductDiscount.PaymentMode`.
    public enum PaymentMode: UInt, Sendable { case payAsYouGo = 0, payUpFront = 1, freeTrial = 2 }
    /// `SKProductDiscount.Type`.
    public enum `Type`: UInt, Sendable { case introductory = 0, subscription = 1 }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var identifier: String? { nil }
    open var subscriptionPeriod: SKProductSubscriptionPeriod { SKProductSubscriptionPeriod() }
    open var numberOfPeriods: Int { 1 }
    open var paymentMode: PaymentMode { .payAsYouGo }
    open var type: `Type` { .introductory }
}

/// StoreKit's `SKProduct`: an empty product (no product is ever fetched; an app's test subclass may override each property).
open class SKProduct: NSObject {
    /// `SKProduct.PeriodUnit`.
    public enum PeriodUnit: UInt, Sendable { case day = 0, week = 1, month = 2, year = 3 }
    open var localizedDescription: String { "" }
    open var localizedTitle: String { "" }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var productIdentifier: String { "" }
    open var isDownloadable: Bool { false }
    open var isFamilyShareable: Bool { false }
    open var contentVersion: String { "" }
    open var downloadContentLengths: [NSNumber] { [] }
    open var downloadContentVersion: String { "" }
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    open var introductoryPrice: SKProductDiscount? { nil }
    open var subscriptionGroupIdentifier: String? { nil }
    open var discounts: [SKProductDiscount] { [] }
}

// MARK: Requests

/// StoreKit's `SKRequest`: kept, never answered — `start()` sends nothing, the delegate is never called.
open class SKRequest: NSObject {
    /// Held weakly, as on iOS. (`SKProductsRequest` shares this property: Swift cannot narrow its type.)
    open weak var delegate: (any SKRequestDelegate)?
    /// Accepted; nothing is sent and no answer comes.
    open func start() {}
    /// Accepted; nothing is in progress.
    open func cancel() {}
}

/// StoreKit's `SKRequestDelegate`: both methods optional (defaults), never called.
public protocol SKRequestDelegate: AnyObject {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: any Error)
}

public extension SKRequestDelegate {
    func requestDidFinish(_ request: SKRequest) {}
    func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// StoreKit's `SKProductsRequest`: keeps its identifiers; never answered (no product is fetched).
open class SKProductsRequest: SKRequest {
    let productIdentifiers: Set<String>
    public init(productIdentifiers: Set<String>) { self.productIdentifiers = productIdentifiers }
}

/// StoreKit's `SKProductsRequestDelegate`: `productsRequest(_:didReceive:)` is never called.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// StoreKit's `SKProductsResponse`: no products, no invalid identifiers (never made by a request here).
open class SKProductsResponse: NSObject {
    open var products: [SKProduct] { [] }
    open var invalidProductIdentifiers: [String] { [] }
}

/// StoreKit's `SKReceiptRefreshRequest`: kept, never answered (no receipt is fetched).
open class SKReceiptRefreshRequest: SKRequest {
    public let receiptProperties: [String: Any]?
    public init(receiptProperties properties: [String: Any]? = nil) { receiptProperties = properties }
}

// MARK: Payments

/// StoreKit's `SKPayment`: a product identifier and quantity (one), kept.
open class SKPayment: NSObject {
    var storedProductIdentifier: String
    var storedQuantity = 1
    var storedRequestData: Data?
    var storedApplicationUsername: String?
    var storedSimulatesAskToBuyInSandbox = false

    init(productIdentifier: String) { storedProductIdentifier = productIdentifier }
    public convenience init(product: SKProduct) { self.init(productIdentifier: product.productIdentifier) }
    public override convenience init() { self.init(productIdentifier: "") }

    open var productIdentifier: String { storedProductIdentifier }
    open var quantity: Int { storedQuantity }
    open var requestData: Data? { storedRequestData }
    open var applicationUsername: String? { storedApplicationUsername }
    open var simulatesAskToBuyInSandbox: Bool { storedSimulatesAskToBuyInSandbox }
}

/// StoreKit's `SKMutablePayment`: a payment whose fields the app sets.
open class SKMutablePayment: SKPayment {
    open override var productIdentifier: String {
        get { storedProductIdentifier }
        set { storedProductIdentifier = newValue }
    }
    open override var quantity: Int {
        get { storedQuantity }
        set { storedQuantity = newValue }
    }
    open override var requestData: Data? {
        get { storedRequestData }
        set { storedRequestData = newValue }
    }
    open override var applicationUsername: String? {
        get { storedApplicationUsername }
        set { storedApplicationUsername = newValue }
    }
    open override var simulatesAskToBuyInSandbox: Bool {
        get { storedSimulatesAskToBuyInSandbox }
        set { storedSimulatesAskToBuyInSandbox = newValue }
    }
}

/// StoreKit's `SKPaymentTransactionState`.
public enum SKPaymentTransactionState: Int, Sendable { case purchasing = 0, purchased = 1, failed = 2, restored = 3, deferred = 4 }

/// StoreKit's `SKPaymentTransaction`: a payment's state (never made here: no payment is processed).
open class SKPaymentTransaction: NSObject {
    public let payment: SKPayment
    public let transactionState: SKPaymentTransactionState
    public let transactionIdentifier: String?
    public let transactionDate: Date?
    public let original: SKPaymentTransaction?
    public let error: (any Error)?
    init(payment: SKPayment, state: SKPaymentTransactionState) {
        self.payment = payment; transactionState = state
        transactionIdentifier = nil; transactionDate = nil; original = nil; error = nil
    }
}

/// StoreKit's `SKStorefront`: the App Store's country (never known here).
open class SKStorefront: NSObject {
    open var countryCode: String { "" }
    open var identifier: String { "" }
}

/// StoreKit's `SKPaymentQueue.default()`: `canMakePayments()` false; observers kept until removed, never called; payments dropped.
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    private static let queue = SKPaymentQueue()
    private let lock = NSLock()
    private var observers: [any SKPaymentTransactionObserver] = []

    open class func `default`() -> SKPaymentQueue { queue }
    /// False: this device cannot make payments.
    open class func canMakePayments() -> Bool { false }

    /// The pending transactions: none (no payment is processed).
    open var transactions: [SKPaymentTransaction] { [] }
    /// The observers added and not removed, in order.
    open var transactionObservers: [any SKPaymentTransactionObserver] { lock.withLock { observers } }
    /// The App Store's storefront: nil (none is known).
    open var storefront: SKStorefront? { nil }

    /// Keeps the observer (never called); adding one twice keeps it once.
    open func add(_ observer: any SKPaymentTransactionObserver) {
        lock.withLock { if !observers.contains(where: { $0 === observer }) { observers.append(observer) } }
    }
    open func remove(_ observer: any SKPaymentTransactionObserver) {
        lock.withLock { observers.removeAll { $0 === observer } }
    }
    /// Dropped: nothing is bought, no transaction appears.
    open func add(_ payment: SKPayment) {}
    /// Accepted; nothing is restored, no observer is called.
    open func restoreCompletedTransactions() {}
    /// Accepted; nothing is restored, no observer is called.
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {}
    /// Accepted; there is no transaction to finish.
    open func finishTransaction(_ transaction: SKPaymentTransaction) {}
    /// Accepted; no sheet is shown.
    open func presentCodeRedemptionSheet() {}
}

/// StoreKit's `SKPaymentTransactionObserver`: `paymentQueue(_:updatedTransactions:)` required, the rest optional (defaults); never called.
public protocol SKPaymentTransactionObserver: AnyObject {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String])
}

public extension SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { false }
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
    func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String]) {}
}

// MARK: Reviews and the store sheet

/// StoreKit's `SKStoreReviewController`: a review is never requested (nothing is shown).
open class SKStoreReviewController: NSObject {
    /// Accepted; no review prompt is shown.
    open class func requestReview() {}
    /// Accepted; no review prompt is shown.
    open class func requestReview(in windowScene: UIWindowScene) {}
}

/// StoreKit's `SKStoreProductParameterITunesItemIdentifier` (the App Store item's ID).
public let SKStoreProductParameterITunesItemIdentifier = "id"

/// StoreKit's `SKStoreProductViewController`: a plain controller (no store page loads; `loadProduct`'s completion is never called).
open class SKStoreProductViewController: UIViewController {
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?
    /// Accepted; nothing loads, the completion block is never called.
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) {}
}

/// StoreKit's `SKStoreProductViewControllerDelegate`: optional (default), never called.
public protocol SKStoreProductViewControllerDelegate: AnyObject {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

public extension SKStoreProductViewControllerDelegate {
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}
