import Foundation
import Testing
import LayoutshotTestSupport

/// Bad input from Swift code: when the app's own code traps during a capture (a force unwrap of nil in
/// `viewDidLoad`, as a controller whose presenter is set by a flow controller does — 2FAS's
/// `MainMenuViewController.presenter`), `layoutshot` ends with one line naming the Swift runtime's message
/// and the app's file and line, and exit code 2 — not with the runner's signal (once 132, SIGILL) and a
/// page of backtrace.
@Suite("--swift: the app's code traps", .serialized)
struct AppTrapCommandTests {
    static let source = """
        import UIKit

        final class Presenter { func viewDidLoad() {} }

        final class MenuViewController: UIViewController {
            var presenter: Presenter!
            override func viewDidLoad() {
                super.viewDidLoad()
                presenter.viewDidLoad()
            }
        }

        """

    @Test("one line with the runtime's message and the app's file and line, exit 2; the same for render, and nothing written")
    func trapIsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Menu")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let file = app.appendingPathComponent("MenuViewController.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let environment = swiftAppEnvironment(folder)
        let layout = layoutshot(["layout", "--swift", app.path, "--controller", "MenuViewController"], environment: environment)
        let last = layout.err.split(separator: "\n").last.map(String.init) ?? ""
        #expect(layout.code == 2, "\(layout.err)")
        #expect(last == "layoutshot: the app's code stopped the run: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value, "
                + "at \(file.path):9 (SIGILL: a Swift runtime trap)", "\(layout.err)")
        #expect(!layout.err.contains("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value\n"))
        #expect(!layout.err.contains("Backtrace") && !layout.err.contains("💣"))

        let png = folder.appendingPathComponent("menu.png")
        let render = layoutshot(["render", "--swift", app.path, "--controller", "MenuViewController", "--out", png.path], environment: environment)
        #expect(render.code == 2 && render.err.hasSuffix("at \(file.path):9 (SIGILL: a Swift runtime trap)"), "\(render.err)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }
}
