import Foundation
import LayoutshotTestSupport
import Testing

/// Issue 31 Deliver 1: an app's remote Swift packages are built as Xcode builds them — from a folder of
/// checkouts (`--packages DIR`, Xcode's SourcePackages layout), else cloned into the cache with git at
/// the version Xcode would resolve — and a package neither gives is named in the error of a screen
/// that needs it.
@Suite("--swift with remote Swift packages: checkouts, clones at the resolved version, and why one is missing", .serialized)
struct RemotePackageCommandTests {
    static let controller = """
        import ChipKit
        import UIKit

        final class ChipsViewController: UIViewController, UICollectionViewDataSource {
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 80, height: Chip.height)
                let grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "chip")
                grid.dataSource = self
                view.addSubview(grid)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
            }
        }

        """

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "ChipKit",
            platforms: [.iOS(.v15)],
            products: [.library(name: "ChipKit", targets: ["ChipKit"])],
            targets: [.target(name: "ChipKit")]
        )

        """

    static func chip(height: Int) -> String { "import UIKit\n\npublic enum Chip {\n    public static let height: CGFloat = \(height)\n}\n" }

    /// A package's files in `folder`, its chips `height` tall.
    static func writePackage(_ folder: URL, height: Int) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/ChipKit"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(chip(height: height).utf8).write(to: folder.appendingPathComponent("Sources/ChipKit/Chip.swift"))
    }

    /// A git repository of ChipKit whose tags 1.0.0, 1.4.0 and 2.0.0 make chips 30, 44 and 60 pt tall,
    /// and a main branch past them at 90.
    static func repository(_ folder: URL) throws {
        let git = try #require(tool("git"), "git is needed to make the package's repository")
        func run(_ arguments: [String]) throws {
            let result = try execute(git, ["-C", folder.path, "-c", "user.name=Layoutshot", "-c", "user.email=tests@layoutshot.invalid"] + arguments)
            #expect(result.status == 0, "git \(arguments): \(String(decoding: result.err, as: UTF8.self))")
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try run(["init", "--quiet", "--initial-branch=main"])
        for (height, tag) in [(30, "1.0.0"), (44, "1.4.0"), (60, "2.0.0"), (90, nil)] {
            try writePackage(folder, height: height)
            try run(["add", "-A"])
            try run(["commit", "--quiet", "-m", "chips \(height) pt"])
            if let tag { try run(["tag", tag]) }
        }
    }

    static func cellHeights(_ out: String) -> [String] {
        out.split(separator: "\n").filter { $0.contains("\"category\": \"cell\"") }
            .compactMap { $0.components(separatedBy: "\"height\": ").last?.prefix { $0.isNumber || $0 == "." }.description }
    }

    @Test("a remote package is cloned at the highest tag its requirement accepts (1.4.0 of 1.0.0..<2.0.0), once")
    func clonedAtResolvedVersion() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.repository(work.appendingPathComponent("ChipKit"))
        let root = try XcodeProjectFixture.makeProject(contents: ["App/FeedViewController.swift": Self.controller],
                                                       pbxproj: XcodeProjectFixture.withRemotePackage(url: "file://" + work.appendingPathComponent("ChipKit").path))
        let cache = work.appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["layout", "--swift", root.path, "--controller", "ChipsViewController", "--device", "iphone-se"]
        let run = layoutshot(arguments, environment: swiftAppEnvironment(work))
        #expect(run.code == 0, "\(run.err)")
        #expect(Self.cellHeights(run.out) == ["44", "44", "44"], "\(run.out)")
        let clones = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("packages").path)
        #expect(clones.count == 1 && clones[0].hasPrefix("chipkit-"), "\(clones)")

        // A Package.resolved pin wins over the tags: the app was resolved at 1.0.0.
        let tag = try execute(try #require(tool("git")), ["-C", work.appendingPathComponent("ChipKit").path, "rev-parse", "1.0.0"])
        let revision = String(decoding: tag.out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let resolved = root.appendingPathComponent("Feed.xcodeproj/project.xcworkspace/xcshareddata/swiftpm")
        try FileManager.default.createDirectory(at: resolved, withIntermediateDirectories: true)
        try Data(#"{"pins":[{"identity":"chipkit","kind":"remoteSourceControl","location":"file://\#(work.path)/ChipKit","state":{"revision":"\#(revision)","version":"1.0.0"}}],"version":2}"#.utf8)
            .write(to: resolved.appendingPathComponent("Package.resolved"))
        let pinned = layoutshot(arguments, environment: swiftAppEnvironment(work))
        #expect(pinned.code == 0, "\(pinned.err)")
        #expect(Self.cellHeights(pinned.out) == ["30", "30", "30"], "\(pinned.out)")
    }

    @Test("--packages DIR: the checkout in DIR/checkouts/NAME is built, nothing is cloned; without it, the error says why the package is missing")
    func checkoutsFolder() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let packages = work.appendingPathComponent("SourcePackages")
        try Self.writePackage(packages.appendingPathComponent("checkouts/ChipKit"), height: 50)
        let missingURL = "file://" + work.appendingPathComponent("nowhere/ChipKit.git").path
        let root = try XcodeProjectFixture.makeProject(contents: ["App/FeedViewController.swift": Self.controller],
                                                       pbxproj: XcodeProjectFixture.withRemotePackage(url: missingURL))
        let cache = work.appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["layout", "--swift", root.path, "--controller", "ChipsViewController", "--device", "iphone-se"]
        let run = layoutshot(arguments + ["--packages", packages.path], environment: swiftAppEnvironment(work))
        #expect(run.code == 0, "\(run.err)")
        #expect(Self.cellHeights(run.out) == ["50", "50", "50"], "\(run.out)")
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("packages").path))

        let missing = layoutshot(arguments, environment: swiftAppEnvironment(work))
        #expect(missing.code == 2)
        #expect(missing.err.contains("cannot find 'Chip' in scope") && missing.err.contains("its import of ChipKit is left out")
                && missing.err.contains("ChipKit: \(missingURL) is in none of the --packages folders, and cloning it failed"), "\(missing.err)")
        #expect(missing.err.split(separator: "\n").count == 1, "\(missing.err)")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("packages").path)) ?? []
        #expect(leftovers.isEmpty, "a failed clone leaves nothing: \(leftovers)")
    }
    @Test("a local package's by-name dependency on a remote package with no checkout: the error names the package and why")
    func byNameDependencyMissing() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let missingURL = "file://" + work.appendingPathComponent("nowhere/ChipKit.git").path
        let core = XcodeProjectFixture.corePackage
            .replacingOccurrences(of: "products: [.library(name: \"Core\", targets: [\"Core\"])],",
                                  with: "products: [.library(name: \"Core\", targets: [\"Core\"])],\n    dependencies: [.package(url: \"\(missingURL)\", from: \"1.0.0\")],")
            .replacingOccurrences(of: ".target(name: \"Core\", dependencies: [\"CoreUI\"]),", with: ".target(name: \"Core\", dependencies: [\"CoreUI\", \"ChipKit\"]),")
        let controller = Self.controller.replacingOccurrences(of: "import ChipKit", with: "import Core")
        let root = try XcodeProjectFixture.makeProject(contents: [
            "App/FeedViewController.swift": controller,
            "Packages/Core/Package.swift": core,
            "Packages/Core/Sources/Core/Core.swift": "import ChipKit\n\npublic typealias Chip = ChipKit.Chip\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = layoutshot(["layout", "--swift", root.path, "--controller", "ChipsViewController", "--device", "iphone-se"],
                             environment: swiftAppEnvironment(work))
        #expect(run.code == 2)
        #expect(run.err.contains("its import of ChipKit is left out")
                && run.err.contains("ChipKit: \(work.path)/nowhere/ChipKit.git is in none of the --packages folders, and cloning it failed: repository"),
                "\(run.err)")   // SwiftPM reads a file: URL as the repository's path
    }
    @Test("a checkout whose manifest cannot be read stops only the screen that needs it, and the error says so")
    func unreadableCheckout() throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let packages = work.appendingPathComponent("SourcePackages")
        try Self.writePackage(packages.appendingPathComponent("ChipKit"), height: 50)
        try Data("// swift-tools-version:5.9\nthis is not a manifest\n".utf8).write(to: packages.appendingPathComponent("ChipKit/Package.swift"))
        let root = try XcodeProjectFixture.makeProject(contents: ["App/FeedViewController.swift": Self.controller],
                                                       pbxproj: XcodeProjectFixture.withRemotePackage(url: "https://example.invalid/ChipKit.git"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = layoutshot(["layout", "--swift", root.path, "--controller", "ChipsViewController", "--device", "iphone-se", "--packages", packages.path],
                             environment: swiftAppEnvironment(work))
        #expect(run.code == 2)
        #expect(run.err.contains("ChipKit: https://example.invalid/ChipKit.git: its checkout \(packages.path)/ChipKit cannot be read"), "\(run.err)")
    }
}
