import Foundation
import Scene
import ScreenSpec
import Testing

/// I4: `cornerCurve` is `circular` unless a screen file says `continuous`, for a cell's background
/// and for a view; the inset-grouped platter Layoutshot draws itself is continuous (F).
@Suite("Corner curves")
struct CornerCurveTests {
    static func cell(_ background: String) throws -> CellStyle {
        let json = #"{"layout": {"flow": {}}, "cell": {"backgroundConfiguration": \#(background)}, "sections": [{"items": ["a"]}]}"#
        return try Screen.decode(Data(json.utf8), name: "corners").sections[0].cell
    }

    @Test("I4: a background's corners are circular by default and continuous when asked")
    func backgroundCurve() throws {
        #expect(try Self.cell(#"{"backgroundColor": "systemRed", "cornerRadius": 8}"#).cornerCurve == .circular)
        #expect(try Self.cell(#"{"backgroundColor": "systemRed", "cornerRadius": 8, "cornerCurve": "continuous"}"#).cornerCurve == .continuous)
        #expect(throws: (any Error).self) { try Self.cell(#"{"cornerRadius": 8, "cornerCurve": "squircle"}"#) }
    }

    @Test("I4: a view's corners are circular by default and continuous when asked")
    func viewCurve() throws {
        #expect(ViewSpec(kind: .spacer).cornerCurve == .circular)
        let json = #"{"layout": {"flow": {}}, "cell": {"contentView": {"view": {"subviews": []}, "backgroundColor": "systemRed", "cornerRadius": 6, "cornerCurve": "continuous"}}, "sections": [{"items": ["a"]}]}"#
        let view = try #require(try Screen.decode(Data(json.utf8), name: "corners").sections[0].cell.contentView)
        #expect(view.root.cornerCurve == .continuous)
    }
}
