import Foundation
import LayoutshotTestSupport
import LayoutshotUIKit
import Testing
import UIKit
import _Testing_UIKit
import CoreData

// The classes `storyboardFixture(module: "UIKitTests")` names, with the outlet assignment the source
// transform writes for app code (these test files are compiled directly).
final class FeedViewController: UICollectionViewController {
    let titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as? TileCell
        cell?.titleLabel?.text = titles[indexPath.item]
        return cell ?? UICollectionViewCell(frame: .zero)
    }
}

final class TileCell: UICollectionViewCell, NibOutletAssigning {
    weak var titleLabel: UILabel?
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {
        guard name == "titleLabel" else { return false }
        titleLabel = object as? UILabel
        return true
    }
}

final class AboutViewController: UIViewController, NibOutletAssigning {
    weak var aboutLabel: UILabel?
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {
        guard name == "aboutLabel" else { return false }
        aboutLabel = object as? UILabel
        return true
    }
}

/// A controller whose view is its own nib, found by class name as UIKit finds it.
final class ProfileSummaryController: UIViewController, NibOutletAssigning {
    weak var nameLabel: UILabel?
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {
        guard name == "nameLabel" else { return false }
        nameLabel = object as? UILabel
        return true
    }
}

/// Issue 31 Deliver 4: storyboard scenes made as UIKit makes them (`UIStoryboard`), and a controller's
/// view loaded from its nib (`UIViewController.loadView()`).
@Suite("UIStoryboard scenes and controllers' nibs")
struct StoryboardTests {
    static let se = Device.preset(named: "iphone-se")!

    /// A folder holding the fixture storyboard (and `ProfileSummary.xib`), as the app's bundle.
    static func bundle() throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try storyboardFixture(module: "UIKitTests").write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try profileNib.write(to: folder.appendingPathComponent("ProfileSummary.xib"), atomically: true, encoding: .utf8)
        return (try #require(Bundle(path: folder.path)), folder)
    }

    @Test("A scene by storyboard ID: the app's controller class, its collection view with the stored flow layout and prototype cells (G1)")
    func sceneByIdentifier() throws {
        let (bundle, folder) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let feed = try #require(storyboard.instantiateViewController(withIdentifier: "Feed") as? FeedViewController)
        #expect(feed.storyboard === storyboard && feed.title == "Feed")
        let collectionView = try #require(feed.collectionView)
        #expect(collectionView.dataSource === feed && collectionView.delegate === feed)
        let flow = try #require(feed.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 100, height: 60) && flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        #expect(collectionView.subviews.isEmpty, "prototype cells are registered, not subviews")

        let capture = try LayoutCapture(of: feed, on: Self.se)
        let solved = try capture.solve()
        let frames = (0..<6).compactMap { solved.element(forItemAt: IndexPath(item: $0, section: 0))?.frame }
        // G1: three 100-pt items a row in 375 − 32, the free 43 pt shared between the two gaps.
        #expect(frames.count == 6 && frames[0].minX == 16 && frames[0].size == CGSize(width: 100, height: 60))
        #expect(abs(frames[1].minX - 137.5) < 0.01 && abs(frames[2].minX - 259) < 0.01)
        #expect(frames[3].minY == frames[0].minY + 70)
        let cell = try #require(solved.element(forItemAt: IndexPath(item: 2, section: 0)).map { capture.collectionView.makeView(for: $0) } as? TileCell)
        #expect(cell.titleLabel?.text == "Gamma" && cell.titleLabel?.superview === cell.contentView)
        #expect(capture.problem == nil)
    }

    @Test("The initial scene: a navigation controller holding its root view controller by relationship segue")
    func initialScene() throws {
        let (bundle, folder) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = try #require(UIStoryboard(name: "Main", bundle: bundle).instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.topViewController is FeedViewController)
        let capture = try LayoutCapture(of: navigation, on: Self.se)
        #expect(try capture.solve().elements.count == 6)
    }

    @Test("A plain scene: its root view with the controller's outlets assigned before viewDidLoad runs")
    func plainScene() throws {
        let (bundle, folder) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let about: AboutViewController = storyboard.instantiateViewController(identifier: "About")
        about.loadViewIfNeeded()
        #expect(about.aboutLabel?.text == "About" && about.aboutLabel?.superview === about.view)
        let made = storyboard.instantiateViewController(identifier: "About") { coder in AboutViewController(coder: coder) }
        #expect(made !== about)
    }

    @Test("A controller's own nib, found by class name (ProfileSummary.xib for ProfileSummaryController): File's Owner's view")
    func nibByClassName() throws {
        let (bundle, folder) = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = ProfileSummaryController(nibName: nil, bundle: bundle)
        #expect(controller.view.restorationIdentifier == "Prf-00-002" && controller.nameLabel?.text == "Ada Lovelace")
        let plain = ProfileSummaryController(nibName: nil, bundle: nil)
        #expect(plain.nameLabel == nil && plain.view.subviews.isEmpty, "no nib in the bundle: a plain view")
    }

    static let profileNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileSummaryController" customModule="UIKitTests" customModuleProvider="target">
                    <connections>
                        <outlet property="nameLabel" destination="Prf-00-003" id="Prf-00-004"/>
                        <outlet property="view" destination="Prf-00-002" id="Prf-00-005"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Prf-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada Lovelace" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Prf-00-003">
                            <rect key="frame" x="16" y="75" width="361" height="20.333333333333329"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Prf-00-006"/>
                </view>
            </objects>
        </document>
        """
}

/// Step 12 compiled: an app's `@NSManaged` entity class reads back what its code set, and the zero of
/// its type before (Layoutshot's Core Data stores and fetches nothing).
@Suite struct ManagedPropertyTests {
    @Test func anEntityClassWithManagedPropertiesWorks() {
        let book = ManagedBook(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
        #expect(book.title == nil && book.pages == 0 && book.published == Date(timeIntervalSinceReferenceDate: 0))
        book.title = "Dune"
        book.pages = 412
        book.addToSequels(ManagedBook())
        #expect(book.title == "Dune" && book.pages == 412 && book.value(forKey: "pages") as? Int16 == 412)
    }
}
