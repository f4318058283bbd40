import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 15, Deliver 7: the App Store clone's Games screen drawn with the clone's own twelve xibs
/// (`../shared/fixtures/appstore-clone/Cells`, read from there, never copied) instead of
/// `samples/games-tab.json`'s JSON content views: the same frames, and goldens of the xib-drawn tab
/// in `Tests/XibGoldens`.
@Suite("The games tab from the clone's xibs", SharedFixtures.required)
struct XibGamesTabTests {
    static let cells = SharedFixtures.folder("appstore-clone/Cells")

    /// Each section kind (by its identifier's prefix) → the clone's xib and the outlets its
    /// section's `configure` sets (seed 000, `../shared/docs/appstore-clone.md` §1.3).
    static var cellsByKind: [(prefix: String, xib: String, outlets: [String: Any])] { [
        ("featured", "ExtraLargeAppCell.xib", ["captionLabel": "{caption}", "titleLabel": "{text}", "subtitleLabel": "{subtitle}",
                                               "thumbnailView": ["color": "systemTeal", "cornerRadius": 4]]),
        ("title", "SectionTitleCell.xib", ["titleLabel": "{text}"]),
        ("small", "SmallAppCell.xib", ["titleLabel": "{text}", "subtitleLabel": "{subtitle}",
                                       "iconView": ["color": "systemYellow", "cornerRadius": 12], "purchaseButton": ["cornerRadius": 15]]),
        ("medium", "MediumAppCell.xib", ["titleLabel": "{text}", "subtitleLabel": "{subtitle}",
                                         "iconView": ["color": "systemYellow", "cornerRadius": 16], "purchaseButton": ["cornerRadius": 15]]),
        ("category", "CategoryCell.xib", ["titleLabel": "{text}", "iconView": ["cornerRadius": 20]]),
        ("link", "LinkCell.xib", ["titleLabel": "{text}"]),
        ("button", "ButtonCell.xib", ["titleLabel": "{text}", "buttonView": ["cornerRadius": 8]]),
        ("terms", "TermsAndConditionsCell.xib", [:]),
    ] }

    /// `samples/games-tab.json` with every section's cell replaced by its xib; nil (an issue
    /// recorded) when the fixtures are missing.
    static func xibScreen(in folder: URL) throws -> URL? {
        guard FileManager.default.fileExists(atPath: cells.path) else {
            Issue.record("fixtures missing: \(cells.path) (expected ../shared/fixtures beside the package)")
            return nil
        }
        let sample = repositoryRoot.appendingPathComponent("samples/games-tab.json")
        guard var screen = try JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? [String: Any],
              var sections = screen["sections"] as? [[String: Any]] else { return nil }
        for i in sections.indices {
            let id = sections[i]["identifier"] as? String ?? ""
            guard let kind = cellsByKind.first(where: { id.hasPrefix($0.prefix) }) else {
                Issue.record("section \(id) has no xib"); continue
            }
            sections[i]["cell"] = ["nib": cells.appendingPathComponent(kind.xib).path, "outlets": kind.outlets]
        }
        screen["sections"] = sections
        screen["title"] = "Games (the clone's xibs)"
        let url = folder.appendingPathComponent("games-tab-xib.json")
        try JSONSerialization.data(withJSONObject: screen, options: [.sortedKeys]).write(to: url)
        return url
    }

    static func elements(_ dump: String) -> Substring? {
        dump.range(of: "\"elements\"").map { dump[$0.lowerBound...] }
    }

    /// Runs `body` with the xib-drawn screen in a scratch folder (nothing when the fixtures are missing).
    static func withXibScreen(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xib-games-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let screen = try Self.xibScreen(in: folder) else { return }
        try body(screen)
    }

    @Test("the xib-drawn games tab has samples/games-tab.json's frames on every device preset")
    func sameFrames() throws {
        try Self.withXibScreen { screen in
            for device in ["iphone-se", "iphone-15", "iphone-16-pro-max", "ipad-pro-11"] {
                let xib = layoutshot(["layout", screen.path, "--device", device])
                let json = layoutshot(["layout", "games-tab", "--device", device])
                #expect(xib.code == 0 && json.code == 0, "\(xib.err)\(json.err)")
                #expect(Self.elements(xib.out) == Self.elements(json.out), "\(device)")
            }
        }
    }

    @Test("the xib-drawn games tab matches Tests/XibGoldens on iPhone 15, light and dark, byte for byte")
    func goldens() throws {
        try Self.withXibScreen { screen in
            let goldens = repositoryRoot.appendingPathComponent("Tests/XibGoldens").path
            let record = ProcessInfo.processInfo.environment["XIB_GOLDENS_RECORD"] == "1" ? "missing" : "never"
            let result = layoutshot(["verify", screen.path, "--goldens", goldens, "--record", record, "--devices", "iphone-15",
                                     "--appearance", "light,dark"])
            #expect(result.code == 0, "\(result.out)\n\(result.err)")
            #expect(result.out.hasSuffix("2 cases: 2 passed, 0 failed, 0 recorded; record mode never") || record != "never", "\(result.out)")
        }
    }
}
