/// Reads `<userDefinedRuntimeAttributes>`.
extension ReadContext {
    /// `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="10"/></…>`,
    /// `type="boolean" value="YES"`, `type="string" value="x"`, `type="color"` with `<color key="value">`, …
    /// A type the reader does not know is skipped with a warning.
    func runtimeAttributes(_ node: XMLNode, id: String?) throws(IBError) -> [IBRuntimeAttribute] {
        var out: [IBRuntimeAttribute] = []
        for child in node.children {
            guard child.name == "userDefinedRuntimeAttribute" else {
                warn(child, id: id, attribute: nil, "unknown element <\(child.name)>")
                continue
            }
            var e = ElementReader(child, self, id: id)
            let keyPath = try e.required("keyPath")
            let type = try e.required("type")
            let valueNode = child.child(where: { $0["key"] == "value" })
            let value: IBRuntimeValue?
            switch type {
            case "number":
                if let number = try e.double("value") {
                    value = .number(number)
                } else if let valueNode, valueNode.name == "real" || valueNode.name == "integer" {
                    var v = ElementReader(valueNode, self, id: id)
                    value = .number(try v.double("value") ?? 0)
                    v.finish()
                } else {
                    value = .number(0)
                }
            case "boolean": value = .boolean(try e.bool("value") ?? false)
            case "string": value = .string(e.string("value") ?? valueNode?.text ?? "")
            case "localizedString": value = .localizedString(e.string("value") ?? valueNode?.text ?? "")
            case "color": value = try valueNode.map { node throws(IBError) in .color(try color(node, id: id)) }
            case "size": value = try valueNode.map { node throws(IBError) in .size(try size(node, id: id)) }
            case "rect": value = try valueNode.map { node throws(IBError) in .rect(try rect(node, id: id)) }
            case "point": value = try valueNode.map { node throws(IBError) in .point(try point(node, id: id)) }
            case "image": value = .image(e.string("value") ?? valueNode?["name"] ?? "")
            case "nil": value = IBRuntimeValue.none
            default:
                warn(child, id: id, attribute: "type", "unknown runtime attribute type \"\(ElementReader.quoted(type))\"")
                value = nil
            }
            e.known("value")
            e.finish()
            if let value { out.append(IBRuntimeAttribute(keyPath: keyPath, value: value)) }
        }
        return out
    }
}

extension XMLNode {
    /// The first child satisfying `predicate`.
    func child(where predicate: (XMLNode) -> Bool) -> XMLNode? { children.first(where: predicate) }
}
