import CoreData

/// A Core Data entity class as apps write one (Manual/None codegen): `@NSManaged` properties and a
/// relationship accessor, compiled through the source transform (step 12).
final class ManagedBook: NSManagedObject {
    @NSManaged public var title: String?
    @NSManaged var pages: Int16 // a scalar
    @NSManaged var published: Date
    @NSManaged public var sequels: NSSet?
    @NSManaged public func addToSequels(_ value: ManagedBook)
}
