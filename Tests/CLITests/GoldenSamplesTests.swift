import Foundation
import Testing

/// The project's own goldens: every sample on iPhone SE, iPhone 15, iPhone 16 Pro Max and iPad Pro
/// 11″, light and dark (56 cases), in `Tests/Goldens`, checked as CI checks them — never recording.
/// A failure leaves its report in `.build/golden-report/index.html`.
@Suite("The samples' goldens")
struct GoldenSamplesTests {
    @Test("every sample × 4 devices × light and dark (56 cases) matches Tests/Goldens byte for byte")
    func samplesMatchGoldens() throws {
        let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens").path
        let report = repositoryRoot.appendingPathComponent(".build/golden-report").path
        try? FileManager.default.removeItem(atPath: report)
        let result = layoutshot(["verify", "--goldens", goldens, "--record", "never", "--report", report])
        #expect(result.code == 0, "\(result.out)\n\(result.err)\nreport: \(report)/index.html")
        #expect(result.out.hasSuffix("56 cases: 56 passed, 0 failed, 0 recorded; record mode never"), "\(result.out)")
    }
}

/// The trait matrix's goldens in `Tests/Goldens`: the games tab on iPhone 15 in both appearances at
/// L and AX3, left to right and right to left, portrait and landscape (16 cases), and the settings
/// list at AX3 both ways — checked as CI checks them, never recording.
@Suite("The trait goldens")
struct TraitGoldenTests {
    static let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens").path

    @Test("games-tab × iphone-15 × light, dark × L, AX3 × ltr, rtl × portrait, landscape matches Tests/Goldens byte for byte")
    func gamesTab() {
        let result = layoutshot(["verify", "games-tab", "--goldens", Self.goldens, "--record", "never", "--devices", "iphone-15",
                                 "--appearance", "light,dark", "--content-sizes", "L,AX3", "--directions", "ltr,rtl",
                                 "--orientations", "portrait,landscape"])
        #expect(result.code == 0, "\(result.out)\n\(result.err)")
        #expect(result.out.hasSuffix("16 cases: 16 passed, 0 failed, 0 recorded; record mode never"), "\(result.out)")
    }

    @Test("settings-list at AX3 (ltr, rtl) and channel-home at AX3 match; the rows and chips grow, while the games tab's fixed xib fonts draw AX3 as L")
    func settingsList() throws {
        let result = layoutshot(["verify", "settings-list", "--goldens", Self.goldens, "--record", "never", "--devices", "iphone-15",
                                 "--appearance", "light", "--content-sizes", "AX3", "--directions", "ltr,rtl"])
        #expect(result.code == 0, "\(result.out)\n\(result.err)")
        #expect(result.out.hasSuffix("2 cases: 2 passed, 0 failed, 0 recorded; record mode never"), "\(result.out)")
        func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "\(Self.goldens)/\(path)")) }
        #expect(try data("games-tab/iphone-15-AX3.png") == data("games-tab/iphone-15.png"))
        #expect(try data("settings-list/iphone-15-AX3.png") != data("settings-list/iphone-15.png"))
        let frames = try String(decoding: data("settings-list/iphone-15-AX3.frames.json"), as: UTF8.self)
        // channel-home's keyword chips have .estimated widths: measured again at AX3, wider.
        let chips = layoutshot(["verify", "channel-home", "--goldens", Self.goldens, "--record", "never", "--devices", "iphone-15",
                                "--appearance", "light", "--content-sizes", "AX3"])
        #expect(chips.code == 0 && chips.out.hasSuffix("1 case: 1 passed, 0 failed, 0 recorded; record mode never"), "\(chips.out)")
        let chipFrames = try String(decoding: data("channel-home/iphone-15-AX3.frames.json"), as: UTF8.self)
        // Auto Layout's width, to the @3x pixel; y below the channel row's 0.17 × 852 floored to 434 px (G7) and 12 pt.
        #expect(chipFrames.contains(#""section": 1, "item": 0, "frame": {"x": 12, "y": 156.6667, "width": 91.3333, "height": 32}"#))
        #expect(frames.contains(#""traits": {"contentSize": "AX3", "layoutDirection": "ltr", "orientation": "portrait"}"#))
    }
}
