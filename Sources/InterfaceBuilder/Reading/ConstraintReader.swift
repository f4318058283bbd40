/// Reads `<constraint>` elements, with the size class's `<variation … constant=…>` applied.
extension ReadContext {
    func constraint(_ node: XMLNode) throws(IBError) -> IBConstraint {
        var e = ElementReader(node, self)
        let id = try e.required("id")
        let first = try attribute(&e, "firstAttribute", node: node, id: id)
        guard let firstAttribute = first else { throw error(node, id: id, "missing required attribute 'firstAttribute'") }
        let secondItem = e.string("secondItem")
        let secondAttribute = try attribute(&e, "secondAttribute", node: node, id: id)
        if secondItem != nil && secondAttribute == nil {
            throw error(node, id: id, "secondItem without secondAttribute")
        }
        var constant = try e.double("constant") ?? 0
        if let (value, variation) = Variations.value(node, sizeClass, attribute: "constant") {
            constant = try ElementReader.number(value, name: "constant", node: variation, id: id, context: self)
        }
        let relation: IBRelation
        switch e.string("relation") {
        case nil, "equal": relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?: throw error(node, id: id, "relation \"\(ElementReader.quoted(other))\" is not equal, lessThanOrEqual or greaterThanOrEqual")
        }
        let constraint = IBConstraint(
            id: id, line: node.line, firstItem: e.string("firstItem"), firstAttribute: firstAttribute, relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute,
            multiplier: try multiplier(e.string("multiplier"), node: node, id: id), constant: constant,
            priority: try e.priority("priority") ?? 1000, placeholder: try e.bool("placeholder") ?? false,
            symbolic: try e.bool("symbolic") ?? false, identifier: e.string("identifier"))
        e.known("userLabel")   // the name IB's outline shows for it
        e.finish()
        Variations.check(node, self, id: id)
        for child in node.children where child.name != "variation" {
            warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
        }
        return constraint
    }

    private func attribute(_ e: inout ElementReader, _ name: String, node: XMLNode, id: String) throws(IBError) -> IBLayoutAttribute? {
        guard let value = e.string(name) else { return nil }
        guard let attribute = IBLayoutAttribute(ibName: value) else {
            throw error(node, id: id, "\(name) \"\(ElementReader.quoted(value))\" is not a layout attribute")
        }
        return attribute
    }

    /// `"4:3"`, `"4/5"`, `"0.65"` → 1.333…, 0.8, 0.65; absent → 1. A zero denominator is an error.
    func multiplier(_ text: String?, node: XMLNode, id: String) throws(IBError) -> Double {
        guard let text else { return 1 }
        if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
            let numerator = try ElementReader.number(String(text[..<separator]), name: "multiplier", node: node, id: id, context: self)
            let denominator = try ElementReader.number(String(text[text.index(after: separator)...]), name: "multiplier",
                                                       node: node, id: id, context: self)
            guard denominator != 0 else { throw error(node, id: id, "multiplier \"\(ElementReader.quoted(text))\" divides by zero") }
            return numerator / denominator
        }
        return try ElementReader.number(text, name: "multiplier", node: node, id: id, context: self)
    }
}
