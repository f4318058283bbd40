import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenSpec
import Testing

/// `samples/channel-home.json`: seed 003's video-app home — channels exactly as the seed defines
/// them, keyword chips sized by their text, video rows sized by their content.
@Suite("Channel home sample")
struct ChannelHomeSampleTests {
    static let iPhone15 = Device.preset(named: "iphone-15")!

    static func solved(on device: Device = iPhone15) throws -> (Screen, SolvedLayout, TextMeasurer) {
        let screen = try loadSample("channel-home")
        let measurer = try TextMeasurer()
        return (screen, try screen.solve(on: device, measuringWith: measurer), measurer)
    }

    @Test("Three sections in order: channel, keyword, video")
    func sections() throws {
        let screen = try loadSample("channel-home")
        #expect(screen.sections.map(\.identifier) == ["channel", "keyword", "video"])
        #expect(screen.sections[0].items.count == 10 && screen.sections[2].items.count >= 6)
    }

    @Test("A3 C1 D7 on iphone-15 @3x: channels 0.19 × 393 wide, 0.17 × 852 tall, side by side (.continuous)")
    func channels() throws {
        let (_, solved, _) = try Self.solved()
        // 74.67 × 144.84 snapped to thirds of a point (G7), as Tests/SeedCodeTests/ChannelLayoutTests.
        for k in 0..<10 {
            let cell = try #require(solved.cell(k, section: 0))
            #expect(abs(cell.minX - 0.19 * 393 * Double(k)) <= 1.0 / 3, "channel \(k)")
            #expect(abs(cell.width - 74.67) <= 1.0 / 3 && abs(cell.height - 144.84) <= 1.0 / 3, "channel \(k)")
            #expect(cell.minY == 0)
        }
    }

    @Test("The channel cell: a square image 0.8 × the width 14 pt from the top, the 12 pt #606060 label 10 pt below")
    func channelCell() throws {
        let (screen, solved, measurer) = try Self.solved()
        let cell = try #require(solved.cell(0, section: 0))
        let content = try #require(screen.sections[0].cell.contentView)
        let placed = try content.layout(in: cell, item: screen.viewItem(section: 0, item: 0), measuringWith: measurer, scale: 3)
        let image = try #require(placed.first(named: "channelImage")?.frame)
        let label = try #require(placed.first(named: "channelLabel")?.frame)
        // To the @3x pixel: Auto Layout snaps the cell's views.
        #expect(abs(image.width - 0.8 * cell.width) < 0.34 && abs(image.width - image.height) < 0.34)
        #expect(abs(image.minY - (cell.minY + 14)) < 1e-6 && abs(image.midX - cell.midX) < 0.34)
        #expect(abs(label.minY - (image.maxY + 10)) < 1e-6 && abs(label.midX - cell.midX) < 0.34)
        let nodes = try content.nodes(in: cell, item: screen.viewItem(section: 0, item: 0), measuringWith: measurer, scale: 3, appearance: .light)
        let text = try #require(nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }.first)
        #expect(text.text == "침착맨" && text.font == FontSpec(size: 12, weight: .regular))
        #expect(text.color == RGBA(hex: "#606060")!)
    }

    @Test("A4 D7: keyword chips are as wide as their text (Pango) plus 12 pt each side, 8 pt apart, 32 pt tall")
    func chips() throws {
        let (screen, solved, measurer) = try Self.solved()
        let font = FontSpec(size: 15, weight: .medium)   // subheadline, medium
        var x = 12.0
        for (k, keyword) in screen.sections[1].items.enumerated() {
            let cell = try #require(solved.cell(k, section: 1))
            let text = try measurer.size(of: keyword, font: font, maxWidth: nil, numberOfLines: 1)
            let up = (Double(text.width) * 3 - 1e-6).rounded(.up) / 3   // UILabel's width, up to the @3x pixel
            #expect(abs(cell.width - (up + 24)) < 1e-6, "\(keyword)")
            #expect(abs(cell.minX - x) < 1e-9 && cell.height == 32, "\(keyword)")
            x = cell.maxX + 8
        }
        let widths = (0..<screen.sections[1].items.count).compactMap { solved.cell($0, section: 1)?.width }
        #expect(Set(widths).count > 4)   // sized by text, not one estimate
    }

    @Test("A4: a video row is its 16:9 thumbnail + 12 + title (≤ 2 lines) + 4 + meta line + 24, filled from fields")
    func videos() throws {
        let (screen, solved, measurer) = try Self.solved()
        let content = try #require(screen.sections[2].cell.contentView)
        var y = try #require(solved.cell(0, section: 2)).minY
        for k in screen.sections[2].items.indices {
            let cell = try #require(solved.cell(k, section: 2))
            // G7 rounds each cell's origin and size apart: neighbours meet to the @3x pixel.
            #expect(abs(cell.minY - y) < 0.34 && cell.minX == 0 && cell.width == 393, "video \(k)")
            let item = screen.viewItem(section: 2, item: k)
            let placed = try content.layout(in: cell, item: item, measuringWith: measurer, scale: 3)
            let thumbnail = try #require(placed.first(named: "thumbnail")?.frame)
            let title = try #require(placed.first(named: "title")?.frame)
            let meta = try #require(placed.first(named: "meta")?.frame)
            let avatar = try #require(placed.first(named: "avatar")?.frame)
            #expect(thumbnail.width == 393 && abs(thumbnail.height - 393 * 9 / 16) < 0.34)   // to the @3x pixel
            #expect(avatar.size == CGSize(width: 36, height: 36) && avatar.minX == 12 && avatar.minY == thumbnail.maxY + 12)
            // The title column takes what the avatar leaves: 393 − 12 − 36 − 12 − 12.
            #expect(abs(title.minX - 60) < 1e-6 && title.width <= 393 - 72 + 1e-6 && title.maxX <= 381 + 1e-6)
            let twoLines = try measurer.size(of: "가A\n나B", font: FontSpec(size: 16, weight: .medium), maxWidth: nil, numberOfLines: 2)
            #expect(title.height <= twoLines.height.rounded(.up) + 1e-9, "video \(k): at most two lines")
            #expect(abs(meta.minY - (title.maxY + 4)) < 1e-6)
            // A self-sized content view is as tall as Auto Layout makes it (README, Content views),
            // within the pixel its views snap to.
            let slack = cell.maxY - (meta.maxY + 24)
            #expect(abs(slack) < 0.34, "video \(k): height from content, \(slack)")
            y = cell.maxY
        }
        let first = try #require(solved.cell(0, section: 2))
        let meta = try content.nodes(in: first, item: screen.viewItem(section: 2, item: 0), measuringWith: measurer, scale: 3, appearance: .light)
            .compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
        #expect(meta.last == "침착맨 · 조회수 12만회 · 3일 전")
        // A long title wraps to two lines; a short one stays on one.
        func titleFrame(_ k: Int) throws -> CGRect? {
            guard let cell = solved.cell(k, section: 2) else { return nil }
            return try content.layout(in: cell, item: screen.viewItem(section: 2, item: k), measuringWith: measurer, scale: 3)
                .first(named: "title")?.frame
        }
        let long = try #require(try titleFrame(4)), short = try #require(try titleFrame(2))
        #expect(long.height > short.height * 1.5)
    }
}
