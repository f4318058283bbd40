import Foundation

/// CloudKit's error domain and `userInfo` keys.
public let CKErrorDomain = "CKErrorDomain"
public let CKErrorRetryAfterKey = "CKRetryAfter"
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"

/// `CKError`, with `CKError.Code` (CloudKit's raw values) and the codes as static members.
public struct CKError: Error, Equatable, @unchecked Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5
        case serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9, permissionFailure = 10
        case unknownItem = 11, invalidArguments = 12, resultsTruncated = 13, serverRecordChanged = 14, serverRejectedRequest = 15
        case assetFileNotFound = 16, assetFileModified = 17, incompatibleVersion = 18, constraintViolation = 19, operationCancelled = 20
        case changeTokenExpired = 21, batchRequestFailed = 22, zoneBusy = 23, badDatabase = 24, quotaExceeded = 25
        case zoneNotFound = 26, limitExceeded = 27, userDeletedZone = 28, tooManyParticipants = 29, alreadyShared = 30
        case referenceViolation = 31, managedAccountRestricted = 32, participantMayNeedVerification = 33, serverResponseLost = 34
        case assetNotAvailable = 35, accountTemporarilyUnavailable = 36
    }
    public let code: Code
    public let userInfo: [String: Any]
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code; self.userInfo = userInfo }

    public static var errorDomain: String { CKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
    /// Seconds to wait before retrying (`CKErrorRetryAfterKey`), when the error says.
    public var retryAfterSeconds: Double? { (userInfo[CKErrorRetryAfterKey] as? NSNumber)?.doubleValue ?? userInfo[CKErrorRetryAfterKey] as? Double }
    /// A partial failure's errors, by the item's identifier.
    public var partialErrorsByItemID: [AnyHashable: any Error]? { userInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error] }

    public static func == (a: CKError, b: CKError) -> Bool { a.code == b.code }

    public static let internalError = Code.internalError, partialFailure = Code.partialFailure
    public static let networkUnavailable = Code.networkUnavailable, networkFailure = Code.networkFailure
    public static let serviceUnavailable = Code.serviceUnavailable, requestRateLimited = Code.requestRateLimited
    public static let notAuthenticated = Code.notAuthenticated, permissionFailure = Code.permissionFailure
    public static let unknownItem = Code.unknownItem, serverRecordChanged = Code.serverRecordChanged
    public static let operationCancelled = Code.operationCancelled, changeTokenExpired = Code.changeTokenExpired
    public static let zoneBusy = Code.zoneBusy, quotaExceeded = Code.quotaExceeded, zoneNotFound = Code.zoneNotFound
    public static let limitExceeded = Code.limitExceeded, userDeletedZone = Code.userDeletedZone
    public static let accountTemporarilyUnavailable = Code.accountTemporarilyUnavailable
}
