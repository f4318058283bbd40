import Foundation
import Testing

/// Issue 28 Deliver 4: every option a command's `--help` lists is accepted and has an effect. Each
/// option has a case here: a base command line, and the same with the option; the two runs must differ
/// in what a user sees — exit code, standard output, standard error or the files written. An option
/// the help lists without a case here fails `everyListedOptionHasACase`: a new option comes with its
/// effect.
@Suite("Options: each one listed is accepted and has an effect")
struct OptionEffectTests {
    /// One option's check. `{tmp}` in the arguments is a fresh folder for each run, prepared by `setup`.
    struct Case: Sendable, CustomTestStringConvertible {
        let command: String
        let option: String
        let base: [String]
        let with: [String]
        var setup: @Sendable (URL) throws -> Void = { _ in }
        /// Run as its own process (the built `layoutshot`): for options whose effect is process-wide,
        /// such as the fonts `--fonts` registers.
        var ownProcess = false
        var testDescription: String { "\(command) \(option)" }
    }

    static let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens").path
    static let xib = repositoryRoot.appendingPathComponent("samples/Cells/ChartRowCell.xib").path

    /// A screen with a pinned header, where a scroll offset moves a frame (`layout` prints content coordinates).
    static let pinned = #"""
    {"layout": {"compositional": {"section": {
        "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 50}},
                  "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}]},
        "boundarySupplementaryItems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}},
                                        "elementKind": "UICollectionElementKindSectionHeader", "alignment": "top", "pinToVisibleBounds": true}]}}},
     "supplementaryViews": {"UICollectionElementKindSectionHeader": {"backgroundConfiguration": {"backgroundColor": "#FF0000"}}},
     "sections": [{"items": ["a","b","c","d","e","f","g","h","i","j","k","l","m","n","o","p","q","r","s","t"]}]}
    """#
    static let writePinned: @Sendable (URL) throws -> Void = { try pinned.write(to: $0.appendingPathComponent("pinned.json"), atomically: true, encoding: .utf8) }

    /// The small device the golden and diff cases draw on (200 × 300 pt at @1x): a pixel comparison
    /// of a few thousand pixels, not millions.
    static let small = ["--width", "200", "--height", "300", "--scale", "1"]

    /// `{tmp}/g`: names-grid's golden on the small device, recorded here; with `pixelsDiffer` its PNG
    /// replaced by the dark drawing (pixels differ, frames agree); with `moved` one frame moved in its dump.
    static func goldenCopy(moved: Bool = false, pixelsDiffer: Bool = true) -> @Sendable (URL) throws -> Void {
        { tmp in
            let goldens = tmp.appendingPathComponent("g")
            let recorded = layoutshot(["verify", "names-grid", "--goldens", goldens.path, "--appearance", "light", "--record", "all"] + small)
            #expect(recorded.code == 0, "\(recorded.out) \(recorded.err)")
            let png = goldens.appendingPathComponent("names-grid/200x300@1x.png")
            if pixelsDiffer {
                let dark = tmp.appendingPathComponent("dark.png")
                _ = layoutshot(["render", "names-grid", "--appearance", "dark", "--out", dark.path] + small)
                try FileManager.default.removeItem(at: png)
                try FileManager.default.moveItem(at: dark, to: png)
            }
            if moved {
                let dump = goldens.appendingPathComponent("names-grid/200x300@1x.frames.json")
                var frames = try String(contentsOf: dump, encoding: .utf8)
                if let range = frames.range(of: "\"y\": 0,") { frames.replaceSubrange(range, with: "\"y\": 7,") }
                try frames.write(to: dump, atomically: true, encoding: .utf8)
            }
        }
    }

    /// `{tmp}/label.xib`: a label placed by its leading and top alone, its size its text's — stored
    /// 10 × 10 pt, so IB's stored text size and the measured one differ.
    static let writeLabelXib: @Sendable (URL) throws -> Void = { tmp in
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <objects>
        <view contentMode="scaleToFill" id="root-1">
        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
        <subviews>
        <label text="Hello, world" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
        <rect key="frame" x="8" y="8" width="10" height="10"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="8" id="c-1"/>
        <constraint firstItem="lbl-1" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="8" id="c-2"/>
        </constraints>
        </view>
        </objects>
        </document>
        """
        try xib.write(to: tmp.appendingPathComponent("label.xib"), atomically: true, encoding: .utf8)
    }

    /// `{tmp}/named.json` and `{tmp}/named.xib`: a wrapping label and a hugging one set in "DejaVuSans-Bold",
    /// a face found only with `--fonts /usr/share/fonts/truetype/dejavu` (`fonts-dejavu-core`).
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"
    static let writeNamedFont: @Sendable (URL) throws -> Void = { tmp in
        let screen = #"""
        {"layout": {"compositional": {"section": {
            "group": {"kind": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}},
                      "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}}]}}}},
         "sections": [{"cell": {"contentView": {"label": {"text": "{text}", "font": {"name": "DejaVuSans-Bold", "size": 17}, "color": "label", "numberOfLines": 0}}},
                       "items": ["A title long enough to wrap onto a second line in a wide face", "Short"]}]}
        """#
        try screen.write(to: tmp.appendingPathComponent("named.json"), atomically: true, encoding: .utf8)
        try writeLabelXib(tmp)
        let xib = try String(contentsOf: tmp.appendingPathComponent("label.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"type="system" pointSize="17""#, with: #"name="DejaVuSans-Bold" family="DejaVu Sans" pointSize="17""#)
        try xib.write(to: tmp.appendingPathComponent("named.xib"), atomically: true, encoding: .utf8)
    }

    /// `{tmp}/a.png` and `{tmp}/b/a.png` with frame dumps beside them: the same pixels, one frame moved in `b`'s.
    static let diffPair: @Sendable (URL) throws -> Void = { tmp in
        try goldenCopy(moved: false, pixelsDiffer: false)(tmp.appendingPathComponent("a"))
        try goldenCopy(moved: true, pixelsDiffer: true)(tmp.appendingPathComponent("b"))
    }

    static let cases: [Case] = {
        var c: [Case] = []
        func add(_ command: String, _ option: String, base: [String], with: [String], setup: @escaping @Sendable (URL) throws -> Void = { _ in },
                 ownProcess: Bool = false) {
            c.append(Case(command: command, option: option, base: base, with: base + with, setup: setup, ownProcess: ownProcess))
        }
        // --fonts, in every command that draws or measures text (its own process: fonts are registered process-wide)
        for (command, base) in [("layout", ["layout", "{tmp}/named.json"]), ("render", ["render", "{tmp}/named.json", "--scale", "1", "--out", "{tmp}/out"]),
                                ("verify", ["verify", "{tmp}/named.json", "--goldens", "{tmp}/g", "--devices", "iphone-se", "--appearance", "light", "--record", "all"]),
                                ("handout", ["handout", "{tmp}/named.json", "--devices", "iphone-se", "--out", "{tmp}/h.pdf"]),
                                ("nib", ["nib", "{tmp}/named.xib"])] {
            add(command, "--fonts", base: base, with: ["--fonts", dejaVu], setup: writeNamedFont, ownProcess: true)
        }
        // layout
        let layout = ["layout", "names-grid"]
        add("layout", "--ascii", base: layout, with: ["--ascii"])
        add("layout", "--swift", base: ["layout", "--controller", "C"], with: ["--swift", "{tmp}"])
        add("layout", "--controller", base: ["layout", "--swift", "{tmp}"], with: ["--controller", "C"])
        add("layout", "--module", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--module", "Not-A-Module"])
        add("layout", "--xibs", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--xibs", "{tmp}/none"])
        add("layout", "--exclude", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--exclude", ""])
        add("layout", "--preview", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--preview", "P"])
        add("layout", "--target", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--target", "T"])
        add("layout", "--storyboard", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--storyboard", "Main"])
        add("layout", "--id", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--id", "Feed"])
        add("layout", "--packages", base: ["layout", "--swift", "{tmp}", "--controller", "C"], with: ["--packages", "{tmp}/none"])
        add("screens", "--swift", base: ["screens"], with: ["--swift", "{tmp}"])
        add("screens", "--exclude", base: ["screens"], with: ["--exclude", "*.swift"])
        add("screens", "--target", base: ["screens"], with: ["--target", "T"])
        add("layout", "--device", base: layout, with: ["--device", "iphone-se"])
        add("layout", "--devices", base: layout, with: ["--devices", "iphone-se"])
        add("layout", "--width", base: layout, with: ["--width", "400", "--height", "800"])
        add("layout", "--height", base: layout + ["--width", "400"], with: ["--height", "800"])
        add("layout", "--scale", base: layout, with: ["--scale", "2"])
        add("layout", "--content-size", base: layout, with: ["--content-size", "AX3"])
        add("layout", "--layout-direction", base: layout, with: ["--layout-direction", "rtl"])
        add("layout", "--orientation", base: layout, with: ["--orientation", "landscape"])
        add("layout", "--scroll-offset", base: ["layout", "{tmp}/pinned.json"], with: ["--scroll-offset", "300"], setup: writePinned)
        add("layout", "--orthogonal-offset", base: ["layout", "channel-home"], with: ["--orthogonal-offset", "0:100"])
        add("layout", "--max-canvas", base: layout, with: ["--max-canvas", "100"])
        add("layout", "--max-elements", base: layout, with: ["--max-elements", "5"])
        // render
        let render = ["render", "names-grid", "--scale", "1", "--out", "{tmp}/out"]
        add("render", "--all", base: ["render", "--device", "iphone-se", "--scale", "1", "--out", "{tmp}/out"], with: ["--all"])
        add("render", "--swift", base: ["render", "--controller", "C"], with: ["--swift", "{tmp}"])
        add("render", "--controller", base: ["render", "--swift", "{tmp}"], with: ["--controller", "C"])
        add("render", "--module", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--module", "Not-A-Module"])
        add("render", "--xibs", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--xibs", "{tmp}/none"])
        add("render", "--exclude", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--exclude", ""])
        add("render", "--preview", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--preview", "P"])
        add("render", "--target", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--target", "T"])
        add("render", "--storyboard", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--storyboard", "Main"])
        add("render", "--id", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--id", "Feed"])
        add("render", "--packages", base: ["render", "--swift", "{tmp}", "--controller", "C"], with: ["--packages", "{tmp}/none"])
        add("render", "--device", base: render, with: ["--device", "iphone-se"])
        add("render", "--devices", base: render, with: ["--devices", "iphone-se"])
        add("render", "--width", base: render, with: ["--width", "400", "--height", "800"])
        add("render", "--height", base: render + ["--width", "400"], with: ["--height", "800"])
        add("render", "--scale", base: ["render", "names-grid", "--out", "{tmp}/out"], with: ["--scale", "1"])
        add("render", "--appearance", base: render, with: ["--appearance", "dark"])
        add("render", "--content-size", base: ["render", "settings-list", "--scale", "1", "--out", "{tmp}/out"], with: ["--content-size", "AX3"])
        add("render", "--layout-direction", base: render, with: ["--layout-direction", "rtl"])
        add("render", "--orientation", base: render, with: ["--orientation", "landscape"])
        add("render", "--format", base: render, with: ["--format", "svg"])
        add("render", "--full-length", base: ["render", "pinterest", "--scale", "1", "--out", "{tmp}/out"], with: ["--full-length"])
        add("render", "--page-length", base: render + ["--full-length", "--format", "pdf"], with: ["--page-length", "300"])
        add("render", "--max-pixels", base: render + ["--full-length"], with: ["--max-pixels", "1000"])
        add("render", "--scroll-offset", base: render, with: ["--scroll-offset", "200"])
        add("render", "--orthogonal-offset", base: ["render", "channel-home", "--scale", "1", "--out", "{tmp}/out"], with: ["--orthogonal-offset", "0:100"])
        add("render", "--overlay", base: render, with: ["--overlay"])
        add("render", "--overlay-density", base: render + ["--overlay"], with: ["--overlay-density", "high"])
        add("render", "--overlay-labels", base: render + ["--overlay"], with: ["--overlay-labels", "sizes"])
        add("render", "--max-canvas", base: render, with: ["--max-canvas", "100"])
        add("render", "--max-elements", base: render, with: ["--max-elements", "5"])
        add("render", "--out", base: render, with: ["--out", "{tmp}/elsewhere"])
        // render <cell.xib>: every option but the devices', --orientation and --all applies to a xib
        let cell = ["render", xib, "--out", "{tmp}/out"]
        add("render", "--appearance (xib)", base: cell, with: ["--appearance", "dark"])
        add("render", "--layout-direction (xib)", base: cell, with: ["--layout-direction", "rtl"])
        add("render", "--format (xib)", base: cell, with: ["--format", "pdf"])
        add("render", "--overlay (xib)", base: cell, with: ["--overlay"])
        add("render", "--device (xib)", base: cell, with: ["--device", "iphone-se"])
        // diff
        let diff = ["diff", "{tmp}/a/g/names-grid/200x300@1x.png", "{tmp}/b/g/names-grid/200x300@1x.png"]
        add("diff", "--threshold", base: diff, with: ["--threshold", "0.9"], setup: diffPair)
        add("diff", "--max-diff-pixels", base: diff + ["--frames", "ignore"], with: ["--max-diff-pixels", "100000000"], setup: diffPair)
        add("diff", "--max-diff-ratio", base: diff + ["--frames", "ignore"], with: ["--max-diff-ratio", "1"], setup: diffPair)
        add("diff", "--ignore", base: diff, with: ["--ignore", "0,0,200,200"], setup: diffPair)
        add("diff", "--frames", base: diff, with: ["--frames", "ignore"], setup: diffPair)
        add("diff", "--scale", base: diff + ["--ignore", "0,0,100,100"], with: ["--scale", "2"], setup: diffPair)
        add("diff", "--out", base: diff, with: ["--out", "{tmp}/diff.png"], setup: diffPair)
        add("diff", "--json", base: diff, with: ["--json"], setup: diffPair)
        // verify
        let verify = ["verify", "names-grid", "--goldens", goldens, "--devices", "iphone-15", "--appearance", "light", "--record", "never"]
        let failing = ["verify", "names-grid", "--goldens", "{tmp}/g", "--appearance", "light", "--record", "never"] + small
        add("verify", "--goldens", base: ["verify", "names-grid", "--devices", "iphone-15", "--appearance", "light"], with: ["--goldens", goldens])
        add("verify", "--device", base: verify, with: ["--device", "iphone-se"])
        add("verify", "--devices", base: verify, with: ["--devices", "iphone-se"])
        add("verify", "--width", base: verify.filter { $0 != "--devices" && $0 != "iphone-15" }, with: ["--width", "400", "--height", "800"])
        add("verify", "--height", base: verify.filter { $0 != "--devices" && $0 != "iphone-15" } + ["--width", "400"], with: ["--height", "800"])
        add("verify", "--scale", base: verify, with: ["--scale", "1"])
        add("verify", "--appearance", base: verify, with: ["--appearance", "dark"])
        add("verify", "--content-size", base: verify, with: ["--content-size", "AX3"])
        add("verify", "--layout-direction", base: verify, with: ["--layout-direction", "rtl"])
        add("verify", "--orientation", base: verify, with: ["--orientation", "landscape"])
        add("verify", "--record", base: ["verify", "names-grid", "--goldens", "{tmp}/new", "--devices", "iphone-15", "--appearance", "light"],
            with: ["--record", "never"])
        add("verify", "--report", base: failing, with: ["--report", "{tmp}/report"], setup: goldenCopy())
        add("verify", "--shard", base: verify + ["--devices", "iphone-se"], with: ["--shard", "2/2"])
        add("verify", "--frames-only", base: failing, with: ["--frames-only"], setup: goldenCopy())
        add("verify", "--json", base: verify, with: ["--json"])
        add("verify", "--threshold", base: failing, with: ["--threshold", "0.9"], setup: goldenCopy())
        add("verify", "--max-diff-pixels", base: failing, with: ["--max-diff-pixels", "100000000"], setup: goldenCopy())
        add("verify", "--max-diff-ratio", base: failing, with: ["--max-diff-ratio", "1"], setup: goldenCopy())
        add("verify", "--ignore", base: failing, with: ["--ignore", "0,0,200,300"], setup: goldenCopy())
        add("verify", "--frames", base: failing + ["--max-diff-ratio", "1"], with: ["--frames", "ignore"], setup: goldenCopy(moved: true))
        add("verify", "--max-canvas", base: verify, with: ["--max-canvas", "100"])
        add("verify", "--max-elements", base: verify, with: ["--max-elements", "5"])
        // handout
        let handout = ["handout", "names-grid", "--devices", "iphone-se", "--out", "{tmp}/h.pdf"]
        add("handout", "--device", base: handout, with: ["--device", "iphone-15"])
        add("handout", "--devices", base: handout, with: ["--devices", "iphone-15"])
        add("handout", "--width", base: ["handout", "names-grid", "--out", "{tmp}/h.pdf"], with: ["--width", "400", "--height", "800"])
        add("handout", "--height", base: ["handout", "names-grid", "--out", "{tmp}/h.pdf", "--width", "400"], with: ["--height", "800"])
        add("handout", "--scale", base: handout, with: ["--scale", "1"])
        add("handout", "--appearance", base: handout, with: ["--appearance", "dark"])
        add("handout", "--content-size", base: ["handout", "settings-list", "--devices", "iphone-se", "--out", "{tmp}/h.pdf"],
            with: ["--content-size", "AX3"])
        add("handout", "--layout-direction", base: handout, with: ["--layout-direction", "rtl"])
        add("handout", "--orientation", base: handout, with: ["--orientation", "landscape"])
        add("handout", "--page", base: handout, with: ["--page", "a4"])
        add("handout", "--page-orientation", base: handout, with: ["--page-orientation", "portrait"])
        add("handout", "--date", base: handout, with: ["--date", "2020-01-01"])
        add("handout", "--no-unroll", base: ["handout", "games-tab", "--devices", "iphone-se", "--out", "{tmp}/h.pdf"], with: ["--no-unroll"])
        add("handout", "--full-length", base: handout, with: ["--full-length"])
        add("handout", "--contact-sheet", base: handout, with: ["--contact-sheet"])
        add("handout", "--overlay", base: handout, with: ["--overlay"])
        add("handout", "--overlay-density", base: handout + ["--overlay"], with: ["--overlay-density", "high"])
        add("handout", "--overlay-labels", base: handout + ["--overlay"], with: ["--overlay-labels", "sizes"])
        add("handout", "--max-canvas", base: handout + ["--full-length"], with: ["--max-canvas", "500"])
        add("handout", "--max-elements", base: handout, with: ["--max-elements", "5"])
        add("handout", "--out", base: handout, with: ["--out", "{tmp}/other.pdf"])
        // nib
        let nib = ["nib", xib]
        add("nib", "--json", base: nib, with: ["--json"])
        add("nib", "--size", base: nib, with: ["--size", "500x100"])
        add("nib", "--root", base: nib, with: ["--root", "2"])
        add("nib", "--compare", base: nib, with: ["--compare"])
        add("nib", "--stored-text-sizes", base: ["nib", "{tmp}/label.xib"], with: ["--stored-text-sizes"], setup: writeLabelXib)
        add("nib", "--swift", base: nib, with: ["--swift", "{tmp}"])
        add("nib", "--module", base: nib + ["--swift", "{tmp}"], with: ["--module", "Not-A-Module"])
        add("nib", "--exclude", base: nib + ["--swift", "{tmp}"], with: ["--exclude", ""])
        return c
    }()

    /// What a user sees of a run: the exit code, the output (the scratch folder's path written as
    /// `{tmp}`) and every file written, by path and bytes.
    static func observe(_ arguments: [String], setup: @Sendable (URL) throws -> Void, ownProcess: Bool = false) throws -> String {
        let tmp = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tmp) }
        try setup(tmp)
        let before = Set(FileManager.default.enumerator(atPath: tmp.path)?.compactMap { $0 as? String } ?? [])
        let arguments = arguments.map { $0.replacingOccurrences(of: "{tmp}", with: tmp.path) }
        let run = ownProcess ? try inOwnProcess(arguments) : layoutshot(arguments)
        let written = (FileManager.default.enumerator(atPath: tmp.path)?.compactMap { $0 as? String } ?? [])
            .filter { !before.contains($0) }.sorted()
        let files = written.map { path -> String in
            let data = FileManager.default.contents(atPath: tmp.appendingPathComponent(path).path) ?? Data()
            return "\(path) \(data.count) \(data.hashValue)"
        }
        return (["exit \(run.code)", run.out, run.err] + files).joined(separator: "\n").replacingOccurrences(of: tmp.path, with: "{tmp}")
    }

    @Test("the option changes what the command does (exit code, output, or files)", arguments: cases)
    func hasAnEffect(_ c: Case) throws {
        let base = try Self.observe(c.base, setup: c.setup, ownProcess: c.ownProcess)
        let with = try Self.observe(c.with, setup: c.setup, ownProcess: c.ownProcess)
        #expect(!with.contains("unknown option"), "\(c.option) is not accepted: \(with.prefix(300))")
        #expect(base != with, "\(c.command) \(c.option) changed nothing:\n\(with.prefix(600))")
    }

    /// The options a command's help lists: each line that starts with `--`, every `--name` in its usage part.
    static func listedOptions(_ command: String) -> Set<String> {
        let help = layoutshot([command, "--help"]).out
        var names = Set<String>()
        for line in help.components(separatedBy: "\n") where line.hasPrefix("--") {
            let usage = line.components(separatedBy: "  ").first ?? line
            for word in usage.split(whereSeparator: { $0 == " " || $0 == "," }) where word.hasPrefix("--") {
                names.insert(String(word))
            }
        }
        return names
    }

    @Test("every option each command's help lists has a case above (a new option comes with its effect)")
    func everyListedOptionHasACase() {
        for command in ["screens", "devices", "layout", "render", "diff", "verify", "handout", "nib"] {
            let listed = Self.listedOptions(command)
            let covered = Set(Self.cases.filter { $0.command == command }.map { $0.option.components(separatedBy: " ")[0] })
            #expect(listed.subtracting(covered).isEmpty, "\(command): no effect case for \(listed.subtracting(covered).sorted())")
            #expect(covered.subtracting(listed).isEmpty, "\(command): cases for options the help does not list: \(covered.subtracting(listed).sorted())")
        }
    }

    /// `layoutshot <arguments>` as its own process, with the repository's samples.
    static func inOwnProcess(_ arguments: [String]) throws -> RunResult {
        let binary = try #require(layoutshotBinary, "the layoutshot executable is built with the tests")
        let result = try execute(binary, arguments, environment: ["PATH": "/usr/bin:/bin",
                                                                  "LAYOUTSHOT_SAMPLES": repositoryRoot.appendingPathComponent("samples").path])
        return RunResult(code: result.status, out: String(decoding: result.out, as: UTF8.self), err: String(decoding: result.err, as: UTF8.self))
    }
}
