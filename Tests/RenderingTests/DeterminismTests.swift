import Foundation
import Rendering
import Scene
import Testing
import LayoutshotTestSupport

@Suite("Determinism", .tags(.concurrency))
struct DeterminismTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    @Test("two renders of the same scene are byte-identical", arguments: OutputFormat.allCases)
    func repeated(_ format: OutputFormat) throws {
        let first = try renderer.render(Fixture.card(), as: format)
        let second = try renderer.render(Fixture.card(), as: format)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test("SVG stays identical after other renders have advanced cairo's surface counter")
    func svgAfterOtherRenders() throws {
        let first = try renderer.render(Fixture.card(), as: .svg)
        for format in OutputFormat.allCases { _ = try renderer.render(Fixture.card(), as: format) }
        _ = try renderer.render(Fixture.label("x", frame: CGRect(x: 0, y: 0, width: 50, height: 20)), as: .svg)
        let second = try renderer.render(Fixture.card(), as: .svg)
        #expect(first == second)
        let text = String(decoding: second, as: UTF8.self)
        #expect(text.contains("id=\"surface1\""))
    }

    @Test("8 concurrent renders give identical PNG bytes")
    func concurrent() async throws {
        let renderer = self.renderer
        let expected = try renderer.render(Fixture.card(), as: .png)
        let results = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<8 { group.addTask { try? renderer.render(Fixture.card(), as: .png) } }
            return await group.reduce(into: [[UInt8]?]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }
}
