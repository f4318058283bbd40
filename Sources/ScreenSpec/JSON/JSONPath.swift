/// Where a value sits in a JSON document, as a chain of steps from the root.
///
/// Reading a screen file makes one of these per value it visits, and only a failure turns one into
/// text, so a document that reads cleanly builds no path strings at all.
///
/// ```swift
/// let group = JSONPath(JSONPath(JSONPath(root: ""), key: "sections"), index: 2)
/// group.description          // "sections[2]"
/// JSONPath(group, key: "odd key").description   // sections[2]["odd key"]
/// ```
final class JSONPath: CustomStringConvertible, Sendable {
    private enum Step {
        case root(String)
        case key(String)
        case index(Int)
    }

    private let parent: JSONPath?
    private let step: Step

    /// The root, named `prefix` (usually empty).
    init(root prefix: String) {
        parent = nil; step = .root(prefix)
    }

    init(_ parent: JSONPath, key: String) {
        self.parent = parent; step = .key(key)
    }

    init(_ parent: JSONPath, index: Int) {
        self.parent = parent; step = .index(index)
    }

    /// `a.b[2].c`; a key that is not letters, digits and `_` is written `["key"]`.
    var description: String {
        var steps: [Step] = []
        var node: JSONPath? = self
        while let current = node { steps.append(current.step); node = current.parent }
        var text = ""
        for step in steps.reversed() {
            switch step {
            case .root(let prefix): text = prefix
            case .index(let i): text += "[\(i)]"
            case .key(let key):
                let isPlain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                if !isPlain { text += "[\"\(key)\"]" } else { text += text.isEmpty ? key : ".\(key)" }
            }
        }
        return text
    }
}
