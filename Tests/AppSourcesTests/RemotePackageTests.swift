import AppSources
import Foundation
import LayoutshotTestSupport
import Testing

/// Issue 31 Deliver 1: an app's remote Swift packages as Xcode and SwiftPM record them — the project's
/// references and which package a product comes from, manifests' `.package(url:)` dependencies,
/// `Package.resolved` pins, and the version Xcode would resolve from a package's tags.
@Suite("Remote Swift packages: references, requirements, pins and tags")
struct RemotePackageTests {
    @Test("an Xcode project's remote references with their requirements, and the package of each product a target links")
    func projectReferences() throws {
        let root = try XcodeProjectFixture.makeProject(pbxproj: XcodeProjectFixture.withRemotePackage(url: "https://github.com/example/ChipKit.git"))
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        #expect(project.remotePackages == [
            RemotePackage(url: "https://github.com/example/ChipKit.git", requirement: .range(lower: "1.0.0", upper: "2.0.0")),
            RemotePackage(url: "https://github.com/elihwyma/Evander", requirement: .revision("0059e74d91e8574bee454e748ea6cc188e8b43db")),
            RemotePackage(url: "https://github.com/elihwyma/LNZTreeView", requirement: .branch("master")),
        ])
        let app = try #require(project.targets.first { $0.name == "Feed" })
        #expect(app.packageProducts == ["Core", "ChipKit"])
        #expect(app.remoteProducts == ["ChipKit": "chipkit"])   // Core is the local package's
        #expect(project.localPackages.map(\.lastPathComponent) == ["Core"])
    }

    @Test("Xcode's requirement kinds as version ranges, exact versions, branches and revisions")
    func xcodeRequirements() {
        #expect(RemotePackage.requirement(xcode: ["kind": "upToNextMajorVersion", "minimumVersion": "5.2"]) == .range(lower: "5.2.0", upper: "6.0.0"))
        #expect(RemotePackage.requirement(xcode: ["kind": "upToNextMinorVersion", "minimumVersion": "1.4.2"]) == .range(lower: "1.4.2", upper: "1.5.0"))
        #expect(RemotePackage.requirement(xcode: ["kind": "versionRange", "minimumVersion": "1.0.0", "maximumVersion": "1.9.0"]) == .range(lower: "1.0.0", upper: "1.9.0"))
        #expect(RemotePackage.requirement(xcode: ["kind": "exactVersion", "version": "3.1.0"]) == .exact("3.1.0"))
        #expect(RemotePackage.requirement(xcode: ["kind": "upToNextMajorVersion"]) == nil)
        #expect(RemotePackage.requirement(xcode: ["kind": "somethingNew", "minimumVersion": "1.0.0"]) == nil)
    }

    @Test("the highest release tag the requirement accepts, as Xcode resolves it; v-prefixed and two-part tags read as versions")
    func bestTag() {
        let tags = ["5.5.0", "6.0.0-beta.1", "v6.1.0", "6.3", "7.0.0", "latest", "6.2.9"]
        #expect(RemotePackage.Requirement.range(lower: "6.0.0", upper: "7.0.0").bestTag(among: tags) == "6.3")
        #expect(RemotePackage.Requirement.range(lower: "7.0.0", upper: "8.0.0").bestTag(among: tags) == "7.0.0")
        #expect(RemotePackage.Requirement.range(lower: "8.0.0", upper: "9.0.0").bestTag(among: tags) == nil)
        #expect(RemotePackage.Requirement.exact("6.1.0").bestTag(among: tags) == "v6.1.0")
        #expect(RemotePackage.Requirement.branch("main").bestTag(among: tags) == nil)
    }

    @Test("identities as SwiftPM names packages: the URL's last component without .git, lowercased")
    func identities() {
        #expect(RemotePackage.identity(of: "https://github.com/nathantannar4/InputBarAccessoryView") == "inputbaraccessoryview")
        #expect(RemotePackage.identity(of: "https://github.com/stephencelis/SQLite.swift.git") == "sqlite.swift")
        #expect(RemotePackage.identity(of: "git@github.com:kean/Nuke.git") == "nuke")
    }

    @Test("a manifest's .package(url:) dependencies, in dump-package's current and older JSON")
    func manifestDependencies() throws {
        let current = #"{"sourceControl":[{"identity":"inputbaraccessoryview","location":{"remote":[{"urlString":"https://github.com/nathantannar4/InputBarAccessoryView"}]},"productFilter":null,"requirement":{"range":[{"lowerBound":"7.0.0","upperBound":"8.0.0"}]}}]}"#
        let older = #"{"sourceControl":[{"identity":"evander","location":{"remote":["https://github.com/elihwyma/Evander"]},"requirement":{"branch":["main"]}}]}"#
        let gitOnDisk = #"{"sourceControl":[{"identity":"chipkit","location":{"local":["/tmp/repos/ChipKit.git"]},"requirement":{"range":[{"lowerBound":"1.0.0","upperBound":"2.0.0"}]}}]}"#
        let local = #"{"fileSystem":[{"identity":"core","path":"/tmp/Core","productFilter":null}]}"#
        let read = try [current, older, gitOnDisk, local].map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            .map(RemotePackage.dependency(dump:))
        #expect(read == [RemotePackage(url: "https://github.com/nathantannar4/InputBarAccessoryView", requirement: .range(lower: "7.0.0", upper: "8.0.0")),
                         RemotePackage(url: "https://github.com/elihwyma/Evander", requirement: .branch("main")),
                         RemotePackage(url: "/tmp/repos/ChipKit.git", requirement: .range(lower: "1.0.0", upper: "2.0.0")), nil])
    }

    @Test("Package.resolved pins in versions 1 (Xcode 12) and 2–3 (Xcode 13 on): identity → revision")
    func resolvedPins() {
        let v1 = #"{"object":{"pins":[{"package":"Kingfisher","repositoryURL":"https://github.com/onevcat/Kingfisher","state":{"branch":null,"revision":"abc123","version":"7.1.0"}}]},"version":1}"#
        let v2 = #"{"pins":[{"identity":"sdwebimage","kind":"remoteSourceControl","location":"https://github.com/SDWebImage/SDWebImage","state":{"revision":"def456","version":"5.12.0"}}],"version":2}"#
        #expect(RemotePackage.pins(resolved: Data(v1.utf8)) == ["kingfisher": "abc123"])
        #expect(RemotePackage.pins(resolved: Data(v2.utf8)) == ["sdwebimage": "def456"])
        #expect(RemotePackage.pins(resolved: Data("not json".utf8)).isEmpty)
    }
}
