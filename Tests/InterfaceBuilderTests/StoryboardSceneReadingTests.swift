import Foundation
import InterfaceBuilder
import LayoutshotTestSupport
import Testing

/// Issue 31 Deliver 4: what a storyboard scene needs to be made — the initial scene, relationship
/// segues, a collection view's flow layout and its prototype cells' reuse identifiers.
@Suite struct StoryboardSceneReadingTests {
    @Test func scenesRelationshipsLayoutsAndPrototypes() throws {
        let doc = try IBDocument.read(Data(storyboardFixture(module: "App").utf8), name: "Main.storyboard")
        #expect(doc.initialViewController == "Nav-00-001")
        let navigation = try #require(doc.scenes.first { $0.controllerID == "Nav-00-001" })
        #expect(navigation.relationships == [IBRelationship(relationship: "rootViewController", destination: "Fed-00-001")])
        let feed = try #require(doc.scenes.first { $0.storyboardIdentifier == "Feed" })
        #expect(feed.controllerElement == "collectionViewController" && feed.customClass == "FeedViewController" && feed.title == "Feed")
        let rootID = try #require(feed.rootViewID)
        let collection = try #require(doc.view(id: rootID))
        guard case .flow(let flow)? = collection.collectionView?.layout else {
            Issue.record("no flow layout read")
            return
        }
        #expect(flow.itemSize == CGSize(width: 100, height: 60) && flow.minimumLineSpacing == 10 && !flow.isHorizontal)
        #expect(flow.sectionInset == IBEdgeInsets(top: 16, left: 16, bottom: 16, right: 16) && flow.estimatedItemSize == nil)
        let prototype = try #require(collection.subviews.first)
        #expect(prototype.element == "collectionViewCell" && prototype.reuseIdentifier == "Tile" && prototype.customClass == "TileCell")
        #expect(collection.outlets.map(\.property) == ["dataSource", "delegate"])
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    }

    /// Every `<collectionViewFlowLayout>` attribute IB writes, and a custom layout class.
    @Test func flowLayoutAttributesAndCustomLayouts() throws {
        func layout(_ element: String) throws -> IBCollectionViewLayout? {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
                    <objects>
                        <collectionView id="c" dataMode="none"><rect key="frame" x="0" y="0" width="320" height="200"/>\(element)</collectionView>
                    </objects>
                </document>
                """
            return try IBDocument.read(Data(xml.utf8), name: "c.xib").roots.first?.collectionView?.layout
        }
        let flowXML = """
            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" automaticEstimatedItemSize="YES" minimumLineSpacing="25" minimumInteritemSpacing="17" sectionInsetReference="safeArea" sectionHeadersPinToVisibleBounds="YES" id="f" customClass="SnapLayout" customModule="App">
                <size key="itemSize" width="68" height="68"/><size key="estimatedItemSize" width="68" height="68"/>
                <size key="headerReferenceSize" width="0" height="30"/><size key="footerReferenceSize" width="0" height="0"/>
                <inset key="sectionInset" minX="25" minY="38" maxX="25" maxY="0"/>
            </collectionViewFlowLayout>
            """
        guard case .flow(let flow)? = try layout(flowXML) else { Issue.record("no flow layout"); return }
        #expect(flow.isHorizontal && flow.automaticEstimatedItemSize && flow.minimumLineSpacing == 25 && flow.minimumInteritemSpacing == 17)
        #expect(flow.sectionInsetReference == "safeArea" && flow.sectionHeadersPinToVisibleBounds && flow.customClass == "SnapLayout")
        #expect(flow.estimatedItemSize == CGSize(width: 68, height: 68) && flow.headerReferenceSize.height == 30)
        #expect(flow.sectionInset == IBEdgeInsets(top: 38, left: 25, bottom: 0, right: 25))
        let custom = try layout(#"<collectionViewLayout key="collectionViewLayout" id="l" customClass="GridLayout" customModule="podcasts" customModuleProvider="target"/>"#)
        #expect(custom == .custom(className: "GridLayout", module: "podcasts"))
        #expect(throws: IBError.self) { try layout(#"<collectionViewFlowLayout key="collectionViewLayout" scrollDirection="diagonal" id="f"/>"#) }
    }
}
