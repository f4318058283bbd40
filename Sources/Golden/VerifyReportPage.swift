/// `index.html` of a verify report: one static page, no scripts or styles from elsewhere. Each failure
/// shows what moved (from the frames) and the images four ways — side by side (expected, actual,
/// diff), a slider that wipes from expected to actual, a blend with adjustable opacity, and the diff
/// alone — as Playwright's and reg-cli's reports do.
struct VerifyReportPage {
    let summary: VerifySummary

    var html: String {
        let failures = summary.results.filter { $0.status == .failed }
        let recorded = summary.results.filter { $0.status == .recorded }
        var body = "<h1>Layoutshot verify: \(summary.passes ? "passed" : "failed")</h1>\n"
        body += "<p class=\"counts\">\(summary.results.count) cases: \(summary.count(.passed)) passed, "
            + "\(failures.count) failed, \(recorded.count) recorded; record mode \(escape(summary.record.rawValue))"
            + (summary.shard.map { "; shard \($0.index)/\($0.count)" } ?? "") + "</p>\n"
        body += failures.enumerated().map { section($1, index: $0) }.joined(separator: "\n")
        if !recorded.isEmpty {
            body += "<h2>Recorded</h2>\n<ul>" + recorded.map { "<li>\(escape($0.summary))</li>" }.joined() + "</ul>\n"
        }
        if !summary.orphans.isEmpty {
            body += "<h2>Orphans</h2>\n<p>Goldens of this run's screens that no device renders:</p>\n<ul>"
                + summary.orphans.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        if !summary.unchecked.isEmpty {
            body += "<h2>Not checked</h2>\n<p>Golden folders of screens this run was not given:</p>\n<ul>"
                + summary.unchecked.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>\n"
        }
        let passed = summary.results.filter { $0.status == .passed }
        if !passed.isEmpty {
            body += "<h2>Passed</h2>\n<ul class=\"passed\">" + passed.map { "<li>\(escape($0.summary))</li>" }.joined() + "</ul>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Layoutshot verify</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
            .case { border-top: 1px solid #d1d1d6; padding: 12px 0; }
            .reason { font-size: 12px; background: #ff3b30; color: white; border-radius: 4px; padding: 1px 6px; }
            .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #6c6c70; }
            img { width: 260px; display: block; border: 1px solid #d1d1d6; }
            .stack { position: relative; width: 262px; }
            .stack img + img, .stack .top { position: absolute; left: 0; top: 0; }
            .top { overflow: hidden; width: 100%; height: 100%; }
            input[type=range] { width: 262px; }
            .passed { color: #6c6c70; }
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
            </script>
            </body></html>

            """
    }

    private func section(_ result: CaseResult, index: Int) -> String {
        var html = "<section class=\"case\" id=\"case-\(index)\">\n<h2>\(escape(result.goldenCase.title)) "
            + "<span class=\"reason\">\(escape(result.reason.rawValue))</span></h2>\n"
        if !result.environment.isEmpty {
            html += "<p>Environment differs from the goldens': \(escape(result.environment.joined(separator: ", "))).</p>\n"
        }
        if !result.layout.isEmpty {
            html += "<ul class=\"layout\">" + result.layout.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        html += "<p class=\"pixels\">\(escape(result.summary))</p>\n"
        guard let expected = result.artefacts["expected"], let actual = result.artefacts["actual"] else { return html + "</section>" }
        let (e, a) = (escape(expected), escape(actual))
        html += "<div class=\"row\">\n"
        html += "<figure><img src=\"\(e)\" alt=\"expected\"><figcaption>expected (golden)</figcaption></figure>\n"
        html += "<figure><img src=\"\(a)\" alt=\"actual\"><figcaption>actual</figcaption></figure>\n"
        if let diff = result.artefacts["diff"] {
            html += "<figure><img src=\"\(escape(diff))\" alt=\"diff\"><figcaption>diff: changes red, anti-aliasing yellow</figcaption></figure>\n"
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
