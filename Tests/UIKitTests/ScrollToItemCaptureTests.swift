import Foundation
import LayoutshotUIKit
import ScreenSpec
import Testing
import UIKit

/// A chat screen as MessageKit's example makes one (MessageKit/MessageKit@b4493fe, `Example/Sources/View
/// Controllers/ChatViewController.swift`: `messagesCollectionView.scrollToLastItem(animated: false)`, which is
/// `scrollToItem(at: last, at: .bottom, …)`): 30 messages of 60 pt, scrolled to the last once it appears.
final class ChatListController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    var target = IndexPath(item: 29, section: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 375, height: 60)
        layout.minimumLineSpacing = 0
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        collectionView.scrollToItem(at: target, at: .bottom, animated: false)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    }
}

@Suite("D8: a captured screen is drawn where the app scrolled it")
struct ScrollToItemCaptureTests {
    static let se = Device.preset(named: "iphone-se")!

    @Test("D8: the last message scrolled to .bottom: content 1800 pt on a 667-pt screen below a 20-pt status bar ends at the screen's foot")
    func chatScrolledToItsLastMessage() throws {
        let capture = try LayoutCapture(of: ChatListController(), on: Self.se)
        #expect(capture.problem == nil)
        #expect(capture.collectionView.contentOffset == CGPoint(x: 0, y: 1800 - 667))
        #expect(capture.screen.scroll.contentOffset == CGPoint(x: 0, y: 1133))
        #expect(capture.drawing.contentOrigin == CGPoint(x: 0, y: -1133))
        let png = try capture.render()
        #expect(png.count > 0)
        // At rest the content starts below the status bar.
        var atRest = capture.drawing
        atRest.scroll = .rest
        #expect(atRest.contentOrigin == CGPoint(x: 0, y: 20))
    }

    @Test("D8: an index path the data source does not have stops the capture with one line, as UIKit raises for it")
    func noSuchItem() throws {
        let controller = ChatListController()
        controller.target = IndexPath(item: 30, section: 0)
        #expect(throws: CaptureError("ChatListController: scrollToItem(at: [0, 30]): the collection view has no such item (UIKit raises: invalid index path)")) {
            _ = try LayoutCapture(of: controller, on: Self.se)
        }
    }
}

/// A screen with a full-bleed header, as apps write one: `contentInsetAdjustmentBehavior = .never` and a
/// `contentInset` of their own.
final class FullBleedController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 375, height: 60)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}

@Suite("D9: a captured screen keeps its collection view's content inset and adjustment behaviour")
struct ContentInsetCaptureTests {
    @Test("D9: .never: the content starts under the status bar, at the top of the screen; the app's bottom inset is kept")
    func fullBleed() throws {
        let capture = try LayoutCapture(of: FullBleedController(), on: ScrollToItemCaptureTests.se)
        #expect(capture.screen.contentInsetAdjustmentBehavior == .never)
        #expect(capture.screen.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
        #expect(capture.drawing.contentOrigin == .zero)   // at rest: nothing above the content
        let viewport = capture.screen.viewport(on: ScrollToItemCaptureTests.se)
        #expect(viewport.adjustedContentInset(scrollDirection: .vertical) == UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
        #expect(capture.collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
    }
}
