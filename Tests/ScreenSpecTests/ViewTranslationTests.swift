import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// The constraints a content view becomes (README, "Content views"): the rules the screen format
/// keeps where UIKit alone would do otherwise, each through the real Auto Layout engine.
@Suite("Content views as Auto Layout constraints")
struct ViewTranslationTests {
    @Test("Lengths the stack sets win (a fixed one yields at 999): widths in fillEqually, heights in fill alignment")
    func fillEquallyWins() throws {
        let view = #"""
        {"stack": {"axis": "horizontal", "spacing": 10, "distribution": "fillEqually", "arrangedSubviews": [
          {"name": "a", "label": {"text": "ab"}}, {"name": "b", "shape": {}, "constraints": {"width": 30, "height": 30}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 210, height: 40), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame("a")?.width == 100 && placed.frame("b") == CGRect(x: 110, y: 0, width: 100, height: 40))
    }

    @Test("A cell too short for its content lets it overflow: labels keep their SF line heights, nothing is squeezed")
    func overflowKeepsLabels() throws {
        let view = #"""
        {"view": {"subviews": [
          {"name": "title", "label": {"text": "Title"}, "constraints": {"leading": 0, "top": 10}},
          {"name": "box", "shape": {}, "constraints": {"leading": 0, "topToBottomOf": "title", "spacing": 8, "width": 50, "height": 100}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 100, height: 60), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(placed.frame("title") == CGRect(x: 0, y: 10, width: 50, height: 20.5))
        #expect(placed.frame("box") == CGRect(x: 0, y: 38.5, width: 50, height: 100))   // past the cell's bottom
    }

    @Test("A container without a size is the extent of its subviews (it holds them at 100 and hugs them at 45)")
    func containerHugs() throws {
        let view = #"""
        {"view": {"subviews": [
          {"name": "inner", "view": {"subviews": [
             {"name": "a", "label": {"text": "abc"}, "constraints": {"leading": 4, "top": 2}},
             {"name": "b", "shape": {}, "constraints": {"leadingToTrailingOf": "a", "spacing": 6, "top": 0, "width": 10, "height": 30}}]},
           "constraints": {"leading": 20, "top": 5}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 200, height: 100), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame("inner") == CGRect(x: 20, y: 5, width: 4 + 30 + 6 + 10, height: 30))
    }

    @Test("A fill stack with nothing to stretch keeps the leftover space at its end (an invisible end spacer)")
    func spaceAtTheEnd() throws {
        let view = #"""
        {"stack": {"axis": "horizontal", "spacing": 10, "arrangedSubviews": [
          {"name": "a", "label": {"text": "ab"}}, {"name": "b", "label": {"text": "cde"}}]}}
        """#
        let placed = try ViewJSON.place(view, size: CGSize(width: 200, height: 40), measurer: FixedWidthText(), scale: 2)
        #expect(placed.frame("a")?.width == 20 && placed.frame("b")?.minX == 30 && placed.frame("b")?.width == 30)
        #expect(placed.subviews.count == 2)   // the end spacer is not one of the screen's views
    }
}
