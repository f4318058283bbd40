import AutoLayout
import Foundation
import InterfaceBuilder
import Scene
import ScreenSpec
import Testing
import UIKitViews

/// Issue 28 Deliver 3: one policy for a colour name UIKit does not have, on every path — the same
/// sentence (`SystemColor.problem`) and the same placeholder (`SystemColor.unknown`, magenta) for a
/// screen file, a screen built in Swift, the `UIKit` module's `UIColor` and a xib.
@Suite("One colour-name policy (I1)")
struct ColorPolicyTests {
    static let sentence = "unknown colour \"systemGrey5\"; did you mean \"systemGray5\"?"

    @Test("I1: a screen file's unknown colour is an error at its JSON path, with the policy's sentence")
    func screenFile() {
        let json = #"{"layout": {"flow": {}}, "cell": {"backgroundConfiguration": {"backgroundColor": "systemGrey5"}}, "sections": [{"items": ["a"]}]}"#
        #expect(throws: SpecError.self) { try Screen.decode(Data(json.utf8), name: "bad") }
        do { _ = try Screen.decode(Data(json.utf8), name: "bad") } catch let error as SpecError {
            #expect(error.description == "cell.backgroundConfiguration.backgroundColor: \(Self.sentence)", "\(error.description)")
        } catch { Issue.record("\(error)") }
    }

    @Test("I1: a screen built in Swift names the colour with the same sentence and draws it magenta")
    func swiftScreen() {
        var style = CellStyle()
        style.backgroundColor = .system("systemGrey5")
        let screen = Screen(name: "swift", layout: UICollectionViewFlowLayout(), itemCounts: [1], cell: style)
        #expect(screen.colorProblem?.hasSuffix(Self.sentence) == true, "\(screen.colorProblem ?? "nil")")
        #expect(ColorReference.system("systemGrey5").resolve(.light) == SystemColor.unknown)
        #expect(SystemColor.unknown == RGBA(255, 0, 255, 1))
    }

    @Test("I1: UIKit's UIColor draws an unknown name as the same magenta, not grey")
    func uiColor() {
        #expect(UIColor(systemName: "systemGrey5").rgba(in: .light) == SystemColor.unknown)
        #expect(UIColor.systemGray5.rgba(in: .light) == SystemColor.named("systemGray5", in: .light))
    }

    @Test("I1: a xib's unknown system colour without components is a warning with the view's id and line, drawn magenta; with components, IB's components")
    func xib() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <objects>
        <view contentMode="scaleToFill" id="root-1">
        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        <color key="backgroundColor" systemColor="systemGrey5Color"/>
        <subviews>
        <view contentMode="scaleToFill" id="sub-1">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <color key="backgroundColor" systemColor="myBrandColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        </subviews>
        </view>
        </objects>
        </document>
        """
        let document = try IBDocument.read(Data(xib.utf8), name: "colors.xib")
        let nib = try NibLoader().instantiate(document)
        #expect(nib.warnings.contains("view root-1 (line 4): \(Self.sentence); drawn magenta"), "\(nib.warnings)")
        #expect(nib.root.backgroundColor?.rgba(in: .light) == SystemColor.unknown)
        #expect(nib.root.subviews.first?.backgroundColor?.rgba(in: .light) == RGBA(255, 0, 0, 1))
        #expect(!nib.warnings.contains { $0.contains("myBrand") })
    }
}
