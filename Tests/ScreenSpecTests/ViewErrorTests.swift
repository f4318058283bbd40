import Foundation
import ScreenSpec
import Testing

/// Impossible content views are errors on reading, with the JSON path and an exact message.
@Suite("Content view errors")
struct ViewErrorTests {
    @Test("A negative size or inset out of range names its constraint")
    func values() {
        ViewJSON.expectError("cell.contentView.view.subviews[0].constraints.width: must not be negative, got -4", cell: #"""
        {"contentView": {"view": {"subviews": [{"shape": {}, "constraints": {"width": -4, "height": 4}}]}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints.leading: 200000 pt is out of range (from -100000 to 100000)", cell: #"""
        {"contentView": {"label": {"text": "x"}, "constraints": {"leading": 200000}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints.aspectRatio: must be greater than 0, got 0", cell: #"""
        {"contentView": {"image": {"color": "systemRed"}, "constraints": {"width": 10, "aspectRatio": 0}}}
        """#)
        ViewJSON.expectError("cell.contentView.alpha: alpha must be from 0 to 1, got 2", cell: #"""
        {"contentView": {"spacer": {}, "alpha": 2}}
        """#)
    }

    @Test("Unknown sibling names, cycles and duplicate names")
    func siblings() {
        ViewJSON.expectError(#"cell.contentView.view.subviews[1].constraints.topToBottomOf: no sibling named "titel" (siblings: title)"#, cell: #"""
        {"contentView": {"view": {"subviews": [
          {"name": "title", "label": {"text": "a"}, "constraints": {"top": 0}},
          {"label": {"text": "b"}, "constraints": {"topToBottomOf": "titel", "spacing": 8}}]}}}
        """#)
        ViewJSON.expectError("cell.contentView.view.subviews[1].constraints.leadingToTrailingOf: a cycle of sibling constraints: a → b → a", cell: #"""
        {"contentView": {"view": {"subviews": [
          {"name": "a", "label": {"text": "a"}, "constraints": {"topToBottomOf": "b"}},
          {"name": "b", "label": {"text": "b"}, "constraints": {"leadingToTrailingOf": "a"}}]}}}
        """#)
        ViewJSON.expectError("cell.contentView.view.subviews[0].constraints.topToBottomOf: a cycle of sibling constraints: a → a", cell: #"""
        {"contentView": {"view": {"subviews": [{"name": "a", "label": {"text": "a"}, "constraints": {"topToBottomOf": "a"}}]}}}
        """#)
        ViewJSON.expectError(#"cell.contentView.view.subviews[1].name: another sibling is already named "a""#, cell: #"""
        {"contentView": {"view": {"subviews": [{"name": "a", "spacer": {}}, {"name": "a", "spacer": {}}]}}}
        """#)
        ViewJSON.expectError(#"cell.contentView.constraints.topToBottomOf: no sibling named "cell" (siblings: none)"#, cell: #"""
        {"contentView": {"label": {"text": "x"}, "constraints": {"topToBottomOf": "cell"}}}
        """#)
    }

    @Test("Conflicting and missing constraints")
    func constraints() {
        ViewJSON.expectError("cell.contentView.constraints: over-constrained: leading, trailing and width all given; drop one", cell: #"""
        {"contentView": {"label": {"text": "x"}, "constraints": {"leading": 4, "trailing": 4, "width": 100}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints: centerY cannot be combined with top or bottom", cell: #"""
        {"contentView": {"label": {"text": "x"}, "constraints": {"top": 4, "centerY": 0}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints.aspectRatio: aspectRatio over-constrains the view: its width and height are both fixed", cell: #"""
        {"contentView": {"image": {"color": "systemTeal"}, "constraints": {"width": 60, "height": 60, "aspectRatio": 1}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints: give width or widthFraction, not both", cell: #"""
        {"contentView": {"shape": {}, "constraints": {"width": 60, "widthFraction": 0.5}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints.spacing: spacing applies with topToBottomOf or leadingToTrailingOf", cell: #"""
        {"contentView": {"label": {"text": "x"}, "constraints": {"top": 4, "spacing": 8}}}
        """#)
        ViewJSON.expectError("cell.contentView.view.subviews[0].constraints: an image has no intrinsic width: give width, widthFraction, "
                             + "leading and trailing, or aspectRatio with a height", cell: #"""
        {"contentView": {"view": {"subviews": [{"image": {"color": "systemYellow"}, "constraints": {"leading": 4, "height": 60}}]}}}
        """#)
        ViewJSON.expectError("cell.contentView.constraints: a shape has no intrinsic height: give height, heightFraction, top and bottom, "
                             + "or aspectRatio with a width", cell: #"""
        {"contentView": {"shape": {"kind": "circle"}, "constraints": {"centerY": 0}}}
        """#)
        ViewJSON.expectError("cell.contentView.stack.arrangedSubviews[0].constraints.top: top does not apply to an arranged subview: "
                             + "its stack places it (use width, height, widthFraction, heightFraction or aspectRatio)", cell: #"""
        {"contentView": {"stack": {"axis": "vertical", "arrangedSubviews": [{"image": {"color": "systemGray"}, "constraints": {"top": 14}}]}}}
        """#)
    }

    @Test("Kinds, keys and style-level mistakes")
    func keys() {
        ViewJSON.expectError(#"cell.contentView: expected a view: one of view, stack, label, image, shape, button, separator, spacer (found "constraints")"#,
                             cell: #"{"contentView": {"constraints": {"top": 0}}}"#)
        ViewJSON.expectError("cell.contentView: expected only one of label, image",
                             cell: #"{"contentView": {"label": {"text": "x"}, "image": {"color": "systemRed"}}}"#)
        ViewJSON.expectError(#"cell.contentView.label.colour: unknown key "colour"; did you mean "color"?"#,
                             cell: #"{"contentView": {"label": {"text": "x", "colour": "systemRed"}}}"#)
        ViewJSON.expectError(#"cell.contentView.label: missing required key "text""#, cell: #"{"contentView": {"label": {}}}"#)
        ViewJSON.expectError("cell.contentView.stack.alignment: unknown value \"middle\"; expected one of fill, leading, top, center, trailing, bottom",
                             cell: #"{"contentView": {"stack": {"alignment": "middle"}}}"#)
        ViewJSON.expectError("cell.contentView: give contentConfiguration or contentView, not both",
                             cell: #"{"contentConfiguration": {"text": "x"}, "contentView": {"spacer": {}}}"#)
        ViewJSON.expectError("cell.contentView.padding: padding applies to a stack, label or button, not an image",
                             cell: #"{"contentView": {"image": {"color": "systemRed"}, "padding": {"top": 4}}}"#)
        ViewJSON.expectError("cell.contentView.shadow: nothing casts this shadow: give a label a backgroundColor",
                             cell: #"{"contentView": {"label": {"text": "x"}, "shadow": {"opacity": 0.5}}}"#)
        ViewJSON.expectError("cell.contentView.image.contentMode: contentMode applies to an asset image, not a color",
                             cell: #"{"contentView": {"image": {"color": "systemRed", "contentMode": "center"}}}"#)
        ViewJSON.expectError("cell.contentView.image.gradient.colors: a gradient needs at least 2 colours, got 1",
                             cell: #"{"contentView": {"image": {"gradient": {"colors": ["systemRed"]}}}}"#)
        ViewJSON.expectError(#"cell.contentView.image.asset: "../secret.png" is not an asset name: give a file name in an assets folder, without "/" or "..""#,
                             cell: #"{"contentView": {"image": {"asset": "../secret.png"}}}"#)
        ViewJSON.expectError(#"cell.contentView.image.asset: asset "icon.jpg" is not a .png file"#,
                             cell: #"{"contentView": {"image": {"asset": "icon.jpg"}}}"#)
    }

    @Test("Views nest at most 32 deep")
    func depth() {
        var view = #"{"spacer": {}}"#
        for _ in 0..<32 { view = #"{"view": {"subviews": [\#(view)]}}"# }
        let path = "cell.contentView" + String(repeating: ".view.subviews[0]", count: 32)
        ViewJSON.expectError("\(path): views nest more than 32 deep", cell: #"{"contentView": \#(view)}"#)
    }
}
