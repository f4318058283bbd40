import Foundation
import LayoutshotTesting
import LayoutshotUIKit
import Scene
import ScreenSpec
import Testing
import UIKit

/// Issue 32: a storyboard's `<tableView>` as UIKit makes it (our own file, written as Xcode 15 writes one):
/// a `UITableViewController` scene with a static inset-grouped table (`dataMode="static"`: two sections,
/// header and footer titles, built-in `value1` and `default` cells with accessories, a custom cell with its
/// own 60-pt row height), and a view controller scene holding a plain table whose prototype cell (`Message`,
/// built-in `subtitle` style, checkmark) its controller dequeues through the `dataSource` outlet.
let storyboardTablesFixture = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Scn-T0-001">
            <objects>
                <tableViewController storyboardIdentifier="Settings" id="Set-T0-001" customClass="StaticSettingsController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="Tbl-T0-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                        <sections>
                            <tableViewSection headerTitle="Network" id="Sec-T0-001">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="Lbl-T0-001" detailTextLabel="Lbl-T0-002" style="IBUITableViewCellStyleValue1" id="Cel-T0-001">
                                        <rect key="frame" x="20" y="55.333333333333336" width="353" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-T0-001" id="Cnt-T0-001">
                                            <rect key="frame" x="0.0" y="0.0" width="322.66666666666669" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Wi-Fi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-T0-001">
                                                    <rect key="frame" x="20" y="12" width="43" height="20.333333333333332"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Home" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-T0-002">
                                                    <rect key="frame" x="272" y="12" width="42.666666666666664" height="20.333333333333332"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="Lbl-T0-003" style="IBUITableViewCellStyleDefault" id="Cel-T0-002">
                                        <rect key="frame" x="20" y="99.333333333333343" width="353" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-T0-002" id="Cnt-T0-002">
                                            <rect key="frame" x="0.0" y="0.0" width="353" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Bluetooth" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-T0-003">
                                                    <rect key="frame" x="20" y="0.0" width="313" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                            <tableViewSection footerTitle="Changes apply to every app." id="Sec-T0-002">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" rowHeight="60" id="Cel-T0-003">
                                        <rect key="frame" x="20" y="179.33333333333334" width="353" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-T0-003" id="Cnt-T0-003">
                                            <rect key="frame" x="0.0" y="0.0" width="353" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Text Size" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-T0-004">
                                                    <rect key="frame" x="20" y="20" width="313" height="20.333333333333332"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="Lbl-T0-004" firstAttribute="leading" secondItem="Cnt-T0-003" secondAttribute="leadingMargin" id="Cst-T0-001"/>
                                                <constraint firstItem="Lbl-T0-004" firstAttribute="centerY" secondItem="Cnt-T0-003" secondAttribute="centerY" id="Cst-T0-002"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                        <connections>
                            <outlet property="dataSource" destination="Set-T0-001" id="Out-T0-001"/>
                            <outlet property="delegate" destination="Set-T0-001" id="Out-T0-002"/>
                        </connections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-T0-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="Scn-T0-002">
            <objects>
                <viewController storyboardIdentifier="Inbox" id="Inb-T0-001" customClass="InboxViewController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vew-T0-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="Tbl-T0-002">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Message" textLabel="Lbl-T0-005" detailTextLabel="Lbl-T0-006" style="IBUITableViewCellStyleSubtitle" id="Cel-T0-004">
                                        <rect key="frame" x="0.0" y="50" width="393" height="55.333333333333336"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Cel-T0-004" id="Cnt-T0-004">
                                            <rect key="frame" x="0.0" y="0.0" width="353.66666666666669" height="55.333333333333336"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-T0-005">
                                                    <rect key="frame" x="20" y="6" width="33" height="20.333333333333332"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Lbl-T0-006">
                                                    <rect key="frame" x="20" y="29.333333333333336" width="44" height="14.333333333333334"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="Inb-T0-001" id="Out-T0-003"/>
                                    <outlet property="delegate" destination="Inb-T0-001" id="Out-T0-004"/>
                                </connections>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="Saf-T0-001"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="Tbl-T0-002" firstAttribute="top" secondItem="Vew-T0-001" secondAttribute="top" id="Cst-T0-003"/>
                            <constraint firstItem="Tbl-T0-002" firstAttribute="leading" secondItem="Vew-T0-001" secondAttribute="leading" id="Cst-T0-004"/>
                            <constraint firstAttribute="trailing" secondItem="Tbl-T0-002" secondAttribute="trailing" id="Cst-T0-005"/>
                            <constraint firstAttribute="bottom" secondItem="Tbl-T0-002" secondAttribute="bottom" id="Cst-T0-006"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-T0-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
    <resources>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemGroupedBackgroundColor">
            <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
    </resources>
</document>
"""

/// A static table's controller that, as apps do, overrides a data source method and asks `super`.
final class StaticSettingsController: UITableViewController {
    private(set) var askedRows: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        askedRows.append(section)
        return super.tableView(tableView, numberOfRowsInSection: section)
    }
}

final class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let messages = [("Anna", "Lunch at one?"), ("Ben", "The build is green"), ("Chloé", "Slides attached")]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row].0
        cell.detailTextLabel?.text = messages[indexPath.row].1
        return cell
    }
}

@Suite("Storyboard table views: static sections and prototype cells (T1–T3)", .serialized)
struct StoryboardTableTests {
    static let phone = Device.preset(named: "iphone-15")!          // 393 × 852 @3x, safe area 59 / 34

    static func storyboard() throws -> (UIStoryboard, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try storyboardTablesFixture.write(to: folder.appendingPathComponent("Tables.storyboard"), atomically: true, encoding: .utf8)
        return (UIStoryboard(name: "Tables", bundle: try #require(Bundle(path: folder.path))), folder)
    }

    static func rows(_ solved: SolvedLayout, section: Int) -> [CGRect] {
        solved.elements.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    }

    static func texts(_ capture: LayoutCapture) throws -> [String] {
        let scene = try capture.onDevice {
            try SceneBuilder.scene(for: capture.screen, solved: capture.solve(), device: phone, appearance: .light, measuringWith: nil)
        }
        return scene.nodes.compactMap { node -> String? in if case .text(let t) = node { t.text } else { nil } }
    }

    @Test("A static table (dataMode=\"static\"): IB's sections, titles, built-in styles, accessories and a cell's own row height")
    func staticTable() throws {
        let (storyboard, folder) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = try #require(storyboard.instantiateViewController(withIdentifier: "Settings") as? StaticSettingsController)
        settings.loadViewIfNeeded()
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped && table.dataSource === settings && table.subviews == [table.rowsView])
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2 && settings.askedRows.contains(0))
        let wifi = settings.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(wifi.cellStyle == .value1 && wifi.accessoryType == .disclosureIndicator)
        #expect(wifi.textLabel?.text == "Wi-Fi" && wifi.detailTextLabel?.text == "Home")
        #expect(!wifi.contentView.subviews.contains { ($0 as? UILabel)?.text == "Wi-Fi" }, "IB's label is the style's, not a second one")

        let capture = try LayoutCapture(of: settings, on: Self.phone)
        let solved = try capture.solve()
        // T1/T2: inset grouped rows 20 pt in on a 393-pt phone; built-in rows 44 pt; the custom cell's 60.
        let first = Self.rows(solved, section: 0), second = Self.rows(solved, section: 1)
        #expect(first.map(\.height) == [44, 44] && second.map(\.height) == [60])
        #expect((first + second).allSatisfy { $0.minX == 20 && $0.width == 353 })
        // T3: a grouped table's header titles are upper-cased; footer titles as written.
        let texts = try Self.texts(capture)
        #expect(texts.contains("NETWORK") && texts.contains("Changes apply to every app."))
        #expect(texts.filter { $0 == "Wi-Fi" }.count == 1 && texts.contains("Home") && texts.contains("Bluetooth") && texts.contains("Text Size"))
        #expect(capture.problem == nil)
    }

    @Test("A prototype cell (dataMode=\"prototypes\") dequeued by its reuse identifier in its built-in style, through the dataSource outlet")
    func prototypeCells() throws {
        let (storyboard, folder) = try Self.storyboard()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inbox = try #require(storyboard.instantiateViewController(withIdentifier: "Inbox") as? InboxViewController)
        inbox.loadViewIfNeeded()
        let table = try #require(inbox.view.subviews.first as? UITableView)
        #expect(table.style == .plain && table.dataSource === inbox && table.rowHeight == UITableView.automaticDimension)
        let cell = table.dequeueReusableCell(withIdentifier: "Message", for: IndexPath(row: 0, section: 0))
        #expect(cell.cellStyle == .subtitle && cell.accessoryType == .checkmark && cell.reuseIdentifier == "Message")
        #expect(table.dequeueReusableCell(withIdentifier: "Message") !== cell, "a prototype is made anew at each dequeue")

        let capture = try LayoutCapture(of: inbox, on: Self.phone)
        let solved = try capture.solve()
        #expect(Self.rows(solved, section: 0).count == 3)
        let texts = try Self.texts(capture)
        #expect(texts.contains("Anna") && texts.contains("The build is green") && texts.contains("Chloé"))
        #expect(!texts.contains("Title") && !texts.contains("Subtitle"), "IB's placeholder texts are replaced, not drawn beside")
    }
}
