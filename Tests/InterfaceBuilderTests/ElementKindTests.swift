import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// Kind-specific properties: buttons, image views, layout guides, margins, runtime attributes, outlets, colours, fonts.
@Suite("xib element kinds")
struct ElementKindTests {
    @Test("Corpus buttons: a state title with content insets (ChatInputBar), an iOS 15 configuration (PlayerChapterCell)", SharedFixtures.required)
    func corpusButtons() throws {
        let bar = try #require(try Fixtures.corpusDocument(endingWith: "Input__ChatInputBar.xib"))
        let scroll = try #require(bar.allViews.first { $0.element == "scrollView" })
        #expect(scroll.id == "WNX-pj-5AB" && scroll.details == .none && scroll.frame == CGRect(x: 0, y: 0, width: 506, height: 44))
        let button = try #require(bar.allViews.first { $0.element == "button" && $0.frame?.minX == 506 }?.button)
        #expect(button.state("normal") == IBButtonState(key: "normal", title: "Button"))
        #expect(button.contentEdgeInsets == IBEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(button.lineBreakMode == .middleTruncation && button.contentHorizontalAlignment == "center")
        let chapter = try #require(try Fixtures.corpusDocument(endingWith: "podcasts__PlayerChapterCell.xib"))
        let configured = try #require(chapter.view(id: "cRZ-kP-W2l")?.button)
        #expect(configured.buttonType == "system")
        #expect(configured.configuration == {
            var c = IBButtonConfiguration(style: "plain")
            c.image = "checkmark.square.fill"
            return c
        }())
    }

    @Test("CardView.xib: the image view's image and its size from <resources>", SharedFixtures.required)
    func imageSize() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "SwiftMessages__Resources__CardView.xib"))
        let image = try #require(doc.view(id: "RxA-tv-YM7"))
        #expect(image.imageView?.image == "errorIcon" && image.imageView?.imageSize == CGSize(width: 33, height: 34))
        #expect(image.imageView?.isSystemSymbol == false && image.contentMode == .center && image.clipsSubviews)
        #expect(doc.resources.images["errorIcon"] == IBImageResource(size: CGSize(width: 33, height: 34)))
    }

    @Test("VideoViewController.xib: the root's safe-area guide, which a constraint names", SharedFixtures.required)
    func safeAreaGuide() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "podcasts__VideoViewController.xib"))
        let root = try #require(doc.roots.first)
        #expect(root.safeAreaLayoutGuide == IBLayoutGuide(id: "fnl-2z-Ty3", key: "safeArea", element: "viewLayoutGuide", line: 252))
        #expect(root.constraints.contains { $0.secondItem == "fnl-2z-Ty3" && $0.secondAttribute == .top })
    }

    @Test("RobotoffQuestionTableViewCell.xib: outlet collections", SharedFixtures.required)
    func outletCollections() throws {
        let doc = try #require(try Fixtures.corpusDocument(endingWith: "RobotoffQuestionTableViewCell.xib"))
        let collections = doc.roots.flatMap(\.outlets).filter(\.isCollection)
        #expect(collections.prefix(3) == [
            IBOutlet(property: "buttons", destination: "CeD-nX-PI9", isCollection: true),
            IBOutlet(property: "buttons", destination: "lRa-OI-rUd", isCollection: true),
            IBOutlet(property: "buttons", destination: "qOX-8a-b35", isCollection: true),
        ])
    }

    @Test("Margins, guides, runtime attributes, named colours, text styles, attributed text, stack flags (inline xib)")
    func inline() throws {
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" useAutolayout="YES" useSafeAreas="YES">
            <device id="ipad12_9rounded" orientation="portrait" appearance="dark"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                    <connections> <outlet property="view" destination="r" id="o1"/> </connections>
                </placeholder>
                <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="r">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" axis="vertical" alignment="lastBaseline" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                            <rect key="frame" x="10" y="10" width="380" height="100"/>
                            <subviews>
                                <label text="Plain" id="l1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <color key="textColor" name="accent"/>
                                </label>
                                <label adjustsFontForContentSizeCategory="YES" minimumScaleFactor="0.5" preferredMaxLayoutWidth="200" id="l2">
                                    <rect key="frame" x="0" y="10" width="10" height="10"/>
                                    <attributedString key="attributedText">
                                        <fragment content="Hello, "><attributes><font key="NSFont" metaFont="system" size="15"/></attributes></fragment>
                                        <fragment><string key="content">world</string></fragment>
                                    </attributedString>
                                </label>
                                <label id="l3"><rect key="frame" x="0" y="20" width="10" height="10"/>
                                    <string key="text">two
        lines</string>
                                    <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="15"/>
                                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                </label>
                            </subviews>
                            <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>
                        </stackView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <viewLayoutGuide key="layoutMargins" id="lm"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <color key="tintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <edgeInsets key="layoutMargins" top="5" left="6" bottom="7" right="8"/>
                    <constraints>
                        <constraint firstItem="s" firstAttribute="leading" secondItem="lm" secondAttribute="leading" placeholder="YES" identifier="lead" id="c1"/>
                        <constraint firstItem="s" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="-10.5" priority="defaultHigh" id="c2"/>
                        <constraint firstItem="l1" firstAttribute="baseline" secondItem="l2" secondAttribute="firstBaseline" id="c3"/>
                    </constraints>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="name" value="card"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="layer.borderUIColor"><color key="value" name="accent"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset"><size key="value" width="0.0" height="1"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="count"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
            <resources>
                <namedColor name="accent"><color red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
                <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            </resources>
        </document>
        """.utf8)
        let doc = try IBDocument.read(data, name: "inline.xib")
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        #expect(doc.sizeClass == IBSizeClass(width: .regular, height: .regular) && doc.device?.appearance == "dark")
        #expect(doc.placeholders == [IBPlaceholder(id: "-1", placeholderIdentifier: "IBFilesOwner", customClass: "Owner",
                                                   outlets: [IBOutlet(property: "view", destination: "r")])])
        let root = try #require(doc.roots.first)
        #expect(root.autoresizingMask == IBAutoresizingMask(flexibleWidth: true, flexibleHeight: true))
        #expect(root.preservesSuperviewLayoutMargins == true && root.layoutMarginsFollowReadableWidth == true)
        #expect(root.layoutMargins == IBEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(root.layoutGuides.map(\.key) == ["safeArea", "layoutMargins"])
        #expect(root.backgroundColor == IBColor(source: .system("systemBackgroundColor"),
                                                components: .white(white: 1, alpha: 1, space: "genericGamma22GrayColorSpace")))
        #expect(root.tintColor == IBColor(components: .white(white: 0.5, alpha: 1, space: "genericGamma22GrayColorSpace")))
        #expect(root.constraints == [
            IBConstraint(id: "c1", line: 42, firstItem: "s", firstAttribute: .leading, secondItem: "lm", secondAttribute: .leading,
                         placeholder: true, identifier: "lead"),
            IBConstraint(id: "c2", line: 43, firstItem: "s", firstAttribute: .top, secondItem: "sa", secondAttribute: .top,
                         constant: -10.5, priority: 750),
            IBConstraint(id: "c3", line: 44, firstItem: "l1", firstAttribute: .lastBaseline, secondItem: "l2", secondAttribute: .firstBaseline),
        ])
        let accent = IBColor(source: .named("accent", catalog: nil), components: .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: "sRGB"))
        #expect(root.userDefinedRuntimeAttributes == [
            IBRuntimeAttribute(keyPath: "name", value: .string("card")),
            IBRuntimeAttribute(keyPath: "layer.borderUIColor", value: .color(accent)),
            IBRuntimeAttribute(keyPath: "shadowOffset", value: .size(CGSize(width: 0, height: 1))),
            IBRuntimeAttribute(keyPath: "count", value: .number(4)),
        ])
        let stack = try #require(doc.view(id: "s"))
        #expect(stack.directionalLayoutMargins == IBDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(stack.stackView?.axis == .vertical && stack.stackView?.alignment == .lastBaseline)
        #expect(stack.stackView?.baselineRelativeArrangement == true && stack.stackView?.layoutMarginsRelativeArrangement == true)
        let l1 = try #require(doc.view(id: "l1")?.label)
        #expect(l1.font == IBFont(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: nil) && l1.textColor == accent)
        let l2 = try #require(doc.view(id: "l2")?.label)
        #expect(l2.text == "Hello, world" && l2.isAttributed && l2.font == IBFont(kind: .system(weight: nil), pointSize: 15))
        #expect(l2.adjustsFontForContentSizeCategory && l2.minimumScaleFactor == 0.5 && l2.preferredMaxLayoutWidth == 200)
        let l3 = try #require(doc.view(id: "l3")?.label)
        #expect(l3.text == "two\nlines" && l3.font == IBFont(kind: .named(name: "Futura-Medium", family: "Futura"), pointSize: 15))
        #expect(l3.textColor?.source == .cocoaTouchSystem("darkTextColor"))
    }
}
