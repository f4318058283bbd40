import Foundation

// Core Data's stores and migrations on Linux (issue 31 Deliver 3), inert as the rest of this module:
// there is never a store on disk. A coordinator opens nothing and reads no metadata, so an app's
// "does the store need migrating?" check finds no store and goes on; nothing here touches a file —
// destroying or replacing a store does nothing, and a migration, which cannot run, throws.

/// Core Data's store types (`NSPersistentStore.StoreType` raw values).
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
/// Store option keys, kept as values.
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
/// The error domain of SQLite's errors in a Core Data error's `userInfo`.
public let NSSQLiteErrorDomain = "NSSQLiteErrorDomain"

/// Core Data's `NSPersistentStore`: a store a coordinator was given; nothing is opened.
open class NSPersistentStore {
    open var url: URL?
    public let type: String
    public let configurationName: String
    open var options: [AnyHashable: Any]?
    open var isReadOnly = false
    open var metadata: [String: Any] = [:]
    public init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
        self.type = type; self.configurationName = configurationName ?? "Default"; self.url = url; self.options = options
    }
}

/// Core Data's `NSPersistentStoreCoordinator`: keeps the stores it is given, reads and writes none.
open class NSPersistentStoreCoordinator {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []

    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }

    /// A store of that type at that place, kept; no file is opened or created.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL, options: options)
        persistentStores.append(store)
        return store
    }

    open func remove(_ store: NSPersistentStore) throws { persistentStores.removeAll { $0 === store } }
    open func persistentStore(for url: URL) -> NSPersistentStore? { persistentStores.first { $0.url == url } }

    /// Does nothing: Layoutshot never deletes a file of the app's.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}

    /// Does nothing: Layoutshot never moves a file of the app's.
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                     ofType storeType: String) throws {}

    /// Throws as iOS does for a store file that does not exist: there is never one here.
    open class func metadataForPersistentStore(ofType storeType: String, at url: URL,
                                               options: [AnyHashable: Any]? = nil) throws -> [String: Any] {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }

    open func metadata(for store: NSPersistentStore) -> [String: Any] { store.metadata }
    open func setMetadata(_ metadata: [String: Any]?, for store: NSPersistentStore) { store.metadata = metadata ?? [:] }
}

/// Core Data's `NSEntityMapping`: one entity's mapping in a mapping model (kept, never applied).
open class NSEntityMapping {
    open var name: String?
    open var sourceEntityName: String?
    open var destinationEntityName: String?
    open var entityMigrationPolicyClassName: String?
    public init() {}
}

/// Core Data's `NSMappingModel`: no mapping model file is read (`init?(from:…)` finds none); an
/// inferred one has no entity mappings.
open class NSMappingModel {
    open var entityMappings: [NSEntityMapping] = []
    public init() {}
    public init?(from bundles: [Bundle]?, forSourceModel sourceModel: NSManagedObjectModel?,
                 destinationModel: NSManagedObjectModel?) { return nil }
    open class func inferredMappingModel(forSourceModel sourceModel: NSManagedObjectModel,
                                         destinationModel: NSManagedObjectModel) throws -> NSMappingModel {
        NSMappingModel()
    }
}

/// Core Data's `NSMigrationManager`: holds its models and contexts; a migration cannot run here, so
/// `migrateStore` throws (an app only calls it for a store on disk, which never exists here).
open class NSMigrationManager {
    public let sourceModel: NSManagedObjectModel
    public let destinationModel: NSManagedObjectModel
    open var mappingModel: NSMappingModel?
    open var userInfo: [AnyHashable: Any]?
    open var migrationProgress: Float { 0 }
    public let sourceContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    public let destinationContext = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)

    public init(sourceModel: NSManagedObjectModel, destinationModel: NSManagedObjectModel) {
        self.sourceModel = sourceModel; self.destinationModel = destinationModel
    }

    open func migrateStore(from sourceURL: URL, sourceType sStoreType: String, options sOptions: [AnyHashable: Any]? = nil,
                           with mappings: NSMappingModel?, toDestinationURL dURL: URL, destinationType dStoreType: String,
                           destinationOptions dOptions: [AnyHashable: Any]? = nil) throws {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "Layoutshot's Core Data migrates no store"])
    }

    open func destinationInstances(forEntityMappingName mappingName: String, sourceInstances: [NSManagedObject]?) -> [NSManagedObject] { [] }
    open func sourceInstances(forEntityMappingName mappingName: String, destinationInstances: [NSManagedObject]?) -> [NSManagedObject] { [] }
    open func associate(sourceInstance: NSManagedObject, withDestinationInstance destinationInstance: NSManagedObject,
                        for entityMapping: NSEntityMapping) {}
}

/// Core Data's `NSEntityMigrationPolicy`: the base an app's policies override; never called here.
open class NSEntityMigrationPolicy {
    public init() {}
    open func begin(_ mapping: NSEntityMapping, with manager: NSMigrationManager) throws {}
    open func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping,
                                         manager: NSMigrationManager) throws {}
    open func endInstanceCreation(forMapping mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
    open func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping,
                                  manager: NSMigrationManager) throws {}
    open func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {}
}

extension NSManagedObjectModel {
    /// No store has metadata here, so no model is compatible with one.
    public class func mergedModel(from bundles: [Bundle]?, forStoreMetadata metadata: [String: Any]) -> NSManagedObjectModel? { nil }
    /// False: there is no store whose metadata a model could match.
    public func isConfiguration(withName configuration: String?, compatibleWithStoreMetadata metadata: [String: Any]) -> Bool { false }
}
