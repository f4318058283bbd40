import Foundation

// Core Data on Linux (issue 31 Deliver 3): inert stand-ins for a screen whose code holds a Core Data
// stack. There is no store: fetches return nothing, saves save nothing — a screen that needs data should
// be drawn from a `#Preview` that gives it sample data.

/// Core Data's `NSFetchRequestResult`.
public protocol NSFetchRequestResult: AnyObject {}

/// Core Data's `NSEntityDescription`.
open class NSEntityDescription {
    open var name: String?
    public init() {}
    public init(name: String) { self.name = name }
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }
    /// A new plain `NSManagedObject` of that entity in `context`. There is no model here to name the entity's
    /// class, so the object is not of the app's subclass: code that casts it with `as!` stops the run.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// Core Data's `NSManagedObjectID`.
public final class NSManagedObjectID: Hashable {
    public init() {}
    public static func == (a: NSManagedObjectID, b: NSManagedObjectID) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Core Data's `NSManagedObject`: a plain object whose `@NSManaged`-style properties the app declares as
/// stored ones on Linux. Equal by identity.
open class NSManagedObject: NSFetchRequestResult, Hashable {
    public let objectID = NSManagedObjectID()
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    open var entity: NSEntityDescription { NSEntityDescription(name: entityName ?? String(describing: type(of: self))) }
    open var isInserted: Bool { false }
    open var isDeleted: Bool { false }
    open var isUpdated: Bool { false }
    open var isFault: Bool { false }
    open var hasChanges: Bool { false }

    public init() {}
    public init(context: NSManagedObjectContext) { managedObjectContext = context }
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        managedObjectContext = context
        entityName = entity.name
    }
    /// The entity it was made for (`init(entity:insertInto:)`); else its class's name.
    private var entityName: String?

    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { NSFetchRequest(entityName: String(describing: self)) }

    /// The values of the object's managed properties, by key (`@NSManaged` ones, as the source
    /// transform writes them, and Xcode's generated ones): what the app's code set during the run.
    private var managedValues: [String: Any] = [:]

    /// An `@NSManaged` property's value: what was set, else the type's zero (nil, 0, false, "", the
    /// reference date, the zero UUID, empty data); a type without one that was never set stops the run.
    public func managedValue<T>(forKey key: String) -> T {
        if let value = managedValues[key] as? T { return value }
        if let zero = (T.self as? any ManagedZeroValue.Type)?.managedZero as? T { return zero }
        fatalError("\(type(of: self)).\(key): no value was set (Layoutshot's Core Data stores and fetches nothing)")
    }

    public func setManagedValue<T>(_ value: T, forKey key: String) { managedValues[key] = value }
    open func value(forKey key: String) -> Any? { managedValues[key] }
    open func setValue(_ value: Any?, forKey key: String) { managedValues[key] = value }
    /// The same values as `value(forKey:)`: there are no faults or change tracking to bypass.
    open func primitiveValue(forKey key: String) -> Any? { managedValues[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { managedValues[key] = value }
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    public static func == (a: NSManagedObject, b: NSManagedObject) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The value an unset managed property reads as (`NSManagedObject.managedValue(forKey:)`).
public protocol ManagedZeroValue { static var managedZero: Self { get } }
extension Optional: ManagedZeroValue { public static var managedZero: Self { nil } }
extension String: ManagedZeroValue { public static var managedZero: String { "" } }
extension Bool: ManagedZeroValue { public static var managedZero: Bool { false } }
extension Int: ManagedZeroValue { public static var managedZero: Int { 0 } }
extension Int16: ManagedZeroValue { public static var managedZero: Int16 { 0 } }
extension Int32: ManagedZeroValue { public static var managedZero: Int32 { 0 } }
extension Int64: ManagedZeroValue { public static var managedZero: Int64 { 0 } }
extension Double: ManagedZeroValue { public static var managedZero: Double { 0 } }
extension Float: ManagedZeroValue { public static var managedZero: Float { 0 } }
extension Decimal: ManagedZeroValue { public static var managedZero: Decimal { 0 } }
extension Date: ManagedZeroValue { public static var managedZero: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension UUID: ManagedZeroValue { public static var managedZero: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) } }
extension Data: ManagedZeroValue { public static var managedZero: Data { Data() } }
extension Array: ManagedZeroValue { public static var managedZero: Array { [] } }
extension Set: ManagedZeroValue { public static var managedZero: Set { [] } }

/// Core Data's `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Core Data's `NSFetchRequest`.
open class NSFetchRequest<ResultType> {
    public let entityName: String?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    /// The rest of a fetch request's settings, kept (a fetch returns nothing here whatever they say).
    open var fetchOffset = 0
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var includesPropertyValues = true
    open var returnsDistinctResults = false
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var relationshipKeyPathsForPrefetching: [String]?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    public init(entityName: String) { self.entityName = entityName }
}

/// Core Data's `NSManagedObjectContext`: holds nothing; `fetch` returns no objects, `save` does nothing.
open class NSManagedObjectContext {
    /// `NSManagedObjectContextConcurrencyType`.
    public enum ConcurrencyType: Int, Sendable { case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2 }
    public let concurrencyType: ConcurrencyType
    open var automaticallyMergesChangesFromParent = false
    /// The coordinator it was given (none by default: a container's contexts get the container's).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var name: String?
    open var transactionAuthor: String?
    /// A merge policy (`NSMergeByPropertyObjectTrumpMergePolicy`), kept.
    open var mergePolicy: Any = NSMergeByPropertyStoreTrumpMergePolicy
    open var parent: NSManagedObjectContext?
    open var hasChanges: Bool { false }

    public init(concurrencyType: ConcurrencyType) { self.concurrencyType = concurrencyType }

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    open func save() throws {}
    open func delete(_ object: NSManagedObject) {}
    open func rollback() {}
    open func reset() {}
    /// Runs `block` at once (there is one thread of work in a capture).
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { NSManagedObject(context: self) }
}

/// Core Data's `NSPersistentStoreDescription`.
open class NSPersistentStoreDescription {
    open var url: URL?
    open var type = "SQLite"
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var isReadOnly = false
    open var configuration: String?
    open private(set) var options: [String: NSObject] = [:]
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    public init() {}
    public init(url: URL) { self.url = url }
}

/// Core Data's `NSPersistentContainer`: loads no store (the completion reports success at once).
open class NSPersistentContainer {
    public let name: String
    open var viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    open var persistentStoreDescriptions = [NSPersistentStoreDescription()]
    public let managedObjectModel: NSManagedObjectModel
    /// Holds the container's stores (`loadPersistentStores` adds one a description; none is opened).
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name; managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for d in persistentStoreDescriptions {
            _ = try? persistentStoreCoordinator.addPersistentStore(ofType: d.type, configurationName: d.configuration, at: d.url, options: nil)
            block(d, nil)
        }
    }
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
}

/// Core Data's `NSPersistentCloudKitContainer`: a persistent container that syncs nothing.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

/// `NSPersistentCloudKitContainerOptions`: the container identifier, kept.
open class NSPersistentCloudKitContainerOptions {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

extension NSPersistentStoreDescription {
    /// Kept; nothing syncs.
    public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions? {
        get { nil }
        set {}
    }
}

/// `NSManagedObjectModel`: a model with no entities (`init?(contentsOf:)` finds none).
open class NSManagedObjectModel {
    open var entities: [NSEntityDescription] = []
    public init() {}
    public init?(contentsOf url: URL) {}
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

/// Core Data's store option keys and merge policies, kept as values.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: AnyObject = NSString(string: "NSMergeByPropertyObjectTrumpMergePolicy")
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: AnyObject = NSString(string: "NSMergeByPropertyStoreTrumpMergePolicy")

/// Core Data's `NSFetchedResultsController`: fetches nothing; no sections.
open class NSFetchedResultsController<ResultType: NSFetchRequestResult> {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    open private(set) var fetchedObjects: [ResultType]?
    open var sections: [any NSFetchedResultsSectionInfo]? { fetchedObjects == nil ? nil : [] }

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest; managedObjectContext = context
    }

    open func performFetch() throws { fetchedObjects = try managedObjectContext.fetch(fetchRequest) }
}

/// Core Data's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// Core Data's `NSFetchedResultsControllerDelegate`: optional methods, never called.
public protocol NSFetchedResultsControllerDelegate: AnyObject {}
