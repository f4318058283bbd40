import Foundation
import Testing

/// The project's own goldens: every sample on iPhone SE, iPhone 15, iPhone 16 Pro Max and iPad Pro
/// 11″, light and dark (48 cases), in `Tests/Goldens`, checked as CI checks them — never recording.
/// A failure leaves its report in `.build/golden-report/index.html`.
@Suite("The samples' goldens")
struct GoldenSamplesTests {
    @Test("every sample × 4 devices × light and dark matches Tests/Goldens byte for byte")
    func samplesMatchGoldens() throws {
        let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens").path
        let report = repositoryRoot.appendingPathComponent(".build/golden-report").path
        try? FileManager.default.removeItem(atPath: report)
        let result = layoutshot(["verify", "--goldens", goldens, "--record", "never", "--report", report])
        #expect(result.code == 0, "\(result.out)\n\(result.err)\nreport: \(report)/index.html")
        #expect(result.out.hasSuffix("48 cases: 48 passed, 0 failed, 0 recorded; record mode never"), "\(result.out)")
    }
}
