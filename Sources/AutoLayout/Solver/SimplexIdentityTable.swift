/// A map from object identity to a value, for the solver's per-call lookups (variable → symbol, constraint →
/// record, edit variable → edit): open addressing with linear probing on the object's address, which costs a
/// multiply where `Dictionary` runs SipHash. The entries sit densely in one array and the probe slots hold their
/// indices, so making and dropping a table touches only live entries. The table is never iterated, so addresses
/// (which differ from run to run) never decide a result. The caller keeps the objects alive while they are keys.
///
///     var table = SimplexIdentityTable<Int>()
///     table[ObjectIdentifier(view)] = 3
///     table[ObjectIdentifier(view)]          // 3
struct SimplexIdentityTable<Value> {
    private var slots: [Int32]                          // -1: empty; else an index into `entries`
    private var entries: [(key: UInt, value: Value)] = []
    private var shift: Int                              // 64 - log2(slot count)

    /// Room for `capacity` entries before the first growth.
    init(capacity: Int = 16) {
        var slotCount = 8
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: -1, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        entries.reserveCapacity(capacity)
    }

    var count: Int { entries.count }

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
            if entries[Int(entry)].key == key { return (index, true) }
            index = (index + 1) & mask
        }
    }

    subscript(_ id: ObjectIdentifier) -> Value? {
        get {
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? entries[Int(slots[index])].value : nil
        }
        set {
            let key = UInt(bitPattern: id)
            let (index, found) = slot(of: key)
            switch (found, newValue) {
            case let (true, .some(value)):
                entries[Int(slots[index])].value = value
            case (true, .none):
                remove(atSlot: index)
            case let (false, .some(value)):
                entries.append((key, value))
                slots[index] = Int32(entries.count - 1)
                if entries.count * 2 > slots.count { rehash(slotCount: slots.count * 2) }
            case (false, .none):
                break
            }
        }
    }

    /// Removes `id`'s entry and returns its value.
    mutating func removeValue(for id: ObjectIdentifier) -> Value? {
        let (index, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        let value = entries[Int(slots[index])].value
        remove(atSlot: index)
        return value
    }

    /// Empties slot `index`, shifting later slots of the probe run back so every lookup still finds them, then
    /// moves the last entry into the freed place of `entries`.
    private mutating func remove(atSlot index: Int) {
        let freed = Int(slots[index])
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let entry = slots[next]
            if entry < 0 { break }
            // The slot may fill the hole unless its key's home lies cyclically after the hole (in hole+1 … next).
            if (next - home(of: entries[Int(entry)].key)) & mask >= (next - hole) & mask {
                slots[hole] = entry
                hole = next
            }
        }
        slots[hole] = -1
        let last = entries.count - 1
        if freed != last {
            let (lastSlot, _) = slot(of: entries[last].key)
            slots[lastSlot] = Int32(freed)
            entries.swapAt(freed, last)
        }
        entries.removeLast()
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: -1, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        for entryIndex in entries.indices {
            let (index, _) = slot(of: entries[entryIndex].key)
            slots[index] = Int32(entryIndex)
        }
    }
}
