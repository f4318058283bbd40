import Foundation

/// Issue 31 Deliver 4: a storyboard as Xcode 15 writes one (our own, written for the tests), whose
/// classes are in `module`: a navigation controller (the initial scene) holding a collection view
/// controller `FeedViewController` (storyboard ID `Feed`) with a flow layout — 100 × 60 items, 10-pt
/// spacings, 16-pt section insets — and a prototype cell `TileCell` (reuse identifier `Tile`) whose
/// label is its `titleLabel` outlet; and a plain scene `About` with a label outlet.
public func storyboardFixture(module: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-00-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        </dependencies>
        <scenes>
            <scene sceneID="Scn-00-001">
                <objects>
                    <navigationController id="Nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-00-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Fed-00-001" kind="relationship" relationship="rootViewController" id="Seg-00-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Scn-00-002">
                <objects>
                    <collectionViewController storyboardIdentifier="Feed" title="Feed" id="Fed-00-001" customClass="FeedViewController" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Col-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Flo-00-001">
                                <size key="itemSize" width="100" height="60"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="16" minY="16" maxX="16" maxY="16"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Cel-00-001" customClass="TileCell" customModule="\(module)" customModuleProvider="target">
                                    <rect key="frame" x="16" y="16" width="100" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Cnt-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001">
                                                <rect key="frame" x="8" y="20" width="84" height="20.333333333333329"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Lbl-00-001" firstAttribute="leading" secondItem="Cnt-00-001" secondAttribute="leading" constant="8" id="Cst-00-001"/>
                                            <constraint firstAttribute="trailing" secondItem="Lbl-00-001" secondAttribute="trailing" constant="8" id="Cst-00-002"/>
                                            <constraint firstItem="Lbl-00-001" firstAttribute="centerY" secondItem="Cnt-00-001" secondAttribute="centerY" id="Cst-00-003"/>
                                        </constraints>
                                    </collectionViewCellContentView>
                                    <connections>
                                        <outlet property="titleLabel" destination="Lbl-00-001" id="Out-00-001"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="Fed-00-001" id="Out-00-002"/>
                                <outlet property="delegate" destination="Fed-00-001" id="Out-00-003"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="Scn-00-003">
                <objects>
                    <viewController storyboardIdentifier="About" id="Abt-00-001" customClass="AboutViewController" customModule="\(module)" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="About" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-002">
                                    <rect key="frame" x="16" y="75" width="361" height="20.333333333333329"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="Saf-00-001"/>
                            <constraints>
                                <constraint firstItem="Lbl-00-002" firstAttribute="leading" secondItem="Saf-00-001" secondAttribute="leading" constant="16" id="Cst-00-004"/>
                                <constraint firstItem="Saf-00-001" firstAttribute="trailing" secondItem="Lbl-00-002" secondAttribute="trailing" constant="16" id="Cst-00-005"/>
                                <constraint firstItem="Lbl-00-002" firstAttribute="top" secondItem="Saf-00-001" secondAttribute="top" constant="16" id="Cst-00-006"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="aboutLabel" destination="Lbl-00-002" id="Out-00-004"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Frs-00-003" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """
}

/// The app code `storyboardFixture`'s scenes name, as an app writes it (the source transform adds
/// the outlets' assignment by name).
public let storyboardFixtureAppCode = """
    import UIKit

    final class FeedViewController: UICollectionViewController {
        let titles = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
            cell.titleLabel.text = titles[indexPath.item]
            return cell
        }
    }

    final class TileCell: UICollectionViewCell {
        @IBOutlet weak var titleLabel: UILabel!
    }

    final class AboutViewController: UIViewController {
        @IBOutlet weak var aboutLabel: UILabel!
        override func viewDidLoad() {
            super.viewDidLoad()
            aboutLabel.text = "Made with storyboards"
        }
    }

    """
