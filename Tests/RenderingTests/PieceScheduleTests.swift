import Foundation
@testable import Rendering
import Scene
import Testing

/// Drawing and deflating at once: a PNG piece is deflated while later nodes are drawn, so the rows
/// each node may paint must be bounded safely, and the result must be the bytes of drawing first.
@Suite("Piece schedule")
struct PieceScheduleTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// 393×852 pt @3x (twelve pieces): every node kind down the canvas, a shadow and a translucent
    /// gradient capsule crossing piece boundaries, text in three scripts, an image, a clip, and the
    /// chrome-like bars drawn last at the top and bottom.
    static func tall(imagePath: String) -> Scene {
        var nodes: [SceneNode] = []
        for row in 0..<12 {
            let y = Double(row) * 68 + 20
            nodes.append(.shape(ShapeNode(frame: CGRect(x: 16, y: y, width: 361, height: 56),
                                          kind: .rectangle(cornerRadius: 12, curve: .continuous),
                                          fill: .color(RGBA(242, 242, 247)), stroke: RGBA(60, 60, 67, 0.3), lineWidth: 1,
                                          shadow: row % 3 == 0 ? Shadow(opacity: 0.3, radius: 10, offset: CGSize(width: 0, height: 6)) : nil)))
            nodes.append(.text(TextNode(text: row % 2 == 0 ? "Monument Valley 3 — Ústí" : "쿠키런: 모험의 탑",
                                        frame: CGRect(x: 28, y: y + 8, width: 250, height: 20),
                                        font: FontSpec(size: 17, weight: .semibold), color: .black)))
            nodes.append(.text(TextNode(text: "Bend the rules of a world made of impossible geometry and light",
                                        frame: CGRect(x: 28, y: y + 30, width: 250, height: 20),
                                        font: FontSpec(size: 13), color: RGBA(60, 60, 67, 0.6), numberOfLines: 2)))
        }
        nodes += [
            .clip(CGRect(x: 0, y: 300, width: 200, height: 200)),
            .shape(ShapeNode(frame: CGRect(x: 150, y: 250, width: 200, height: 300), kind: .capsule,
                             fill: .linearGradient(LinearGradient(colors: [RGBA(0, 122, 255), RGBA(255, 45, 85)])), alpha: 0.5)),
            .unclip,
            .image(ImageNode(path: imagePath, frame: CGRect(x: 300, y: 420, width: 80, height: 40), cornerRadius: 8)),
            .rect(RectNode(frame: CGRect(x: 0, y: 0, width: 393, height: 54), fill: RGBA(255, 255, 255, 0.9))),
            .text(TextNode(text: "9:41", frame: CGRect(x: 40, y: 18, width: 60, height: 22),
                           font: FontSpec(size: 17, weight: .semibold), color: .black, alignment: .center)),
            .rect(RectNode(frame: CGRect(x: 0, y: 769, width: 393, height: 83), fill: RGBA(249, 249, 249, 0.94))),
            .text(TextNode(text: "Games", frame: CGRect(x: 80, y: 800, width: 60, height: 14),
                           font: FontSpec(size: 10, weight: .medium), color: RGBA(0, 122, 255), alignment: .center,
                           numberOfLines: 0)),
        ]
        return Scene(size: CGSize(width: 393, height: 852), scale: 3, background: .white, nodes: nodes)
    }

    @Test("drawing while deflating gives the bytes of drawing first, then encoding")
    func sameBytesAsDrawingFirst() throws {
        let folder = try Paint.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for scene in [Self.tall(imagePath: Paint.writeWidePNG(in: folder)), PNGWriterFixture.denseNamesGrid(),
                      PNGWriterFixture.mixed(background: .clear), Fixture.card()] {
            let pipelined = try renderer.render(scene, as: .png)
            #expect(pipelined == (try renderer.rasterize(scene).encodePNG()))
            #expect(pipelined == (try renderer.render(scene, as: .png)))
        }
    }

    @Test("painted rows: frames grown by strokes, shadows, antialiasing and a label's possible lines")
    func paintedRows() {
        func rows(_ node: SceneNode) -> ClosedRange<Double>? {
            if case .rows(let rows) = PieceSchedule.paintedRows(node, scale: 2) { return rows }
            return nil
        }
        let frame = CGRect(x: 0, y: 100, width: 50, height: 20)
        #expect(rows(.rect(RectNode(frame: frame, fill: .black))) == 99.5...120.5)
        #expect(rows(.shape(ShapeNode(frame: frame, fill: .color(.black), stroke: .black, lineWidth: 4))) == 95.5...124.5)
        // Shadow: moved 6 down, grown by 2 × radius 10, plus the stroke-free margin.
        #expect(rows(.shape(ShapeNode(frame: frame, fill: .color(.black),
                                      shadow: Shadow(opacity: 1, radius: 10, offset: CGSize(width: 0, height: 6))))) == 79...147)
        // A 2-line 10 pt label: 0.75 × 2 + 1 lines of 10 pt on each side, plus a pixel.
        #expect(rows(.text(TextNode(text: "Hi", frame: frame, font: FontSpec(size: 10), color: .black, numberOfLines: 2))) == 74.5...145.5)
        if case .everything = PieceSchedule.paintedRows(.text(TextNode(text: "Hi", frame: frame, font: FontSpec(size: 10),
                                                                       color: .black, numberOfLines: 0)), scale: 2) {} else {
            Issue.record("a label without a line limit may paint anywhere")
        }
        for quiet: SceneNode in [.rect(RectNode(frame: frame, fill: .clear)), .clip(frame), .unclip,
                                 .text(TextNode(text: "", frame: frame, font: FontSpec(size: 10), color: .black))] {
            if case .nothing = PieceSchedule.paintedRows(quiet, scale: 2) {} else { Issue.record("\(quiet) paints nothing") }
        }
        let huge = CGRect(x: 0, y: -1e300, width: 10, height: 1e300)
        if case .everything = PieceSchedule.paintedRows(.rect(RectNode(frame: CGRect(x: 0, y: Double.nan, width: 1, height: 1), fill: .black)), scale: 2) {} else {
            Issue.record("a NaN frame may paint anywhere")
        }
        #expect(rows(.rect(RectNode(frame: huge, fill: .black))) != nil)
    }

    @Test("frames far off the canvas or enormous are scheduled without overflow, and drawn the same")
    func extremeFrames() throws {
        let scene = Scene(size: CGSize(width: 100, height: 600), scale: 3, background: .white, nodes: [
            .rect(RectNode(frame: CGRect(x: 0, y: -1e300, width: 10, height: 2e300), fill: .black)),
            .rect(RectNode(frame: CGRect(x: 20, y: 1e12, width: 10, height: 10), fill: .black)),
            .text(TextNode(text: "far", frame: CGRect(x: 0, y: -5e9, width: 50, height: 20), font: FontSpec(size: 12), color: .black)),
        ])
        #expect(try renderer.render(scene, as: .png) == (try renderer.rasterize(scene).encodePNG()))
    }

    /// The reserved rows are a safety net: nothing the pinned fonts can set reaches past them, even
    /// marks piled on one letter (Inter and Noto Sans CJK place repeated marks on one anchor) or tall
    /// math symbols in a label far smaller than its text, so the clip never changes a pixel.
    @Test("stacked marks, tall symbols and a frame shorter than its text lose no ink to the clip")
    func clipNeverBites() throws {
        let texts = ["A" + String(repeating: "\u{0301}", count: 40), "A" + String(repeating: "\u{0302}\u{0303}\u{0308}", count: 15),
                     "가" + String(repeating: "\u{0301}", count: 40), "A" + String(repeating: "\u{0489}", count: 5),
                     "∫∑√ Ǻ̧ ḯ 읦", "Two lines of text in a frame much shorter than they are"]
        for text in texts {
            let scene = Scene(size: CGSize(width: 100, height: 900), scale: 3, background: .white, nodes: [
                .text(TextNode(text: text, frame: CGRect(x: 10, y: 450, width: 80, height: 2), font: FontSpec(size: 14),
                               color: .black, numberOfLines: 2)),
            ])
            #expect(try renderer.render(scene, as: .png) == (try renderer.rasterize(scene).encodePNG()), "\(text)")
        }
    }
}
