/// Size-class variations: `<variation key="default">`, `<variation key="widthClass=regular">`,
/// `<variation key="heightClass=regular-widthClass=regular">`, resolved as extract_frames.py does: the
/// variations matching the size class apply in order of specificity (default, then one trait, then two),
/// a later one overriding an earlier one.
enum Variations {
    /// The `<variation>` children of `node` that apply in `sizeClass`, least specific first.
    static func matching(_ node: XMLNode, _ sizeClass: IBSizeClass) -> [XMLNode] {
        var ranked: [(rank: Int, order: Int, node: XMLNode)] = []
        for (order, variation) in node.children.enumerated() where variation.name == "variation" {
            let key = variation["key"] ?? ""
            if key == "default" {
                ranked.append((0, order, variation))
                continue
            }
            let traits = self.traits(key)
            guard !traits.isEmpty, traits.allSatisfy({ matches($0, sizeClass) }) else { continue }
            ranked.append((traits.count, order, variation))
        }
        return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.node)
    }

    /// `"heightClass=regular-widthClass=compact"` → [("heightClass", "regular"), ("widthClass", "compact")].
    static func traits(_ key: String) -> [(String, String)] {
        key.split(separator: "-").compactMap { part -> (String, String)? in
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
        }
    }

    static func matches(_ trait: (String, String), _ sizeClass: IBSizeClass) -> Bool {
        switch trait.0 {
        case "widthClass": trait.1 == sizeClass.width.rawValue
        case "heightClass": trait.1 == sizeClass.height.rawValue
        default: false
        }
    }

    /// For `<mask key="constraints">` (or "subviews") of the matching variations: id → installed.
    static func installation(_ node: XMLNode, _ sizeClass: IBSizeClass, mask: String) -> [String: Bool] {
        var state: [String: Bool] = [:]
        for variation in matching(node, sizeClass) {
            for maskNode in variation.children where maskNode.name == "mask" && maskNode["key"] == mask {
                for entry in maskNode.children {
                    guard let reference = entry["reference"] else { continue }
                    state[reference] = entry.name == "include"
                }
            }
        }
        return state
    }

    /// The value of `attribute` (e.g. constant, spacing) the matching variations give, the most specific winning.
    static func value(_ node: XMLNode, _ sizeClass: IBSizeClass, attribute: String) -> (String, XMLNode)? {
        var found: (String, XMLNode)?
        for variation in matching(node, sizeClass) {
            if let value = variation[attribute] { found = (value, variation) }
        }
        return found
    }

    /// The `<fontDescription>` the matching variations give (`<variation key="widthClass=regular">
    /// <fontDescription key="fontDescription" type="system" pointSize="14"/>`), the most specific winning.
    static func fontDescription(_ node: XMLNode, _ sizeClass: IBSizeClass) -> XMLNode? {
        var found: XMLNode?
        for variation in matching(node, sizeClass) {
            if let font = variation.children.first(where: { $0.name == "fontDescription" }) { found = font }
        }
        return found
    }

    /// The element, or the most specific matching variation that sets `attribute`: where to read it from.
    static func source(_ node: XMLNode, _ sizeClass: IBSizeClass, attribute: String) -> XMLNode {
        value(node, sizeClass, attribute: attribute)?.1 ?? node
    }

    /// Checks the attributes and children of every `<variation>` (known: key, constant, a stack view's
    /// spacing, axis, alignment and distribution; mask/include/exclude, fontDescription).
    static func check(_ node: XMLNode, _ context: ReadContext, id: String?) {
        for variation in node.children where variation.name == "variation" {
            var e = ElementReader(variation, context, id: id)
            e.known("constant", "spacing", "axis", "alignment", "distribution")
            e.finish()
            for mask in variation.children where mask.name != "fontDescription" {
                guard mask.name == "mask" else {
                    context.warn(mask, id: id, attribute: nil, "unknown element <\(mask.name)>")
                    continue
                }
                for entry in mask.children where entry.name != "include" && entry.name != "exclude" {
                    context.warn(entry, id: id, attribute: nil, "unknown element <\(entry.name)>")
                }
            }
        }
    }
}
