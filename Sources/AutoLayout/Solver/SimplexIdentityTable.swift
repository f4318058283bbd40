/// A map from object identity to a value, for the solver's per-call lookups (variable → symbol, constraint →
/// record, edit variable → edit): open addressing with linear probing on the object's address, which costs a
/// multiply where `Dictionary` runs SipHash. The entries sit densely in two arrays, keys and values (an array of
/// plain values is destroyed without a tuple witness per element, and a solver's 30 constraint records stay under
/// the 1 KB where glibc's malloc leaves its per-thread cache), and the probe slots hold their indices, so making
/// and dropping a table touches only live entries. The table is never iterated, so addresses
/// (which differ from run to run) never decide a result. The caller keeps the objects alive while they are keys.
///
///     var table = SimplexIdentityTable<Int>()
///     table[ObjectIdentifier(view)] = 3
///     table[ObjectIdentifier(view)]          // 3
struct SimplexIdentityTable<Value> {
    private var slots: [Int32]                          // -1: empty; else an index into `keys` and `values`
    private var keys: [UInt] = []
    private var values: [Value] = []
    private var shift: Int                              // 64 - log2(slot count)

    /// Room for `capacity` entries before the first growth.
    init(capacity: Int = 16) {
        var slotCount = 8
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: -1, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    var count: Int { keys.count }

    private var mask: Int { slots.count - 1 }

    /// Fibonacci hashing of the address: the high bits of `address × 2⁶⁴/φ`.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
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
    func contains(_ id: ObjectIdentifier) -> Bool { slot(of: UInt(bitPattern: id)).found }

    subscript(_ id: ObjectIdentifier) -> Value? {
        get {
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? values[Int(slots[index])] : nil
        }
        set {
            let key = UInt(bitPattern: id)
            let (index, found) = slot(of: key)
            switch (found, newValue) {
            case let (true, .some(value)):
                values[Int(slots[index])] = value
            case (true, .none):
                remove(atSlot: index)
            case let (false, .some(value)):
                keys.append(key)
                values.append(value)
                slots[index] = Int32(keys.count - 1)
                if keys.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
            case (false, .none):
                break
            }
        }
    }

    /// Calls `body` with every value, in no meaningful order (for releasing what they hold, never for a result).
    func forEachValue(_ body: (Value) -> Void) {
        for value in values { body(value) }
    }

    /// Removes every entry, keeping the storage (a recycled solver's tables).
    mutating func removeAll() {
        guard !keys.isEmpty else { return }
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }   // (one key at a time would break probe runs)
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Removes `id`'s entry and returns its value.
    mutating func removeValue(for id: ObjectIdentifier) -> Value? {
        let (index, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        let value = values[Int(slots[index])]
        remove(atSlot: index)
        return value
    }

    /// Empties slot `index`, shifting later slots of the probe run back so every lookup still finds them, then
    /// moves the last entry into the freed place of `keys` and `values`.
    private mutating func remove(atSlot index: Int) {
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
        let last = keys.count - 1
        if freed != last {
            let (lastSlot, _) = slot(of: keys[last])
            slots[lastSlot] = Int32(freed)
            keys.swapAt(freed, last)
            values.swapAt(freed, last)
        }
        keys.removeLast()
        values.removeLast()
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: -1, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        for entryIndex in keys.indices {
            let (index, _) = slot(of: keys[entryIndex])
            slots[index] = Int32(entryIndex)
        }
    }
}
