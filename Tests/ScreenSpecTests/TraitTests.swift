import CollectionLayout
import Foundation
import Scene
import ScreenSpec
import Testing

/// The trait matrix: Dynamic Type (I3), right to left (C1's mirroring carried into drawing) and
/// landscape (I2), through `Traits.apply(to:on:)`, the one place every drawing takes them.
@Suite("Traits: Dynamic Type, right to left, landscape")
struct TraitTests {
    static let iPhone15 = Device.preset(named: "iphone-15")!
    static let categories = UIContentSizeCategory.allCases

    static func texts(_ scene: Scene) -> [TextNode] {
        scene.nodes.compactMap { node -> TextNode? in if case .text(let t) = node { t } else { nil } }
    }

    /// A sample solved on an iPhone 15 left to right and right to left (XibText's sizes).
    struct BothWays {
        let screen: Screen, solved: SolvedLayout
        let rtl: Screen, rtlDevice: Device, rtlSolved: SolvedLayout
        init(_ sample: String) throws {
            screen = try loadSample(sample)
            solved = try screen.solve(on: TraitTests.iPhone15, measuringWith: XibText())
            (rtl, rtlDevice) = Traits(layoutDirection: .rightToLeft).apply(to: screen, on: TraitTests.iPhone15)
            rtlSolved = try rtl.solve(on: rtlDevice, measuringWith: XibText())
        }
    }

    // MARK: Dynamic Type (I3)

    /// Printed by UIKit: temoki/UIKit_DynamicType @04de9d61eddb67ee987f8b9f11c9cccdda96af6c, README.md,
    /// "Font size change due to combination UIContentSizeCategory and UIFont.TextStyle" (Xcode 11.3,
    /// iOS 13.3 simulator), XS … AX5.
    static let recorded: [(TextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test("I3: every text style at each of the twelve content size categories takes the size UIKit printed (temoki/UIKit_DynamicType @04de9d6)")
    func dynamicTypeTable() {
        #expect(Self.categories.count == 12)
        for (style, sizes) in Self.recorded {
            for (category, size) in zip(Self.categories, sizes) {
                #expect(style.pointSize(at: category) == size, "\(style) at \(category)")
                #expect(style.font.withContentSize(category).size == size)
            }
            #expect(style.pointSize(at: .large) == style.defaultSize)
        }
    }

    @Test("I3: a text style keeps its weight and given tracking; a fixed font (systemFont(ofSize:), a xib's pointSize) never scales; setting a size makes a font fixed")
    func fixedAndStyledFonts() {
        var headline = TextStyle.headline.font
        headline.weight = .bold
        let large = headline.withContentSize(.accessibilityExtraLarge)
        #expect(large.size == 40 && large.weight == .bold && large.textStyle == .headline)
        var tracked = TextStyle.body.font
        tracked.tracking = 0
        #expect(tracked.withContentSize(.extraSmall) == FontSpec(textStyle: .body, size: 14, weight: .regular, tracking: 0))
        #expect(FontSpec(size: 17).withContentSize(.accessibilityExtraExtraExtraLarge) == FontSpec(size: 17))
        var resized = TextStyle.body.font
        resized.size = 20
        #expect(resized.textStyle == nil && resized.withContentSize(.extraSmall).size == 20)
        // The iOS 17 extra-large titles (no recording): as largeTitle and title1 scale, to the point.
        #expect(TextStyle.extraLargeTitle.pointSize(at: .accessibilityExtraExtraExtraLarge) == (36.0 * 60 / 34).rounded())
        #expect(TextStyle.extraLargeTitle2.pointSize(at: .extraSmall) == 25)
    }

    @Test("UIContentSizeCategory: UIKit's twelve names and their short names; the five accessibility sizes")
    func categoryNames() {
        #expect(Self.categories.map(\.rawValue) == ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                                  "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                                                  "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                                                  "accessibilityExtraExtraExtraLarge"])
        #expect(Self.categories.map(\.shortName) == ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(UIContentSizeCategory(named: "AX3") == .accessibilityExtraLarge)
        #expect(UIContentSizeCategory(named: "extraSmall") == .extraSmall && UIContentSizeCategory(named: "ax3") == nil)
        #expect(Self.categories.filter(\.isAccessibilityCategory).count == 5 && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("I3 + F: at AX3 a list's body-text rows are measured again and grow; a cell's fixed-size text stays (the games tab's xib fonts)")
    func selfSizingRemeasures() throws {
        let list = try loadSample("settings-list")
        let atLarge = try list.solve(on: Self.iPhone15, measuringWith: XibText())
        let (ax3, device) = Traits(preferredContentSizeCategory: .accessibilityExtraLarge).apply(to: list, on: Self.iPhone15)
        let atAX3 = try ax3.solve(on: device, measuringWith: XibText())
        let row = try #require(atLarge.cell(0, section: 0)), bigRow = try #require(atAX3.cell(0, section: 0))
        // XibText: a line is 1.2 em — 17 pt body → 20.4 + 22 of margins (the row's 44-pt minimum holds),
        // AX3's 40 pt → 48 + 22.
        #expect(row.height == 44 && bigRow.height == 70)
        #expect(atAX3.contentSize.height > atLarge.contentSize.height)

        let games = try loadSample("games-tab")
        let (gamesAX3, sameDevice) = Traits(preferredContentSizeCategory: .accessibilityExtraLarge).apply(to: games, on: Self.iPhone15)
        let framesL = try games.solve(on: Self.iPhone15, measuringWith: XibText()).attributes.map(\.frame)
        let framesAX3 = try gamesAX3.solve(on: sameDevice, measuringWith: XibText()).attributes.map(\.frame)
        #expect(framesL == framesAX3)
    }

    @Test("I3: estimated widths re-measure too: channel-home's subheadline chips are wider at AX3 than at L")
    func estimatedWidthsRemeasure() throws {
        let screen = try loadSample("channel-home")
        func chip(_ traits: Traits) throws -> Double {
            let (s, d) = traits.apply(to: screen, on: Self.iPhone15)
            return Double(try #require(try s.solve(on: d, measuringWith: XibText()).cell(0, section: 1)).width)
        }
        // "전체", 2 characters: 2 × size / 2 + 24 of padding — 15 pt at L, 36 pt at AX3.
        #expect(try chip(Traits.standard) == 39)
        #expect(try chip(Traits(preferredContentSizeCategory: .accessibilityExtraLarge)) == 60)
    }

    @Test("A section provider reads the content size category and size classes from its environment's trait collection")
    func traitCollection() throws {
        var seen: [UITraitCollection] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let screen = Screen(name: "t", layout: layout, itemCounts: [1])
        seen = []
        let (ax5, landscape) = Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft,
                                      orientation: .landscape).apply(to: screen, on: Self.iPhone15)
        _ = try ax5.solve(on: landscape)
        let traits = try #require(seen.last)
        #expect(traits.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge && traits.layoutDirection == .rightToLeft)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
    }

    // MARK: Right to left (C1)

    @Test("C1: right to left every frame is the left-to-right one mirrored across the width (games tab's vertical sections)")
    func mirroredFrames() throws {
        let games = try BothWays("games-tab")
        let (ltrSolved, rtlSolved) = (games.solved, games.rtlSolved)
        // Sections 24–31 (links, buttons, terms) are plain vertical sections.
        for section in 24...31 {
            let a = try #require(ltrSolved.cell(0, section: section)), b = try #require(rtlSolved.cell(0, section: section))
            #expect(b.minX == 393 - a.maxX && b.minY == a.minY && b.size == a.size, "section \(section)")
        }
    }

    @Test("Right to left: natural text is right-aligned and its margins swap; explicit left stays left; content views mirror")
    func mirroredText() throws {
        let json = #"""
        {"layout": {"compositional": {"section": {"group": {"kind": "vertical",
           "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}},
           "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}}}]}}}},
         "sections": [
           {"cell": {"contentConfiguration": {"directionalLayoutMargins": {"top": 0, "leading": 20, "bottom": 0, "trailing": 8}}},
            "items": ["natural"]},
           {"cell": {"contentView": {"view": {"subviews": [
               {"name": "icon", "shape": {"kind": "circle", "fill": "systemGreen"}, "constraints": {"leading": 10, "centerY": 0, "width": 40, "height": 40}},
               {"label": {"text": "{text}", "textAlignment": "left"}, "constraints": {"leadingToTrailingOf": "icon", "spacing": 8, "trailing": 10}}]}}},
            "items": ["left"]}]}
        """#
        let screen = try Screen.decode(Data(json.utf8), name: "t")
        let (rtl, device) = Traits(layoutDirection: .rightToLeft).apply(to: screen, on: Self.iPhone15)
        let scene = SceneBuilder.scene(for: rtl, solved: try rtl.solve(on: device, measuringWith: XibText()), device: device,
                                       appearance: .light, measuringWith: XibText())
        let natural = try #require(Self.texts(scene).first { $0.text == "natural" })
        #expect(natural.alignment == .right && natural.frame.minX == 8 && natural.frame.maxX == 393 - 20)
        let left = try #require(Self.texts(scene).first { $0.text == "left" })
        #expect(left.alignment == .left && left.frame.maxX == 393 - 10 - 40 - 8 && left.frame.minX == 10)
        let icon = try #require(scene.nodes.compactMap { node -> ShapeNode? in
            if case .shape(let s) = node, s.kind == .ellipse { s } else { nil }
        }.first)
        #expect(abs(Double(icon.frame.maxX) - (393 - 10)) < 1e-9)
    }

    @Test("Right to left, the chrome mirrors: the large title at the right margin, the tabs reversed, the clock on the right")
    func mirroredChrome() throws {
        let games = try BothWays("games-tab")
        let scene = SceneBuilder.scene(for: games.rtl, solved: games.rtlSolved, device: games.rtlDevice,
                                       appearance: .light, measuringWith: XibText())
        let ltr = SceneBuilder.scene(for: games.screen, solved: games.solved, device: Self.iPhone15, appearance: .light,
                                     measuringWith: XibText())
        func text(_ scene: Scene, _ s: String) throws -> TextNode { try #require(Self.texts(scene).last { $0.text == s }) }
        let title = try #require(Self.texts(scene).first { $0.text == "Games" }), ltrTitle = try #require(Self.texts(ltr).first { $0.text == "Games" })
        #expect(title.alignment == .right && title.frame.maxX == 393 - ltrTitle.frame.minX)
        #expect(try text(scene, "Today").frame.minX > (try text(scene, "Search")).frame.minX)
        #expect(try text(scene, "9:41").frame.midX > 393 / 2)
        #expect(try text(ltr, "9:41").frame.midX < 393 / 2)
    }

    @Test("Right to left, a handout unrolls carousels past the left edge: the same cards off screen as left to right, nearest (rightmost) first, drawn left of the canvas")
    func unrolledRightToLeft() throws {
        let games = try BothWays("games-tab")
        let (screen, rtl, device, solvedL, solvedR) = (games.screen, games.rtl, games.rtlDevice, games.solved, games.rtlSolved)
        let ltr = SceneBuilder.unrolledCarousels(for: screen, solved: solvedL, device: Self.iPhone15, fullLength: false)
        let carousels = SceneBuilder.unrolledCarousels(for: rtl, solved: solvedR, device: device, fullLength: false)
        #expect(carousels.map(\.section) == ltr.map(\.section) && carousels.map(\.cells) == ltr.map(\.cells))
        let featured = try #require(carousels.first)
        #expect(featured.columns.allSatisfy { $0.lowerBound < 0 } && featured.columns.dropFirst().allSatisfy { $0.upperBound <= 0 })
        #expect(featured.columns.map(\.lowerBound) == featured.columns.map(\.lowerBound).sorted(by: >))
        let scene = SceneBuilder.scene(for: rtl, solved: solvedR, device: device, appearance: .light, unrolled: true, measuringWith: XibText())
        #expect(scene.size.width == 393)
        let farthest = try #require(featured.columns.last)
        #expect(Self.texts(scene).contains { Double($0.frame.maxX) <= farthest.upperBound && Double($0.frame.minX) >= farthest.lowerBound })
    }

    // MARK: Landscape (I2)

    @Test("I2: each preset's landscape size, safe area and size classes")
    func landscapeDevices() throws {
        func turned(_ name: String) throws -> Device { try #require(Device.preset(named: name)).oriented(.landscape) }
        let iPhone15 = try turned("iphone-15")
        #expect(iPhone15.width == 852 && iPhone15.height == 393 && iPhone15.orientation == .landscape && iPhone15.name == "iphone-15")
        #expect((iPhone15.safeAreaTop, iPhone15.safeAreaLeft, iPhone15.safeAreaRight, iPhone15.safeAreaBottom) == (0, 59, 59, 21))
        let pro = try turned("iphone-16-pro")
        #expect((pro.safeAreaTop, pro.safeAreaLeft, pro.safeAreaRight, pro.safeAreaBottom) == (0, 62, 62, 21))
        let se = try turned("iphone-se")
        #expect(se.width == 667 && se.height == 375 && (se.safeAreaTop, se.safeAreaLeft, se.safeAreaBottom) == (0, 0, 0))
        let iPad = try turned("ipad-pro-11")
        #expect(iPad.width == 1210 && iPad.height == 834 && (iPad.safeAreaTop, iPad.safeAreaLeft, iPad.safeAreaBottom) == (24, 0, 20))
        // Size classes: iPhones compact height in landscape; Plus and Max regular width; iPads regular both.
        let sizeClasses = { (d: Device) in (d.viewport().horizontalSizeClass, d.viewport().verticalSizeClass) }
        #expect(sizeClasses(iPhone15) == (.compact, .compact) && sizeClasses(pro) == (.compact, .compact))
        let plus = try turned("iphone-15-plus"), max = try turned("iphone-16-pro-max")
        #expect(sizeClasses(plus) == (.regular, .compact) && sizeClasses(max) == (.regular, .compact))
        #expect(sizeClasses(iPad) == (.regular, .regular) && sizeClasses(Self.iPhone15) == (.compact, .regular))
        // Layout margins: the safe area plus 16 on every iPhone in landscape, the Plus and Max too (I2).
        #expect(iPhone15.viewport().layoutMargins.leading == 59 + 16 && max.viewport().layoutMargins.leading == 62 + 16)
        #expect(iPhone15.oriented(.portrait) == Self.iPhone15)
        #expect(Device.custom(width: 400, height: 800, scale: 2).oriented(.landscape).width == 800)
    }

    @Test("I2: in landscape the bars are 32 pt, the large title shows as a standard one, and there is no status bar; sections keep out of the side safe areas")
    func landscapeChrome() throws {
        let screen = try loadSample("games-tab")
        let (drawn, device) = Traits(orientation: .landscape).apply(to: screen, on: Self.iPhone15)
        let barred = drawn.device(on: device)
        #expect(barred.safeAreaTop == 32 && barred.safeAreaBottom == 21 + 32)
        let solved = try drawn.solve(on: device, measuringWith: XibText())
        let scene = SceneBuilder.scene(for: drawn, solved: solved, device: device, appearance: .light, measuringWith: XibText())
        #expect(scene.size == CGSize(width: 852, height: 393))
        let title = try #require(Self.texts(scene).first { $0.text == "Games" })
        #expect(title.font == FontSpec(size: 17, weight: .semibold) && title.alignment == .center && title.frame.minY == 5)
        #expect(!Self.texts(scene).contains { $0.text == "9:41" })
        let today = try #require(Self.texts(scene).first { $0.text == "Today" })
        #expect(today.frame.minY == 393 - 21 - 32 + 8 && today.frame.minX > 59)
        // Every cell of the link sections starts at the side safe area (contentInsetsReference .safeArea).
        for section in 24...27 { #expect(try #require(solved.cell(0, section: section)).minX >= 59) }
    }

    // MARK: Names

    @Test("Golden names carry the traits that are not the standard ones; split(stem:) reads them back")
    func names() {
        let all = Traits(preferredContentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft, orientation: .landscape)
        #expect(all.nameSuffix == "-AX3-rtl-landscape" && Traits.standard.nameSuffix == "" && all.title == "AX3 · rtl · landscape")
        #expect(Traits(preferredContentSizeCategory: .extraSmall).nameSuffix == "-XS")
        let split = Traits.split(stem: "iphone-15-dark-AX3-rtl-landscape")
        #expect(split.device == "iphone-15-dark" && split.traits == all)
        #expect(Traits.split(stem: "iphone-15").device == "iphone-15" && Traits.split(stem: "iphone-15").traits == .standard)
        #expect(Traits.split(stem: "iphone-se-XS").traits.preferredContentSizeCategory == .extraSmall)
        let matrix = Traits.matrix(contentSizes: [.large, .accessibilityExtraLarge], directions: [.leftToRight, .rightToLeft],
                                   orientations: [.portrait, .landscape])
        #expect(matrix.count == 8 && matrix.first == .standard && matrix.last == all)
    }
}
