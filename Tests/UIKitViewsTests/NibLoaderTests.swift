import AutoLayout
import Foundation
import InterfaceBuilder
import Rendering
import Scene
import Testing
import UIKitViews
import LayoutshotTestSupport

/// The loader on the App Store clone's SmallAppCell.xib (kishikawakatsumi/AppStore-Clone-CollectionViewCompositionalLayouts
/// @c1fdba7, Cells/SmallAppCell.xib, read from ../shared/fixtures): classes, outlets, frames IB stored, a new width.
@Suite struct NibLoaderTests {
    static func smallAppCell(_ loader: NibLoader = NibLoader(storedTextSizes: true)) throws -> NibInstance? {
        let url = XibCorpus.clone.appendingPathComponent("SmallAppCell.xib")
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("fixture missing: \(url.path)")
            return nil
        }
        return try loader.instantiate(IBDocument.read(contentsOf: url))
    }

    @Test(SharedFixtures.required) func classesOutletsAndStoredFrames() throws {
        guard let nib = try Self.smallAppCell() else { return }
        #expect(nib.root is UICollectionViewCell)
        #expect(nib.views.map(\.view.className) == ["UICollectionViewCell", "UIView", "UIView", "UILabel", "UILabel", "UIView", "UILabel", "UIView"])
        #expect(Set(nib.outlets.keys) == ["iconView", "purchaseButton", "subtitleLabel", "titleLabel"])
        let title = try #require(nib.outlets["titleLabel"] as? UILabel)
        #expect(title.text == "Title" && title.font.pointSize == 17 && title.numberOfLines == 2)
        #expect(nib.view(id: "UkY-iJ-Qen").map { ($0 as? UILabel)?.font.spec.weight } == .semibold)
        nib.layout()
        #expect(nib.frameInRoot(title) == CGRect(x: 72, y: 10, width: 217, height: 20.5))
        #expect(StoredFrameComparison(nib).rows.allSatisfy { $0.deviation <= 0.5 })
        #expect(nib.warnings.isEmpty)
    }

    /// AL1 at another size: the icon keeps its place, the pill follows the trailing edge, the labels stretch.
    @Test(SharedFixtures.required) func layoutAtANewWidth() throws {
        guard let nib = try Self.smallAppCell() else { return }
        nib.layout(size: CGSize(width: 390, height: 80))
        #expect(nib.view(id: "A2V-2J-A6m").map(nib.frameInRoot) == CGRect(x: 4, y: 10, width: 60, height: 60))
        #expect(nib.view(id: "xGz-sm-qBh").map(nib.frameInRoot) == CGRect(x: 312, y: 25, width: 74, height: 30))
        #expect(nib.outlets["titleLabel"].map(nib.frameInRoot)?.width == 232)
    }

    /// UILabel's intrinsic height is SF Pro's line height rounded up to the pixel (IB stores 20.5 for
    /// 17 pt, 17 for 14 pt, 19.5 for 16-pt semibold at @2x in SmallAppCell.xib).
    @Test(SharedFixtures.required) func labelHeightsAreSFPros() throws {
        guard let nib = try Self.smallAppCell(NibLoader(textMeasurer: try TextMeasurer())) else { return }
        let heights = ["iYJ-Lt-qwl", "Wz7-WB-DbW", "UkY-iJ-Qen"].compactMap { nib.view(id: $0)?.intrinsicContentSize.height }
        #expect(heights == [20.5, 17, 19.5])
        #expect(UIFont.systemFont(ofSize: 17).lineHeight > 20.28 && UIFont.systemFont(ofSize: 17).lineHeight < 20.3)
    }

    /// A multi-line label wraps at the width the layout gives it (the engine's second pass).
    @Test func wrappingLabelTakesItsSolvedWidth() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        let label = UILabel()
        label.textMeasurer = try TextMeasurer()
        label.numberOfLines = 0
        label.text = "Trailhead: Maps for Hikers and Everyone Who Walks Far"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.width == 120)
        let lines = (label.frame.height / label.font.lineHeight).rounded()
        #expect(lines >= 3 && abs(label.frame.height - (lines * label.font.lineHeight)) < 0.5)
    }

    /// UIButton: the title plus 6 pt above and below without insets; with contentEdgeInsets, those.
    @Test func buttonIntrinsicSize() throws {
        let button = UIButton(type: .system)
        button.titleLabel?.textMeasurer = try TextMeasurer()
        button.setTitle("Button", for: .normal)
        let plain = button.intrinsicContentSize
        #expect(plain.height == 30)   // 15 pt: an 18-pt line and 6 + 6
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: plain.width + 20, height: 22))
    }

    /// ViewDrawing: background rounded by the layer, a label's text in its colour, a button's title, light and dark.
    @Test(SharedFixtures.required) func drawingNodes() throws {
        guard let nib = try Self.smallAppCell(NibLoader(textMeasurer: try TextMeasurer())) else { return }
        nib.layout()
        nib.outlets["iconView"]?.layer.cornerRadius = 12
        let light = ViewDrawing(appearance: .light).nodes(nib.root, at: CGPoint(x: 0, y: 100))
        let shapes = light.compactMap { if case .shape(let s) = $0 { s } else { nil } }
        let texts = light.compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(texts.map(\.text) == ["Title", "Subtitle", "GET"])
        #expect(texts[0].frame == CGRect(x: 72, y: 110, width: 217, height: 20.5))
        #expect(shapes.first?.frame == CGRect(x: 4, y: 110, width: 60, height: 60))
        #expect(shapes.first?.kind == .rectangle(cornerRadius: 12, curve: .circular))
        let dark = ViewDrawing(appearance: .dark).nodes(nib.root)
        let darkTitle = dark.compactMap { if case .text(let t) = $0 { t } else { nil } }.first
        #expect(darkTitle?.color == SystemColor.named("label", in: .dark))
        let scene = nib.scene(appearance: .dark)
        #expect(scene.size == CGSize(width: 375, height: 80) && scene.scale == 2)
    }

    /// An unknown runtime attribute is a one-line warning with the element, id and line; the rest is laid out.
    @Test func unknownRuntimeAttributeWarns() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <objects>
            <view contentMode="scaleToFill" id="root-1"><rect key="frame" x="0" y="0" width="100" height="40"/>
            <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="sparkle"><real key="value" value="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="6"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>
            </view>
            </objects>
            </document>
            """
        let nib = try NibLoader().instantiate(IBDocument.read(Data(xib.utf8), name: "w.xib"))
        #expect(nib.warnings == ["view root-1 (line 4): user-defined runtime attribute 'sparkle' is not applied"])
        #expect(nib.root.layer.cornerRadius == 6)
    }
}
