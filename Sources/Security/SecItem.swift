import Foundation
import FoundationOverlay

// The keychain on Linux (issue 31 Deliver 3): an in-memory keychain that starts empty at each run and
// keeps what the app's code adds during it — a screen reads back what it stored, and a first launch
// finds nothing (`errSecItemNotFound`), as a freshly installed app does. Nothing reaches a disk.

/// The run's keychain: items as attribute dictionaries (the value under `v_Data`), in insertion order.
final class InMemoryKeychain: @unchecked Sendable {
    static let shared = InMemoryKeychain()
    private let lock = NSLock()
    private var items: [[String: Any]] = []

    /// Query keys that say what to return or how to search, never an attribute to match.
    private static func isAttribute(_ key: String) -> Bool {
        !(key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key.hasPrefix("v_") || key == "nleg")
    }

    /// A query's attributes as `[String: Any]` (its keys are `CFString`s, which are `String`s here).
    static func attributes(_ query: CFDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in query { if let key = key.base as? String { result[key] = value } }
        return result
    }

    /// Whether an item has every attribute the query names (`kSecAttrSynchronizableAny` matches both).
    private static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        query.allSatisfy { key, value in
            guard isAttribute(key) else { return true }
            if key == kSecAttrSynchronizable, (value as? String) == kSecAttrSynchronizableAny { return true }
            guard let stored = item[key] else { return key == kSecAttrSynchronizable && !truthy(value) }
            return String(describing: stored) == String(describing: value)
        }
    }

    /// The attributes that make an item unique in its class (Apple's primary keys, simplified).
    private static let primaryKeys = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrApplicationTag,
                                      kSecAttrAccessGroup, kSecAttrLabel, kSecAttrSynchronizable]

    static func truthy(_ value: Any?) -> Bool {
        switch value {
        case let bool as Bool: return bool
        case let number as NSNumber: return number.boolValue
        case let number as Int: return number != 0
        default: return false
        }
    }

    func add(_ query: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        guard query[kSecClass] != nil else { return errSecParam }
        let key = Self.primaryKeys.compactMap { query[$0] }.map { String(describing: $0) }
        if items.contains(where: { item in Self.primaryKeys.compactMap { item[$0] }.map { String(describing: $0) } == key }) {
            return errSecDuplicateItem
        }
        var item = query.filter { Self.isAttribute($0.key) }
        item[kSecValueData] = query[kSecValueData]
        items.append(item)
        return errSecSuccess
    }

    func matching(_ query: [String: Any]) -> [[String: Any]] {
        lock.lock(); defer { lock.unlock() }
        return items.filter { Self.matches($0, query) }
    }

    func update(_ query: [String: Any], with changes: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        var found = false
        for index in items.indices where Self.matches(items[index], query) {
            found = true
            for (key, value) in changes { items[index][key] = value }
        }
        return found ? errSecSuccess : errSecItemNotFound
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        lock.lock(); defer { lock.unlock() }
        let before = items.count
        items.removeAll { Self.matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }
}

/// `SecItemAdd`: stores the item; `errSecDuplicateItem` when one with the same class, service, account
/// (server, tag, access group, label) exists. `result` is left nil.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return InMemoryKeychain.shared.add(InMemoryKeychain.attributes(attributes))
}

/// `SecItemCopyMatching`: the stored items with every attribute the query names. As Security returns
/// them: the data (`kSecReturnData`), the attributes (`kSecReturnAttributes`, with the data under
/// `v_Data` when both are asked), one item or, with `kSecMatchLimitAll`, an array;
/// `errSecItemNotFound` when none matches.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = InMemoryKeychain.attributes(query)
    let found = InMemoryKeychain.shared.matching(query)
    result?.pointee = nil
    guard !found.isEmpty else { return errSecItemNotFound }
    let wantsData = InMemoryKeychain.truthy(query[kSecReturnData])
    let wantsAttributes = InMemoryKeychain.truthy(query[kSecReturnAttributes]) || InMemoryKeychain.truthy(query[kSecReturnRef])
    func value(_ item: [String: Any]) -> Any {
        if wantsAttributes {
            return wantsData ? item : item.filter { $0.key != kSecValueData }
        }
        return item[kSecValueData] ?? Data()
    }
    let all = (query[kSecMatchLimit] as? String) == kSecMatchLimitAll
    if wantsData || wantsAttributes {
        result?.pointee = all ? (found.map(value) as AnyObject) : (value(found[0]) as AnyObject)
    }
    return errSecSuccess
}

/// `SecItemUpdate`: sets the given attributes on every matching item; `errSecItemNotFound` when none.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.update(InMemoryKeychain.attributes(query), with: InMemoryKeychain.attributes(attributesToUpdate))
}

/// `SecItemDelete`: removes every matching item; `errSecItemNotFound` when none.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    InMemoryKeychain.shared.delete(InMemoryKeychain.attributes(query))
}
