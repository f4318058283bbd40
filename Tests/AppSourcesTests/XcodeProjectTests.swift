import AppSources
import Foundation
import Testing
import LayoutshotTestSupport

/// Issue 31 Deliver 1, first part: an Xcode project's targets and the Swift files each compiles.
@Suite struct XcodeProjectTests {
    @Test("targets, their Swift files by the group tree, synchronized folders less their exceptions; not the stale copy")
    func targetsAndFiles() throws {
        let root = try XcodeProjectFixture.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        #expect(project.targets.map(\.name) == ["Feed", "FeedWidget", "Kit"])
        #expect(project.applicationTargets.map(\.name) == ["Feed"])
        let feed = try #require(project.targets.first)
        #expect(feed.dependencies == ["Kit"] && feed.packageProducts == ["Core"])
        let base = root.standardizedFileURL.path + "/"
        #expect(try project.swiftFiles(of: "Feed").map { String($0.path.dropFirst(base.count)) }
                == ["App/AppDelegate.swift", "App/FeedViewController.swift", "Screens/Detail/Detail.swift", "Screens/Home.swift"])
        #expect(try project.swiftFiles(of: "Kit").map { String($0.path.dropFirst(base.count)) } == ["Kit/Store.swift"])
        #expect(try project.swiftFiles(of: "FeedWidget").map { String($0.path.dropFirst(base.count)) } == ["Widget/Widget.swift"])
        #expect(project.localPackages.map { String($0.path.dropFirst(base.count)) } == ["Packages/Core"])
        #expect(throws: AppSourceError.self) { try project.swiftFiles(of: "Nope") }
        #expect(XcodeProject.projects(in: root).map(\.lastPathComponent) == ["Feed.xcodeproj"])
    }

    /// What the app's bundle holds (`AppBundle`): the Resources phase's file, a localized storyboard as its
    /// `.lproj` folder, and the synchronized folder's files no phase compiles (an image, an asset catalog
    /// as one folder) — not its Swift files or Info.plist.
    @Test("the app target's resources: its Resources phase, localized files as .lproj folders, synchronized folders' other files")
    func resources() throws {
        let root = try XcodeProjectFixture.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Screens/banner.png", "Screens/Info.plist", "Screens/Media.xcassets/logo.imageset/Contents.json"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        let base = root.standardizedFileURL.path + "/"
        #expect(project.resourceFiles(of: "Feed").map { String($0.path.dropFirst(base.count)) }
                == ["App/Base.lproj", "App/rows.json", "Screens/Media.xcassets", "Screens/banner.png"])
        #expect(project.resourceFiles(of: "Kit").isEmpty && project.resourceFiles(of: "Nope").isEmpty)
    }

    @Test("a project file that is not a property list, or has no objects, is a one-line error naming it")
    func badProjects() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproject-\(UUID().uuidString)/Bad.xcodeproj")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        for text in ["{ objects = ", "{ archiveVersion = 1; }", ""] {
            try Data(text.utf8).write(to: root.appendingPathComponent("project.pbxproj"))
            let error = try #require(throws: AppSourceError.self) { try XcodeProject(contentsOf: root) }
            #expect(error.description.contains("project.pbxproj") && !error.description.contains("\n"), "\(error)")
        }
    }
}
