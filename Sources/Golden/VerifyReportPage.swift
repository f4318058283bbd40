import Foundation

/// `index.html` of a verify report: one static page, no scripts or styles from elsewhere. An index of
/// every case, failed first, under a filter; then each failure: what moved (from the frames), the
/// environment, the pixels — each said once — and the images four ways: side by side (expected and
/// actual with the moved elements outlined where they were and where they are, the diff, the
/// changed-pixel box drawn, each linked at full size, a 1:1 switch), a slider
/// that wipes from expected to actual, and a blend with adjustable opacity, as Playwright's and
/// reg-cli's reports do. The layout holds from 390 px to 1400 px wide.
struct VerifyReportPage {
    let summary: VerifySummary

    var html: String {
        let failures = summary.results.filter { $0.status == .failed }
        let recorded = summary.results.filter { $0.status == .recorded }
        let passed = summary.results.filter { $0.status == .passed }
        let n = summary.results.count
        var body = "<h1>Layoutshot verify: \(summary.passes ? "passed" : "failed")</h1>\n"
        body += "<p class=\"counts\">\(n) case\(n == 1 ? "" : "s"): \(summary.count(.passed)) passed, "
            + "\(failures.count) failed, \(recorded.count) recorded; record mode \(escape(summary.record.rawValue))"
            + (summary.shard.map { "; shard \($0.index)/\($0.count)" } ?? "") + "</p>\n"
        body += index(failures: failures, recorded: recorded, passed: passed)
        body += failures.enumerated().map { section($1, index: $0) }.joined(separator: "\n")
        if !summary.orphans.isEmpty {
            body += "<h2>Orphans</h2>\n<p>Goldens of this run's screens that no device renders:</p>\n<ul>"
                + summary.orphans.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        if !summary.unchecked.isEmpty {
            body += "<h2>Not checked</h2>\n<p>Golden folders of screens this run was not given:</p>\n<ul>"
                + summary.unchecked.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Layoutshot verify</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1c1c1e; max-width: 1400px; }
            h2 { font-size: 16px; overflow-wrap: anywhere; }
            .case { border-top: 1px solid #d1d1d6; padding: 12px 0; }
            .reason { font-size: 12px; background: #ff3b30; color: white; border-radius: 4px; padding: 1px 6px; white-space: nowrap; }
            #index ul { list-style: none; padding: 0; margin: 8px 0; }
            #index li { padding: 2px 0; overflow-wrap: anywhere; }
            #index .failed a { color: #d70015; font-weight: 600; }
            #index .recorded { color: #a05a00; } #index .passed { color: #6c6c70; }
            #filter { width: min(360px, 100%); box-sizing: border-box; padding: 4px 8px; font: inherit; }
            .layout { overflow-wrap: anywhere; }
            .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            .row.actual-size { flex-direction: column; }
            figure { margin: 0; width: 262px; max-width: 100%; } figcaption { font-size: 12px; color: #6c6c70; }
            .actual-size figure { width: auto; }
            .frame { position: relative; display: inline-block; max-width: 100%; }
            img { width: 260px; max-width: 100%; display: block; border: 1px solid #d1d1d6; box-sizing: border-box; }
            .actual-size img { width: auto; max-width: none; }
            .actual-size .frame { overflow: auto; max-width: calc(100vw - 40px); }
            .box { position: absolute; border: 2px solid #007aff; box-sizing: border-box; pointer-events: none; }
            .outline { position: absolute; border: 1.5px dashed #ff9500; background: rgba(255, 149, 0, 0.12); box-sizing: border-box; pointer-events: none; }
            .stack { position: relative; width: 260px; max-width: 100%; }
            .stack img + img, .stack .top { position: absolute; left: 0; top: 0; }
            .top { overflow: hidden; width: 100%; height: 100%; }
            input[type=range] { width: 260px; max-width: 100%; }
            </style></head><body>
            \(body)
            <script>
            for (const input of document.querySelectorAll('input[data-wipe]')) {
              input.addEventListener('input', () => {
                input.previousElementSibling.querySelector('.top').style.clipPath = 'inset(0 ' + (100 - input.value) + '% 0 0)';
              });
            }
            for (const input of document.querySelectorAll('input[data-blend]')) {
              input.addEventListener('input', () => {
                input.previousElementSibling.querySelector('img + img').style.opacity = input.value / 100;
              });
            }
            for (const box of document.querySelectorAll('input[data-actual-size]')) {
              box.addEventListener('change', () => { box.closest('.case').querySelector('.row').classList.toggle('actual-size', box.checked); });
            }
            const filter = document.getElementById('filter');
            if (filter) {
              filter.addEventListener('input', () => {
                const words = filter.value.toLowerCase();
                for (const item of document.querySelectorAll('#index li')) {
                  const show = item.textContent.toLowerCase().includes(words);
                  item.hidden = !show;
                  const target = item.dataset.case && document.getElementById(item.dataset.case);
                  if (target) target.hidden = !show;
                }
              });
            }
            </script>
            </body></html>

            """
    }

    /// Every case, failed first (linked to its section), then recorded, then passed, under a filter.
    private func index(failures: [CaseResult], recorded: [CaseResult], passed: [CaseResult]) -> String {
        var items = failures.enumerated().map { i, r in
            "<li class=\"failed\" data-case=\"case-\(i)\"><a href=\"#case-\(i)\">\(escape(r.goldenCase.title))</a> "
                + "<span class=\"reason\">\(escape(r.reason.rawValue))</span></li>"
        }
        items += recorded.map { "<li class=\"recorded\">\(escape($0.summary))</li>" }
        items += passed.map { "<li class=\"passed\">\(escape($0.goldenCase.title)): \(escape($0.reason.rawValue))</li>" }
        return "<nav id=\"index\"><input id=\"filter\" type=\"search\" placeholder=\"filter cases (screen, device, reason)\" "
            + "aria-label=\"filter cases\"><ul>" + items.joined() + "</ul></nav>\n"
    }

    /// The pixel line alone: the layout lines are listed above it, the environment too.
    private func pixels(_ result: CaseResult) -> String? {
        guard let c = result.comparison, let line = c.pixelLine(antialiasing: true, always: true) else { return nil }
        return c.passes && c.outcome != .sizeMismatch ? line + ": within the pixel tolerances" : line
    }

    /// The changed-pixel box over an image of the expected size, in percent (nil when nothing changed).
    private func boxOverlay(_ result: CaseResult) -> String {
        guard let c = result.comparison, c.outcome != .sizeMismatch, let b = c.changedBox,
              c.expectedSize.width > 0, c.expectedSize.height > 0 else { return "" }
        func percent(_ v: Int, _ of: Int) -> String { String(format: "%.3f%%", Double(v) * 100 / Double(of)) }
        return "<div class=\"box\" title=\"changed pixels\" style=\"left: \(percent(b.x, c.expectedSize.width)); "
            + "top: \(percent(b.y, c.expectedSize.height)); width: \(percent(b.width, c.expectedSize.width)); "
            + "height: \(percent(b.height, c.expectedSize.height))\"></div>"
    }

    /// The moved elements outlined over an image: their frames before (`expected`) or after, in
    /// percent of the image's size in points; at most 200, the rest said.
    private func outlines(_ result: CaseResult, expected: Bool) -> String {
        guard let c = result.comparison, c.outcome != .sizeMismatch, result.scale > 0 else { return "" }
        let size = CGSize(width: Double(c.expectedSize.width) / result.scale, height: Double(c.expectedSize.height) / result.scale)
        guard size.width > 0, size.height > 0 else { return "" }
        func percent(_ v: Double, _ of: Double) -> String { String(format: "%.3f%%", v * 100 / of) }
        let frames = result.moved.compactMap { m -> (String, CGRect)? in
            guard let f = expected ? m.before : m.after else { return nil }
            return (m.element.name, f)
        }
        return frames.prefix(200).map { name, f in
            "<div class=\"outline\" title=\"\(escape(name))\" style=\"left: \(percent(f.minX, size.width)); top: \(percent(f.minY, size.height)); "
                + "width: \(percent(f.width, size.width)); height: \(percent(f.height, size.height))\"></div>"
        }.joined()
    }

    private func section(_ result: CaseResult, index: Int) -> String {
        var html = "<section class=\"case\" id=\"case-\(index)\">\n<h2>\(escape(result.goldenCase.title)) "
            + "<span class=\"reason\">\(escape(result.reason.rawValue))</span></h2>\n"
        if !result.layout.isEmpty {
            html += "<ul class=\"layout\">" + result.layout.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !result.environment.isEmpty {
            html += "<p>Environment differs from the goldens': \(escape(result.environment.joined(separator: ", "))).</p>\n"
        }
        if let pixels = pixels(result) { html += "<p class=\"pixels\">\(escape(pixels))</p>\n" }
        if result.layout.isEmpty, result.comparison == nil { html += "<p>\(escape(result.summary))</p>\n" }
        guard let expected = result.artefacts["expected"], let actual = result.artefacts["actual"] else { return html + "</section>" }
        let (e, a) = (escape(expected), escape(actual))
        let box = boxOverlay(result)
        func figure(_ src: String, _ alt: String, _ caption: String, box: String = "") -> String {
            "<figure><a class=\"frame\" href=\"\(src)\" target=\"_blank\"><img src=\"\(src)\" alt=\"\(alt)\">\(box)</a>"
                + "<figcaption>\(caption) — <a href=\"\(src)\" target=\"_blank\">full size</a></figcaption></figure>\n"
        }
        html += "<label><input type=\"checkbox\" data-actual-size> 1:1 (device pixels)</label>\n<div class=\"row\">\n"
        let moved = result.moved.isEmpty ? "" : ", what moved outlined"
        html += figure(e, "expected", "expected (golden)\(moved)", box: outlines(result, expected: true))
        html += figure(a, "actual", "actual\(moved), the changed pixels boxed", box: outlines(result, expected: false) + box)
        if let diff = result.artefacts["diff"] {
            html += figure(escape(diff), "diff", "diff: changes red, anti-aliasing yellow", box: box)
        }
        html += "<figure><div class=\"stack\"><img src=\"\(e)\" alt=\"expected\"><div class=\"top\" style=\"clip-path: inset(0 50% 0 0)\">"
            + "<img src=\"\(a)\" alt=\"actual\"></div></div><input type=\"range\" data-wipe value=\"50\">"
            + "<figcaption>slider: actual on the left, expected on the right</figcaption></figure>\n"
        html += "<figure><div class=\"stack\"><img src=\"\(e)\" alt=\"expected\"><img src=\"\(a)\" alt=\"actual\" style=\"opacity: 0.5\"></div>"
            + "<input type=\"range\" data-blend value=\"50\"><figcaption>blend: actual over expected</figcaption></figure>\n"
        return html + "</div>\n</section>"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
