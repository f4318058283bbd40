import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// The App Store clone's twelve cell xibs and its storyboard (../shared/fixtures/appstore-clone).
@Suite("App Store clone xibs", SharedFixtures.required)
struct AppStoreCloneTests {
    @Test("All twelve cell xibs read without an error or warning, each one collectionViewCell root with a content view")
    func cellsRead() throws {
        let cells = Fixtures.cloneCells()
        #expect(cells.count == 12)
        for name in cells {
            let doc = try #require(try Fixtures.cloneCell(name))
            #expect(doc.kind == .xib, "\(name)")
            #expect(doc.warnings.isEmpty, "\(name): \(doc.warnings)")
            #expect(doc.roots.count == 1 && doc.roots[0].element == "collectionViewCell", "\(name)")
            #expect(doc.roots.first?.subviews.first?.key == "contentView", "\(name)")
        }
    }

    @Test("Main.storyboard: 11 scenes, 5 view controllers with their custom class and root view, device retina5_9")
    func storyboard() throws {
        guard let base = Fixtures.require(Fixtures.clone) else { return }
        let doc = try IBDocument.read(contentsOf: base.appendingPathComponent("Base.lproj/Main.storyboard"))
        #expect(doc.kind == .storyboard)
        #expect(doc.device == IBDevice(id: "retina5_9", orientation: .portrait, appearance: "light"))
        #expect(doc.scenes.count == 11)
        let controllers = doc.scenes.filter { $0.controllerElement == "viewController" }
        #expect(controllers.map(\.customClass) == ["GamesViewController", "AppsViewController", "UpdatesViewController",
                                                   "SearchViewController", "TodayViewController"])
        let games = try #require(controllers.first)
        #expect(games.sceneID == "0iR-Xd-Sl3" && games.controllerID == "Svu-2i-d7X" && games.rootViewID == "B8A-AR-36R")
        #expect(doc.roots.map(\.id).contains("B8A-AR-36R"))
        #expect(doc.view(id: "B8A-AR-36R")?.element == "view")
        #expect(doc.scenes.filter { $0.controllerElement == "navigationController" }.allSatisfy { $0.rootViewID == nil })
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    }

    @Test("SmallAppCell.xib: the cell, its 4 outlets, the content view's 5 subviews")
    func smallAppCellStructure() throws {
        let doc = try #require(try Fixtures.cloneCell("SmallAppCell.xib"))
        #expect(doc.toolsVersion == "14868" && doc.useAutolayout && doc.useSafeAreas)
        #expect(doc.device?.id == "retina6_1" && doc.sizeClass == IBSizeClass(width: .compact, height: .regular))
        let cell = try #require(doc.roots.first)
        #expect(cell.id == "hvR-Yq-Opr" && cell.customClass == "SmallAppCell" && cell.customModule == "AppStore")
        #expect(cell.line == 12)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 80))
        #expect(cell.autoresizingMask == IBAutoresizingMask(flexibleMaxX: true, flexibleMaxY: true))
        #expect(cell.outlets == [
            IBOutlet(property: "iconView", destination: "A2V-2J-A6m"),
            IBOutlet(property: "purchaseButton", destination: "xGz-sm-qBh"),
            IBOutlet(property: "subtitleLabel", destination: "Wz7-WB-DbW"),
            IBOutlet(property: "titleLabel", destination: "iYJ-Lt-qwl"),
        ])
        let content = try #require(cell.subviews.first)
        #expect(content.element == "collectionViewCellContentView" && content.id == "ec3-dO-Hbt" && content.key == "contentView")
        #expect(content.insetsLayoutMarginsFromSafeArea == false)
        #expect(content.subviews.map(\.id) == ["A2V-2J-A6m", "iYJ-Lt-qwl", "Wz7-WB-DbW", "xGz-sm-qBh", "efz-yY-BUn"])
        #expect(content.subviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(content.translatesAutoresizingMaskIntoConstraints)
        #expect(doc.view(id: "efz-yY-BUn")?.userLabel == "Separator")
    }

    @Test("SmallAppCell.xib: the GET label (semibold 16, centred, linkColor) and the colours")
    func smallAppCellLabelsAndColours() throws {
        let doc = try #require(try Fixtures.cloneCell("SmallAppCell.xib"))
        let get = try #require(doc.view(id: "UkY-iJ-Qen")?.label)
        #expect(get.text == "GET")
        #expect(get.font == IBFont(kind: .system(weight: .semibold), pointSize: 16))
        #expect(get.textAlignment == .center && get.numberOfLines == 1 && get.lineBreakMode == .tailTruncation)
        #expect(get.baselineAdjustment == .alignBaselines && !get.adjustsFontSizeToFit)
        #expect(get.textColor == IBColor(source: .system("linkColor"),
                                         components: .rgb(red: 0, green: 0.47843137250000001, blue: 1, alpha: 1, space: "sRGB")))
        let title = try #require(doc.view(id: "iYJ-Lt-qwl"))
        #expect(title.label?.text == "Title" && title.label?.numberOfLines == 2)
        #expect(title.label?.font == IBFont(kind: .system(weight: nil), pointSize: 17) && title.label?.textColor == nil)
        #expect(title.horizontalHuggingPriority == 251 && title.verticalHuggingPriority == 251)
        #expect(title.horizontalCompressionResistancePriority == nil)
        #expect(title.userInteractionEnabled == false && title.opaque == false && title.contentMode == .left)
        #expect(doc.view(id: "Wz7-WB-DbW")?.label?.textColor?.source == .system("secondaryLabelColor"))
        #expect(doc.view(id: "A2V-2J-A6m")?.backgroundColor == IBColor(
            source: .system("systemYellowColor"), components: .rgb(red: 1, green: 0.80000000000000004, blue: 0, alpha: 1, space: "sRGB")))
        #expect(doc.view(id: "xGz-sm-qBh")?.backgroundColor?.source == .system("secondarySystemFillColor"))
        #expect(doc.view(id: "efz-yY-BUn")?.backgroundColor?.components == .rgb(
            red: 0.23529411759999999, green: 0.23529411759999999, blue: 0.26274509800000001, alpha: 0.28999999999999998, space: "sRGB"))
    }

    @Test("SmallAppCell.xib: the content view holds 13 constraints with their items, attributes and constants")
    func smallAppCellConstraints() throws {
        let doc = try #require(try Fixtures.cloneCell("SmallAppCell.xib"))
        let content = try #require(doc.view(id: "ec3-dO-Hbt"))
        let described = content.constraints.map { c in
            "\(c.firstItem ?? "-").\(c.firstAttribute.rawValue) = \(c.secondItem ?? "-").\(c.secondAttribute?.rawValue ?? "-") + \(c.constant)"
        }
        #expect(described == [
            "xGz-sm-qBh.leading = Wz7-WB-DbW.trailing + 8.0",
            "xGz-sm-qBh.centerY = ec3-dO-Hbt.centerY + 0.0",
            "iYJ-Lt-qwl.leading = A2V-2J-A6m.trailing + 8.0",
            "-.trailing = xGz-sm-qBh.trailing + 4.0",
            "Wz7-WB-DbW.leading = A2V-2J-A6m.trailing + 8.0",
            "A2V-2J-A6m.leading = ec3-dO-Hbt.leading + 4.0",
            "efz-yY-BUn.leading = iYJ-Lt-qwl.leading + 0.0",
            "efz-yY-BUn.trailing = xGz-sm-qBh.trailing + 0.0",
            "xGz-sm-qBh.leading = iYJ-Lt-qwl.trailing + 8.0",
            "A2V-2J-A6m.centerY = ec3-dO-Hbt.centerY + 0.0",
            "Wz7-WB-DbW.top = iYJ-Lt-qwl.bottom + 8.0",
            "A2V-2J-A6m.top = iYJ-Lt-qwl.top + 0.0",
            "-.bottom = efz-yY-BUn.bottom + 0.0",
        ])
        #expect(content.constraints.first?.id == "9GD-NL-0bR" && content.constraints.first?.line == 66)
        #expect(content.constraints.allSatisfy { $0.relation == .equal && $0.multiplier == 1 && $0.priority == 1000 && !$0.placeholder })
        let icon = try #require(doc.view(id: "A2V-2J-A6m"))
        #expect(icon.constraints == [
            IBConstraint(id: "FWY-TY-UUZ", line: 23, firstAttribute: .height, constant: 60),
            IBConstraint(id: "XFs-Gu-OYL", line: 24, firstAttribute: .width, constant: 60),
        ])
    }
}
