import Foundation
import Testing

/// `--content-size(s)`, `--layout-direction`/`--directions`, `--orientation(s)` in every drawing command.
@Suite("CLI: trait options")
struct TraitOptionTests {
    @Test("render: one file per combination, named with the traits that are not the defaults; landscape is 2556 × 1179 px on iPhone 15")
    func renderNames() throws {
        let out = try temporaryFolder()
        let result = layoutshot(["render", "settings-list", "--device", "iphone-15", "--content-sizes", "L,AX3",
                                 "--directions", "rtl", "--orientation", "landscape", "--out", out.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(files(in: out) == ["settings-list-iphone-15-AX3-rtl-landscape.png", "settings-list-iphone-15-rtl-landscape.png"])
        let png = try Data(contentsOf: out.appendingPathComponent("settings-list-iphone-15-rtl-landscape.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 2556 && height == 1179)
    }

    @Test("layout: the dump says its traits and is solved in them; 'layout' takes one combination")
    func layoutDump() {
        let result = layoutshot(["layout", "games-tab", "--content-size", "accessibilityExtraLarge", "--layout-direction", "rtl",
                                 "--orientation", "landscape"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains(#""device": {"name": "iphone-15", "width": 852, "height": 393, "scale": 3},"#))
        #expect(result.out.contains(#""traits": {"contentSize": "AX3", "layoutDirection": "rtl", "orientation": "landscape"},"#))
        let two = layoutshot(["layout", "games-tab", "--content-sizes", "L,AX3"])
        #expect(two.code == 2 && two.err.contains("layoutshot: 'layout' draws one set of traits, got 2 combinations"))
    }

    @Test("verify: a missing trait golden on CI names the trait options that record it; trait goldens of known devices are not orphans")
    func verifyHintAndOrphans() throws {
        let goldens = try temporaryFolder()
        let missing = layoutshot(["verify", "settings-list", "--goldens", goldens.path, "--record", "never", "--devices", "iphone-se",
                                  "--appearance", "light", "--content-sizes", "AX3", "--directions", "rtl"])
        #expect(missing.code == 1)
        #expect(missing.out.contains("--devices iphone-se --appearance light --content-sizes AX3 --directions rtl --record missing"), "\(missing.out)")
        let recorded = layoutshot(["verify", "settings-list", "--goldens", goldens.path, "--record", "missing", "--devices", "iphone-se",
                                   "--appearance", "light", "--content-sizes", "AX3", "--directions", "rtl"])
        #expect(recorded.code == 1 && FileManager.default.fileExists(atPath: goldens.path + "/settings-list/iphone-se-AX3-rtl.png"))
        try Data().write(to: goldens.appendingPathComponent("settings-list/iphone-x-AX3-rtl.png"))
        let again = layoutshot(["verify", "settings-list", "--goldens", goldens.path, "--record", "never", "--devices", "iphone-se",
                                "--appearance", "light"])
        #expect(again.out.contains("settings-list/iphone-x-AX3-rtl.png (no device 'iphone-x')"), "\(again.out)")
        #expect(!again.out.contains("iphone-se-AX3-rtl.png (no device"))
    }

    @Test("handout: one screen across content sizes on a page, each column captioned with its traits")
    func handoutAcrossContentSizes() throws {
        let pdftotext = try #require(tool("pdftotext"), "poppler-utils is installed by scripts/install-deps --test")
        let out = try temporaryFolder().appendingPathComponent("h.pdf")
        let result = layoutshot(["handout", "settings-list", "--devices", "iphone-15", "--content-sizes", "L,AX1,AX3", "--out", out.path])
        #expect(result.code == 0, "\(result.err)")
        let text = String(decoding: try execute(pdftotext, ["-layout", out.path, "-"]).out, as: UTF8.self)
        #expect(text.contains("standard, AX1, AX3"), "\(text)")
        #expect(text.contains("light · AX1") && text.contains("light · AX3"), "\(text)")
    }
}
