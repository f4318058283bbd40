import Foundation

/// Names an object in an error message ("section 2 group subitem 1"), built only when an error is
/// thrown: formatting strings for every section of a large layout would cost more than solving it.
struct Place: CustomStringConvertible {
    private let describe: () -> String

    init(_ describe: @escaping () -> String) { self.describe = describe }

    static func section(_ index: Int) -> Place { Place { "section \(index)" } }
    static func named(_ text: String) -> Place { Place { text } }

    /// This place, then `label` and an optional number: `place.appending("subitem", 2)`.
    func appending(_ label: String, _ number: Int? = nil) -> Place {
        let parent = describe
        let separator = label.hasPrefix(":") ? "" : " "
        return Place { number.map { "\(parent())\(separator)\(label) \($0)" } ?? "\(parent())\(separator)\(label)" }
    }

    var description: String { describe() }
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

extension Place: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .named(value) }
}
