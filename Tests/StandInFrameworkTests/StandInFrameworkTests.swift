import AVKit
import AuthenticationServices
import CoreData
import Foundation
import MediaPlayer
import QuickLook
import SafariServices
import StoreKit
import Testing
import UIKit
import WatchConnectivity
import WebKit

/// Issue 31 Deliver 3: the inert stand-ins compile code written against Apple's frameworks, as an
/// app's screen holds them, and do what the README says: keep what they are given, load and play
/// nothing, fetch nothing.
@Suite struct StandInFrameworkTests {
    /// A screen's controller as apps write it, holding a web view, a player and a Core Data stack.
    final class ArticleViewController: UIViewController, WKNavigationDelegate, SFSafariViewControllerDelegate {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let player = AVPlayer(url: URL(fileURLWithPath: "/trailer.mp4"))
        let container = NSPersistentContainer(name: "Articles")
        var loaded = false

        override func viewDidLoad() {
            super.viewDidLoad()
            webView.navigationDelegate = self
            webView.load(URLRequest(url: URL(fileURLWithPath: "/index.html")))
            view.addSubview(webView)
            container.loadPersistentStores { _, error in self.loaded = error == nil }
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            player.play()
        }

        func openLink() -> SFSafariViewController {
            let safari = SFSafariViewController(url: URL(fileURLWithPath: "/about"))
            safari.delegate = self
            return safari
        }
    }

    final class Article: NSManagedObject {
        var title = ""
    }

    @Test("a screen holding a web view, a player, a Safari controller and a Core Data stack loads; they keep what they are given")
    func heldStandIns() throws {
        let controller = ArticleViewController()
        controller.loadViewIfNeeded()
        #expect(controller.webView.lastRequest?.url?.path == "/index.html" && controller.webView.url == nil && !controller.webView.isLoading)
        #expect(controller.loaded && controller.player.rate == 1 && controller.player.currentTime() == .zero)
        #expect(AVAudioSession.sharedInstance().category == .playback)
        #expect(controller.openLink().url.path == "/about")
        let request = NSFetchRequest<Article>(entityName: "Article")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try controller.container.viewContext.fetch(request).isEmpty)
        let results = NSFetchedResultsController(fetchRequest: request, managedObjectContext: controller.container.viewContext,
                                                 sectionNameKeyPath: nil, cacheName: nil)
        try results.performFetch()
        #expect(results.fetchedObjects?.isEmpty == true)
        #expect(CMTime(seconds: 2.5, preferredTimescale: 600).seconds == 2.5)
        let playerController = AVPlayerViewController()
        playerController.player = controller.player
        #expect(playerController.player === controller.player)
    }
}

/// Issue 31 Deliver 3: a CloudKit-backed Core Data stack as apps set one up — nothing syncs, nothing is stored.
@Suite struct CloudKitCoreDataStandInTests {
    @Test func aCloudKitContainerLoadsNoStore() {
        let container = NSPersistentCloudKitContainer(name: "Library")
        let description = NSPersistentStoreDescription()
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.app")
        container.persistentStoreDescriptions = [description]
        var loaded = 0
        container.loadPersistentStores { _, error in if error == nil { loaded += 1 } }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect(loaded == 1 && description.options[NSPersistentHistoryTrackingKey] == (true as NSNumber))
        #expect(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/none.momd"))?.entities.isEmpty == true)
    }
}

/// Issue 31: a navigation policy as DuckDuckGo's AIChat writes one — a new-window request has no target frame.
@Suite struct WebKitNavigationStandInTests {
    @Test func aNavigationActionNamesItsFrames() {
        let request = URLRequest(url: URL(fileURLWithPath: "/chat"))
        let sameFrame = WKNavigationAction(request: request, navigationType: .linkActivated)
        let newWindow = WKNavigationAction(request: request, targetFrame: nil)
        #expect(sameFrame.targetFrame?.isMainFrame == true && sameFrame.sourceFrame.request.url == request.url)
        #expect(newWindow.targetFrame == nil)
    }
}

/// Core Data code as apps write it: format predicates and sort descriptors by key, which
/// swift-corelibs-foundation marks unavailable (no key-value coding). `FoundationOverlay` makes them.
@Suite struct KeyValueCodingStandInTests {
    @Test func formatPredicatesMatchEverythingAndKeyedSortsKeepTheOrder() {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Manga")
        request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "sourceId == %@ AND read > %d", "en.mangadex", 3),
            NSPredicate(format: "id IN %@", argumentArray: [["a", "b"]]),
        ])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true), NSSortDescriptor(key: "date", ascending: false, selector: nil)]
        #expect(request.predicate?.evaluate(with: "anything") == true)
        let titles = ["Zeta", "Alpha", "Mu"] as NSArray
        #expect(titles.sortedArray(using: request.sortDescriptors ?? []) as? [String] == ["Zeta", "Alpha", "Mu"])
        #expect(request.sortDescriptors?.map(\.ascending) == [true, false])
    }
}

/// `AVAudioPlayer` as a chat app's audio message cell holds one: kept, never playing.
@Suite struct AudioPlayerStandInTests {
    @Test func anAudioPlayerKeepsItsSoundAndPlaysNothing() throws {
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/voice.m4a"))
        player.volume = 0.5
        #expect(player.prepareToPlay() && !player.play() && !player.isPlaying)
        #expect(player.url?.path == "/voice.m4a" && player.volume == 0.5 && player.duration == 0)
    }
}

/// QuickLook as a documents screen holds it: the data source is kept weakly and asked for the current
/// item; nothing can be previewed.
@Suite struct QuickLookStandInTests {
    final class Documents: NSObject, QLPreviewControllerDataSource, QLPreviewControllerDelegate {
        let files = [URL(fileURLWithPath: "/Invoice.pdf"), URL(fileURLWithPath: "/Receipt.png")]
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { files.count }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem { files[index] as QLPreviewItem }
    }

    final class TitledItem: NSObject, QLPreviewItem {
        var previewItemURL: URL? { URL(fileURLWithPath: "/Contract.pdf") }
        var previewItemTitle: String? { "Contract" }
    }

    @Test func theDataSourceIsKeptWeaklyAndNothingCanBePreviewed() {
        let preview = QLPreviewController()
        var documents: Documents? = Documents()
        preview.dataSource = documents
        preview.delegate = documents
        preview.currentPreviewItemIndex = 1
        preview.reloadData()
        preview.refreshCurrentPreviewItem()
        preview.loadViewIfNeeded()
        #expect(preview.currentPreviewItem?.previewItemURL?.path == "/Receipt.png" && preview.view.subviews.isEmpty)
        #expect(!QLPreviewController.canPreview(URL(fileURLWithPath: "/Invoice.pdf") as NSURL))
        documents = nil
        #expect(preview.dataSource == nil && preview.delegate == nil && preview.currentPreviewItem == nil)
    }

    @Test func urlsAndAppItemsArePreviewItems() {
        let url = URL(fileURLWithPath: "/Invoice.pdf")
        let items: [any QLPreviewItem] = [url as NSURL, url, TitledItem()]
        #expect(items.map { $0.previewItemURL?.lastPathComponent } == ["Invoice.pdf", "Invoice.pdf", "Contract.pdf"])
        #expect(items.map(\.previewItemTitle) == [nil, nil, "Contract"])
        #expect(Documents().previewController(QLPreviewController(), editingModeFor: url) == .disabled)
    }
}

/// AuthenticationServices as a sign-in screen holds it: no web session starts, no authorization is
/// answered, no Apple ID is signed in.
@Suite struct AuthenticationServicesStandInTests {
    final class SignIn: NSObject, ASWebAuthenticationPresentationContextProviding, ASAuthorizationControllerDelegate,
                        ASAuthorizationControllerPresentationContextProviding {
        var completed = false
        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
        func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor { UIWindow() }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
            completed = true
        }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) { completed = true }
    }

    @Test func aWebSessionDoesNotStartAndNeverCallsBack() throws {
        let signIn = SignIn()
        var called = false
        let session = ASWebAuthenticationSession(url: try #require(URL(string: "https://example.com/oauth")), callbackURLScheme: "app") { _, _ in
            called = true
        }
        session.presentationContextProvider = signIn
        session.prefersEphemeralWebBrowserSession = true
        #expect(!session.canStart && !session.start())
        session.cancel()
        #expect(!called && session.presentationContextProvider === signIn && session.prefersEphemeralWebBrowserSession)
        #expect(ASWebAuthenticationSession.Callback.customScheme("app").matchesURL(try #require(URL(string: "app://done"))))
    }

    @Test func errorsCarryApplesDomainsAndCodes() {
        let error: Error = ASWebAuthenticationSessionError(.canceledLogin)
        #expect((error as NSError).domain == ASWebAuthenticationSessionErrorDomain && (error as NSError).code == 1)
        #expect((error as? ASWebAuthenticationSessionError)?.code == ASWebAuthenticationSessionError.canceledLogin)
        if case ASWebAuthenticationSessionError.canceledLogin = error {} else { Issue.record("a cancelled login matches its code") }
        let denied: Error = ASAuthorizationError(.canceled)
        #expect((denied as NSError).code == 1001 && ASAuthorizationError.errorDomain == ASAuthorizationErrorDomain)
    }

    @Test func anAppleIDRequestIsKeptAndNeverAnswered() {
        let signIn = SignIn()
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        request.nonce = "n"
        let controller = ASAuthorizationController(authorizationRequests: [request, ASAuthorizationPasswordProvider().createRequest()])
        controller.delegate = signIn
        controller.presentationContextProvider = signIn
        controller.performRequests()
        #expect(!signIn.completed && controller.authorizationRequests.count == 2)
        #expect((controller.authorizationRequests.first as? ASAuthorizationAppleIDRequest)?.requestedScopes == [.fullName, .email])
        var state: ASAuthorizationAppleIDProvider.CredentialState?
        ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001") { found, _ in state = found }
        #expect(state == .notFound)
        let button = ASAuthorizationAppleIDButton(type: .signIn, style: .black)
        button.cornerRadius = 12
        button.addTarget(signIn, action: Selector("signInTapped"), for: .touchUpInside)
        #expect(button.cornerRadius == 12 && button.subviews.isEmpty && ASAuthorizationAppleIDButton().cornerRadius == 6)
    }
}

/// MediaPlayer as a player screen sets it up: now-playing information and command targets are kept, no
/// command is ever sent.
@Suite struct MediaPlayerStandInTests {
    @Test func nowPlayingInformationIsKept() {
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 60, height: 60)) { _ in UIImage() }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Episode 12", MPMediaItemPropertyArtist: "Host", MPMediaItemPropertyPlaybackDuration: 1800.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 30.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0, MPMediaItemPropertyArtwork: artwork,
            MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
        ]
        MPNowPlayingInfoCenter.default().playbackState = .playing
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        #expect(info?[MPMediaItemPropertyTitle] as? String == "Episode 12" && info?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double == 30)
        #expect((info?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)?.bounds.size == CGSize(width: 60, height: 60))
        #expect(artwork.image(at: CGSize(width: 30, height: 30)) != nil && MPNowPlayingInfoCenter.default().playbackState == .playing)
        let keys = [MPMediaItemPropertyTitle, MPMediaItemPropertyArtist, MPMediaItemPropertyAlbumTitle, MPMediaItemPropertyPlaybackDuration,
                    MPMediaItemPropertyArtwork, MPNowPlayingInfoPropertyElapsedPlaybackTime, MPNowPlayingInfoPropertyPlaybackRate,
                    MPNowPlayingInfoPropertyDefaultPlaybackRate, MPNowPlayingInfoPropertyMediaType, MPNowPlayingInfoPropertyIsLiveStream,
                    MPNowPlayingInfoPropertyChapterCount]
        #expect(Set(keys).count == keys.count)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
    }

    @Test func commandTargetsAreKeptAndRemovedAndNeverCalled() {
        let center = MPRemoteCommandCenter.shared()
        var handled = false
        let token = center.playCommand.addTarget { _ in handled = true; return .success }
        center.pauseCommand.isEnabled = false
        center.skipForwardCommand.preferredIntervals = [15]
        center.changePlaybackPositionCommand.addTarget { event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            return event.positionTime >= 0 ? .success : .noSuchContent
        }
        #expect(center.playCommand.keptTargetCount == 1 && center.changePlaybackPositionCommand.keptTargetCount == 1)
        #expect(!center.pauseCommand.isEnabled && center.skipForwardCommand.preferredIntervals == [15] && center === MPRemoteCommandCenter.shared())
        center.playCommand.removeTarget(token)
        center.changePlaybackPositionCommand.removeTarget(nil)
        #expect(center.playCommand.keptTargetCount == 0 && center.changePlaybackPositionCommand.keptTargetCount == 0 && !handled)
        let owner = NSObject()
        let command = MPRemoteCommand()
        command.addTarget(owner, action: Selector("play"))
        command.addTarget(owner, action: Selector("pause"))
        command.removeTarget(owner, action: Selector("play"))
        #expect(command.keptTargetCount == 1)
        command.removeTarget(owner)
        #expect(command.keptTargetCount == 0)
    }

    @Test func aVolumeViewDrawsNothing() {
        let volume = MPVolumeView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        volume.showsRouteButton = false
        #expect(volume.subviews.isEmpty && !volume.showsRouteButton && volume.showsVolumeSlider)
        #expect(MPRemoteCommandHandlerStatus.noActionableNowPlayingItem.rawValue == 110)
    }
}

/// StoreKit as a paywall holds it: payments cannot be made, requests are never answered, observers are
/// kept and never called.
@Suite struct StoreKitStandInTests {
    final class Store: NSObject, SKPaymentTransactionObserver, SKProductsRequestDelegate {
        var updates = 0, responses = 0
        func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) { updates += 1 }
        func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse) { responses += 1 }
    }

    final class MonthlyProduct: SKProduct {
        override var productIdentifier: String { "pro.monthly" }
        override var price: NSDecimalNumber { NSDecimalNumber(string: "4.99") }
    }

    @Test func nothingIsBoughtAndObserversAreKeptUntilRemoved() {
        let store = Store()
        let queue = SKPaymentQueue.default()
        queue.add(store)
        let payment = SKMutablePayment(product: MonthlyProduct())
        payment.quantity = 2
        queue.add(payment)
        queue.add(SKPayment(product: MonthlyProduct()))
        queue.restoreCompletedTransactions()
        #expect(!SKPaymentQueue.canMakePayments() && queue.transactions.isEmpty && store.updates == 0)
        #expect(payment.productIdentifier == "pro.monthly" && payment.quantity == 2 && MonthlyProduct().price.doubleValue == 4.99)
        #expect(queue.transactionObservers.contains { $0 === store })
        queue.remove(store)
        #expect(!queue.transactionObservers.contains { $0 === store })
    }

    @Test func aProductsRequestIsNeverAnswered() {
        var store: Store? = Store()
        let request = SKProductsRequest(productIdentifiers: ["pro.monthly", "pro.yearly"])
        request.delegate = store
        request.start()
        #expect(store?.responses == 0 && request.delegate === store)
        store = nil
        #expect(request.delegate == nil)
        request.cancel()
        SKStoreReviewController.requestReview()
        let review: (UIWindowScene) -> Void = SKStoreReviewController.requestReview(in:)
        review(UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions()))
    }

    @Test func errorsMatchTheirCodes() {
        let error: Error = SKError(.paymentCancelled)
        #expect((error as? SKError)?.code == SKError.paymentCancelled && (error as NSError).domain == SKErrorDomain)
        if case SKError.paymentCancelled = error {} else { Issue.record("a cancelled payment matches its code") }
        #expect(SKProduct().subscriptionPeriod == nil && SKProduct.PeriodUnit.month.rawValue == 2)
    }
}

/// WatchConnectivity as a phone app sets it up: no watch is paired, the session never activates, what is
/// sent is kept and never delivered.
@Suite struct WatchConnectivityStandInTests {
    final class Phone: NSObject, WCSessionDelegate {
        var calls = 0
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) { calls += 1 }
        func sessionDidBecomeInactive(_ session: WCSession) { calls += 1 }
        func sessionDidDeactivate(_ session: WCSession) { calls += 1 }
    }

    @Test func noWatchIsReachedAndTransfersStayOutstanding() throws {
        let phone = Phone()
        let session = WCSession.default
        session.delegate = phone
        session.activate()
        var replied = false
        session.sendMessage(["ping": 1], replyHandler: { _ in replied = true }, errorHandler: { _ in replied = true })
        #expect(!WCSession.isSupported() && session.activationState == .notActivated && phone.calls == 0 && !replied)
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable && session.delegate === phone)
        try session.updateApplicationContext(["theme": "dark"])
        #expect(session.applicationContext["theme"] as? String == "dark" && session.receivedApplicationContext.isEmpty)
        let transfer = session.transferUserInfo(["workout": "run"])
        #expect(transfer.isTransferring && session.outstandingUserInfoTransfers.contains { $0 === transfer })
        transfer.cancel()
        #expect(!transfer.isTransferring && transfer.userInfo["workout"] as? String == "run")
        let file = session.transferFile(URL(fileURLWithPath: "/log.txt"), metadata: nil)
        #expect(file.file.fileURL.path == "/log.txt" && file.isTransferring)
        file.cancel()
        #expect(session.outstandingFileTransfers.isEmpty)
        if case WCError.notReachable = WCError(.notReachable) as Error {} else { Issue.record("an unreachable watch matches its code") }
    }
}

/// WebKit's website data stores and downloads (issue 32, symbol-uses order: DuckDuckGo's and ownCloud's).
@Suite struct WebKitDataStoreStandInTests {
    @Test func storesHoldNoRecordsAndKeepTheCookiesSet() throws {
        let configuration = WKWebViewConfiguration()
        #expect(configuration.websiteDataStore === WKWebsiteDataStore.default() && WKWebsiteDataStore.default().isPersistent)
        configuration.websiteDataStore = .nonPersistent()
        #expect(!configuration.websiteDataStore.isPersistent)
        var records: [WKWebsiteDataRecord]?
        configuration.websiteDataStore.fetchDataRecords(ofTypes: WKWebsiteDataStore.allWebsiteDataTypes()) { records = $0 }
        #expect(records?.isEmpty == true && WKWebsiteDataStore.allWebsiteDataTypes().contains(WKWebsiteDataTypeCookies))
        let cookie = try #require(HTTPCookie(properties: [.name: "session", .value: "1", .domain: "example.com", .path: "/"]))
        let store = configuration.websiteDataStore.httpCookieStore
        store.setCookie(cookie)
        var names: [String] = []
        store.getAllCookies { names = $0.map(\.name) }
        #expect(names == ["session"])
        store.delete(cookie)
        store.getAllCookies { names = $0.map(\.name) }
        #expect(names.isEmpty)
    }
}
