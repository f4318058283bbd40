import Foundation

/// Orders a container's subviews so that every sibling a constraint refers to (`topToBottomOf`,
/// `leadingToTrailingOf`) is placed before the view that refers to it.
///
/// Names are unique among siblings. A reference to a name no sibling has, or a cycle
/// (`a.topToBottomOf = b`, `b.topToBottomOf = a`), is an error at the constraint's path:
///
/// ```
/// contentView.view.subviews[1].constraints.topToBottomOf: no sibling named "titel" (siblings: caption, title)
/// contentView.view.subviews[0].constraints.topToBottomOf: a cycle of sibling constraints: a → b → a
/// ```
enum SiblingOrder {
    static func order(_ views: [ViewSpec], nodes: [JSONNode]) throws -> [Int] {
        try order(views, paths: nodes.map { "\($0.path)" })
    }

    /// The same for views built in Swift: `paths[i]` names view `i` in errors (`subviews[1]`).
    static func order(_ views: [ViewSpec], paths: [String]) throws -> [Int] {
        var index: [String: Int] = [:]
        for (i, view) in views.enumerated() {
            guard let name = view.name else { continue }
            guard index[name] == nil else {
                throw SpecError(path: "\(paths[i]).name", "another sibling is already named \"\(name)\"")
            }
            index[name] = i
        }
        let names = views.compactMap(\.name)
        /// The referenced sibling of view `i` for each relation, with the constraint's JSON path.
        func references(_ i: Int) throws -> [(Int, String)] {
            let c = views[i].constraints
            return try [("topToBottomOf", c.topToBottomOf), ("leadingToTrailingOf", c.leadingToTrailingOf)].compactMap { key, name in
                guard let name else { return nil }
                let path = "\(paths[i]).constraints.\(key)"
                guard let j = index[name] else {
                    let list = names.isEmpty ? "none" : names.joined(separator: ", ")
                    throw SpecError(path: path, "no sibling named \"\(name)\" (siblings: \(list))")
                }
                return (j, path)
            }
        }
        var order: [Int] = []
        var state = [Int](repeating: 0, count: views.count)   // 0 new, 1 visiting, 2 placed
        func visit(_ i: Int, chain: [Int]) throws {
            if state[i] == 2 { return }
            state[i] = 1
            for (j, path) in try references(i) {
                if state[j] == 1 {
                    let loop = (chain + [i]).drop(while: { $0 != j }) + [j]
                    throw SpecError(path: path, "a cycle of sibling constraints: \(loop.map { views[$0].name ?? "#\($0)" }.joined(separator: " → "))")
                }
                try visit(j, chain: chain + [i])
            }
            state[i] = 2
            order.append(i)
        }
        for i in views.indices { try visit(i, chain: []) }
        return order
    }
}
