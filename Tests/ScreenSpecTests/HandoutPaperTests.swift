import CollectionLayout
import Foundation
import Handout
import ScreenPipeline
import Rendering
import Scene
import ScreenSpec
import Testing

/// Handouts on paper: sheet sizes, one scale a page (true relative scale), carousels' off-screen cards in
/// strips under the screens, inside the sheet.
@Suite("Handout on paper")
struct HandoutPaperTests {
    static let threeDevices = ["iphone-se", "iphone-15", "ipad-pro-11"].compactMap(Device.preset(named:))

    static func page(_ sample: String, paper: Paper? = .standard, overlay: Bool = false, fullLength: Bool = false,
                     unrolled: Bool = true) throws -> Scene {
        var page = HandoutPage(screen: try loadSample(sample), devices: threeDevices, appearances: [.light], date: "2026-11-30",
                               version: "0.1.0")
        page.paper = paper
        page.fullLength = fullLength
        page.unrolled = unrolled
        if overlay { page.overlay = Redlines() }
        return try page.scene(measuringWith: try TextMeasurer())
    }

    /// The bezel outlines, left to right: each screen's frame on the page with the 10 pt bezel around it.
    static func screens(_ page: Scene) -> [CGRect] {
        page.nodes.compactMap { node -> CGRect? in
            guard case .shape(let s) = node, s.lineWidth == 1.5, s.stroke == RGBA(174, 174, 178) else { return nil }
            return s.frame.insetBy(dx: 10, dy: 10)
        }
    }

    @Test("paper sizes in PostScript points; landscape swaps the sides; A3 landscape is the default")
    func sizes() {
        #expect(Paper.standard.pageSize == CGSize(width: 1190.551, height: 841.890))
        #expect(Paper(.a4, orientation: .portrait).pageSize == CGSize(width: 595.276, height: 841.890))
        #expect(Paper(.a4).pageSize == CGSize(width: 841.890, height: 595.276))
        #expect(Paper(.letter, orientation: .portrait).pageSize == CGSize(width: 612, height: 792))
        #expect(Paper(.tabloid).pageSize == CGSize(width: 1224, height: 792))
        #expect(Paper.Size.allCases.map(\.rawValue) == ["a4", "a3", "letter", "tabloid"])
    }

    @Test("one scale for every screen on the page: each drawn width is the device's times the same whole percent")
    func relativeScale() throws {
        for sample in ["games-tab", "names-grid", "channel-home"] {
            let page = try Self.page(sample)
            let frames = Self.screens(page)
            try #require(frames.count == 3)
            let scale = Double(frames[0].width) / 375
            #expect(abs(scale * 100 - (scale * 100).rounded()) < 1e-9, "\(sample): \(scale) is not a whole percent")
            // The iPad is exactly as much wider than each phone as it is (834 : 375, 834 : 393).
            #expect(abs(Double(frames[2].width) / Double(frames[0].width) - 834.0 / 375) < 1e-12)
            #expect(abs(Double(frames[2].width) / Double(frames[1].width) - 834.0 / 393) < 1e-12)
            #expect(abs(Double(frames[2].height) / Double(frames[0].height) - 1210.0 / 667) < 1e-12)
            #expect(page.nodes.contains { if case .text(let t) = $0 { t.text.hasSuffix("· \(Int((scale * 100).rounded())) %") } else { false } })
        }
    }

    @Test("games-tab on three devices with redlines fits A3 landscape: every clip, strip and label inside the margins")
    func gamesTabFitsA3() throws {
        let page = try Self.page("games-tab", overlay: true)
        #expect(page.size == CGSize(width: 1190.551, height: 841.890))
        let frames = Self.screens(page)
        #expect(Double(frames[0].width) == 375 * 0.22, "\(frames[0].width / 375)")   // measured: 22 %
        let margins = CGRect(x: 48, y: 48, width: 1190.551 - 96, height: 841.890 - 96).insetBy(dx: -0.001, dy: -0.001)
        var depth = 0, strips = 0, labels: [String] = []
        for node in page.nodes {
            switch node {
            case .clip(let rect):
                if depth == 0 { #expect(margins.contains(rect), "\(rect) leaves the page's margins") }
                if depth == 0, !frames.contains(rect) { strips += 1 }
                depth += 1
            case .unclip: depth -= 1
            case .text(let t) where depth == 0:
                #expect(margins.contains(t.frame), "\(t.text) at \(t.frame)")
                labels.append(t.text)
            case .rect(let r) where depth == 0: #expect(margins.contains(r.frame))
            case .shape(let s) where depth == 0: #expect(margins.insetBy(dx: -10, dy: -10).contains(s.frame))
            default: break
            }
        }
        #expect(depth == 0)
        // The off-screen cards: featured and small2 under each phone, featured, small2 and small4 under the iPad.
        #expect(labels.filter { $0.hasPrefix("featured · 4 off screen") }.count == 3)
        #expect(labels.contains("small4 · 6 off screen →"))
        // Rows of cards: two of featured and one of small2 under each phone; one each of three sections under the iPad.
        #expect(strips == 9, "\(strips) strip rows")
    }

    @Test("unrolled carousels: the columns of cards past the device's edge, in the scene's points")
    func carousels() throws {
        let screen = try loadSample("games-tab")
        let device = try #require(Device.preset(named: "iphone-se"))
        let solved = try screen.solve(on: device, measuringWith: try TextMeasurer())
        let carousels = SceneBuilder.unrolledCarousels(for: screen, solved: solved, device: device, fullLength: false)
        let featured = try #require(carousels.first)
        #expect(featured.section == 0 && featured.cells == 4 && featured.columns.count == 4)
        // Every column is past the edge and they do not overlap.
        #expect(featured.columns.allSatisfy { $0.upperBound > 375 })
        #expect(zip(featured.columns, featured.columns.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        // The unrolled scene is exactly as wide as the last card plus its section's leading gap.
        let unrolled = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, unrolled: true)
        #expect(Double(unrolled.size.width) >= (carousels.map { $0.columns.last?.upperBound ?? 0 }.max() ?? 0))
        #expect(carousels.allSatisfy { $0.minY >= 0 && $0.maxY <= 667 && $0.maxY - $0.minY <= $0.bandHeight })
        // Groups of three stacked cells are one column: small2's nine cells in three groups, two past the edge.
        let small2 = try #require(carousels.first { $0.section == 2 })
        #expect(small2.columns.count == 2 && small2.cells == 6)
        let vertical = SceneBuilder.unrolledCarousels(for: try loadSample("names-grid"), solved: try loadSample("names-grid")
            .solve(on: device, measuringWith: try TextMeasurer()), device: device, fullLength: false)
        #expect(vertical.isEmpty)
    }

    @Test("--full-length on paper: the whole length scaled to fit the sheet, the fold at the device's height times the scale")
    func fullLength() throws {
        let page = try Self.page("games-tab", fullLength: true, unrolled: false)
        let frames = Self.screens(page)
        let scale = Double(frames[0].width) / 375
        #expect(Double(frames.map(\.maxY).max() ?? 0) < 841.890 - 48 && scale < 0.2, "\(scale)")
        let folds = page.nodes.compactMap { if case .text(let t) = $0, t.text.hasPrefix("fold · ") { t } else { nil } }
        #expect(folds.map(\.text) == ["fold · 667 pt", "fold · 852 pt", "fold · 1210 pt"])
        for (fold, (frame, device)) in zip(folds, zip(frames, Self.threeDevices)) {
            #expect(abs(Double(fold.frame.minY) + 19 - Double(frame.minY) - device.height * scale) < 1e-9)
        }
    }

    @Test("--page fit is the page sized to its content, as before: 1854 × 1470 pt for names-grid on three devices")
    func fit() throws {
        #expect(try Self.page("names-grid", paper: nil).size == CGSize(width: 1854, height: 1470))
        #expect(try Self.page("games-tab", paper: nil, overlay: true).size == CGSize(width: 7748, height: 1470))
    }

    @Test("devices whose captions cannot fit across the sheet: a one-line error")
    func tooMany() throws {
        var page = HandoutPage(screen: try loadSample("names-grid"), devices: Device.presets, appearances: [.light],
                               date: "2026-11-30", version: "0.1.0")
        page.paper = Paper(.a4, orientation: .portrait)
        #expect(throws: HandoutError.self) { try page.scene(measuringWith: try TextMeasurer()) }
    }
}
