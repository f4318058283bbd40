/// A map from object identity to a value, for the solver's per-call lookups (variable → symbol, constraint →
/// record, edit variable → edit): open addressing with linear probing on the object's address, which costs a
/// multiply where `Dictionary` runs SipHash. The entries sit densely in two buffers, keys and values (plain
/// values, `BitwiseCopyable`: nothing to destroy, and a solver's 30 constraint records stay under the 1 KB where
/// glibc's malloc leaves its per-thread cache), and the probe slots hold their indices, so emptying a table
/// touches only the slots. A class, so the tables of a solver or an engine are shared, never copied. The table is
/// never iterated, so addresses (which differ from run to run) never decide a result. The caller keeps the objects
/// alive while they are keys.
///
///     let table = SimplexIdentityTable<Int>()
///     table[ObjectIdentifier(view)] = 3
///     table[ObjectIdentifier(view)]          // 3
final class SimplexIdentityTable<Value: BitwiseCopyable> {
    // Plain buffers, not arrays: a lookup or an insert then costs no uniqueness or capacity check through the
    // runtime (the solver makes a few of each a constraint), and the values need no destruction.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Int32>   // -1: empty; else an index into `keys` and `values`
    @exclusivity(unchecked) private var slotCount: Int
    @exclusivity(unchecked) private var shift: Int                           // 64 - log2(slot count)
    @exclusivity(unchecked) private var keys: UnsafeMutablePointer<UInt>
    @exclusivity(unchecked) private var values: UnsafeMutablePointer<Value>
    /// How many entries there are.
    @exclusivity(unchecked) private(set) var count = 0

    /// Room for `capacity` entries before the first growth.
    init(capacity: Int = 16) {
        slotCount = 8
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: -1, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        keys = .allocate(capacity: Self.entryCapacity(slotCount))
        values = .allocate(capacity: Self.entryCapacity(slotCount))
    }

    deinit {
        slots.deallocate()
        keys.deallocate()
        values.deallocate()
    }

    private var mask: Int { slotCount - 1 }

    /// Entries a table of `slotCount` slots holds: up to half the slots, and one more, added before it grows.
    private static func entryCapacity(_ slotCount: Int) -> Int { slotCount / 2 + 1 }

    /// Fibonacci hashing of the address: the high bits of `address × 2⁶⁴/φ`.
    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        var index = home(of: key)
        while true {
            let entry = slots[index]
            if entry < 0 { return (index, false) }
            if keys[Int(entry)] == key { return (index, true) }
            index = (index + 1) & mask
        }
    }

    /// Whether `id` has an entry (without copying its value out).
    @inline(__always)
    func contains(_ id: ObjectIdentifier) -> Bool { slot(of: UInt(bitPattern: id)).found }

    // (Inlined, as the lookups are: a call would retain the table for its length.)
    subscript(_ id: ObjectIdentifier) -> Value? {
        @inline(__always) get {
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? values[Int(slots[index])] : nil
        }
        @inline(__always) set {
            let key = UInt(bitPattern: id)
            let (index, found) = slot(of: key)
            switch (found, newValue) {
            case let (true, .some(value)):
                values[Int(slots[index])] = value
            case (true, .none):
                remove(atSlot: index)
            case let (false, .some(value)):
                // (Room for the entry: `count` is at most half the slots before, `entryCapacity` after.)
                keys[count] = key
                values[count] = value
                slots[index] = Int32(truncatingIfNeeded: count)
                count += 1
                if count * 2 > slotCount { rehash(slotCount: slotCount * 2) }
            case (false, .none):
                break
            }
        }
    }

    /// Calls `body` with every value, in no meaningful order (for releasing what they hold, never for a result).
    func forEachValue(_ body: (Value) -> Void) {
        for index in 0..<count { body(values[index]) }
    }

    /// Removes every entry, keeping the storage (a recycled solver's tables).
    func removeAll() {
        guard count > 0 else { return }
        slots.update(repeating: -1, count: slotCount)   // (one key at a time would break probe runs)
        count = 0
    }

    /// Removes `id`'s entry and returns its value.
    func removeValue(for id: ObjectIdentifier) -> Value? {
        let (index, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        let value = values[Int(slots[index])]
        remove(atSlot: index)
        return value
    }

    /// Empties slot `index`, shifting later slots of the probe run back so every lookup still finds them, then
    /// moves the last entry into the freed place of `keys` and `values`.
    private func remove(atSlot index: Int) {
        let freed = Int(slots[index])
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let entry = slots[next]
            if entry < 0 { break }
            // The slot may fill the hole unless its key's home lies cyclically after the hole (in hole+1 … next).
            if (next - home(of: keys[Int(entry)])) & mask >= (next - hole) & mask {
                slots[hole] = entry
                hole = next
            }
        }
        slots[hole] = -1
        let last = count - 1
        if freed != last {
            let (lastSlot, _) = slot(of: keys[last])
            slots[lastSlot] = Int32(truncatingIfNeeded: freed)
            keys[freed] = keys[last]
            values[freed] = values[last]
        }
        count -= 1
    }

    private func rehash(slotCount newCount: Int) {
        slots.deallocate()
        slots = .allocate(capacity: newCount)
        slots.initialize(repeating: -1, count: newCount)
        slotCount = newCount
        shift = 64 - newCount.trailingZeroBitCount
        keys = keys.grown(keeping: count, to: Self.entryCapacity(newCount))
        values = values.grown(keeping: count, to: Self.entryCapacity(newCount))
        for entryIndex in 0..<count {
            let (index, _) = slot(of: keys[entryIndex])
            slots[index] = Int32(truncatingIfNeeded: entryIndex)
        }
    }
}
