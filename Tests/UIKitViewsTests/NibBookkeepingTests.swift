import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import UIKitViews
import Scene

/// Issue 30: what Interface Builder writes beside the views — its bookkeeping, read without a warning,
/// and the settings that do change the layout: placeholder intrinsic sizes, `<designables>`, simulated
/// bars, per-size-class stack and font settings, standard stack spacing (SV10), the large activity
/// indicator. Small documents written here, in the form Xcode writes them.
@Suite("Interface Builder's bookkeeping and the settings beside the views")
struct NibBookkeepingTests {
    /// A xib with one root view (`root`, `size`) holding `body`, written by `tools`, simulated on `device`.
    static func document(_ body: String, tools: String = "22505", device: String = "retina6_12",
                         size: (Double, Double) = (393, 852), after: String = "") throws -> IBDocument {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
            <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
            \(body)
            </view>
            </objects>
            \(after)
            </document>
            """
        return try IBDocument.read(Data(xml.utf8), name: "t.xib")
    }

    static func laidOut(_ doc: IBDocument) throws -> NibInstance {
        let nib = try NibLoader().instantiate(doc)
        nib.layout()
        return nib
    }

    @Test("IB's bookkeeping — designables, user guides, a constraint's userLabel, preferredBehavioralStyle, a text view's and text field's adjustsFontForContentSizeCategory, simulated bars — gives no warning")
    func bookkeepingIsQuiet() throws {
        let doc = try Self.document("""
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <button opaque="NO" contentMode="scaleToFill" preferredBehavioralStyle="pad" translatesAutoresizingMaskIntoConstraints="NO" id="btn"><rect key="frame" x="0" y="0" width="10" height="10"/></button>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tv"><rect key="frame" x="0" y="0" width="10" height="10"/></textView>
            <textField opaque="NO" contentMode="scaleToFill" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tf"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>
            </subviews>
            <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" userLabel="Box Top" id="c1"/>
            </constraints>
            <userGuides><userLayoutGuide location="187" affinity="minX"/></userGuides>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            """, after: """
            <designables><designable name="box"><size key="intrinsicContentSize" width="40" height="20"/></designable></designables>
            """)
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        #expect(doc.designableIntrinsicSizes == ["box": CGSize(width: 40, height: 20)])
        #expect(doc.roots[0].simulatedBars == [.navigationBar(prompted: false), .toolbar])
    }

    @Test("Deliver 3: a placeholder intrinsic size is the size IB lays the view out at; `infinite` is no intrinsic size on that axis")
    func placeholderIntrinsicSize() throws {
        let doc = try Self.document("""
            <subviews>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="p"><rect key="frame" x="0" y="0" width="60" height="30"/></view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="q"><rect key="frame" x="60" y="0" width="10" height="30"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstItem="p" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
            <constraint firstItem="p" firstAttribute="height" constant="30" id="c"/>
            <constraint firstItem="q" firstAttribute="leading" secondItem="p" secondAttribute="trailing" id="d"/>
            <constraint firstItem="q" firstAttribute="top" secondItem="root" secondAttribute="top" id="e"/>
            <constraint firstItem="q" firstAttribute="width" constant="10" id="f"/>
            <constraint firstItem="q" firstAttribute="height" constant="30" id="g"/>
            </constraints>
            """)
        #expect(doc.roots[0].subviews[0].placeholderIntrinsicSize == CGSize(width: 60, height: -1))
        let nib = try Self.laidOut(doc)
        #expect(nib.view(id: "p").map(nib.frameInRoot) == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(nib.view(id: "q").map(nib.frameInRoot) == CGRect(x: 60, y: 0, width: 10, height: 30))
    }

    @Test("A designable's intrinsic size is the one IB got from the app's code; a placeholder wins over it")
    func designableIntrinsicSize() throws {
        let doc = try Self.document("""
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d" customClass="Badge"><rect key="frame" x="0" y="0" width="44" height="22"/></view>
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="p" customClass="Badge"><rect key="frame" x="0" y="22" width="30" height="30"/></view>
            </subviews>
            <constraints>
            <constraint firstItem="d" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
            <constraint firstItem="p" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c"/>
            <constraint firstItem="p" firstAttribute="top" secondItem="d" secondAttribute="bottom" id="e"/>
            </constraints>
            """, after: """
            <designables><designable name="d"><size key="intrinsicContentSize" width="44" height="22"/></designable>
            <designable name="p"><size key="intrinsicContentSize" width="80" height="80"/></designable></designables>
            """)
        let nib = try Self.laidOut(doc)
        #expect(nib.view(id: "d").map(nib.frameInRoot) == CGRect(x: 0, y: 0, width: 44, height: 22))
        #expect(nib.view(id: "p").map(nib.frameInRoot) == CGRect(x: 0, y: 22, width: 30, height: 30))
    }

    @Test("I2: simulated bars add their heights to the root's safe area — navigation bar 44 (74 prompted), toolbar 44, tab bar 49")
    func simulatedBars() throws {
        for (bars, top, bottom) in [("<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>", 59.0 + 44, 34.0),
                                    ("<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"YES\"/>", 59.0 + 74, 34.0),
                                    ("<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>", 59.0, 34.0 + 44),
                                    ("<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>", 59.0, 34.0 + 49)] {
            let doc = try Self.document("""
                <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill"><rect key="frame" x="0" y="0" width="393" height="852"/></view></subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                <constraint firstItem="fill" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a"/>
                <constraint firstItem="fill" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                <constraint firstItem="fill" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c"/>
                <constraint firstItem="fill" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="d"/>
                </constraints>
                \(bars)
                """)
            let nib = try Self.laidOut(doc)
            #expect(nib.view(id: "fill").map(nib.frameInRoot) == CGRect(x: 0, y: top, width: 393, height: 852 - top - bottom), "\(bars)")
        }
    }

    @Test("I2: IB's status bar on retina6_1 is 44 pt before Xcode 14 and 48 from it; retina5_9's 50 from Xcode 14; the newest Xcode's three-part toolsVersion is read")
    func statusBarsByXcode() throws {
        func safeTop(device: String, tools: String, size: (Double, Double)) throws -> CGFloat? {
            let doc = try Self.document("""
                <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0" y="0" width="10" height="10"/></view></subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="a"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c"/>
                <constraint firstItem="bar" firstAttribute="width" constant="10" id="d"/>
                <constraint firstItem="bar" firstAttribute="height" constant="10" id="e"/>
                </constraints>
                """, tools: tools, device: device, size: size)
            #expect(doc.toolsBuild > 0)
            let nib = try Self.laidOut(doc)
            return nib.view(id: "bar").map(nib.frameInRoot)?.minY
        }
        #expect(try safeTop(device: "retina6_1", tools: "20037", size: (414, 896)) == 44)
        #expect(try safeTop(device: "retina6_1", tools: "21507", size: (414, 896)) == 48)
        #expect(try safeTop(device: "retina6_1", tools: "32700.99.1234", size: (414, 896)) == 48)
        #expect(try safeTop(device: "retina5_9", tools: "32700.99.1234", size: (375, 812)) == 50)
        #expect(try safeTop(device: "retina4_7", tools: "32700.99.1234", size: (375, 667)) == 20)
        #expect(try Self.document("", tools: "14490.70").toolsBuild == 14490.7)
    }

    @Test("SV10: spacingType=\"standard\" spaces a stack's views 8 pt apart")
    func standardStackSpacing() throws {
        let doc = try Self.document("""
            <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="0" y="0" width="100" height="20"/>
            <subviews>
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="46" height="20"/></view>
            <view contentMode="scaleToFill" id="v2"><rect key="frame" x="54" y="0" width="46" height="20"/></view>
            </subviews>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
            <constraint firstItem="s" firstAttribute="width" constant="100" id="c"/>
            <constraint firstItem="s" firstAttribute="height" constant="20" id="d"/>
            </constraints>
            """)
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
        #expect(doc.roots[0].subviews[0].stackView?.spacing == 8)
        let nib = try Self.laidOut(doc)
        #expect(nib.view(id: "v2").map(nib.frameInRoot) == CGRect(x: 54, y: 0, width: 46, height: 20))
    }

    @Test("A stack's axis, alignment, distribution and spacing, and a label's or button's font, follow the size class's <variation>")
    func sizeClassVariations() throws {
        let body = """
            <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="s">
            <rect key="frame" x="0" y="0" width="100" height="20"/>
            <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
            <rect key="frame" x="0" y="0" width="20" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="14"/></variation>
            </label>
            </subviews>
            <variation key="widthClass=regular" alignment="center" axis="horizontal" distribution="fillEqually" spacing="8"/>
            </stackView>
            </subviews>
            """
        let compact = try Self.document(body)
        #expect(compact.warnings.isEmpty, "\(compact.warnings)")
        let c = try #require(compact.roots[0].subviews[0].stackView)
        #expect((c.axis, c.alignment, c.distribution, c.spacing) == (.vertical, .fill, .fill, 2))
        #expect(compact.roots[0].subviews[0].subviews[0].label?.font?.pointSize == 17)
        let xml = String(decoding: try #require(Self.documentData(body)), as: UTF8.self)
        let regular = try IBDocument.read(Data(xml.utf8), name: "t.xib", sizeClass: IBSizeClass(width: .regular, height: .regular))
        let r = try #require(regular.roots[0].subviews[0].stackView)
        #expect((r.axis, r.alignment, r.distribution, r.spacing) == (.horizontal, .center, .fillEqually, 8))
        #expect(regular.roots[0].subviews[0].subviews[0].label?.font?.pointSize == 14)
    }

    static func documentData(_ body: String) -> Data? {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            \(body)
            </view></objects>
            </document>
            """.utf8)
    }

    @Test("The large activity indicator (style large or whiteLarge) is 37 pt; the others 20")
    func activityIndicatorStyles() throws {
        for (style, side) in [("large", 37.0), ("whiteLarge", 37), ("medium", 20), ("gray", 20)] {
            let doc = try Self.document("""
                <subviews><activityIndicatorView opaque="NO" contentMode="scaleToFill" style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></activityIndicatorView></subviews>
                <constraints>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                </constraints>
                """)
            let nib = try Self.laidOut(doc)
            #expect(nib.view(id: "a").map(nib.frameInRoot)?.size == CGSize(width: side, height: side), "\(style)")
        }
    }
}

/// Issue 30, Deliver 2: `UIFont(name:size:)` of a registered face (DejaVu Sans Bold standing in for
/// an app's font) reports that face's metrics, and a label set in it is as tall as they say.
@Suite("Named fonts in UIKit views")
struct NamedFontTests {
    @Test("UIFont(name:size:) of a registered face: its ascender, descender and line height; a label is that tall, rounded up to the pixel")
    func registeredFaceMetrics() throws {
        try AppFonts.shared.register(contentsOf: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 17))
        #expect(abs(Double(font.ascender) - 1901.0 / 2048 * 17) < 1e-9)
        #expect(abs(Double(font.descender) + 483.0 / 2048 * 17) < 1e-9)
        #expect(abs(Double(font.lineHeight) - 2384.0 / 2048 * 17) < 1e-9)
        #expect(font.spec.weight == .bold && font.spec.name == "DejaVuSans-Bold")
        let system = UIFont.systemFont(ofSize: 17)
        #expect(abs(Double(system.lineHeight) - 20.287109375) < 1e-9)
        let unknown = try #require(UIFont(name: "Futura-Bold", size: 17))
        #expect(unknown.lineHeight == system.lineHeight && unknown.spec.weight == .bold)
    }
}
