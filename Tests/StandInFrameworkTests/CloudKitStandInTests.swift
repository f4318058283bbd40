import CloudKit
import Foundation
import Testing

/// Issue 31 Deliver 3: CloudKit as 2FAS's `Sync` module uses it (twofas/2fas-ios@693a08e, `TwoFAS/Sync`):
/// records and zones are values, a signed-out account, operations kept and never run.
@Suite struct CloudKitStandInTests {
    @Test func recordsKeepTheirFieldsAndIdentifiersCompareByValue() throws {
        let zone = CKRecordZone.ID(zoneName: "Vault2", ownerName: CKCurrentUserDefaultName)
        let id = CKRecord.ID(recordName: "service-1", zoneID: zone)
        let record = CKRecord(recordType: "ServiceRecord3", recordID: id)
        record["name"] = "GitHub" as CKRecordValue
        record["order"] = 3 as CKRecordValue
        record.encryptedValues["secret"] = "JBSWY3DPEHPK3PXP"
        #expect(record["name"] as? String == "GitHub" && record["order"] as? Int == 3 && record.allKeys() == ["name", "order"])
        #expect(record.encryptedValues["secret"] as? String == "JBSWY3DPEHPK3PXP")
        #expect(id == CKRecord.ID(recordName: "service-1", zoneID: CKRecordZone.ID(zoneName: "Vault2", ownerName: CKCurrentUserDefaultName)))
        #expect(id != CKRecord.ID(recordName: "service-1") && CKRecordZone(zoneID: zone).zoneID.zoneName == "Vault2")
        // The system fields round-trip through a keyed archive, as apps cache them.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        record.encodeSystemFields(with: archiver)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let decoded = try #require(CKRecord(coder: unarchiver))
        #expect(decoded.recordType == "ServiceRecord3" && decoded.recordID == id && decoded["name"] == nil)
        let token = try NSKeyedArchiver.archivedData(withRootObject: CKServerChangeToken(), requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: CKServerChangeToken.self, from: token) != nil)
    }

    @Test func theAccountIsSignedOutAndOperationsNeverRun() {
        let container = CKContainer(identifier: "iCloud.com.twofas.org.Vault")
        var status: CKAccountStatus?, userError: CKError?
        container.accountStatus { s, _ in status = s }
        container.fetchUserRecordID { _, error in userError = error as? CKError }
        #expect(status == .noAccount && userError?.code == .notAuthenticated && userError?.code == CKError.notAuthenticated)
        let operation = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Info")], recordIDsToDelete: [])
        var called = false
        operation.modifyRecordsResultBlock = { _ in called = true }
        operation.savePolicy = .ifServerRecordUnchanged
        operation.qualityOfService = .userInitiated
        container.privateCloudDatabase.add(operation)
        #expect(operation.isKept && operation.database === container.privateCloudDatabase && !called)
        let query = CKQueryOperation(query: CKQuery(recordType: "Info", predicate: NSPredicate(value: true)))
        query.resultsLimit = 2
        container.privateCloudDatabase.add(query)
        #expect(query.isKept && CKFetchRecordZonesOperation.fetchAllRecordZonesOperation().recordZoneIDs == nil)
    }

    @Test func aPushIsReadByItsCloudKitKeys() {
        let database = CKNotification(fromRemoteNotificationDictionary: ["ck": ["met": ["dbs": 1], "sid": "changes"]])
        #expect(database?.notificationType == .database && database?.subscriptionID == "changes")
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": ["alert": "hi"]]) == nil)
        let error = CKError(.requestRateLimited, userInfo: [CKErrorRetryAfterKey: NSNumber(value: 3.5)])
        #expect(error.retryAfterSeconds == 3.5 && CKError.Code(rawValue: 25) == .quotaExceeded && (error as NSError).domain == CKErrorDomain)
    }
}
