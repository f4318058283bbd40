import Foundation

/// A bounded, thread-safe free list of emptied storage objects (one lock around the list): what
/// `SolverStatePool` and `EngineStoragePool` keep. The caller empties an object before `put` and takes
/// one with `take` (nil: make a new one).
final class RecyclingPool<Storage: AnyObject>: @unchecked Sendable {
    /// How many objects are kept; more are dropped.
    let limit: Int
    private let lock = NSLock()
    private var free: [Storage] = []

    init(limit: Int) {
        self.limit = limit
        free.reserveCapacity(limit)
    }

    func take() -> Storage? {
        lock.lock()
        defer { lock.unlock() }
        return free.popLast()
    }

    /// Keeps `storage` (already emptied) unless the pool is full.
    func put(_ storage: Storage) {
        lock.lock()
        defer { lock.unlock() }
        if free.count < limit { free.append(storage) }
    }
}
