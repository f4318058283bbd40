import CollectionLayout
import Foundation
import ScreenSpec
import Testing

/// Bad input names its JSON path.
@Suite("Screen file errors")
struct SpecErrorTests {
    /// The names-grid sample with one edit applied to its JSON object.
    func decodeEdited(_ edit: (inout [String: Any]) -> Void) throws -> Screen {
        let data = try Data(contentsOf: samplesDirectory.appendingPathComponent("names-grid.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        edit(&object)
        return try Screen.decode(try JSONSerialization.data(withJSONObject: object), name: "edited")
    }

    func expectError(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
                     _ edit: (inout [String: Any]) -> Void) {
        do {
            _ = try decodeEdited(edit)
            Issue.record("decoded without error; expected \(expected)", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }


    func sectionLayout(widthDimension: Any) -> [String: Any] {
        ["group": ["kind": "horizontal",
                   "layoutSize": ["widthDimension": ["fractionalWidth": 1], "heightDimension": ["absolute": 60]],
                   "subitems": [["layoutSize": ["widthDimension": widthDimension, "heightDimension": ["absolute": 60]]]]]]
    }

    @Test("A misspelt dimension names sections[1].layout.group.subitems[0].layoutSize.widthDimension")
    func misspeltDimension() {
        expectError(#"sections[1].layout.group.subitems[0].layoutSize.widthDimension: expected a dimension: one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings (found "fractionalWidht"; did you mean "fractionalWidth"?)"#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[1]["layout"] = sectionLayout(widthDimension: ["fractionalWidht": 0.5])
            o["sections"] = sections
        }
    }

    @Test("Wrong types, unknown keys, missing keys and impossible values")
    func badValues() {
        expectError(#"sections[0].layout.group.subitems[0].layoutSize.widthDimension.absolute: expected a number, got a string"#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["layout"] = sectionLayout(widthDimension: ["absolute": "60"])
            o["sections"] = sections
        }
        expectError(#"sections[0].layout.group.subitems[0].layoutSize.widthDimension.fractionalWidth: must be greater than 0, got -1"#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["layout"] = sectionLayout(widthDimension: ["fractionalWidth": -1])
            o["sections"] = sections
        }
        expectError(#"sections[0].layout.group.subitems[0].layoutSize.widthDimension: expected only one of fractionalWidth, absolute"#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["layout"] = sectionLayout(widthDimension: ["absolute": 1, "fractionalWidth": 1])
            o["sections"] = sections
        }
        // G8: a negative spacing is UIKit's too; one past ±100000 pt is a mistake.
        expectError(#"layout.compositional.section.interGroupSpacing: -300000 pt is too large (at most ±100000)"#) { o in
            var layout = o["layout"] as! [String: Any], c = layout["compositional"] as! [String: Any]
            var section = c["section"] as! [String: Any]
            section["interGroupSpacing"] = -300_000
            c["section"] = section; layout["compositional"] = c; o["layout"] = layout
        }
        expectError(#"layout.compositional.section.group.kind: unknown value "diagonal"; expected one of horizontal, vertical"#) { o in
            var layout = o["layout"] as! [String: Any], c = layout["compositional"] as! [String: Any]
            var section = c["section"] as! [String: Any], group = section["group"] as! [String: Any]
            group["kind"] = "diagonal"
            section["group"] = group; c["section"] = section; layout["compositional"] = c; o["layout"] = layout
        }
        expectError(#"sections[0].itemz: unknown key "itemz""#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["itemz"] = sections[0]["items"]
            o["sections"] = sections
        }
        expectError(#"sections[1]: missing required key "items""#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[1]["items"] = nil
            o["sections"] = sections
        }
        expectError(#"cell.backgroundConfiguration.backgroundColor: unknown colour "systemGrey5"; did you mean "systemGray5"?"#) { o in
            o["cell"] = ["backgroundConfiguration": ["backgroundColor": "systemGrey5"]]
        }
        expectError(#"sections[0].items[3]: expected a string, got a number"#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["items"] = ["a", "b", "c", 4]
            o["sections"] = sections
        }
        expectError(#"date: expected a date as YYYY-MM-DD, got "yesterday""#) { o in o["date"] = "yesterday" }
        for bad in ["2024-1-01", "2024-01-011", "２０２４-01-01", "2024/01/01", "2024-01-0x", ""] {
            expectError("date: expected a date as YYYY-MM-DD, got \"\(bad)\"") { o in o["date"] = bad }
        }
        expectError(#"sections[0]["odd key"]: unknown key "odd key""#) { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["odd key"] = 1
            o["sections"] = sections
        }
        expectError(#"layout: expected a layout: one of compositional, flow, waterfall (found "grid")"#) { o in o["layout"] = ["grid": [:]] }
    }

    @Test("Malformed JSON is one line at the root")
    func malformed() {
        #expect(throws: SpecError.self) { try Screen.decode(Data("{\"sections\": [".utf8), name: "x") }
        do {
            _ = try Screen.decode(Data("{\"sections\": [".utf8), name: "x")
        } catch let error as SpecError {
            #expect(error.path == "")
            #expect(error.description.hasPrefix("not valid JSON"))
            #expect(!error.description.contains("\n"))
        } catch { Issue.record("\(error)") }
    }

    @Test("A layout that cannot be solved is an error, not a hang")
    func unsolvable() throws {
        let screen = try decodeEdited { o in
            var sections = o["sections"] as! [[String: Any]]
            sections[0]["layout"] = sectionLayout(widthDimension: ["absolute": 500])
            o["sections"] = sections
        }
        #expect(throws: SpecError(path: "layout", "cannot be solved on iphone-15: section 0 group fits no item: subitem 0 is 500 pt wide but the group has 393 pt")) {
            try screen.solve(on: Device.preset(named: "iphone-15")!)
        }
    }
}
