import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Small screens built as dictionaries, for the compositional-key tests.
enum ScreenJSON {
    static let iPhone15 = Device.preset(named: "iphone-15")!

    /// `{"widthDimension": width, "heightDimension": height}`.
    static func size(_ width: [String: Any], _ height: [String: Any]) -> [String: Any] {
        ["widthDimension": width, "heightDimension": height]
    }

    static func absolute(_ pt: Double) -> [String: Any] { ["absolute": pt] }
    static func fractionalWidth(_ f: Double) -> [String: Any] { ["fractionalWidth": f] }
    static func fractionalHeight(_ f: Double) -> [String: Any] { ["fractionalHeight": f] }

    /// A horizontal group of `subitems`.
    static func row(_ layoutSize: [String: Any], _ subitems: [[String: Any]]) -> [String: Any] {
        ["kind": "horizontal", "layoutSize": layoutSize, "subitems": subitems]
    }

    /// A screen with one section of `items` cells laid out by `section` (its `sections[0].layout`),
    /// and `configuration` as `layout.compositional.configuration`. Every element kind they declare
    /// (`elementKind`, a decoration's `background`) gets a plain style in `supplementaryViews`, as a
    /// screen file must give.
    static func screen(_ section: [String: Any], configuration: [String: Any]? = nil, items: Int) throws -> Screen {
        var compositional: [String: Any] = [:]
        if let configuration { compositional["configuration"] = configuration }
        var object: [String: Any] = [
            "layout": ["compositional": compositional],
            "sections": [["items": (0..<items).map { "\($0)" }, "layout": section]],
        ]
        let kinds = declaredKinds(section).union(configuration.map(declaredKinds) ?? [])
        if !kinds.isEmpty { object["supplementaryViews"] = Dictionary(uniqueKeysWithValues: kinds.map { ($0, [String: Any]()) }) }
        return try Screen.decode(try JSONSerialization.data(withJSONObject: object), name: "test")
    }

    /// The string values of every `elementKind` and `background` key in `json`, at any depth.
    static func declaredKinds(_ json: Any) -> Set<String> {
        if let array = json as? [Any] { return array.reduce(into: []) { $0.formUnion(declaredKinds($1)) } }
        guard let object = json as? [String: Any] else { return [] }
        return object.reduce(into: []) { kinds, field in
            if ["elementKind", "background"].contains(field.key), let kind = field.value as? String { kinds.insert(kind) }
            kinds.formUnion(declaredKinds(field.value))
        }
    }

    /// Decodes and solves on an iPhone 15 at rest.
    static func solve(_ section: [String: Any], configuration: [String: Any]? = nil, items: Int) throws -> SolvedLayout {
        try screen(section, configuration: configuration, items: items).solve(on: iPhone15)
    }

    /// Expects decoding to fail with exactly `expected` (one line, path first).
    static func expectError(_ expected: String, _ section: [String: Any], configuration: [String: Any]? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try screen(section, configuration: configuration, items: 1)
            Issue.record("decoded without error; expected \(expected)", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }
}

extension SolvedLayout {
    func cell(_ item: Int, section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func supplementary(_ kind: String, _ item: Int = 0, section: Int = 0) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))
    }
}
