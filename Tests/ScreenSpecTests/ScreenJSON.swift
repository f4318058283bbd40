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
    /// and `configuration` as `layout.compositional.configuration`.
    static func screen(_ section: [String: Any], configuration: [String: Any]? = nil, items: Int) throws -> Screen {
        var compositional: [String: Any] = [:]
        if let configuration { compositional["configuration"] = configuration }
        let object: [String: Any] = [
            "layout": ["compositional": compositional],
            "sections": [["items": (0..<items).map { "\($0)" }, "layout": section]],
        ]
        return try Screen.decode(try JSONSerialization.data(withJSONObject: object), name: "test")
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
