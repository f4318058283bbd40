import CollectionLayout
import Foundation

/// Decodes UIKit layout objects from JSON whose keys are UIKit's own names:
///
/// ```json
/// {"group": {"kind": "horizontal",
///            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}},
///            "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 0.16666666666666666},
///                                          "heightDimension": {"absolute": 60}}}],
///            "interItemSpacing": {"fixed": 4}},
///  "interGroupSpacing": 30}
/// ```
///
/// By concern: `SizeDecoding.swift` (dimensions, sizes, insets, spacing, offsets),
/// `ItemDecoding.swift` (items, groups, supplementary items and anchors), `SectionDecoding.swift`
/// (boundary and decoration items, sections, the configuration) and `FlowDecoding.swift`.
enum LayoutDecoding {
    /// The value of `node` looked up in `table`, whose order is the order the error lists.
    static func choice<T>(_ node: JSONNode, _ table: KeyValuePairs<String, T>) throws -> T {
        let name = try node.oneOf(table.map(\.key))
        return table.first { $0.key == name }!.value
    }

    /// At most one of `keys` may be present (null counts as absent): returns it and its node.
    static func atMostOne(of keys: [String], in o: JSONObject) throws -> (String, JSONNode)? {
        let present = keys.compactMap { key in o.optional(key).map { (key, $0) } }
        guard present.count <= 1 else {
            throw SpecError(path: o.path, "expected only one of \(present.map(\.0).joined(separator: ", "))")
        }
        return present.first
    }
}

/// Element kinds: UIKit's raw strings, with the Swift constant names accepted as aliases.
public enum ElementKind {
    public static let header = UICollectionElementKindSectionHeader
    public static let footer = UICollectionElementKindSectionFooter

    /// `"elementKindSectionHeader"` → `"UICollectionElementKindSectionHeader"`; others unchanged.
    public static func canonical(_ kind: String) -> String {
        switch kind {
        case "elementKindSectionHeader": header
        case "elementKindSectionFooter": footer
        default: kind
        }
    }
}
