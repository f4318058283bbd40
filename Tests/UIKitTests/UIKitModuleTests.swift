import Testing
import UIKit
import LayoutshotTestSupport

/// Issue 16 Deliver 1, first part: iOS layout code compiles with `import UIKit` as written
/// (`AppStyleLayouts.swift`) and runs against the simulated device.
@Suite(.serialized, .tags(.concurrency)) struct UIKitModuleTests {
    static let ipad = Device.preset(named: "ipad-10")!

    @Test("UIDevice.current.userInterfaceIdiom and UIScreen.main follow the simulated device")
    func deviceAndScreen() throws {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1125, height: 2436))
        #expect(AppStyleLayouts.isCompactScreen)
        UIKitSimulation.with(Self.ipad) {
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            #expect(UIDevice.current.model == "iPad")
            #expect(UIScreen.main.bounds.size == CGSize(width: 820, height: 1180))
            #expect(!AppStyleLayouts.isCompactScreen)
        }
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
    }

    @Test("the app's grid takes its column count from the idiom; the decoration class is registered")
    func gridFollowsIdiom() throws {
        let viewport = Viewport(size: CGSize(width: 375, height: 812))
        let phone = try AppStyleLayouts.grid().solve(in: viewport, itemCounts: [4])
        let pad = try UIKitSimulation.with(Self.ipad) { try AppStyleLayouts.grid().solve(in: viewport, itemCounts: [4]) }
        // 375 − 2 × 10 = 355 pt shared by 2 (phone) or 4 (pad) columns, each item inset 5 all round
        // (edges snapped to the @3x pixel grid, so within a pixel).
        func width(_ solved: SolvedLayout) -> CGFloat { solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width ?? 0 }
        #expect(abs(width(phone) - (355.0 / 2 - 10)) <= 1.0 / 3)
        #expect(abs(width(pad) - (355.0 / 4 - 10)) <= 1.0 / 3)
        let layout = AppStyleLayouts.grid()
        #expect(layout.decorationViewClasses[AppStyleLayouts.backgroundKind] == SectionBackgroundView.self)
        layout.register(nil, forDecorationViewOfKind: AppStyleLayouts.backgroundKind)
        #expect(layout.decorationViewClasses.isEmpty)
    }

    @Test("a list with swipe-action providers lays out as the same list without them; the providers are kept")
    func swipeActionsAreAccepted() throws {
        var deleted: [IndexPath] = []
        let swipeable = AppStyleLayouts.swipeableList { deleted.append($0) }
        let plain = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let viewport = Viewport(size: CGSize(width: 375, height: 812))
        let a = try swipeable.solve(in: viewport, itemCounts: [3]), b = try plain.solve(in: viewport, itemCounts: [3])
        #expect(a.contentSize == b.contentSize)
        #expect((0..<3).map { a.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == (0..<3).map { b.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame })
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }])
        }
        let actions = configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions
        #expect(actions?.map(\.title) == ["Flag"])
        #expect(configuration == UICollectionLayoutListConfiguration(appearance: .plain))   // equality ignores providers
        #expect(deleted.isEmpty)   // nothing calls them: a layout at rest shows no swipe
    }

    @Test("a simulated device is bound to its task: captures running at once each see their own screen")
    func deviceIsTaskLocal() async {
        let widths: [CGFloat] = [320, 375, 393, 430, 820, 1024]
        let seen = await withTaskGroup(of: (CGFloat, CGFloat).self) { group in
            for w in widths {
                group.addTask {
                    UIKitSimulation.with(Device.custom(width: Double(w), height: 800, scale: 2)) {
                        var last: CGFloat = 0
                        for _ in 0..<200 { last = UIScreen.main.bounds.width; if last != w { break } }
                        return (w, last)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.allSatisfy { $0.0 == $0.1 })
        #expect(UIScreen.main.bounds.width == UIKitSimulation.device.screenSize.width)
    }

    @Test("Foundation comes with import UIKit")
    func foundationReExported() {
        #expect(AppStyleLayouts.stamp() == "1970-0000")
    }

    @Test("a view's traitCollection: the device's size classes and scale, the view's direction")
    func traits() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.displayScale == 3)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        UIKitSimulation.with(Self.ipad) { #expect(view.traitCollection.horizontalSizeClass == .regular) }
        let landscapeMax = Device.preset(named: "iphone-15-plus")!.oriented(.landscape)
        UIKitSimulation.with(landscapeMax) {
            #expect(view.traitCollection.horizontalSizeClass == .regular)
            #expect(view.traitCollection.verticalSizeClass == .compact)
        }
    }

    @Test("UIColor(dynamicProvider:) is asked with a UITraitCollection, once light and once dark")
    func dynamicProvider() {
        var asked: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(asked == [.light, .dark])
        #expect(color.rgba(in: .light) == UIColor.black.rgba(in: .light))
        #expect(color.rgba(in: .dark) == UIColor.white.rgba(in: .dark))
    }
}

/// Issue 16 Deliver 2: a cell as the source transform leaves it (`TransformedOutletCell.swift`, which
/// `AppSourcesTests` checks is the transform's output) compiles with `import UIKit` and takes its
/// outlets by name — a private one too.
@Suite struct TransformedOutletTests {
    @Test("outlets assigned by name: the declared class only, collections appended, unknown names refused")
    func outletsByName() {
        let cell = OutletCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel()
        label.text = "Title"
        #expect(cell.assignNibOutlet("titleLabel", label))
        #expect(cell.title == "Title")
        #expect(cell.assignNibOutlet("artwork", UILabel()))     // a name it has, the wrong class: left nil
        #expect(cell.artwork == nil)
        let image = UIImageView()
        #expect(cell.assignNibOutlet("artwork", image))
        #expect(cell.artwork === image)
        #expect(cell.assignNibOutlet("badges", UILabel()) && cell.assignNibOutlet("badges", UILabel()))
        #expect(cell.badges.count == 2)
        #expect(!cell.assignNibOutlet("subtitleLabel", UILabel()))
    }
}
