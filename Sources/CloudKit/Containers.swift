import Foundation

// CloudKit's containers, databases and operations on Linux (issue 31 Deliver 3): a device signed out of
// iCloud. `accountStatus` answers `.noAccount` and `fetchUserRecordID` fails with `.notAuthenticated`, at
// once; an operation added to a database is kept and never runs, so its blocks are never called — as
// with every stand-in here, nothing syncs and nothing reaches a server.

/// `CKAccountStatus`.
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4
}

/// `CKContainer`: an iCloud container, by identifier, signed out.
open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public private(set) lazy var privateCloudDatabase = CKDatabase(scope: .private)
    public private(set) lazy var publicCloudDatabase = CKDatabase(scope: .public)
    public private(set) lazy var sharedCloudDatabase = CKDatabase(scope: .shared)

    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
    private init(defaultIdentifier: String?) { containerIdentifier = defaultIdentifier }
    public static func `default`() -> CKContainer { CKContainer(defaultIdentifier: nil) }

    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: return publicCloudDatabase
        case .private: return privateCloudDatabase
        case .shared: return sharedCloudDatabase
        }
    }

    /// `.noAccount`, no error, at once.
    open func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) { completionHandler(.noAccount, nil) }
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
    /// No user record: fails with `.notAuthenticated`, at once.
    open func fetchUserRecordID(completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
    /// Kept, never run.
    open func add(_ operation: CKOperation) { operation.isKept = true }
}

/// `CKDatabase`: keeps the operations added to it; none runs.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// `CKDatabase.Scope`.
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }

    /// Kept, never run: its blocks are never called.
    open func add(_ operation: CKDatabaseOperation) { operation.database = self; operation.isKept = true }
    /// The convenience API fails as a signed-out device's does: `.notAuthenticated`, at once.
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError(.notAuthenticated) }
}

/// `CKOperation`: a `Foundation.Operation` with CloudKit's configuration; here never started by CloudKit.
open class CKOperation: Operation, @unchecked Sendable {
    /// `CKOperation.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        open var container: CKContainer?
        open var qualityOfService: QualityOfService = .default
        open var allowsCellularAccess = true
        open var isLongLived = false
        open var timeoutIntervalForRequest: TimeInterval = 60
        open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 3600
        public override init() {}
    }
    open var configuration: Configuration! = Configuration()
    open var group: AnyObject?
    /// Layoutshot: true once a container or database has it (it then waits for ever).
    public internal(set) var isKept = false
    /// Does nothing: CloudKit here never performs an operation.
    open override func main() {}
}

/// `CKDatabaseOperation`.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
}

/// `CKModifyRecordsOperation`.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// `CKModifyRecordsOperation.RecordSavePolicy`.
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    open var clientChangeTokenData: Data?
    open var perRecordProgressBlock: ((CKRecord, Double) -> Void)?
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave; self.recordIDsToDelete = recordIDsToDelete
    }
}

/// `CKModifyRecordZonesOperation`.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordZonesToSave: [CKRecordZone]?
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?
    open var perRecordZoneSaveBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    open var perRecordZoneDeleteBlock: ((CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifyRecordZonesCompletionBlock: (([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?
    public init(recordZonesToSave: [CKRecordZone]? = nil, recordZoneIDsToDelete: [CKRecordZone.ID]? = nil) {
        self.recordZonesToSave = recordZonesToSave; self.recordZoneIDsToDelete = recordZoneIDsToDelete
    }
}

/// `CKFetchRecordZonesOperation`.
open class CKFetchRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordZoneIDs: [CKRecordZone.ID]?
    open var perRecordZoneResultBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    open var fetchRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var fetchRecordZonesCompletionBlock: (([CKRecordZone.ID: CKRecordZone]?, (any Error)?) -> Void)?
    public init(recordZoneIDs: [CKRecordZone.ID]? = nil) { self.recordZoneIDs = recordZoneIDs }
    open class func fetchAllRecordZonesOperation() -> CKFetchRecordZonesOperation { CKFetchRecordZonesOperation(recordZoneIDs: nil) }
}

/// `CKFetchDatabaseChangesOperation`.
open class CKFetchDatabaseChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    open var previousServerChangeToken: CKServerChangeToken?
    open var resultsLimit = 0
    open var fetchAllChanges = true
    open var recordZoneWithIDChangedBlock: ((CKRecordZone.ID) -> Void)?
    open var recordZoneWithIDWasDeletedBlock: ((CKRecordZone.ID) -> Void)?
    open var recordZoneWithIDWasPurgedBlock: ((CKRecordZone.ID) -> Void)?
    open var changeTokenUpdatedBlock: ((CKServerChangeToken) -> Void)?
    open var fetchDatabaseChangesResultBlock: ((Result<(serverChangeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void)?
    open var fetchDatabaseChangesCompletionBlock: ((CKServerChangeToken?, Bool, (any Error)?) -> Void)?
    public init(previousServerChangeToken: CKServerChangeToken? = nil) { self.previousServerChangeToken = previousServerChangeToken }
}

/// `CKFetchRecordZoneChangesOperation`.
open class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// `CKFetchRecordZoneChangesOperation.ZoneConfiguration`.
    open class ZoneConfiguration: NSObject, @unchecked Sendable {
        open var previousServerChangeToken: CKServerChangeToken?
        open var resultsLimit = 0
        open var desiredKeys: [CKRecord.FieldKey]?
        public init(previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil, desiredKeys: [CKRecord.FieldKey]? = nil) {
            self.previousServerChangeToken = previousServerChangeToken; self.resultsLimit = resultsLimit ?? 0; self.desiredKeys = desiredKeys
        }
    }
    open var recordZoneIDs: [CKRecordZone.ID]?
    open var configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]?
    open var fetchAllChanges = true
    open var recordWasChangedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var recordChangedBlock: ((CKRecord) -> Void)?
    open var recordWithIDWasDeletedBlock: ((CKRecord.ID, CKRecord.RecordType) -> Void)?
    open var recordZoneChangeTokensUpdatedBlock: ((CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    open var recordZoneFetchResultBlock: ((CKRecordZone.ID, Result<(serverChangeToken: CKServerChangeToken, clientChangeTokenData: Data?, moreComing: Bool), any Error>) -> Void)?
    open var fetchRecordZoneChangesResultBlock: ((Result<Void, any Error>) -> Void)?
    open var fetchRecordZoneChangesCompletionBlock: (((any Error)?) -> Void)?
    public init(recordZoneIDs: [CKRecordZone.ID]? = nil, configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]? = nil) {
        self.recordZoneIDs = recordZoneIDs; self.configurationsByRecordZoneID = configurationsByRecordZoneID
    }
}

/// `CKQuery`: a record type and a predicate (never evaluated here).
open class CKQuery: NSObject, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) { self.recordType = recordType; self.predicate = predicate }
}

/// `CKQueryOperation`.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// `CKQueryOperation.Cursor`.
    public final class Cursor: NSObject, @unchecked Sendable {}
    public static let maximumResults = 0
    open var query: CKQuery?
    open var cursor: Cursor?
    open var zoneID: CKRecordZone.ID?
    open var resultsLimit = CKQueryOperation.maximumResults
    open var desiredKeys: [CKRecord.FieldKey]?
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)?
    public init(query: CKQuery) { self.query = query }
    public init(cursor: Cursor) { self.cursor = cursor }
}

/// `CKSubscription`, with `NotificationInfo`.
open class CKSubscription: NSObject, @unchecked Sendable {
    /// `CKSubscription.NotificationInfo`.
    open class NotificationInfo: NSObject, @unchecked Sendable {
        open var shouldSendContentAvailable = false
        open var shouldSendMutableContent = false
        open var shouldBadge = false
        open var alertBody: String?
        open var title: String?
        open var soundName: String?
        open var desiredKeys: [CKRecord.FieldKey]?
        public override init() {}
    }
    public let subscriptionID: String
    open var notificationInfo: NotificationInfo?
    public init(subscriptionID: String) { self.subscriptionID = subscriptionID }
}

/// `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    open var recordType: CKRecord.RecordType?
}

/// `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// `CKQuerySubscription.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1), firesOnRecordUpdate = Options(rawValue: 2)
        public static let firesOnRecordDeletion = Options(rawValue: 4), firesOnce = Options(rawValue: 8)
    }
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    public let querySubscriptionOptions: Options
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: String, options: Options) {
        self.recordType = recordType; self.predicate = predicate; querySubscriptionOptions = options
        super.init(subscriptionID: subscriptionID)
    }
}

/// `CKModifySubscriptionsOperation`.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionsToSave: [CKSubscription]?
    open var subscriptionIDsToDelete: [String]?
    open var perSubscriptionSaveBlock: ((String, Result<CKSubscription, any Error>) -> Void)?
    open var perSubscriptionDeleteBlock: ((String, Result<Void, any Error>) -> Void)?
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [String]?, (any Error)?) -> Void)?
    public init(subscriptionsToSave: [CKSubscription]? = nil, subscriptionIDsToDelete: [String]? = nil) {
        self.subscriptionsToSave = subscriptionsToSave; self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }
}

/// `CKNotification`: read from a push's dictionary. A CloudKit push carries a `ck` entry; a database
/// notification's has `met`, a zone's `fet`, a query's `qry` (iOS's keys); anything else is not a CloudKit
/// notification (nil). Difference from iOS: the object is a `CKNotification` whose `notificationType` says
/// what it is, never of the subclass (`as? CKDatabaseNotification` is nil) — a Swift initialiser cannot
/// return a subclass. No push arrives during a capture.
open class CKNotification: NSObject, @unchecked Sendable {
    /// `CKNotification.NotificationType`.
    public enum NotificationType: Int, Sendable { case query = 1, recordZone = 2, readNotification = 3, database = 4 }
    public let notificationType: NotificationType
    public let subscriptionID: String?
    init(type: NotificationType, subscriptionID: String?) { notificationType = type; self.subscriptionID = subscriptionID }

    public convenience init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let ck = notificationDictionary["ck"] as? [AnyHashable: Any] else { return nil }
        let subscription = ck["sid"] as? String
        if ck["met"] != nil { self.init(type: .database, subscriptionID: subscription) }
        else if ck["fet"] != nil { self.init(type: .recordZone, subscriptionID: subscription) }
        else if ck["qry"] != nil { self.init(type: .query, subscriptionID: subscription) }
        else { return nil }
    }
}

/// `CKDatabaseNotification`.
open class CKDatabaseNotification: CKNotification, @unchecked Sendable {
    open var databaseScope: CKDatabase.Scope { .private }
}

extension Notification.Name {
    /// Posted when the iCloud account changes: never, here.
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}
