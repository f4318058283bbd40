import Foundation

/// Combine's `AnyCancellable`: cancels when cancelled or released; hashable by identity, so it can be
/// kept in a `Set<AnyCancellable>` (`store(in:)`).
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }

    public func cancel() {
        let run = action
        action = nil
        run?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the subscription alive as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
