/// A map from object identity to a value, for the solver's per-call lookups (variable → symbol, constraint →
/// record, edit variable → edit): open addressing with linear probing on the object's address, which costs a
/// multiply where `Dictionary` runs SipHash. The table is never iterated, so addresses (which differ from run to
/// run) never decide a result. The caller keeps the objects alive while they are keys.
///
///     var table = SimplexIdentityTable<Int>()
///     table[ObjectIdentifier(view)] = 3
///     table[ObjectIdentifier(view)]          // 3
struct SimplexIdentityTable<Value> {
    private var keys: [UInt]          // 0: empty slot
    private var values: [Value?]
    private var shift: Int            // 64 - log2(slot count)
    private(set) var count = 0

    /// Room for `capacity` entries before the first growth.
    init(capacity: Int = 16) {
        var slots = 8
        while slots < capacity * 2 { slots *= 2 }
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: nil, count: slots)
        shift = 64 - slots.trailingZeroBitCount
    }

    private var mask: Int { keys.count - 1 }

    /// Fibonacci hashing of the address: the high bits of `address × 2⁶⁴/φ`.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: UInt) -> (index: Int, found: Bool) {
        var index = home(of: key)
        while true {
            let stored = keys[index]
            if stored == key { return (index, true) }
            if stored == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(_ id: ObjectIdentifier) -> Value? {
        get {
            let (index, found) = slot(of: UInt(bitPattern: id))
            return found ? values[index] : nil
        }
        set {
            let key = UInt(bitPattern: id)
            let (index, found) = slot(of: key)
            switch (found, newValue) {
            case (true, .some): values[index] = newValue
            case (true, .none): remove(at: index)
            case (false, .some):
                if (count + 1) * 2 > keys.count {
                    grow()
                    self[id] = newValue
                    return
                }
                keys[index] = key
                values[index] = newValue
                count += 1
            case (false, .none): break
            }
        }
    }

    /// Removes `id`'s entry and returns its value.
    mutating func removeValue(for id: ObjectIdentifier) -> Value? {
        let (index, found) = slot(of: UInt(bitPattern: id))
        guard found else { return nil }
        let value = values[index]
        remove(at: index)
        return value
    }

    /// Empties `index` and shifts later entries of the probe run back so every lookup still finds them.
    private mutating func remove(at index: Int) {
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let key = keys[next]
            if key == 0 { break }
            // The entry may fill the hole unless its home lies cyclically after the hole (in hole+1 … next).
            if (next - home(of: key)) & mask >= (next - hole) & mask {
                keys[hole] = key
                values[hole] = values[next]
                hole = next
            }
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        self = SimplexIdentityTable(capacity: oldKeys.count)
        for index in oldKeys.indices where oldKeys[index] != 0 {
            let (slot, _) = slot(of: oldKeys[index])
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
            count += 1
        }
    }
}
