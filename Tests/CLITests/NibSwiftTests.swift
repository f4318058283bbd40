import Foundation
import Testing

/// Issue 30 Deliver 6: `layoutshot nib FILE --swift DIR` lays a xib out as Interface Builder does with
/// the app's code — the custom class made from the app's module, its `@IBInspectable` properties set
/// from the xib's user-defined runtime attributes (their `didSet` restyling the label), then
/// `awakeFromNib()` and `prepareForInterfaceBuilder()` (which sets the label's text).
@Suite("nib --swift: a xib's custom classes run as Interface Builder runs them", .serialized)
struct NibSwiftTests {
    static let label = """
        import Combine
        import UIKit

        @IBDesignable
        final class BrandLabel: UILabel {
            @IBInspectable var headline: Bool = false {
                didSet { font = headline ? .boldSystemFont(ofSize: 30) : .systemFont(ofSize: 12) }
            }
            @IBInspectable var inset: CGFloat = 0
            @IBInspectable private var secret: String = ""   // private: not settable from outside, left alone

            private var bag = Set<AnyCancellable>()

            override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                BrandModel().$title.sink { [weak self] in self?.text = $0 }.store(in: &bag)   // Combine's initial value flows
            }
        }

        final class BrandModel: ObservableObject {
            @Published var title = "Designed in IB"
        }

        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
        <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab" customClass="BrandLabel" customModule="Brand" customModuleProvider="target">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="boolean" keyPath="headline" value="YES"/>
        <userDefinedRuntimeAttribute type="number" keyPath="inset"><real key="value" value="4"/></userDefinedRuntimeAttribute>
        </userDefinedRuntimeAttributes>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="lab" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="a"/>
        <constraint firstItem="lab" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="b"/>
        </constraints>
        </view>
        </objects>
        </document>
        """

    @Test("without --swift the label is the xib's 17-pt 'Hi' and the attributes are reported; with it, the app's class restyles it and IB's text is drawn")
    func designableLabel() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Brand")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.label.write(to: app.appendingPathComponent("BrandLabel.swift"), atomically: true, encoding: .utf8)
        // The app's own entry point is left out (as @main is), and a file that does not compile is left
        // out with --exclude (issue 31 Deliver 1 and 5).
        try "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n"
            .write(to: app.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        // A widget extending the label in a module Linux lacks is reached (it extends BrandLabel): it
        // stops the build until excluded. An unrelated broken file is never built (Deliver 2).
        try "import WidgetKit\n\nextension BrandLabel { static let widgetFamily = WidgetFamily.systemSmall }\n"
            .write(to: app.appendingPathComponent("Widget/Widget.swift"), atomically: true, encoding: .utf8)
        try "import WidgetKit\n\nlet broken: Int = \"no\"\n".write(to: app.appendingPathComponent("Widget/Unrelated.swift"), atomically: true, encoding: .utf8)
        let xib = folder.appendingPathComponent("Card.xib")
        try Self.xib.write(to: xib, atomically: true, encoding: .utf8)
        let environment = swiftAppEnvironment(folder)

        let plain = layoutshot(["nib", xib.path], environment: environment)
        #expect(plain.code == 0, "\(plain.err)")
        #expect(plain.out.contains("lab   UILabel  8 8 16.3333 20.3333"), "\(plain.out)")
        #expect(plain.err.contains("user-defined runtime attribute 'headline' is not applied"), "\(plain.err)")

        let unexcluded = layoutshot(["nib", xib.path, "--swift", app.path], environment: environment)
        #expect(unexcluded.code == 2 && unexcluded.err.contains("Widget/Widget.swift"), "\(unexcluded.err)")
        let designed = layoutshot(["nib", xib.path, "--swift", app.path, "--exclude", "Widget/*"], environment: environment)
        #expect(designed.code == 0, "\(designed.err)")
        // BrandLabel, bold 30 pt (headline = YES), "Designed in IB": 36 tall (30 × 1.1934 = 35.8, up to @3x), far wider.
        let line = designed.out.split(separator: "\n").first { $0.hasPrefix("lab ") }.map(String.init) ?? ""
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        #expect(line.contains("BrandLabel") && numbers.count == 4, "\(designed.out)")
        if numbers.count == 4 {
            #expect(numbers[0] == 8 && numbers[1] == 8 && numbers[2] > 180 && numbers[3] == 36, "\(line)")
        }
        #expect(!designed.err.contains("'headline' is not applied") && !designed.err.contains("'inset' is not applied"), "\(designed.err)")

        let badModule = layoutshot(["nib", xib.path, "--swift", app.path, "--module", "Not-A-Module"], environment: environment)
        #expect(badModule.code == 2 && badModule.err == "layoutshot: --module 'Not-A-Module' is not a Swift module name (give --module NAME)\n"
                || badModule.err.hasPrefix("layoutshot: --module 'Not-A-Module'"), "\(badModule.err)")
        let noModule = layoutshot(["nib", xib.path, "--module", "Brand"], environment: environment)
        #expect(noModule.code == 2 && noModule.err.contains("--module needs --swift DIR"), "\(noModule.err)")
    }
}
