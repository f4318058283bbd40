import AppSources
import Foundation
import Testing

/// Issue 16 Deliver 2 and 3: step 4 of the source transform, and the files the plugin and
/// `layoutshot … --swift` compile (README "UIKit on Linux", "The source transform").
@Suite struct TransformedFileTests {
    @Test("step 4: @UIApplicationMain, @NSApplicationMain and @main become spaces; a @mainActor name is kept")
    func entryPointsBlanked() {
        let source = """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {}
        @main struct Tool {}
        @NSApplicationMain class Mac {}
        @MainActor @mainly final class Kept {}
        """
        let out = InterfaceBuilderAttributes.transform(source).source
        #expect(out == source.replacingOccurrences(of: "@UIApplicationMain", with: String(repeating: " ", count: 18))
            .replacingOccurrences(of: "@main struct", with: "      struct")
            .replacingOccurrences(of: "@NSApplicationMain", with: String(repeating: " ", count: 18)))
    }

    @Test("the compiled text names the user's file: #sourceLocation before, the generated extension after")
    func sourceLocations() {
        let source = "import UIKit\nfinal class Cell: UICollectionViewCell {\n    @IBOutlet private var title: UILabel!\n}"
        let out = TransformedFile.contents(of: source, originalPath: "/app/My \"Cells\"/Cell.swift")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == #"#sourceLocation(file: "/app/My \"Cells\"/Cell.swift", line: 1)"#)
        #expect(lines[1] == "import UIKit" && lines[3] == String(repeating: " ", count: 4 + 9) + " private var title: UILabel!")
        #expect(lines[5] == "#sourceLocation()")
        #expect(lines[6...].joined(separator: "\n").contains("extension Cell: NibOutletAssigning {"))
    }

    @Test("an app folder: its .swift files sorted, build products, hidden folders, documentation catalogs and playgrounds skipped, flat unique names")
    func appFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transformed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["Cells/Cell.swift", "Sections/Cell.swift", "App.swift", "Pods/Lib/Lib.swift", ".hidden/H.swift", "Notes.md",
                     "Documentation.docc/Resources/code-files/01-ViewController-1.swift", "Try.playground/Contents.swift"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(path)\n".utf8).write(to: url)
        }
        let files = try TransformedFile.swiftFiles(under: folder)
        #expect(files.map { TransformedFile.flatName(of: $0, under: folder) } == ["App.swift", "Cells+Cell.swift", "Sections+Cell.swift"])
        #expect(throws: AppSourceError.self) { try TransformedFile.swiftFiles(under: folder.appendingPathComponent("missing")) }
        let bad = folder.appendingPathComponent("Bad.swift")
        try Data([0xFF, 0xFE, 0x00]).write(to: bad)
        #expect { try TransformedFile.contents(ofFileAt: bad) } throws: { "\($0)" == "\(bad.path): not UTF-8 text" }
    }
}
