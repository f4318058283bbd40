import CoreData
import Foundation
import Testing

/// Issue 31 Deliver 3: a Core Data stack that checks its store for a migration before loading it, as 2FAS's
/// `CoreDataMigrator` does (twofas/2fas-ios@693a08e, `TwoFAS/Common/Sources/CoreData/CoreDataMigrator.swift`):
/// there is no store, so no migration is needed; nothing touches a file.
@Suite struct CoreDataStoresStandInTests {
    /// The app's question, as it asks it: metadata of the store, else no migration.
    private func needsMigration(at url: URL) -> Bool {
        guard let metadata = try? NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url, options: nil)
        else { return false }
        return !NSManagedObjectModel().isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata)
    }

    @Test func aStoreHasNoMetadataSoNoMigrationRuns() throws {
        let url = URL(fileURLWithPath: "/tmp/Layoutshot-none/Model.sqlite")
        #expect(!needsMigration(at: url))
        #expect(throws: CocoaError.self) {
            _ = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url)
        }
        #expect(NSManagedObjectModel.mergedModel(from: [Bundle.main], forStoreMetadata: [:]) == nil)
        #expect(NSMappingModel(from: [Bundle.main], forSourceModel: nil, destinationModel: nil) == nil)
        #expect(try NSMappingModel.inferredMappingModel(forSourceModel: NSManagedObjectModel(), destinationModel: NSManagedObjectModel())
            .entityMappings.isEmpty)
        let manager = NSMigrationManager(sourceModel: NSManagedObjectModel(), destinationModel: NSManagedObjectModel())
        #expect(throws: CocoaError.self) {
            try manager.migrateStore(from: url, sourceType: NSSQLiteStoreType, options: nil, with: nil,
                                     toDestinationURL: url, destinationType: NSSQLiteStoreType, destinationOptions: nil)
        }
    }

    @Test func destroyingOrReplacingAStoreLeavesTheFilesAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("Model.sqlite"), other = folder.appendingPathComponent("Other.sqlite")
        try Data("a".utf8).write(to: store); try Data("b".utf8).write(to: other)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        try coordinator.destroyPersistentStore(at: store, ofType: NSSQLiteStoreType, options: nil)
        try coordinator.replacePersistentStore(at: store, destinationOptions: nil, withPersistentStoreFrom: other,
                                               sourceOptions: nil, ofType: NSSQLiteStoreType)
        #expect(try Data(contentsOf: store) == Data("a".utf8) && Data(contentsOf: other) == Data("b".utf8))
        let added = try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: store,
                                                       options: [NSSQLitePragmasOption: ["journal_mode": "DELETE"]])
        #expect(coordinator.persistentStores.count == 1 && coordinator.persistentStore(for: store) === added)
        #expect(added.configurationName == "Default" && added.type == NSSQLiteStoreType)
        try coordinator.remove(added)
        #expect(coordinator.persistentStores.isEmpty)
    }

    @Test func aContainerWithItsModelKeepsAStoreADescriptionAndGivesItsContextsTheCoordinator() {
        let model = NSManagedObjectModel()
        let container = NSPersistentContainer(name: "Model", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/tmp/none/Model.sqlite"))
        description.isReadOnly = true
        description.type = NSSQLiteStoreType
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in #expect(error == nil) }
        #expect(container.managedObjectModel === model && container.persistentStoreCoordinator.persistentStores.count == 1)
        #expect(container.viewContext.persistentStoreCoordinator === container.persistentStoreCoordinator)
        #expect(container.newBackgroundContext().persistentStoreCoordinator === container.persistentStoreCoordinator)
    }

    @Test func anInsertedObjectNamesItsEntityAndKeepsPrimitiveValues() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let object = NSEntityDescription.insertNewObject(forEntityName: "ServiceEntity", into: context)
        object.setPrimitiveValue("GitHub", forKey: "name")
        object.setValue(Int32(3), forKey: "order")
        #expect(object.entity.name == "ServiceEntity" && object.managedObjectContext === context)
        #expect(object.primitiveValue(forKey: "name") as? String == "GitHub" && object.primitiveValue(forKey: "order") as? Int32 == 3)
    }

    @Test func aMigrationPolicySubclassOverridesTheHooks() throws {
        final class Policy: NSEntityMigrationPolicy {
            var created = 0
            override func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping,
                                                     manager: NSMigrationManager) throws { created += 1 }
        }
        let policy = Policy()
        let manager = NSMigrationManager(sourceModel: NSManagedObjectModel(), destinationModel: NSManagedObjectModel())
        try policy.createDestinationInstances(forSource: NSManagedObject(), in: NSEntityMapping(), manager: manager)
        #expect(policy.created == 1 && manager.destinationContext.concurrencyType == .privateQueueConcurrencyType)
    }

    /// 2FAS's `CoreDataStack` keeps its store in the app group's container:
    /// `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Config.groupIdentifier)!`.
    @Test func anAppGroupContainerIsAFolderOfItsOwnUnderTheTemporaryFolder() throws {
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.twofas.org"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(url.path.hasPrefix(FileManager.default.temporaryDirectory.path) && url.lastPathComponent == "group.com.twofas.org")
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
    }
}

/// 2FAS's fetch requests (`TwoFAS/Storage/Section/SectionEntity+CoreDataClass.swift`) and predicates
/// (`TwoFAS/Storage/Service/ServiceOptions.swift`: `NSPredicate(format: "secret IN %@", services)`).
@Suite struct CoreDataFetchSettingsTests {
    @Test func aFetchRequestKeepsItsSettingsAndAnArrayArgumentMakesAPredicate() {
        let request = NSFetchRequest<NSManagedObject>(entityName: "SectionEntity")
        request.includesPendingChanges = false
        request.propertiesToFetch = ["name"]
        request.resultType = .dictionaryResultType
        #expect(!request.includesPendingChanges && request.resultType == .dictionaryResultType && request.propertiesToFetch?.count == 1)
        let services = ["a", "b"]
        let predicate = NSPredicate(format: "secret IN %@", services)
        #expect(predicate.evaluate(with: nil) && !NSManagedObject().isUpdated)
    }
}
