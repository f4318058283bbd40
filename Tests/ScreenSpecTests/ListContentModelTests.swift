import AutoLayout
import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing
import UIKitViews

/// One model of a list row's content: a screen file's `contentConfiguration`, a screen built in Swift
/// and the `UIKit` module's list cells all hold UIKit's `UIListContentConfiguration` (F).
@Suite("List row content: one model")
struct ListContentModelTests {
    static let phone = Device.preset(named: "iphone-15")!

    static func cell(_ configuration: String) throws -> CellStyle {
        let json = #"{"layout": {"flow": {}}, "cell": {"contentConfiguration": \#(configuration)}, "sections": [{"items": ["Inbox"]}]}"#
        return try Screen.decode(Data(json.utf8), name: "rows").sections[0].cell
    }

    static func texts(_ screen: Screen) throws -> [TextNode] {
        let solved = try screen.solve(on: phone, measuringWith: EstimatedText())
        let scene = SceneBuilder.scene(for: screen, solved: solved, device: phone, appearance: .light, measuringWith: EstimatedText())
        return scene.nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("F: a screen file's contentConfiguration is a UIListContentConfiguration: its text, properties and margins")
    func screenFileDecodesIntoUIKitsType() throws {
        let style = try Self.cell(#"{"text": "{text}!", "textProperties": {"font": {"size": 14, "weight": "bold"}, "color": "systemBlue", "alignment": "justified", "numberOfLines": 2}, "directionalLayoutMargins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}"#)
        let configuration: UIListContentConfiguration = style.contentConfiguration
        #expect(configuration.text == "{text}!")
        #expect(configuration.textProperties.font.spec == FontSpec(size: 14, weight: .bold))
        #expect(configuration.textProperties.color == UIColor(systemName: "systemBlue"))
        #expect(configuration.textProperties.alignment == .justified)
        #expect(configuration.textProperties.numberOfLines == 2)
        #expect(configuration.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("F: the screen file's starting point — body at Large in label, no margins — whatever the simulated reader")
    func screenFileStart() throws {
        let style = try Self.cell("{}")
        #expect(style.contentConfiguration == UIListContentConfiguration.screenFile)
        #expect(style.contentConfiguration.textProperties.font.spec == TextStyle.body.font)
        #expect(style.contentConfiguration.textProperties.color == .label)
        #expect(style.contentConfiguration.directionalLayoutMargins == NSDirectionalEdgeInsets())
        UIKitSimulation.with(Self.phone, contentSizeCategory: .accessibilityExtraExtraExtraLarge) {
            #expect(UIListContentConfiguration.screenFile.textProperties.font.spec == TextStyle.body.font)
        }
    }

    @Test("F: alignment takes UIKit's TextProperties values; left and right are not among them")
    func alignmentValues() throws {
        #expect(try Self.cell(#"{"textProperties": {"alignment": "center"}}"#).contentConfiguration.textProperties.alignment == .center)
        #expect(throws: SpecError(path: "cell.contentConfiguration.textProperties.alignment",
                                  #"unknown value "left"; expected one of natural, center, justified"#)) {
            try Self.cell(#"{"textProperties": {"alignment": "left"}}"#)
        }
    }

    @Test("F: a configuration with secondary text (a screen built in Swift) is laid out by UIListContentView: text above, secondary below")
    func secondaryTextDrawn() throws {
        var style = CellStyle()
        style.contentConfiguration = .subtitleCell()
        style.contentConfiguration.secondaryText = "12 unread"
        let screen = Screen(name: "subtitle", layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)),
                            itemCounts: [1], cell: style)
        let texts = try Self.texts(screen)
        let title = try #require(texts.first { $0.text == "0.0" })
        let secondary = try #require(texts.first { $0.text == "12 unread" })
        // UIListContentView's stack: the title, 3 pt, the secondary text, inside 11/16-pt margins; the
        // row self-sizes to hold both (more than the 44-pt minimum).
        #expect(title.frame.minX == 16 && secondary.frame.minX == 16)
        #expect(title.frame.height > 15 && secondary.frame.height > 15)
        #expect(abs(secondary.frame.minY - title.frame.maxY - 3) < 0.5)
        let solved = try screen.solve(on: Self.phone, measuringWith: EstimatedText())
        let row = try #require(solved.cell(0))
        #expect(row.height > ListMetrics.rowHeight)
        #expect(abs((secondary.frame.maxY - title.frame.minY + 11 + 11) - row.height) < 1, "\(row) \(title.frame) \(secondary.frame)")
        #expect(secondary.font == TextStyle.subheadline.font)
    }

    @Test("I1: an unknown colour name in a Swift-built screen's content configuration is reported with its path")
    func colourProblemInConfiguration() {
        var style = CellStyle()
        style.contentConfiguration.textProperties.color = UIColor(systemName: "systemGrey5")
        let screen = Screen(name: "swift", layout: UICollectionViewFlowLayout(), itemCounts: [1], cell: style)
        let problem = screen.colorProblem ?? ""
        #expect(problem.contains("contentConfiguration.textProperties.color") && problem.contains("systemGray5"), "\(problem)")
    }
}
