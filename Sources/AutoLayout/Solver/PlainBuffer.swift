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
        let new = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
        new.update(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity *= 2
    }
}
