import Foundation

// What swift-corelibs-foundation marks unavailable because it needs key-value coding, which Linux
// lacks: a format predicate and a sort descriptor by key. Apps' Core Data code builds them for fetch
// requests (Aidoku, 2FAS); here a fetch returns no objects (the `CoreData` stand-in), so they only
// have to be made. These declarations are chosen over the unavailable ones.

extension NSPredicate {
    /// A predicate from a format string: it **matches everything** (chosen: nothing here evaluates
    /// key paths; filtering a list with it keeps the whole list, as the screen's data shows).
    public convenience init(format predicateFormat: String, _ args: CVarArg...) { self.init(value: true) }
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) { self.init(value: true) }
    /// Arguments that are not `CVarArg` on Linux (an array or a set for `IN %@`, which bridge to
    /// `NSArray` on iOS): the same predicate.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) { self.init(value: true) }
}

extension NSSortDescriptor {
    /// A sort descriptor by key: made with swift-corelibs-foundation's key-path form, so sorting
    /// with it keeps the order (every object compares equal).
    public convenience init(key: String?, ascending: Bool) { self.init(keyPath: \NSObject.hashValue.sameForEveryObject, ascending: ascending) }
    public convenience init(key: String?, ascending: Bool, selector: Selector?) { self.init(key: key, ascending: ascending) }
}

extension Int {
    /// The same value for every object: what a key-less sort descriptor compares.
    var sameForEveryObject: Int { 0 }
}
