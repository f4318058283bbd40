import AppSources
import Foundation
import LayoutshotTestSupport
import Testing

/// Issue 31 Deliver 1: an app split into several projects — the workspace's projects, and a framework
/// linked only through a Frameworks phase.
@Suite struct XcodeWorkspaceTests {
    static let workspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App.xcodeproj"></FileRef>
           <Group location = "container:Modules" name = "Modules">
              <FileRef location = "group:Account/Account.xcodeproj"></FileRef>
              <FileRef location = "group:Missing/Missing.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
           <FileRef location = "group:App.xcodeproj"></FileRef>
        </Workspace>
        """

    @Test func theProjectsItListsThatExistInOrderOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for project in ["App.xcodeproj", "Modules/Account/Account.xcodeproj", "Pods/Pods.xcodeproj"] {
            let folder = root.appendingPathComponent(project)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        }
        let workspace = root.appendingPathComponent("App.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data(Self.workspace.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        #expect(XcodeWorkspace.workspaces(in: root).map(\.lastPathComponent) == ["App.xcworkspace"])
        let base = root.standardizedFileURL.path
        #expect(try XcodeWorkspace.projects(of: workspace).map { String($0.path.dropFirst(base.count + 1)) }
                == ["App.xcodeproj", "Modules/Account/Account.xcodeproj", "Pods/Pods.xcodeproj"])
    }

    @Test func notXMLIsAnErrorNamingTheFileAndLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workspace-\(UUID().uuidString)/W.xcworkspace")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("<Workspace>\n<FileRef location=\"group:A.xcodeproj\"></Workspace>".utf8).write(to: root.appendingPathComponent("contents.xcworkspacedata"))
        #expect { try XcodeWorkspace.projects(of: root) } throws: { error in
            "\(error)".contains("contents.xcworkspacedata:") && "\(error)".contains("not a workspace")
        }
    }

    @Test func aFrameworkLinkedInTheFrameworksPhaseIsNamed() throws {
        let root = try XcodeProjectFixture.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(XcodeProjectFixture.withLinkedAccount.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        #expect(project.targets.first { $0.name == "Feed" }?.linkedFrameworks == ["Account"])
        #expect(project.targets.first { $0.name == "Kit" }?.linkedFrameworks == [])
    }

    @Test func aLocalPackageAsAFolderReferenceIsALocalPackage() throws {
        let root = try XcodeProjectFixture.makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        // Xcode 12–14: the package is a folder in the group tree, not an XCLocalSwiftPackageReference.
        let old = XcodeProjectFixture.pbxproj
            .replacingOccurrences(of: "packageReferences = (L001, ); ", with: "")
            .replacingOccurrences(of: "G000 = {isa = PBXGroup; children = (", with: "G000 = {isa = PBXGroup; children = (FL01, ")
            .replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                		FL01 /* Core */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Core; sourceTree = "<group>"; };
                /* End PBXBuildFile section */
                """)
        try Data(old.utf8).write(to: root.appendingPathComponent("Feed.xcodeproj/project.pbxproj"))
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("Feed.xcodeproj"))
        #expect(project.localPackages.map(\.path) == [root.standardizedFileURL.appendingPathComponent("Packages/Core").path])
    }
}
