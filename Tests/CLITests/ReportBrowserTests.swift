import Foundation
import Rendering
import Testing

/// The verify report in a real browser: headless Chromium opens index.html and its screenshot shows
/// the golden, actual and diff images (not broken-image icons).
@Suite("Verify report in Chromium")
struct ReportBrowserTests {
    /// Chromium, installed with apt-get when missing and this process may (root); nil with the reason.
    static func chromium() -> (path: String?, reason: String) {
        if let path = tool("chromium") { return (path, "") }
        guard getuid() == 0, let apt = tool("apt-get") else { return (nil, "chromium is not installed and this user cannot install it") }
        let environment = ProcessInfo.processInfo.environment.merging(["DEBIAN_FRONTEND": "noninteractive"]) { $1 }
        _ = try? execute("/usr/bin/timeout", ["600", apt, "-o", "DPkg::Lock::Timeout=600", "install", "-y", "-q",
                                              "--no-install-recommends", "chromium"], environment: environment)
        if let path = tool("chromium") { return (path, "") }
        return (nil, "apt-get install chromium failed (offline?)")
    }

    @Test("a failing verify's index.html, screenshotted by headless Chromium, shows the golden's pixels and the diff's red")
    func screenshot() throws {
        let (browser, reason) = Self.chromium()
        guard let browser else {
            print("Verify report in Chromium: skipped — \(reason)")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path, report = folder.appendingPathComponent("report")
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens, "--devices", "iphone-15", "--appearance", "light"])
        let changed = try VerifyCommandTests.changedNamesGrid(in: folder)
        #expect(layoutshot(["verify", changed, "--goldens", goldens, "--report", report.path, "--devices", "iphone-15",
                            "--appearance", "light"]).code == 1)
        let shot = folder.appendingPathComponent("shot.png")
        let run = try execute("/usr/bin/timeout", ["120", browser, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
                                                   "--window-size=1200,900", "--screenshot=\(shot.path)",
                                                   report.appendingPathComponent("index.html").absoluteString])
        let image = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: shot.path),
                                                             "no screenshot: \(String(decoding: run.err, as: UTF8.self))")))
        // The names grid's header grey (systemGray3) fills bands of the golden and actual thumbnails;
        // the diff's changes are pure red. Neither colour is in the page's own styles in such amounts.
        let golden = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(
            atPath: report.appendingPathComponent("names-grid/iphone-15.expected.png").path))))
        let header = golden.pixel(x: 60, y: 3 * 59 + 150)   // the first section header left of its title, below the status bar
        func count(_ matches: (Int, Int, Int) -> Bool) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).filter {
                matches(Int(image.pixels[$0]), Int(image.pixels[$0 + 1]), Int(image.pixels[$0 + 2]))
            }.count
        }
        let grey = count { abs($0 - Int(header.r)) <= 6 && abs($1 - Int(header.g)) <= 6 && abs($2 - Int(header.b)) <= 6 }
        let red = count { $0 > 200 && $1 < 90 && $2 < 90 }
        #expect(grey > 4000, "header grey \(header) seen on \(grey) px")
        #expect(red > 300, "diff red seen on \(red) px")
    }
}
