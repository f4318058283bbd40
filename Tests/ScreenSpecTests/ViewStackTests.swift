import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

@Suite("Stacks in content views")
struct ViewStackTests {
    @Test("Seed 003's channel cell: a square image 0.8 × the width, 14 from the top; a 12-pt label 10 below, centred")
    func channelCell() throws {
        // FixedWidthText: 10 pt a character, 20 pt a line.
        let placed = try ViewJSON.place(CloneCells.channel, size: CGSize(width: 75, height: 120), text: "Dal",
                                        measurer: FixedWidthText())
        // 60 + 10 + one 12-pt SF line (14.32 → 14.333 at @3x), no bottom constraint; x 7.5 and 22.5
        // snap to the pixel at @3x (22.5 px → 23 px).
        #expect(placed.frame.isClose(to: CGRect(x: 0, y: 14, width: 75, height: 60 + 10 + Snapped.third(43))))
        #expect(placed.frame("image").isClose(to: CGRect(x: Snapped.third(23), y: 14, width: 60, height: 60)))
        #expect(placed.frame("label").isClose(to: CGRect(x: Snapped.third(68), y: 84, width: 30, height: Snapped.third(43))))
        let nodes = try ViewJSON.content(#"{"contentView": \#(CloneCells.channel)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 75, height: 120), item: ViewItem(text: "Dal"), measuringWith: FixedWidthText(),
                   scale: 3, appearance: .light)
        let label = nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }.first
        #expect(label?.color == RGBA(0x60, 0x60, 0x60) && label?.font == FontSpec(size: 12))
    }

    @Test("Seed 003's channel section on an iPhone 15: the image is 0.8 × the cell's width, 14 pt below the cell's top")
    func channelSection() throws {
        let layout = #"""
        {"compositional": {"section": {"orthogonalScrollingBehavior": "continuous",
          "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 0.19}, "heightDimension": {"fractionalHeight": 0.17}},
                    "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]}}}}
        """#
        let screen = try ViewJSON.screen(cell: #"{"contentView": \#(CloneCells.channel)}"#, items: ["Dal", "Bom", "Ari"], layout: layout)
        let device = ScreenJSON.iPhone15
        let solved = try screen.solve(on: device, measuringWith: FixedWidthText())
        let cell = try #require(solved.cell(1))
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: device, appearance: .light, measuringWith: FixedWidthText())
        let images = scene.nodes.compactMap { if case .shape(let s) = $0 { s } else { nil } }
        #expect(images.count == 3)
        let image = images[1]
        // Within a device pixel: Auto Layout snaps the cell's views to @3x pixels.
        #expect(abs(image.frame.width - 0.8 * cell.width) < 0.34 && abs(image.frame.height - image.frame.width) < 0.34)
        #expect(abs(image.frame.minY - (cell.minY + device.safeAreaTop + 14)) < 0.34)
        #expect(abs(image.frame.midX - cell.midX) < 0.34)
        let labels = scene.nodes.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
        #expect(labels == ["Dal", "Bom", "Ari"])
    }

    @Test("A horizontal fill stack gives leftover space to spacers; fillEqually divides; equalSpacing widens the gaps")
    func distributions() throws {
        func stack(_ distribution: String) -> String {
            #"""
            {"stack": {"axis": "horizontal", "spacing": 10, "distribution": "\#(distribution)", "alignment": "center", "arrangedSubviews": [
              {"name": "a", "label": {"text": "ab"}},
              {"name": "gap", "spacer": {}},
              {"name": "b", "shape": {"fill": "systemRed"}, "constraints": {"width": 30, "height": 30}}]},
             "padding": {"leading": 5, "trailing": 5}}
            """#
        }
        let size = CGSize(width: 200, height: 40)
        let fill = try ViewJSON.place(stack("fill"), size: size, measurer: FixedWidthText())
        // Labels are one SF line tall (20.333 at @3x), centred: y 9.83 snaps to 10. A spacer has no
        // height of its own: in a centred stack UIKit's UISV-ambiguity-suppression makes it 0.
        #expect(fill.frame("a").isClose(to: CGRect(x: 5, y: 10, width: 20, height: Snapped.third(61))))
        #expect(fill.frame("gap") == CGRect(x: 35, y: 20, width: 120, height: 0))    // 190 − 20 − 30 − 20
        #expect(fill.frame("b") == CGRect(x: 165, y: 5, width: 30, height: 30))
        let equal = try ViewJSON.place(stack("fillEqually"), size: size, measurer: FixedWidthText())
        #expect(abs((equal.frame("a")?.width ?? 0) - 170.0 / 3) < 1e-9)               // (190 − 20) / 3 each
        #expect(abs((equal.frame("b")?.minX ?? 0) - (5 + 2 * (170.0 / 3 + 10))) < 1e-9)
        let spaced = try ViewJSON.place(stack("equalSpacing"), size: size, measurer: FixedWidthText())
        #expect(spaced.frame("gap") == CGRect(x: 95, y: 20, width: 0, height: 0))   // gaps (190 − 50) / 2 = 70
        #expect(spaced.frame("b")?.minX == 165)
    }

    @Test("A hidden arranged subview leaves the arrangement and is not drawn")
    func hidden() throws {
        let view = #"""
        {"stack": {"axis": "vertical", "spacing": 8, "alignment": "leading", "arrangedSubviews": [
          {"name": "a", "label": {"text": "one"}},
          {"name": "b", "label": {"text": "two"}, "hidden": true},
          {"name": "c", "label": {"text": "three"}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 200, height: 100), measurer: FixedWidthText())
        #expect(placed.frame("a").isClose(to: CGRect(x: 0, y: 0, width: 30, height: Snapped.third(61))))
        #expect(placed.frame("c").isClose(to: CGRect(x: 0, y: Snapped.third(61) + 8, width: 50, height: Snapped.third(61))))
        let nodes = try ViewJSON.content(#"{"contentView": \#(view)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 200, height: 100), item: ViewItem(), measuringWith: FixedWidthText(),
                   scale: 2, appearance: .light)
        #expect(nodes.compactMap { if case .text(let t) = $0 { t.text } else { nil } } == ["one", "three"])
    }

    @Test("A separator in a horizontal stack is one device pixel wide and as tall as the stack")
    func verticalSeparator() throws {
        let view = #"""
        {"stack": {"axis": "horizontal", "alignment": "center", "arrangedSubviews": [
          {"name": "a", "label": {"text": "a"}}, {"name": "line", "separator": {}}, {"name": "b", "label": {"text": "b"}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 100, height: 44), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame("line") == CGRect(x: 10, y: 0, width: 0.5, height: 44))
        #expect(placed.frame("b") == CGRect(x: 10.5, y: 12, width: 10, height: 20.5))   // SF's 20.29, at @2x
    }

    @Test("Alpha multiplies down the tree into shapes and text colours")
    func alpha() throws {
        let view = #"""
        {"view": {"subviews": [{"label": {"text": "x", "color": "black"}, "alpha": 0.5}]}, "alpha": 0.5, "backgroundColor": "white"}
        """#
        let nodes = try ViewJSON.content(#"{"contentView": \#(view)}"#)
            .nodes(in: CGRect(x: 0, y: 0, width: 100, height: 40), item: ViewItem(), measuringWith: FixedWidthText(),
                   scale: 2, appearance: .light)
        guard nodes.count == 2, case .shape(let background) = nodes[0], case .text(let text) = nodes[1] else {
            Issue.record("expected a background and a label, got \(nodes)"); return
        }
        #expect(background.alpha == 0.5 && text.color.alpha == 0.25)
    }
}

@Suite("Plain containers in content views")
struct ViewContainerTests {
    @Test("Free axes fill the superview (a label is then centred by its TextNode); a separator stays one pixel tall")
    func freeAxes() throws {
        let placed = try ViewJSON.place(#"""
        {"view": {"subviews": [{"name": "label", "label": {"text": "x"}}, {"name": "line", "separator": {}},
                               {"name": "box", "shape": {"fill": "systemRed"}, "constraints": {"width": 20, "height": 10}}]}}
        """#, size: CGSize(width: 100, height: 40), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(placed.frame("label") == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(placed.frame("line") == CGRect(x: 0, y: 0, width: 100, height: 0.5))
        #expect(placed.frame("box") == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("Trailing, centre offsets and fractions of the superview")
    func positions() throws {
        let placed = try ViewJSON.place(#"""
        {"view": {"subviews": [
          {"name": "a", "shape": {}, "constraints": {"trailing": 10, "bottom": 5, "widthFraction": 0.25, "heightFraction": 0.5}},
          {"name": "b", "shape": {}, "constraints": {"centerX": 10, "centerY": -5, "width": 20, "aspectRatio": 2}},
          {"name": "c", "label": {"text": "abc"}, "constraints": {"leadingToTrailingOf": "b", "topToBottomOf": "b", "spacing": 2}}]}}
        """#, size: CGSize(width: 200, height: 100), measurer: FixedWidthText())
        #expect(placed.frame("a") == CGRect(x: 140, y: 45, width: 50, height: 50))
        #expect(placed.frame("b") == CGRect(x: 100, y: 40, width: 20, height: 10))
        #expect(placed.frame("c").isClose(to: CGRect(x: 122, y: 52, width: 30, height: Snapped.third(61))))
    }

    @Test("Too wide for a horizontal stack: content-sized views are cut widest first to one width; fixed sizes stay")
    func compression() throws {
        // FixedWidthText: 10 pt a character, 20 pt a line. 200 wide: icon 40, spacing 10 ×3 → 130 left for
        // "…" (300), "badge" (50) and "ok" (20): the level is 60, so the long label is 60 wide and wraps.
        let view = #"""
        {"stack": {"axis": "horizontal", "spacing": 10, "alignment": "top", "arrangedSubviews": [
          {"name": "icon", "shape": {"kind": "circle", "fill": "systemGray4"}, "constraints": {"width": 40, "height": 40}},
          {"name": "long", "label": {"text": "abcdefghijklmnopqrstuvwxyz1234", "numberOfLines": 0}},
          {"name": "badge", "label": {"text": "badge"}},
          {"name": "ok", "label": {"text": "ok"}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 200, height: 200), measurer: FixedWidthText())
        #expect(placed.frame("icon") == CGRect(x: 0, y: 0, width: 40, height: 40))
        // 30 characters, 6 a line: 5 SF lines (101.43 → 101.667 at @3x).
        #expect(placed.frame("long").isClose(to: CGRect(x: 50, y: 0, width: 60, height: Snapped.third(305))))
        #expect(placed.frame("badge").isClose(to: CGRect(x: 120, y: 0, width: 50, height: Snapped.third(61))))
        #expect(placed.frame("ok").isClose(to: CGRect(x: 180, y: 0, width: 20, height: Snapped.third(61))))
        // Two long labels share the space equally.
        let two = #"""
        {"stack": {"axis": "horizontal", "spacing": 10, "arrangedSubviews": [
          {"name": "a", "label": {"text": "aaaaaaaaaaaaaaaaaaaa", "numberOfLines": 0}},
          {"name": "b", "label": {"text": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "numberOfLines": 0}}]}}
        """#
        let shared = try ViewJSON.place(two, size: CGSize(width: 210, height: 200), measurer: FixedWidthText())
        #expect(shared.frame("a")?.width == 100 && shared.frame("b")?.width == 100)
        #expect(shared.frame("b")?.minX == 110)
    }
}
