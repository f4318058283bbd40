/// A growable list of plain values in a buffer of its own: appending costs a capacity test and a store, where an
/// array held in a value checks its uniqueness through the runtime first. For the solver's scratch lists, filled
/// and emptied for every constraint (`SolverState`'s terms as symbols). A class: shared, never copied.
final class PlainBuffer<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 8) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The values, in place (good until the next `append`).
    @inline(__always)
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow() }
        storage[count] = element
        count += 1
    }

    @inline(__always)
    func removeAll() { count = 0 }

    private func grow() {
        storage = storage.grown(keeping: count, to: 2 * capacity)
        capacity *= 2
    }
}

extension UnsafeMutablePointer {
    /// A new buffer of `capacity` holding this one's first `count` values, moved; this one is deallocated.
    /// How every plain buffer of the solver grows (`PlainBuffer`, `SimplexRowTable`, `SimplexIdentityTable`,
    /// `CellArena`).
    func grown(keeping count: Int, to capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let new = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        new.moveInitialize(from: self, count: count)
        deallocate()
        return new
    }
}
