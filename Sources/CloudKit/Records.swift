import Foundation

// CloudKit on Linux (issue 31 Deliver 3): records, zones and their identifiers are real values an app
// can build, read and compare; nothing reaches a server (Containers.swift). 2FAS's `Sync` module builds
// its records as CloudKit does (twofas/2fas-ios@693a08e, `TwoFAS/Sync/Service/ServiceRecord3.swift`).

/// `CKRecordValue`: what a record's field can hold.
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Int32: CKRecordValue {}
extension Int16: CKRecordValue {}
extension Double: CKRecordValue {}
extension Float: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension NSNumber: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSDate: CKRecordValue {}
extension NSData: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

/// The default owner of a zone (`CKCurrentUserDefaultName`).
public let CKCurrentUserDefaultName = "__defaultOwner__"
/// The default zone's name (`CKRecordZone.ID.defaultZoneName`).
public let CKRecordZoneDefaultName = "_defaultZone"

/// `CKRecordZone`: a zone, by its identifier.
open class CKRecordZone: NSObject {
    /// `CKRecordZone.ID` (Objective-C's `CKRecordZoneID`).
    public typealias ID = CKRecordZoneID

    public let zoneID: ID
    public init(zoneID: ID) { self.zoneID = zoneID }
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
    public static func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// `CKRecordZone.ID`, top level under its Objective-C name as on iOS (Foundation's keyed archiver on Linux
/// archives top-level classes only): a zone's name and owner; equal by both.
public final class CKRecordZoneID: NSObject, NSSecureCoding, @unchecked Sendable {
    public let zoneName: String
    public let ownerName: String
    public static let `default` = CKRecordZoneID(zoneName: CKRecordZoneDefaultName, ownerName: CKCurrentUserDefaultName)
    public static let defaultZoneName = CKRecordZoneDefaultName
    public init(zoneName: String = CKRecordZoneDefaultName, ownerName: String = CKCurrentUserDefaultName) {
        self.zoneName = zoneName; self.ownerName = ownerName
    }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecordZoneID else { return false }
        return zoneName == other.zoneName && ownerName == other.ownerName
    }
    public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { coder.encode(zoneName, forKey: "zoneName"); coder.encode(ownerName, forKey: "ownerName") }
    public init?(coder: NSCoder) {
        guard let zone = coder.decodeObject(forKey: "zoneName") as? String, let owner = coder.decodeObject(forKey: "ownerName") as? String
        else { return nil }
        zoneName = zone; ownerName = owner
    }
}


/// `CKRecord.ID`, top level under its Objective-C name as on iOS (`CKRecordZoneID`): a record's name in a
/// zone; equal by both.
public final class CKRecordID: NSObject, NSSecureCoding, @unchecked Sendable {
    public let recordName: String
    public let zoneID: CKRecordZone.ID
    public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
        self.recordName = recordName; self.zoneID = zoneID
    }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKRecordID else { return false }
        return recordName == other.recordName && zoneID == other.zoneID
    }
    public override var hash: Int { recordName.hashValue ^ zoneID.hash }
    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { coder.encode(recordName, forKey: "recordName"); coder.encode(zoneID, forKey: "zoneID") }
    public init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "recordName") as? String,
              let zone = coder.decodeObject(of: CKRecordZone.ID.self, forKey: "zoneID") else { return nil }
        recordName = name; zoneID = zone
    }
}

/// `CKRecord`: a record of a type, with an identifier and the fields the app sets, by key.
open class CKRecord: NSObject, NSSecureCoding, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    /// `CKRecord.ID` (Objective-C's `CKRecordID`).
    public typealias ID = CKRecordID

    /// `CKRecord.Reference`: a link to another record.
    public final class Reference: NSObject, CKRecordValue, @unchecked Sendable {
        public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
        public let recordID: ID
        public let action: Action
        public init(recordID: ID, action: Action) { self.recordID = recordID; self.action = action }
        public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
    }

    public let recordType: RecordType
    public let recordID: ID
    open var creationDate: Date?
    open var modificationDate: Date?
    open var recordChangeTag: String?
    open var parent: Reference?
    private var values: [FieldKey: any CKRecordValue] = [:]

    public init(recordType: RecordType, recordID: ID = ID()) { self.recordType = recordType; self.recordID = recordID }
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) { self.init(recordType: recordType, recordID: ID(zoneID: zoneID)) }

    open subscript(key: FieldKey) -> (any CKRecordValue)? {
        get { values[key] }
        set { values[key] = newValue }
    }
    open func object(forKey key: FieldKey) -> (any CKRecordValue)? { values[key] }
    open func setObject(_ object: (any CKRecordValue)?, forKey key: FieldKey) { values[key] = object }
    /// `CKRecordKeyValueSetting`: a record's encrypted fields, by key (here kept as they are: nothing is sent).
    public struct EncryptedValues {
        fileprivate unowned let record: CKRecord
        public subscript(key: FieldKey) -> (any CKRecordValue)? {
            get { record.encrypted[key] }
            nonmutating set { record.encrypted[key] = newValue }
        }
        public func allKeys() -> [FieldKey] { record.encrypted.keys.sorted() }
    }
    private var encrypted: [FieldKey: any CKRecordValue] = [:]
    /// The record's encrypted fields (`record.encryptedValues["secret"] = …`).
    open var encryptedValues: EncryptedValues { EncryptedValues(record: self) }

    open func allKeys() -> [FieldKey] { values.keys.sorted() }
    open func changedKeys() -> [FieldKey] { allKeys() }
    /// The record's fields as key-value coding reads them.
    open func value(forKey key: String) -> Any? { values[key] }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value as? any CKRecordValue }

    /// `encodeSystemFields(with:)`: the type and identifier (the system fields), as an app caches them.
    open func encodeSystemFields(with coder: NSCoder) {
        coder.encode(recordType, forKey: "recordType")
        coder.encode(recordID, forKey: "recordID")
    }
    public static var supportsSecureCoding: Bool { true }
    open func encode(with coder: NSCoder) { encodeSystemFields(with: coder) }
    /// A record decoded from its system fields (`encodeSystemFields(with:)`): its type and identifier, no fields.
    public required init?(coder: NSCoder) {
        guard let type = coder.decodeObject(forKey: "recordType") as? String,
              let id = coder.decodeObject(of: ID.self, forKey: "recordID") else { return nil }
        recordType = type; recordID = id
    }
}

/// `CKAsset`: a file a record refers to.
public final class CKAsset: NSObject, CKRecordValue, @unchecked Sendable {
    public let fileURL: URL?
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// `CKServerChangeToken`: opaque; the server never gives one here, but an app's cached token decodes.
public final class CKServerChangeToken: NSObject, NSSecureCoding, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    public override init() {}
    public func encode(with coder: NSCoder) {}
    public init?(coder: NSCoder) {}
}
