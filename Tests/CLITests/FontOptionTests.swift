import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 30, Deliver 2: the fonts a user may use, from the command line — `--fonts DIR`,
/// `LAYOUTSHOT_FONTS`, and an app's font files beside a xib or screen file — with DejaVu Sans Bold
/// (Debian's `fonts-dejavu-core`) standing in for the app's own "Brand" font. Each run is its own
/// process (`layoutshot` built with the tests): the fonts a process registers are process-wide.
@Suite("--fonts, LAYOUTSHOT_FONTS and an app's bundled fonts")
struct FontOptionTests {
    static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"
    static let dejaVuBold = dejaVuFolder + "/DejaVuSans-Bold.ttf"

    /// A xib whose one label is set in `font` at 17 pt, hugging its text.
    static func xib(font: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello named font" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
        <fontDescription key="fontDescription" name="\(font)" family="DejaVu Sans" pointSize="17"/>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="lab" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
        <constraint firstItem="lab" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
        </constraints>
        </view>
        </objects>
        </document>
        """
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        let binary = try #require(layoutshotBinary, "the layoutshot executable is built with the tests")
        let base = ["PATH": "/usr/bin:/bin", "LAYOUTSHOT_SAMPLES": repositoryRoot.appendingPathComponent("samples").path]
        let result = try execute(binary, arguments, environment: base.merging(environment) { $1 })
        return (result.status, String(decoding: result.out, as: UTF8.self), String(decoding: result.err, as: UTF8.self))
    }

    @Test("A label naming a face is drawn in the system font without it, and in that face with --fonts, LAYOUTSHOT_FONTS or the font file beside the xib")
    func namedFaceFound() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Title.xib").path
        try Self.xib(font: "DejaVuSans-Bold").write(toFile: xib, atomically: true, encoding: .utf8)
        let inter = try run(["nib", xib])
        #expect(inter.status == 0 && inter.out.contains("lab   UILabel  0 0 139 20.3333"), "\(inter.out)\(inter.err)")
        // DejaVu Sans Bold: wider, and its own line height (1901 + 483 of 2048 per em: 19.76 → 20 at @3x).
        let expected = "lab   UILabel  0 0 165.3333 20"
        let option = try run(["nib", xib, "--fonts", Self.dejaVuFolder])
        #expect(option.status == 0 && option.out.contains(expected), "\(option.out)\(option.err)")
        let variable = try run(["nib", xib], environment: ["LAYOUTSHOT_FONTS": "/nowhere-else:" + Self.dejaVuFolder])
        #expect(variable.status == 2 && variable.err.contains("LAYOUTSHOT_FONTS /nowhere-else: no such folder"), "\(variable.err)")
        let good = try run(["nib", xib], environment: ["LAYOUTSHOT_FONTS": Self.dejaVuFolder])
        #expect(good.status == 0 && good.out.contains(expected), "\(good.out)\(good.err)")
        try FileManager.default.copyItem(atPath: Self.dejaVuBold, toPath: folder.appendingPathComponent("Brand-Bold.ttf").path)
        let beside = try run(["nib", xib])
        #expect(beside.status == 0 && beside.out.contains(expected), "\(beside.out)\(beside.err)")
    }

    @Test("A folder that is not there, or a font file that is not a font, is a one-line error and exit 2")
    func badFonts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try run(["nib", "x.xib", "--fonts", folder.appendingPathComponent("none").path])
        #expect(missing.status == 2 && missing.err == "layoutshot: --fonts \(folder.path)/none: no such folder\n", "\(missing.err)")
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        let broken = try run(["nib", "x.xib", "--fonts", folder.path])
        #expect(broken.status == 2, "\(broken.err)")
        #expect(broken.err == "layoutshot: --fonts: \(folder.path)/Broken.ttf is not a TrueType or OpenType font (no table directory)\n",
                "\(broken.err)")
    }

    @Test("A golden drawn in an app's font records that file; checked where the font is missing, it fails and says so")
    func goldenRecordsTheFont() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent("samples/settings-list.json"), encoding: .utf8)
        let named = sample.replacingOccurrences(of: #""font": {"size": 34, "weight": "bold"}"#, with: #""font": {"size": 34, "name": "DejaVuSans-Bold"}"#)
        #expect(named != sample)
        let app = folder.appendingPathComponent("app"), bare = folder.appendingPathComponent("bare")
        for place in [app, bare] {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try named.write(to: place.appendingPathComponent("branded.json"), atomically: true, encoding: .utf8)
        }
        try FileManager.default.copyItem(atPath: Self.dejaVuBold, toPath: app.appendingPathComponent("BrandTitle-Bold.ttf").path)
        let goldens = folder.appendingPathComponent("goldens").path
        let small = ["--devices", "iphone-15", "--appearance", "light"]
        let recorded = try run(["verify", app.appendingPathComponent("branded.json").path, "--goldens", goldens, "--record", "all"] + small)
        #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
        let environment = try String(contentsOfFile: goldens + "/environment.json", encoding: .utf8)
        #expect(environment.contains("BrandTitle-Bold.ttf"), "\(environment)")
        let again = try run(["verify", app.appendingPathComponent("branded.json").path, "--goldens", goldens] + small)
        #expect(again.status == 0, "\(again.out)\(again.err)")
        let elsewhere = try run(["verify", bare.appendingPathComponent("branded.json").path, "--goldens", goldens] + small)
        #expect(elsewhere.status == 1, "\(elsewhere.out)\(elsewhere.err)")
        #expect((elsewhere.out + elsewhere.err).contains("font BrandTitle-Bold.ttf missing here"), "\(elsewhere.out)\(elsewhere.err)")
    }
}
