import Foundation

/// Names an object in an error message ("section 2 group subitem 1"). The common places are plain
/// values; deeper ones format lazily. Nothing is formatted unless an error is thrown: building
/// strings for every section of a large layout would cost more than solving it.
struct Place: CustomStringConvertible {
    private enum Storage {
        case section(Int)
        case sectionGroup(Int)
        case sectionGroupSubitem(Int, Int)
        case text(String)
        case lazy(() -> String)
    }

    private let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }
    init(_ describe: @escaping () -> String) { storage = .lazy(describe) }

    static func section(_ index: Int) -> Place { Place(.section(index)) }
    static func named(_ text: String) -> Place { Place(.text(text)) }

    /// This place, then `label` and an optional number: `place.appending("subitem", 2)`.
    func appending(_ label: String, _ number: Int? = nil) -> Place {
        switch (storage, label, number) {
        case (.section(let s), "group", nil): return Place(.sectionGroup(s))
        case (.sectionGroup(let s), "subitem", let n?): return Place(.sectionGroupSubitem(s, n))
        default:
            let parent = self
            let separator = label.hasPrefix(":") ? "" : " "
            return Place { number.map { "\(parent)\(separator)\(label) \($0)" } ?? "\(parent)\(separator)\(label)" }
        }
    }

    var description: String {
        switch storage {
        case .section(let s): "section \(s)"
        case .sectionGroup(let s): "section \(s) group"
        case .sectionGroupSubitem(let s, let n): "section \(s) group subitem \(n)"
        case .text(let t): t
        case .lazy(let describe): describe()
        }
    }
}

extension Place: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .named(value) }
}

extension Definitions {
    func node(_ item: NSCollectionLayoutItem, place: String, depth: Int = 0) throws -> NodeDef {
        try node(item, place: .named(place), depth: depth)
    }
}

extension GroupSolver {
    func solve(_ node: NodeDef, proposed: CGSize, first: Int, limit: Int, place: String) throws -> GroupInstance {
        try solve(node, proposed: proposed, first: first, limit: limit, place: .named(place))
    }
}
