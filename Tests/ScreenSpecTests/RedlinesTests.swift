import CollectionLayout
import Foundation
import Handout
import ScreenPipeline
import Rendering
import Scene
import ScreenSpec
import Testing

/// The redline overlay: the frames' own numbers, on labels that never overlap.
@Suite("Redlines")
struct RedlinesTests {
    static func drawing(_ sample: String, on deviceName: String, density: Redlines.Density,
                        measurements: Set<Redlines.Measurement> = Set(Redlines.Measurement.allCases)) throws -> (Redlines.Drawing, CGRect) {
        let screen = try loadSample(sample)
        let device = try #require(Device.preset(named: deviceName))
        let measurer = try TextMeasurer()
        let solved = try screen.solve(on: device, measuringWith: measurer, recordingGroupFrames: true)
        let offset = SceneBuilder.contentOffset(.rest, viewport: screen.viewport(on: device), direction: screen.scrollDirection)
        let canvas = CGRect(x: 0, y: 0, width: device.width, height: device.height)
        return (Redlines(density: density, measurements: measurements).drawing(for: solved, origin: CGPoint(x: -offset.x, y: -offset.y), canvas: canvas,
                                                   measuringWith: measurer), canvas)
    }

    static func labels(_ drawing: Redlines.Drawing) -> [(text: String, frame: CGRect)] {
        drawing.nodes.compactMap { if case .text(let t) = $0 { (t.text, t.frame) } else { nil } }
    }

    @Test("C1 G7 on names-grid: item sizes 65.33 × 60 (65.5 floored at @3x), the .fixed(4) spacing, interGroupSpacing 30")
    func namesGrid() throws {
        let (drawing, _) = try Self.drawing("names-grid", on: "iphone-15", density: .high)
        let texts = Self.labels(drawing).map(\.text)
        #expect(texts.contains("65.33 × 60") && !texts.contains("65.67 × 60"))
        #expect(texts.contains("4") && texts.contains("30"))
        #expect(!texts.contains("100"), "a header is not an inset")
        // Two section outlines, four group outlines (two rows a section) and 20 item outlines.
        let outlines = drawing.nodes.compactMap { if case .shape(let s) = $0 { s } else { nil } }
        #expect(outlines.count == 26)
        #expect(outlines.filter { $0.stroke == RGBA(52, 199, 89, 0.9) }.count == 4)
    }

    @Test("labels never overlap one another and stay on the canvas, at every density, on every sample")
    func noOverlaps() throws {
        var hiddenAtHigh = 0
        for sample in SampleQualityTests.samples {
            for density in Redlines.Density.allCases {
                let (drawing, canvas) = try Self.drawing(sample, on: "iphone-se", density: density)
                let frames = Self.labels(drawing).map(\.frame)
                #expect(drawing.labels == frames.count)
                for (i, a) in frames.enumerated() {
                    #expect(canvas.contains(a), "\(sample) \(density): \(a) off the canvas")
                    for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(sample) \(density): \(a) overlaps \(b)") }
                }
                if density == .high { hiddenAtHigh += drawing.hidden }
            }
        }
        #expect(hiddenAtHigh > 0, "dense screens have labels left out rather than piled up")
    }

    @Test("density: low draws fewer labels than medium, medium fewer than high")
    func density() throws {
        let counts = try Redlines.Density.allCases.map { try Self.drawing("games-tab", on: "iphone-15", density: $0).0.labels }
        #expect(counts[0] < counts[1] && counts[1] < counts[2], "\(counts)")
    }

    @Test("the chosen set: sizes only, spacing only, insets only")
    func chosenSet() throws {
        let sizes = Self.labels(try Self.drawing("names-grid", on: "iphone-15", density: .high, measurements: [.sizes]).0).map(\.text)
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0.contains("×") })
        let spacing = Self.labels(try Self.drawing("names-grid", on: "iphone-15", density: .high, measurements: [.spacing]).0).map(\.text)
        #expect(Set(spacing) == ["4", "30"])
        let insets = Self.labels(try Self.drawing("games-tab", on: "iphone-15", density: .medium, measurements: [.insets]).0).map(\.text)
        #expect(!insets.isEmpty && insets.allSatisfy { !$0.contains("×") })
    }
}
