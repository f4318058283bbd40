import Foundation
import Testing
import UIKit

/// Issue 31, from real apps (what stopped their screens most): bar button items and navigation items,
/// controls' target–actions, menus, gesture recognizers, animations, colours, attributed-string keys,
/// font descriptors, effect views — declared with UIKit's names, kept or run as the README says.
@Suite struct EverydayUIKitTests {
    final class Screen: UIViewController {
        var tapped = false
        var transitioned = false
        func didTap(_ sender: Any) { tapped = true }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            transitioned = true
        }
    }

    @Test func barButtonItemsAndNavigationItemsKeepWhatTheyAreGiven() {
        let screen = Screen()
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Selector("didTap(_:)"))
        screen.navigationItem.rightBarButtonItem = add
        screen.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace()]
        #expect(screen.navigationItem.rightBarButtonItems?.count == 1 && screen.navigationItem.rightBarButtonItem === add)
        #expect(add.systemItem == .add && add.action == Selector("didTap(_:)") && add.target === screen)
        #expect(screen.navigationItem.leftBarButtonItem?.title == "Edit" && screen.navigationItem.leftBarButtonItems?.last?.systemItem == .flexibleSpace)
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date", attributes: .destructive) { _ in },
        ])
        let sort = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: menu)
        #expect(sort.menu?.children.count == 2 && sort.menu?.selectedElements.map(\.title) == ["Name"])
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(!screen.tapped)   // never performed
    }

    @Test func controlsKeepTheirTargetActionsAndState() {
        let button = UIButton(type: .system)
        button.addTarget(nil, action: Selector("refresh"), for: .touchUpInside)
        button.addAction(UIAction(title: "Go") { _ in }, for: .primaryActionTriggered)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.registrations.count == 2 && button.registrations[0].action == Selector("refresh"))
        #expect(button.state == [.disabled, .selected])
        #expect((button as UIControl).contentHorizontalAlignment == .center)
    }

    @Test func gestureRecognizersAreKeptOnTheirView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let tap = UITapGestureRecognizer(target: nil, action: Selector("didTap"))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
        #expect(view.gestureRecognizers?.count == 2 && tap.view === view && tap.targets.first?.action == Selector("didTap"))
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view == nil)
    }

    @Test func animationsRunAtOnceSoTheFinalStateIsDrawn() {
        let view = UIView(frame: .zero)
        var completed: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 0.4 }, completion: { completed = $0 })
        #expect(view.alpha == 0.4 && completed == true)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: { view.isHidden = true })
        #expect(view.isHidden)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        var position: UIViewPropertyAnimator.Position?
        animator.addCompletion { position = $0 }
        #expect(view.alpha == 0.4)
        animator.startAnimation()
        #expect(view.alpha == 1 && position == .end)
    }

    @Test func coloursFromP3HSBAndTheAssetCatalog() throws {
        // Display P3's pure red is outside sRGB: red clamps to 1, green and blue to 0.
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // P3 grey is sRGB grey (the matrix keeps neutrals).
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        if case .rgba(let r, let g, let b, _) = grey.value { #expect(abs(r - 0.5) < 0.001 && abs(g - 0.5) < 0.001 && abs(b - 0.5) < 0.001) }
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(UIColor.cyan == UIColor(red: 0, green: 1, blue: 1, alpha: 1) && UIColor.brown == UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let colorset = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try Data("""
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x80", "green": "64", "red": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "1.000", "red": "1.000"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """.utf8).write(to: colorset.appendingPathComponent("Contents.json"))
        UIKitSimulation.addNibFolder(folder)
        defer { UIKitSimulation.removeNibFolder(folder) }
        let brand = UIColor(named: "Brand")
        #expect(brand?.resolved(dark: false) == UIColor(red: 1, green: 64.0 / 255, blue: 128.0 / 255, alpha: 1))
        #expect(brand?.resolved(dark: true) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(named: "Missing") == nil)
    }

    @Test func attributedTextKeysAndParagraphStyles() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let text = NSAttributedString(string: "Title", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label,
                                                                    .paragraphStyle: style, .kern: 0.5])
        #expect(text.string == "Title" && (text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect(style.mutableCopy().lineSpacing == 4 && NSParagraphStyle.default.alignment == .natural)
    }

    @Test func fontDescriptorsDeriveFonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == body.pointSize && bold.spec.weight == .bold)
        let heavy = UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]]), size: 30)
        #expect(heavy.pointSize == 30 && heavy.spec.weight == .heavy)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).withDesign(.rounded)?.design == .rounded)
    }

    @Test func anEffectViewHoldsItsContent() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effect.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        effect.contentView.addSubview(UILabel(frame: .zero))
        effect.layoutIfNeeded()
        #expect(effect.contentView.superview === effect && effect.contentView.subviews.count == 1)
        #expect((effect.effect as? UIBlurEffect)?.style == .systemMaterial)
    }

    @Test func viewsAndControllersAreNSObjectsEqualByIdentity() {
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
        let screen = Screen()
        #expect(screen.isEqual(screen) && !screen.isEqual(Screen()))
        let objects: [NSObject] = [a, screen]
        #expect(objects.count == 2)
    }

    @Test func sectionSnapshotsShowRootsAndExpandedChildren() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Green"], to: "Apple")
        #expect(outline.visibleItems == ["Fruit", "Veg"] && outline.items == ["Fruit", "Apple", "Green", "Pear", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg"] && outline.level(of: "Green") == 2 && outline.parent(of: "Pear") == "Fruit")
        #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Pear"])
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Veg"] && !outline.contains("Green"))

        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        source.apply(outline, to: 0, animatingDifferences: false)
        #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 3)
    }

    @Test func aSplitViewControllerKeepsItsColumns() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = Screen()
        split.setViewController(primary, for: .primary)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.viewController(for: .primary) === primary && split.viewController(for: .secondary) == nil && split.style == .doubleColumn)
        #expect(primary.splitViewController == nil)
    }

    @Test func whatOnlyReactsIsKept() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.title == "Delete?" && alert.actions.map(\.style) == [.destructive, .cancel] && alert.preferredStyle == .actionSheet)
        UIPasteboard.general.string = "copied"
        #expect(UIPasteboard.general.hasStrings)
        let command = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find"))
        #expect(command.action == Selector("find") && command.modifierFlags == .command)
        #expect(UIApplication.shared.applicationState == .active && !UIApplication.shared.canOpenURL(URL(fileURLWithPath: "/")))
        #expect(UIKitSimulation.with(Device.preset(named: "iphone-15")!) { UIDevice.current.orientation } == .portrait)
        #expect(UIKitSimulation.with(Device.preset(named: "iphone-15")!.oriented(.landscape)) { UIDevice.current.orientation.isLandscape })
    }

    @Test func anActivityIndicatorHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }
}

/// Transform step 13 (`MainActorAttributes`): an app's `@MainActor` control overriding UIKit's
/// `isEnabled` compiles and behaves as on iOS.
@Suite("An app's @MainActor controls, through transform step 13")
struct MainActorControlTests {
    @Test("the isolated override of isEnabled calls the app's actions; the @MainActor closure runs")
    func isolatedOverride() {
        let button = ChipButton()
        var calls: [String] = []
        button.onDisabledAction = { _ in calls.append("disabled") }
        button.onEnabledAction = { _ in calls.append("enabled") }
        button.isEnabled = false
        button.isEnabled = true
        #expect(calls == ["disabled", "enabled"])
        #expect(button.describe() == "enabled")
    }
}

/// UIKit's `open` view members, overridable as on iOS (MessageKit's InputTextView overrides
/// `invalidateIntrinsicContentSize`, InputBarAccessoryView `layoutIfNeeded`), and `UIView` a
/// `UIResponder` as in UIKit.
@Suite("UIView's overridable members and the responder chain")
struct ViewOverridesTests {
    final class BadgeView: UIView {
        var calls: [String] = []
        override func layoutIfNeeded() { calls.append("layoutIfNeeded"); super.layoutIfNeeded() }
        override func invalidateIntrinsicContentSize() { calls.append("invalidate"); super.invalidateIntrinsicContentSize() }
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 24, height: 20) }
        override func willMove(toSuperview newSuperview: UIView?) { calls.append(newSuperview == nil ? "willLeave" : "willMove") }
        override func didMoveToSuperview() { calls.append(superview == nil ? "didLeave" : "didMove") }
        override func draw(_ rect: CGRect) { calls.append("draw") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("touches") }
        override func didMoveToWindow() { calls.append("window") }
    }

    @Test("overrides are called by UIKit's own paths: moves, sizeToFit, invalidation")
    func overrides() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        parent.addSubview(badge)
        badge.sizeToFit()
        badge.invalidateIntrinsicContentSize()
        badge.layoutIfNeeded()
        badge.removeFromSuperview()
        #expect(badge.calls == ["willMove", "didMove", "invalidate", "layoutIfNeeded", "willLeave", "didLeave"])
        #expect(badge.frame == CGRect(x: 5, y: 5, width: 24, height: 20))
    }

    @Test("a view is a UIResponder whose next is its superview; window is the enclosing UIWindow")
    func responderChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(), leaf = UIView()
        root.addSubview(leaf)
        let responder: UIResponder = leaf
        #expect(responder.next === root && root.next == nil)
        #expect(leaf.window == nil)
        window.addSubview(root)
        #expect(leaf.window === window && window.window === window)
        #expect(!leaf.becomeFirstResponder() && !leaf.isFirstResponder)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    }

    @Test("hit-testing: the deepest visible, interactive subview, front to back; hidden and disabled views skipped")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 70, y: 90), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil)
    }

    @Test("a label's sizeThatFits is its text wrapped at the given width; a plain view's its current size")
    func labelSizeThatFits() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = "A title long enough to wrap onto several lines at a narrow width"
        let narrow = label.sizeThatFits(CGSize(width: 100, height: 0))
        let wide = label.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(narrow.width <= 100 && narrow.height > wide.height && wide == label.intrinsicContentSize)
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40)).sizeThatFits(.zero) == CGSize(width: 30, height: 40))
    }
}

/// `UITextView` as apps use it: self-sizing with scrolling off, drawn from the top inside its insets
/// and padding; a subclass overriding UIKit's designated initialiser (InputBarAccessoryView's
/// `InputTextView`); a delegate with only the methods it needs.
@Suite("UITextView: text system, self-sizing, drawing")
struct TextViewTests {
    final class NoteView: UITextView, UITextViewDelegate {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            delegate = self
            textContainer?.lineFragmentPadding = 5
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        func textViewDidChange(_ textView: UITextView) {}
    }

    @Test("the text system is wired as TextKit's; text and attributedText read through the storage")
    func textSystem() {
        let view = NoteView()
        #expect(view.layoutManager.textContainers.first === view.textContainer && view.textStorage.layoutManagers.first === view.layoutManager)
        #expect(view.text == "" && !view.hasText)
        view.font = .systemFont(ofSize: 17)
        view.text = "Bring the tickets"
        #expect(view.attributedText.string == "Bring the tickets" && view.textStorage.length == 17)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) && view.textContainer.lineFragmentPadding == 5)
    }

    @Test("scrolling off, it is its text's height plus the 8-pt insets, wrapped at the width less 5 pt a side; drawn from the top")
    func sizingAndDrawing() {
        let view = UITextView()
        view.font = .systemFont(ofSize: 17)
        view.text = "One line"
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)   // scrolling: no intrinsic size
        view.isScrollEnabled = false
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "One line"
        let line = label.intrinsicContentSize.height   // the same text, measured the same way
        let fitted = view.intrinsicContentSize(forLayoutWidth: 300)
        #expect(fitted == CGSize(width: 300, height: line + 16))
        view.text = String(repeating: "A long sentence that wraps. ", count: 6)
        #expect(view.intrinsicContentSize(forLayoutWidth: 120).height > view.intrinsicContentSize(forLayoutWidth: 300).height)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let nodes = ViewDrawing(appearance: .light).nodes(view, at: CGPoint(x: 10, y: 20))
        guard case .text(let text)? = nodes.last else { Issue.record("no text drawn: \(nodes)"); return }
        #expect(text.frame.minX == 15 && text.frame.minY == 28 && text.frame.width == 290)
        #expect(text.color == UIColor.label.rgba(in: .light))
    }
}

/// The UIKit, Core Animation and Core Graphics InputBarAccessoryView needs (issue 31: MessageKit's
/// remote package compiles whole): kept and read back as UIKit answers, none of it drawn.
@Suite("Layers, paths, transforms and the smaller UIKit a chat input bar uses")
struct ChatInputUIKitTests {
    @Test("paths keep their elements: bounds, current point; a shape layer keeps its path")
    func paths() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 40), controlPoint: CGPoint(x: 60, y: 25))
        path.close()
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 50, height: 30) && path.currentPoint == CGPoint(x: 50, y: 40))
        let bubble = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: [.topLeft, .topRight],
                                  cornerRadii: CGSize(width: 16, height: 16))
        let layer = CAShapeLayer()
        layer.path = bubble.cgPath
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
        // Issue 32: only the two top corners are rounded — two quarter-arcs, the bottom corners square.
        #expect(layer.path?.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
        #expect(layer.path?.elements.contains(.line(CGPoint(x: 100, y: 40))) == true)
    }

    @Test("3D transforms compose as Core Animation's; a layer's affine reading; animations kept, never run; a transaction's completion runs at commit")
    func coreAnimation() {
        let scaled = CATransform3DMakeScale(2, 3, 1)
        let moved = CATransform3DTranslate(scaled, 10, 0, 0)   // translate, then scale
        #expect(moved.m41 == 20 && moved.m11 == 2 && moved.m22 == 3)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 1)))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(quarter.m12 - 1) < 1e-12 && abs(quarter.m21 + 1) < 1e-12)
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 0.5, y: 0.5) && layer.transform.m11 == 0.5)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.2
        layer.add(pulse, forKey: "pulse")
        #expect(layer.animationKeys() == ["pulse"] && layer.animation(forKey: "pulse") === pulse)
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("completion") }
        order.append("body")
        CATransaction.commit()
        #expect(order == ["body", "completion"])
    }

    @Test("NSValue rects, presented controllers, attributed button titles, labels reset by nil, images from bitmaps")
    func smallerUIKit() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 336)
        #expect(NSValue(cgRect: frame).cgRectValue == frame)
        let host = UIViewController(), sheet = UIViewController()
        host.present(sheet, animated: true)
        #expect(host.presentedViewController === sheet && sheet.presentingViewController === host)
        sheet.dismiss(animated: true)
        #expect(host.presentedViewController == nil)
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Send"), for: .normal)
        #expect(button.title(for: .normal) == "Send" && button.attributedTitle(for: .normal)?.string == "Send")
        let label = UILabel()
        label.textColor = nil
        label.font = nil
        #expect(label.textColor == .label && label.font == .systemFont(ofSize: 17))
        let image = UIImage(cgImage: CGImage(width: 120, height: 60), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 60, height: 30) && image.cgImage == nil && image.imageOrientation == .up)
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
    }

    @Test("a stack view's coder initialiser is non-failable, as UIKit's; points convert between views")
    func stackAndConversion() {
        final class InputStack: UIStackView {
            required init(coder: NSCoder) { super.init(coder: coder) }
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stack = InputStack(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        root.addSubview(stack)
        #expect(stack.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 25, y: 35))
        #expect(stack.convert(CGPoint(x: 25, y: 35), from: root) == CGPoint(x: 5, y: 5))
        #expect(stack.convert(CGRect(x: 20, y: 30, width: 1, height: 1), from: nil) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

/// The next batch MessageKit needs: attributed label text, rect insets, masks, image contexts and
/// renderers, resizable images, invalidation contexts, TextKit's empty storage, audio players.
@Suite("Label attributed text, image contexts, invalidation contexts and the rest of MessageKit's next stop")
struct MessageKitUIKitTests {
    @Test func labelsRectsMasksAndStorage() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(label.text == "Hello" && label.attributedText?.string == "Hello")
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")   // plain text replaces the attributed text, as in UIKit
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(rect == CGRect(x: 10, y: 5, width: 80, height: 40) && rect.equalTo(CGRect(x: 10, y: 5, width: 80, height: 40)))
        let bubble = UIView(), shape = UIView()
        bubble.mask = shape
        #expect(bubble.mask === shape)
        #expect(NSTextStorage().length == 0)
    }

    @Test func imageContextsAndRenderersMakeImagesOfTheirSize() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil && UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 0)
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 10))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 40, height: 30))
        UIGraphicsEndImageContext()
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48)).image { context in ran = true; context.fill(.zero) }
        #expect(ran && image.size == CGSize(width: 64, height: 48))
        #expect(image.resizableImage(withCapInsets: .zero, resizingMode: .stretch) == image)
    }

    final class InsetLabel: UILabel {
        var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    @Test func menusInputModesAndDrawingHooksAreInert() {
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Copy", action: Selector("copy:"))]
        UIMenuController.shared.showMenu(from: UIView(), rect: .zero)
        #expect(!UIMenuController.shared.isMenuVisible && UITextInputMode.activeInputModes.isEmpty)
        let label = InsetLabel()
        label.drawText(in: CGRect(x: 0, y: 0, width: 10, height: 10))   // an override point; never called by Layoutshot
        let context = CGContext()
        context.saveGState(); context.clip(); context.restoreGState()
        #expect(CABasicAnimation(keyPath: "opacity").timeOffset == 0)
    }

    @Test func invalidationContextsInvalidateTheWholeLayout() {
        let layout = UICollectionViewFlowLayout()
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(context is UICollectionViewFlowLayoutInvalidationContext && context.invalidateEverything)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        layout.invalidateLayout(with: context)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
    }
}

@Suite("UIView.transform and UISwitch (issue 32)")
struct ViewTransformAndSwitchTests {
    @Test("A view's transform is kept and leaves its frame alone (Apple's OutlineItemCell rotates its chevron)")
    func transformKept() {
        let chevron = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 12))
        chevron.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(chevron.transform != .identity && chevron.frame == CGRect(x: 0, y: 0, width: 10, height: 12))
    }

    @Test("UISwitch is a control, 51 × 31, drawn as a green capsule with a white knob when on, grey when off")
    func switchDrawn() {
        let toggle = UISwitch()
        let action = UIAction { _ in }
        toggle.addAction(action, for: .valueChanged)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31) && toggle.registrations.count == 1)
        toggle.setOn(true, animated: true)
        let on = toggle.contentNodes(in: toggle.bounds, appearance: .light, alpha: 1)
        guard case .shape(let track) = on[0], case .shape(let knob) = on[1] else { Issue.record("two shapes"); return }
        #expect(track.fill == .color(UIColor.systemGreen.rgba(in: .light)) && track.kind == .capsule)
        #expect(knob.frame == CGRect(x: 22, y: 2, width: 27, height: 27) && knob.fill == .color(UIColor.white.rgba(in: .light)))
        toggle.isOn = false
        guard case .shape(let offTrack) = toggle.contentNodes(in: toggle.bounds, appearance: .light, alpha: 1)[0] else { return }
        #expect(offTrack.fill == .color(UIColor.systemFill.rgba(in: .light)))
    }
}
