import CCairo
import Foundation
@testable import Rendering
import Scene

/// Scenes and PNG helpers for the PNG writer tests.
enum PNGWriterFixture {
    static let blue = SystemColor.named("systemBlue", in: .light)!
    static let brown = SystemColor.named("systemBrown", in: .light)!
    static let gray3 = SystemColor.named("systemGray3", in: .light)!
    static let gray5 = SystemColor.named("systemGray5", in: .light)!

    /// 200×150 pt @3x: continuous and circular corners, overlapping translucent fills, Latin and
    /// Korean text (one translucent, one wrapped) over `background`.
    static func mixed(background: RGBA) -> Scene {
        Scene(size: CGSize(width: 200, height: 150), scale: 3, background: background, nodes: [
            .rect(RectNode(frame: CGRect(x: 10, y: 10, width: 120, height: 80), fill: gray5,
                           cornerRadius: 18, cornerCurve: .continuous)),
            .rect(RectNode(frame: CGRect(x: 70, y: 40, width: 110, height: 90), fill: RGBA(0, 122, 255, 0.35),
                           cornerRadius: 24, cornerCurve: .continuous)),
            .rect(RectNode(frame: CGRect(x: 150, y: 5, width: 40, height: 40), fill: RGBA(255, 59, 48, 0.6),
                           cornerRadius: 20)),
            .text(TextNode(text: "Featured 김민준", frame: CGRect(x: 16, y: 16, width: 110, height: 20),
                           font: FontSpec(size: 15, weight: .bold), color: .black)),
            .text(TextNode(text: "Translucent label over a translucent card", frame: CGRect(x: 76, y: 60, width: 100, height: 44),
                           font: FontSpec(size: 12), color: RGBA(0, 0, 0, 0.6), alignment: .center, numberOfLines: 2)),
            .text(TextNode(text: "이서연 Game", frame: CGRect(x: 10, y: 120, width: 80, height: 20),
                           font: FontSpec(size: 13, weight: .semibold), color: blue, alignment: .right)),
        ])
    }

    /// Like seed 001's names grid on an iPhone 15 (393×852 pt @3x = 1179×2556 px): two sections of a
    /// 100 pt systemGray3 header and ten 60 pt systemGray5 cells, five a row, with bold 14 pt names.
    static func namesGrid() -> Scene {
        let names = ["김민준", "이서연", "박지호", "최하은", "정다현", "윤도윤", "장서아", "한지우", "송하린", "권민재"]
        let width = 393.0 / 6
        var nodes: [SceneNode] = []
        var y = 0.0
        for section in 0..<2 {
            let header = CGRect(x: 0, y: y, width: 393, height: 100)
            nodes.append(.rect(RectNode(frame: header, fill: gray3)))
            nodes.append(.text(TextNode(text: "\(section)번째 Section", frame: header,
                                        font: FontSpec(size: 14, weight: .bold), color: blue, alignment: .center)))
            y += 100
            for (index, name) in names.enumerated() {
                let frame = CGRect(x: Double(index % 5) * (width + 4), y: y + Double(index / 5) * 90, width: width, height: 60)
                nodes.append(.rect(RectNode(frame: frame, fill: gray5)))
                nodes.append(.text(TextNode(text: name, frame: frame, font: FontSpec(size: 14, weight: .bold),
                                            color: brown, alignment: .center)))
            }
            y += 2 * 90
        }
        return Scene(size: CGSize(width: 393, height: 852), scale: 3, background: .white, nodes: nodes)
    }

    /// The toolchain probe's text-dense grid (`docs/toolchain.md` §2) at 393×852 pt @3x: a header bar,
    /// 60 rounded cards (r = 15, one continuous), 121 bold and regular "김민준 Featured Game" labels.
    static func denseNamesGrid() -> Scene {
        var nodes: [SceneNode] = [.rect(RectNode(frame: CGRect(x: 0, y: 0, width: 393, height: 90), fill: gray5))]
        nodes.append(.text(TextNode(text: "김민준 Featured Game", frame: CGRect(x: 16, y: 40, width: 361, height: 30),
                                    font: FontSpec(size: 17, weight: .bold), color: .black)))
        for index in 0..<60 {
            let card = CGRect(x: 8 + Double(index % 3) * 127, y: 100 + Double(index / 3) * 37.5, width: 123, height: 34)
            nodes.append(.rect(RectNode(frame: card, fill: RGBA(229, 229, 234), cornerRadius: 15,
                                        cornerCurve: index == 0 ? .continuous : .circular)))
            for line in 0..<2 {
                nodes.append(.text(TextNode(text: "김민준 Featured Game", frame: CGRect(x: card.minX + 8, y: card.minY + 2 + Double(line) * 15,
                                                                               width: card.width - 16, height: 15),
                                            font: FontSpec(size: 10, weight: line == 0 ? .bold : .regular),
                                            color: line == 0 ? .black : brown)))
            }
        }
        return Scene(size: CGSize(width: 393, height: 852), scale: 3, background: .white, nodes: nodes)
    }
}

/// The chunks of a PNG file, in order.
struct PNGChunks {
    let chunks: [(type: String, data: [UInt8])]

    /// - Returns: nil if `bytes` does not start with the PNG signature or a chunk runs past the end.
    init?(_ bytes: [UInt8]) {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        guard offset == bytes.count else { return nil }
        self.chunks = chunks
    }

    /// The chunk types with consecutive IDATs merged: `["IHDR", "IDAT", "IEND"]`.
    var layout: [String] {
        chunks.map(\.type).reduce(into: []) { if $0.last != "IDAT" || $1 != "IDAT" { $0.append($1) } }
    }

    /// IHDR's bit depth and colour type (2 = RGB, 6 = RGBA).
    var format: (bitDepth: UInt8, colorType: UInt8)? {
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { return nil }
        return (header.data[8], header.data[9])
    }
}

extension RasterSurface {
    /// The premultiplied pixel words, row-major, without row padding.
    var words: [UInt32] {
        cairo_surface_flush(raw)
        let stride = Int(cairo_image_surface_get_stride(raw))
        guard let data = cairo_image_surface_get_data(raw) else { return [] }
        return (0..<height).flatMap { y in
            (0..<width).map { UnsafeRawPointer(data + y * stride).loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
        }
    }
}
