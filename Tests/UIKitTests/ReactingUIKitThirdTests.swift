import Combine
import Foundation
import Testing
import UIKit

/// A share activity of the app's own, as apps subclass `UIActivity`.
final class CopyLinkActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.copy-link") }
    override var activityTitle: String? { "Copy Link" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
}

/// A plain scroll view's delegate, as apps pin a header to a scroll view's offset.
final class ParallaxHeader: UIScrollViewDelegate {
    var scrolled = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

/// A controller registering for 3D Touch previews, as Sileo's do.
final class PeekingController: UIViewController, UIViewControllerPreviewingDelegate {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? { nil }
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
}

@Suite("The third batch in symbol-uses order: share activities, document interaction, previewing, file coordination, KVC, Combine's collect (issue 32)")
struct ReactingUIKitThirdTests {
    @Test("UIActivity subclasses and system activity types; the share sheet keeps them; a document interaction controller presents nothing")
    func sharing() {
        let activity = CopyLinkActivity()
        #expect(CopyLinkActivity.activityCategory == .share && activity.activityTitle == "Copy Link")
        #expect(activity.canPerform(withActivityItems: [URL(fileURLWithPath: "/tmp/a")]))
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [activity])
        sheet.excludedActivityTypes = [.airDrop, .addToReadingList]
        #expect(sheet.applicationActivities?.first === activity && sheet.excludedActivityTypes?.first?.rawValue == "com.apple.UIKit.activity.AirDrop")
        let document = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        #expect(document.name == "report.pdf" && !document.presentPreview(animated: true))
        #expect(!document.presentOpenInMenu(from: .zero, in: UIView(), animated: false))
    }

    @Test("3D Touch: no device has it; a registration keeps its source view; bar items keep accessibility; roundedRect is system; background fetch results")
    func previewingAndSmallNames() {
        let controller = PeekingController(nibName: nil, bundle: nil)
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        let registration = controller.registerForPreviewing(with: controller, sourceView: source)
        #expect(registration.sourceView === source && registration.sourceRect.height == 20)
        #expect(controller.traitCollection.forceTouchCapability == .unavailable)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.accessibilityIdentifier = "edit"
        #expect(item.accessibilityIdentifier == "edit" && item.isAccessibilityElement)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
        #expect(UIBackgroundFetchResult.noData.rawValue == 1)
    }

    @Test("Key-value coding on views is kept and answered, never applied; a file coordinator runs each accessor at once with the URLs given")
    func keyValueCodingAndCoordination() {
        let bar = UINavigationBar(frame: .zero)
        bar.setValue(true, forKey: "hidesShadow")
        #expect(bar.value(forKey: "hidesShadow") as? Bool == true && bar.value(forKey: "other") == nil)
        let coordinator = NSFileCoordinator(filePresenter: nil)
        var read: URL?, moved: (URL, URL)?
        coordinator.coordinate(readingItemAt: URL(fileURLWithPath: "/tmp/a"), options: .withoutChanges, error: nil) { read = $0 }
        coordinator.coordinate(writingItemAt: URL(fileURLWithPath: "/tmp/b"), options: .forMoving,
                               writingItemAt: URL(fileURLWithPath: "/tmp/c"), options: .forReplacing, error: nil) { moved = ($0, $1) }
        #expect(read?.path == "/tmp/a" && moved?.0.path == "/tmp/b" && moved?.1.path == "/tmp/c")
    }

    @Test("UIScrollView.delegate: any scroll view's; a collection, table or text view holds its own protocol's delegate there")
    func scrollViewDelegate() {
        let header = ParallaxHeader()
        let scroll = UIScrollView(frame: .zero)
        scroll.delegate = header
        #expect(scroll.delegate === header && header.scrolled == 0)
        let grid = SelectableGridController()
        grid.loadViewIfNeeded()
        let asScroll: UIScrollView = grid.collectionView
        #expect(asScroll.delegate === grid && grid.collectionView.delegate is any UICollectionViewDelegate)
        let text = UITextView(frame: .zero)
        final class Notes: UITextViewDelegate {}
        let notes = Notes()
        text.delegate = notes
        #expect((text.delegate as? Notes) === notes)
    }

    @Test("Combine's collect(): every value as one array at the finish; collect(n) in arrays of n and the rest")
    func collect() {
        var all: [[Int]] = [], byTwo: [[Int]] = []
        let subject = PassthroughSubject<Int, Never>()
        let a = subject.collect().sink { all.append($0) }
        let b = subject.collect(2).sink { byTwo.append($0) }
        for value in 1...5 { subject.send(value) }
        #expect(all.isEmpty)
        subject.send(completion: .finished)
        #expect(all == [[1, 2, 3, 4, 5]] && byTwo == [[1, 2], [3, 4], [5]])
        _ = (a, b)
    }
}
