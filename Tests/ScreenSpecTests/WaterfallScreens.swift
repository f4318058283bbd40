import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Small waterfall screens for the waterfall tests, written as JSON text.
enum WaterfallScreens {
    /// Seed 002's board size in its post: 375 × 667 @2x, no safe area. Two default columns are
    /// 187.5 pt, cells 177.5 pt wide at x 5 and 192.5.
    static let phone = Device.custom(width: 375, height: 667, scale: 2)

    static func decode(_ json: String) throws -> Screen { try Screen.decode(Data(json.utf8), name: "waterfall") }

    /// A one-section screen: `layout.waterfall` is `waterfall`, the items are `items` (JSON text).
    static func screen(_ waterfall: String = "{}", items: String, supplementaryViews: String? = nil) throws -> Screen {
        let styles = supplementaryViews.map { #", "supplementaryViews": \#($0)"# } ?? ""
        return try decode(#"{"layout": {"waterfall": \#(waterfall)}, "sections": [{"items": [\#(items)]}]\#(styles)}"#)
    }

    /// Plain styles for the header and the footer (a waterfall with `headerHeight`/`footerHeight` needs them).
    static let headerAndFooterStyles = #"{"elementKindSectionHeader": {}, "elementKindSectionFooter": {}}"#

    /// `{"text": "i", "height": h}` for each height.
    static func items(heights: [Double]) -> String {
        heights.enumerated().map { #"{"text": "\#($0)", "height": \#($1)}"# }.joined(separator: ", ")
    }

    /// The cell frames of section 0, in item order.
    static func frames(_ solved: SolvedLayout, count: Int) -> [CGRect?] {
        (0..<count).map { solved.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// Expects decoding `json` to fail with exactly `expected` (one line, path first).
    static func expectError(_ expected: String, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try decode(json)
            Issue.record("decoded without error; expected \(expected)", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }
}
