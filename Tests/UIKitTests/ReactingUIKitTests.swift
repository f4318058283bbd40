import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

/// Only `import UIKit`: Apple's Foundation re-exports Combine, so `ObservableObject` and `@Published` are there.
final class CounterModel: ObservableObject {
    @Published var count = 0
}

final class SegueingController: UIViewController {
    private(set) var prepared: [String?] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.identifier) }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// Issue 32 Deliver 2, in the order of `scripts/symbol-uses`' table: the everyday UIKit the apps' screens
/// name that only reacts — accessibility, orientation, presentation, segues, the navigation toolbar, drag and
/// drop, context-menu interactions, document pickers, `@synchronized` — accepted, kept and inert.
@Suite("UIKit that only reacts (issue 32): kept and inert")
struct ReactingUIKitTests {
    @Test("Accessibility properties are kept as set; the system's accessibility settings are off; actions never run")
    func accessibility() {
        let button = UIButton(type: .system)
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Play"
        button.accessibilityTraits = [.button, .startsMediaSession]
        var ran = false
        button.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Skip") { _ in ran = true; return true }]
        #expect(button.accessibilityLabel == "Play" && button.accessibilityTraits.contains(.button) && !button.accessibilityTraits.contains(.header))
        #expect(button.accessibilityCustomActions?.first?.name == "Skip" && !ran)
        #expect(UIView().isAccessibilityElement == false && UIView().accessibilityTraits == .none)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        let action = UIAccessibilityCustomAction(name: "Delete", target: button, selector: Selector("delete:"))
        #expect(action.selector?.name == "delete:" && action.image == nil)
    }

    @Test("Orientation masks have UIKit's raw values; a controller's supported orientations are kept")
    func orientations() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(SegueingController().supportedInterfaceOrientations == .portrait)
    }

    @Test("Presentation: a popover's controller only for .popover (nil on an iPhone sheet), a sheet's for sheets; segues never performed")
    func presentation() {
        let share = UIViewController()
        #expect(share.popoverPresentationController == nil)
        share.modalPresentationStyle = .popover
        let popover = share.popoverPresentationController
        popover?.sourceView = share.view
        #expect(popover != nil && popover === share.popoverPresentationController && popover?.presentedViewController === share)
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        let source = SegueingController()
        source.performSegue(withIdentifier: "Detail", sender: nil)
        #expect(source.prepared.isEmpty)
        let segue = UIStoryboardSegue(identifier: "Detail", source: source, destination: UIViewController())
        source.prepare(for: segue, sender: nil)
        #expect(source.prepared == ["Detail"])
    }

    @Test("A navigation controller pops to its root or to a controller; its toolbar is hidden, 44 pt tall")
    func navigation() {
        let root = UIViewController(), middle = UIViewController(), top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(navigation.popToViewController(middle, animated: true).map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(top)])
        #expect(navigation.popToRootViewController(animated: true)?.count == 1 && navigation.viewControllers == [root])
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.isToolbarHidden && navigation.toolbar.intrinsicContentSize.height == 44)
        navigation.setToolbarHidden(false, animated: true)
        root.setToolbarItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)], animated: false)
        #expect(!navigation.isToolbarHidden && root.toolbarItems?.count == 1)
    }

    @Test("Interactions are kept on their view; drag and drop and context menus never start")
    func interactions() {
        final class Handler: UIDragInteractionDelegate, UIDropInteractionDelegate, UIContextMenuInteractionDelegate {
            var asked = false
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
                asked = true; return []
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                asked = true; return nil
            }
        }
        let handler = Handler(), view = UIView()
        let drag = UIDragInteraction(delegate: handler), menu = UIContextMenuInteraction(delegate: handler)
        view.addInteraction(drag)
        view.addInteraction(menu)
        view.addInteraction(UIDropInteraction(delegate: handler))
        #expect(view.interactions.count == 3 && drag.view === view && menu.view === view && !handler.asked)
        view.removeInteraction(drag)
        #expect(view.interactions.count == 2 && drag.view == nil)
        let item = UIDragItem(itemProvider: NSItemProvider(object: CounterModelWriting()))
        #expect(item.itemProvider.item is CounterModelWriting && !item.itemProvider.canLoadObject(ofClass: CounterModelWriting.self))
        let preview = UITargetedPreview(view: view)
        #expect(preview.view === view && preview.parameters.backgroundColor == nil)
    }

    @Test("@synchronized: objc_sync_enter and objc_sync_exit lock recursively per object; an exit without an enter is -1")
    func synchronized() {
        let token = NSObject()
        #expect(objc_sync_enter(token) == 0 && objc_sync_enter(token) == 0)
        #expect(objc_sync_exit(token) == 0 && objc_sync_exit(token) == 0)
        #expect(objc_sync_exit(NSObject()) == -1)
    }

    @Test("A dynamic colour resolves for a trait collection; Combine comes with UIKit; a document picker keeps its types")
    func colourCombineAndPicker() {
        let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        var dark = UITraitCollection(horizontalSizeClass: .unspecified)
        dark.userInterfaceStyle = .dark
        #expect(ink.resolvedColor(with: dark) == .white)
        let model = CounterModel()
        var seen: [Int] = []
        let subscription = model.$count.sink { seen.append($0) }
        model.count = 2
        #expect(seen.first == 0)
        _ = subscription
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
        #expect(picker.contentTypes == [.pdf] && picker.asCopy && picker.delegate == nil)
        #expect(UIButton(type: .system).isPointerInteractionEnabled == false)
    }
}


/// The second batch of `scripts/symbol-uses`' table (issue 32).
@Suite("UIKit that only reacts (issue 32), second batch")
struct ReactingUIKitSecondTests {
    @Test("An alert's text fields are made and configured at once; a nib by name from a bundle; KVC on user defaults")
    func alertsNibsDefaults() throws {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.textFields?.map(\.placeholder) == ["Name"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nib-by-name-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try StoryboardTests.profileNib.write(to: folder.appendingPathComponent("ProfileSummary.xib"), atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        let views = bundle.loadNibNamed("ProfileSummary", owner: nil, options: nil)
        #expect(views?.first is UIView)
        #expect(bundle.loadNibNamed("Missing", owner: nil) == nil)

        let defaults = try #require(UserDefaults(suiteName: "layoutshot-kvc-\(UUID().uuidString)"))
        defaults.setValue(3, forKey: "launches")
        #expect(defaults.value(forKey: "launches") as? Int == 3)
    }

    @Test("A page view controller shows its first page filling it; pickers, pointer styles and overrides are kept")
    func pagesPickersPointers() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let first = UIViewController(), second = UIViewController()
        var completed = false
        pages.setViewControllers([first], direction: .forward, animated: true) { completed = $0 }
        pages.view.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        #expect(completed && pages.children.contains { $0 === first } && first.view.superview === pages.view)
        pages.setViewControllers([second], direction: .forward, animated: false)
        #expect(first.viewIfLoaded?.superview == nil && second.view.superview === pages.view && second.view.frame.size == pages.view.bounds.size)

        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        let view = UIView()
        view.addInteraction(UIPointerInteraction(delegate: nil))
        view.overrideUserInterfaceStyle = .dark
        #expect(view.interactions.count == 1 && view.overrideUserInterfaceStyle == .dark)
        #expect(CATransaction.animationDuration() == 0.25)
        var light = UITraitCollection(horizontalSizeClass: .unspecified), dark = light
        light.userInterfaceStyle = .light
        dark.userInterfaceStyle = .dark
        #expect(light.hasDifferentColorAppearance(comparedTo: dark) && !light.hasDifferentColorAppearance(comparedTo: light))
        let button = UIButton(type: .system)
        button.menu = UIMenu(title: "", children: [])
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu != nil)
    }
}

final class CounterModelWriting: NSObject, NSItemProviderWriting {}
