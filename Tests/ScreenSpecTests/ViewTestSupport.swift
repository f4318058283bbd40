import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// System-font metrics with round numbers, close to UIKit's: 0.5 em a character, 1.2 em a line,
/// wrapping by characters. A label's height is then its line count × SF Pro's line height (17 pt →
/// 20.29, 20.333 at @3x), as `UILabel`'s.
struct XibText: TextMeasuring {
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize {
        let advance = font.size / 2, line = font.size * 1.2
        let width = Double(text.count) * advance
        guard let maxWidth, width > maxWidth else { return CGSize(width: width, height: line) }
        let perLine = max(1, Int(maxWidth / advance))
        var lines = (text.count + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: Double(perLine) * advance, height: Double(lines) * line)
    }
}

extension CGRect {
    /// Equal within `tolerance` (floating-point noise by default; a device pixel where a test
    /// states an exact fraction that Auto Layout snaps to the pixel grid).
    func isClose(to other: CGRect, within tolerance: Double = 1e-6) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}

extension Optional where Wrapped == CGRect {
    func isClose(to other: CGRect, within tolerance: Double = 1e-6) -> Bool { self?.isClose(to: other, within: tolerance) ?? false }
}

/// Lengths as Auto Layout gives them: a label's height is SF Pro's line height a line
/// (`UIFont.lineHeight`, 17 pt → 20.29), and frames are snapped to the device's pixels — at @3x
/// 20.29 is 20.333 (61 px), at @2x 20.5.
enum Snapped {
    static func third(_ n: Int) -> Double { Double(n) / 3 }
}

/// Cell styles with content views, decoded through a real screen file.
enum ViewJSON {
    /// A one-section screen whose `cell` is `cell` (JSON text), laid out as 375 × 80 rows.
    static func screen(cell: String, items: [String] = ["Title"], layout: String? = nil) throws -> Screen {
        let defaultLayout = #"""
        {"compositional": {"section": {"group": {"kind": "vertical",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
          "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}}}]}}}}
        """#
        let itemList = items.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = #"{"layout": \#(layout ?? defaultLayout), "cell": \#(cell), "sections": [{"items": [\#(itemList)]}]}"#
        return try Screen.decode(Data(json.utf8), name: "views")
    }

    /// The content view of a cell style given as JSON.
    static func content(_ cell: String) throws -> ContentView {
        try #require(try screen(cell: cell).sections[0].cell.contentView)
    }

    /// `view` (a View's JSON) laid out as a cell's content view in `size`.
    static func place(_ view: String, size: CGSize, text: String = "Title", measurer: any TextMeasuring = XibText(),
                      scale: Double = 3) throws -> PlacedView {
        try content(#"{"contentView": \#(view)}"#)
            .layout(in: CGRect(origin: .zero, size: size), item: ViewItem(text: text), measuringWith: measurer, scale: scale)
    }

    /// Expects the cell style `cell` to be rejected with exactly `expected`.
    static func expectError(_ expected: String, cell: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try screen(cell: cell)
            Issue.record("decoded without error; expected \(expected)", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            #expect(error.description == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }
}

extension PlacedView {
    /// The frame of the view named `name` (a failed expectation when there is none).
    func frame(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect? {
        let found = first(named: name)
        if found == nil { Issue.record("no view named \(name)", sourceLocation: sourceLocation) }
        return found?.frame
    }
}

/// The App Store clone's cells (appstore-clone.md §1.4) as content views.
enum CloneCells {
    /// SmallAppCell: icon 60 × 60 at leading 4, centred; title and subtitle 8 pt right of it, the
    /// title's top at the icon's top (both in a 60-pt row); a 74 × 30 GET pill 4 from the trailing
    /// edge, centred; a 0.5-pt separator under the text.
    static let small = #"""
    {"view": {"subviews": [
      {"name": "row", "constraints": {"leading": 4, "trailing": 86, "centerY": 0, "height": 60}, "view": {"subviews": [
        {"name": "icon", "image": {"color": "systemYellow"}, "cornerRadius": 12,
         "constraints": {"leading": 0, "top": 0, "width": 60, "height": 60}},
        {"name": "title", "label": {"text": "{text}", "font": {"size": 17}, "numberOfLines": 2},
         "constraints": {"leadingToTrailingOf": "icon", "spacing": 8, "top": 0, "trailing": 0}},
        {"name": "subtitle", "label": {"text": "Subtitle", "font": {"size": 14}, "color": "secondaryLabel"},
         "constraints": {"leadingToTrailingOf": "icon", "topToBottomOf": "title", "spacing": 8, "trailing": 0}}]}},
      {"name": "get", "button": {"title": "GET", "font": {"size": 16, "weight": "semibold"}, "titleColor": "link",
                                 "backgroundColor": "secondarySystemFill"},
       "constraints": {"trailing": 4, "centerY": 0, "width": 74, "height": 30}},
      {"name": "separator", "separator": {}, "constraints": {"leading": 72, "trailing": 4, "bottom": 0, "height": 0.5}}]}}
    """#

    /// ExtraLargeAppCell: caption top 20, title and subtitle each 8 below, a teal thumbnail 8 below
    /// with width:height 167:107, all 4 from both edges; a separator at the top.
    static let extraLarge = #"""
    {"view": {"subviews": [
      {"name": "separator", "separator": {}, "constraints": {"top": 0, "leading": 4, "trailing": 4, "height": 0.5}},
      {"name": "caption", "label": {"text": "NEW GAME", "font": {"size": 14}, "color": "link"},
       "constraints": {"top": 20, "leading": 4, "trailing": 4}},
      {"name": "title", "label": {"text": "{text}", "font": {"size": 17}},
       "constraints": {"topToBottomOf": "caption", "spacing": 8, "leading": 4, "trailing": 4}},
      {"name": "subtitle", "label": {"text": "Subtitle", "font": {"size": 17}},
       "constraints": {"topToBottomOf": "title", "spacing": 8, "leading": 4, "trailing": 4}},
      {"name": "thumbnail", "image": {"color": "systemTeal"}, "cornerRadius": 4,
       "constraints": {"topToBottomOf": "subtitle", "spacing": 8, "leading": 4, "trailing": 4, "aspectRatio": 1.5607476635514018}}]}}
    """#

    /// CategoryCell: a 40-pt green circle at leading 20, centred; the title 8 pt right of it, 20 from
    /// the trailing edge, centred; a separator under the title.
    static let category = #"""
    {"view": {"subviews": [
      {"name": "icon", "shape": {"kind": "circle", "fill": "systemGreen"},
       "constraints": {"leading": 20, "centerY": 0, "width": 40, "height": 40}},
      {"name": "title", "label": {"text": "{text}", "font": {"size": 17}},
       "constraints": {"leadingToTrailingOf": "icon", "spacing": 8, "trailing": 20, "centerY": 0}},
      {"name": "separator", "separator": {}, "constraints": {"leading": 68, "trailing": 20, "bottom": 0, "height": 0.5}}]}}
    """#

    /// SectionTitleCell: a heavy 17-pt title at leading 20 and "See All" (link colour, right-aligned)
    /// 20 from the trailing edge, both centred.
    static let sectionTitle = #"""
    {"view": {"subviews": [
      {"name": "title", "label": {"text": "{text}", "font": {"size": 17, "weight": "heavy"}},
       "constraints": {"leading": 20, "centerY": 0}},
      {"name": "seeAll", "label": {"text": "See All", "font": {"size": 17}, "color": "link", "textAlignment": "right"},
       "constraints": {"trailing": 20, "centerY": 0}}]}}
    """#

    /// TodayAppCell: a teal image 20 from both edges and 10 from the top, width:height 167:206,
    /// 10-pt corners, a light grey shadow (radius 8, opacity 0.5, offset (0, 8)).
    static let today = #"""
    {"name": "image", "image": {"color": "systemTeal"}, "cornerRadius": 10,
     "shadow": {"color": "#AAAAAA", "opacity": 0.5, "radius": 8, "offset": {"width": 0, "height": 8}},
     "constraints": {"top": 10, "leading": 20, "trailing": 20, "aspectRatio": 0.8106796116504854}}
    """#

    /// Seed 003's channel cell: a vertical stack (spacing 10, centred) 14 pt from the top, of a square
    /// image 0.8 × the cell's width and a 12-pt #606060 label.
    static let channel = #"""
    {"stack": {"axis": "vertical", "spacing": 10, "alignment": "center", "distribution": "fill", "arrangedSubviews": [
       {"name": "image", "image": {"color": "systemGray4"}, "cornerRadius": 8,
        "constraints": {"widthFraction": 0.8, "aspectRatio": 1}},
       {"name": "label", "label": {"text": "{text}", "font": {"size": 12}, "color": "#606060"}}]},
     "constraints": {"top": 14}}
    """#
}
