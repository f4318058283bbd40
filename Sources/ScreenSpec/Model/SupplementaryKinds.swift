import CollectionLayout
import Foundation

/// Supplementary and decoration views must match their styles, as UIKit's registered view classes
/// must match the kinds a layout asks for: a kind the layout declares with no style in
/// `supplementaryViews` would draw nothing, and a style no layout item declares is never drawn. Both
/// are errors at their JSON path, checked once the screen has decoded (so the JSON's shape is right):
///
/// ```text
/// sections[0].layout.boundarySupplementaryItems[0].elementKind: "badge" has no style in supplementaryViews
/// supplementaryViews.UICollectionElementKindSectionFooter: no layout item declares this element kind
/// ```
///
/// What declares a kind: a compositional `elementKind` (boundary items of a section or of the
/// configuration, supplementary items of items and groups), a decoration's `background` (except the
/// list decorations, which the list chrome draws), a list's `headerMode`/`footerMode` `supplementary`,
/// a flow layout's non-zero `headerReferenceSize`/`footerReferenceSize` (the layout's or a section's),
/// a waterfall's `headerHeight`/`footerHeight` above 0. A section with its own `supplementaryViews`
/// uses those, the others the screen's; the configuration's boundary items use the screen's.
enum SupplementaryKinds {
    /// A place in the file that declares `kind` (canonical; `written` as the file spells it) for
    /// `sections` (nil: layout-wide).
    struct Use {
        let kind: String
        let written: String
        let node: JSONNode
        let sections: [Int]?
    }

    /// A kind found in a section layout: canonical, as written, and where.
    typealias Found = (kind: String, written: String, node: JSONNode)

    /// A `supplementaryViews` object: its keys as written, by canonical kind.
    struct Styles {
        let path: String
        let keys: [String: String]

        init(_ node: JSONNode) {
            path = node.path
            keys = Dictionary(Tree.keys(of: node).map { (ElementKind.canonical($0), $0) }) { first, _ in first }
        }
    }

    static func check(_ document: JSONNode) throws {
        let sections = Tree.elements(Tree.child(document, "sections"))
        let uses = self.uses(in: document, sectionCount: sections.count)
        let screenStyles = Tree.child(document, "supplementaryViews").map(Styles.init)
        let ownStyles = sections.map { Tree.child($0, "supplementaryViews").map(Styles.init) }
        func styles(forSection section: Int?) -> Styles? {
            section.flatMap { ownStyles[$0] } ?? screenStyles
        }
        let declaredKinds = Set(uses.map(\.kind))
        for use in uses {
            for section in use.sections ?? [-1] {
                let styles = styles(forSection: section < 0 ? nil : section)
                guard styles?.keys[use.kind] == nil else { continue }
                // A style some other item already uses is not the one meant.
                let unused = styles?.keys.filter { !declaredKinds.contains($0.key) }.map(\.value).sorted() ?? []
                let hint = NameSuggestion.didYouMean(use.written, in: unused)
                throw use.node.error("\"\(use.written)\" has no style in \(styles?.path ?? "supplementaryViews")\(hint)")
            }
        }
        let declared = declaredKinds.sorted()
        if let screenStyles { try checkDeclared(screenStyles, declared: declared, in: document) }
        for (section, styles) in ownStyles.enumerated() {
            guard let styles else { continue }
            let own = Set(uses.filter { $0.sections?.contains(section) == true }.map(\.kind)).sorted()
            try checkDeclared(styles, declared: own, in: sections[section])
        }
    }

    /// Every style of `styles` (the `supplementaryViews` of `owner`) is one of the `declared` kinds.
    private static func checkDeclared(_ styles: Styles, declared: [String], in owner: JSONNode) throws {
        guard let object = Tree.child(owner, "supplementaryViews") else { return }
        for (kind, written) in styles.keys.sorted(by: { $0.value < $1.value }) where !declared.contains(kind) {
            let node = Tree.child(object, written) ?? object
            // A kind that has its style already is not the one meant.
            let unstyled = declared.filter { styles.keys[$0] == nil }
            throw node.error("no layout item declares this element kind" + NameSuggestion.didYouMean(written, in: unstyled))
        }
    }

    /// Every place the layout declares a supplementary or decoration kind.
    static func uses(in document: JSONNode, sectionCount: Int) -> [Use] {
        let layout = Tree.child(document, "layout")
        let sectionLayouts = Tree.elements(Tree.child(document, "sections")).map { Tree.child($0, "layout") }
        let all = Array(0..<sectionCount)
        var uses: [Use] = []
        if let compositional = Tree.child(layout, "compositional") {
            let configuration = Tree.child(compositional, "configuration")
            uses += kinds(Tree.child(configuration, "boundarySupplementaryItems"), key: "elementKind").map {
                Use(kind: $0.kind, written: $0.written, node: $0.node, sections: nil)
            }
            let shared = Tree.child(compositional, "section")
            for (section, own) in sectionLayouts.enumerated() {
                uses += sectionKinds(own ?? shared).map { Use(kind: $0.kind, written: $0.written, node: $0.node, sections: [section]) }
            }
        } else if let flow = Tree.child(layout, "flow") {
            for (key, kind) in [("headerReferenceSize", ElementKind.header), ("footerReferenceSize", ElementKind.footer)] {
                for (section, own) in sectionLayouts.enumerated() {
                    guard let size = Tree.child(own, key) ?? Tree.child(flow, key) else { continue }
                    let sides = ["width", "height"].compactMap { Tree.number(Tree.child(size, $0)) }
                    if sides.contains(where: { $0 > 0 }) { uses.append(Use(kind: kind, written: kind, node: size, sections: [section])) }
                }
            }
        } else if let waterfall = Tree.child(layout, "waterfall") {
            for (key, kind) in [("headerHeight", ElementKind.header), ("footerHeight", ElementKind.footer)] {
                if let n = Tree.child(waterfall, key), (Tree.number(n) ?? 0) > 0 {
                    uses.append(Use(kind: kind, written: kind, node: n, sections: all))
                }
            }
        }
        return uses
    }

    /// The kinds a compositional section layout declares.
    private static func sectionKinds(_ section: JSONNode?) -> [Found] {
        guard let section else { return [] }
        var found: [Found] = []
        if let list = Tree.child(section, "list") {
            for (key, kind) in [("headerMode", ElementKind.header), ("footerMode", ElementKind.footer)] {
                if let n = Tree.child(list, key), Tree.string(n) == "supplementary" { found.append((kind, kind, n)) }
            }
        }
        found += kinds(Tree.child(section, "boundarySupplementaryItems"), key: "elementKind")
        found += kinds(Tree.child(section, "decorationItems"), key: "background").filter {
            $0.kind != ListDecorationKind.separators && ListDecorationKind.appearance(ofBackground: $0.kind) == nil
        }
        return found + groupKinds(Tree.child(section, "group"))
    }

    /// The kinds a group, its subitems and their supplementary items declare.
    private static func groupKinds(_ group: JSONNode?) -> [Found] {
        guard let group else { return [] }
        var found = kinds(Tree.child(group, "supplementaryItems"), key: "elementKind")
        let subitems = Tree.elements(Tree.child(group, "subitems")) + [Tree.child(group, "subitem"), Tree.child(group, "repeatingSubitem")].compactMap { $0 }
        for item in subitems {
            found += Tree.child(item, "kind") != nil ? groupKinds(item) : kinds(Tree.child(item, "supplementaryItems"), key: "elementKind")
        }
        return found
    }

    /// `array[*].key`, each a kind (canonical and as written) and its node.
    private static func kinds(_ array: JSONNode?, key: String) -> [Found] {
        Tree.elements(array).compactMap { item in
            Tree.child(item, key).flatMap { n in Tree.string(n).map { (ElementKind.canonical($0), $0, n) } }
        }
    }
}

/// Reading a decoded document again without marking keys as read: absent or mistyped values are nil
/// (the decoder has already refused a document of the wrong shape).
private enum Tree {
    static func child(_ node: JSONNode?, _ key: String) -> JSONNode? {
        guard let node, case .object(let fields) = node.value, let value = fields[key], value != .null else { return nil }
        return JSONNode(value, at: JSONPath(node.location, key: key))
    }

    static func elements(_ node: JSONNode?) -> [JSONNode] {
        guard let node, case .array(let items) = node.value else { return [] }
        return items.enumerated().map { JSONNode($1, at: JSONPath(node.location, index: $0)) }
    }

    static func keys(of node: JSONNode) -> [String] {
        guard case .object(let fields) = node.value else { return [] }
        return fields.keys.sorted()
    }

    static func string(_ node: JSONNode?) -> String? {
        guard let node, case .string(let s) = node.value else { return nil }
        return s
    }

    static func number(_ node: JSONNode?) -> Double? {
        guard let node, case .number(let n) = node.value else { return nil }
        return n
    }
}
