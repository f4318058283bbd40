import Foundation
import Rendering
import Testing

/// The verify report in a real browser: headless Chromium opens index.html and its screenshot shows
/// the golden, actual and diff images (not broken-image icons).
@Suite("Verify report in Chromium")
struct ReportBrowserTests {
    /// Chromium, from `scripts/install-deps --test`. Without it the test is skipped with one line, except
    /// under `CI=true`, where it runs and fails: a test never installs anything itself.
    static let chromium = tool("chromium")

    @Test("a failing verify's index.html in headless Chromium: at 1400 and 390 px wide it shows the golden's pixels and the diff's red; its DOM has the index, the filter, the boxes and full-size links",
          .enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] == "true",
                   "needs chromium (scripts/install-deps --test installs it)"))
    func screenshot() throws {
        let browser = try #require(Self.chromium, "chromium is not installed (scripts/install-deps --test)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path, report = folder.appendingPathComponent("report")
        let small = ["--devices", "iphone-15,iphone-se", "--appearance", "light"]
        _ = layoutshot(["verify", "names-grid", "--goldens", goldens] + small)
        let changed = try VerifyCommandTests.changedNamesGrid(in: folder)
        #expect(layoutshot(["verify", changed, "--goldens", goldens, "--report", report.path] + small).code == 1)
        let page = report.appendingPathComponent("index.html").absoluteString
        // The names grid's header grey (systemGray3) fills bands of the golden and actual thumbnails;
        // the diff's changes are pure red. Neither colour is in the page's own styles in such amounts.
        let golden = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(
            atPath: report.appendingPathComponent("names-grid/iphone-15.expected.png").path))))
        let header = golden.pixel(x: 60, y: 3 * 59 + 150)   // the first section header left of its title, below the status bar
        for width in [1400, 390] {
            let shot = folder.appendingPathComponent("shot-\(width).png")
            let run = try execute("/usr/bin/timeout", ["120", browser, "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars",
                                                       "--window-size=\(width),1600", "--screenshot=\(shot.path)", page])
            let image = try RasterImage(png: [UInt8](try #require(FileManager.default.contents(atPath: shot.path),
                                                                 "no screenshot: \(String(decoding: run.err, as: UTF8.self))")))
            #expect(image.width == width)
            func count(_ matches: (Int, Int, Int) -> Bool) -> Int {
                stride(from: 0, to: image.pixels.count, by: 4).filter {
                    matches(Int(image.pixels[$0]), Int(image.pixels[$0 + 1]), Int(image.pixels[$0 + 2]))
                }.count
            }
            let grey = count { abs($0 - Int(header.r)) <= 6 && abs($1 - Int(header.g)) <= 6 && abs($2 - Int(header.b)) <= 6 }
            let red = count { $0 > 200 && $1 < 90 && $2 < 90 }
            #expect(grey > 2000, "\(width) px: header grey \(header) seen on \(grey) px")
            #expect(red > 300, "\(width) px: diff red seen on \(red) px")
            // Nothing is cut at the right edge: the page's last column is background, not an image.
            let lastColumn = stride(from: 0, to: image.height, by: 1).map { image.pixel(x: width - 1, y: $0) }
            #expect(lastColumn.allSatisfy { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "\(width) px: something reaches the right edge")
        }
        let dom = try execute("/usr/bin/timeout", ["120", browser, "--headless", "--disable-gpu", "--no-sandbox", "--dump-dom", page])
        let html = String(decoding: dom.out, as: UTF8.self)
        #expect(html.contains("2 cases: 0 passed, 2 failed"), "\(html.prefix(600))")
        #expect(html.components(separatedBy: "<li class=\"failed\"").count - 1 == 2)                 // the index, failed first
        #expect(html.contains("<input id=\"filter\" type=\"search\""))
        #expect(html.components(separatedBy: "class=\"box\"").count - 1 == 4)                         // actual and diff, two cases
        #expect(html.contains("href=\"names-grid/iphone-15.diff.png\" target=\"_blank\""))           // full size
        #expect(html.contains("data-actual-size"))                                                   // 1:1
        // What moved, outlined where it was (expected) and where it is (actual): the section 1 header
        // at content y 250 → 254 below the iPhone 15's 59-pt safe area, of an 852-pt tall image.
        #expect(html.contains("class=\"outline\" title=\"section 1 header\" style=\"left: 0.000%; top: \(String(format: "%.3f%%", (250 + 59) * 100 / 852.0))"),
                "\(html.prefix(4000))")
        #expect(html.contains("class=\"outline\" title=\"section 1 header\" style=\"left: 0.000%; top: \(String(format: "%.3f%%", (254 + 59) * 100 / 852.0))"))
        // Each line once: the layout lines are not repeated in the pixel line.
        let line = "section 1 header moved y +4.0 pt"
        let section = try #require(html.range(of: "id=\"case-0\"").map { String(html[$0.lowerBound...]) })
        let first = try #require(section.range(of: "</section>").map { String(section[..<$0.lowerBound]) })
        #expect(first.components(separatedBy: line).count - 1 == 1, "\(first)")
    }
}
