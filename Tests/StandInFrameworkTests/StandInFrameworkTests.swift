import AVKit
import CoreData
import Foundation
import SafariServices
import Testing
import UIKit
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
