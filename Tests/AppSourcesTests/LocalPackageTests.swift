import AppSources
import Foundation
import Testing

/// Issue 31 Deliver 1: a local package's products and targets, from `swift package dump-package`'s JSON.
@Suite struct LocalPackageTests {
    /// What SwiftPM 6.3's `dump-package` printed for a manifest with a product of two targets, a remote
    /// and a local dependency, a custom path with an exclude, and a test target (trimmed to what is read).
    static let dump = """
        {"name": "Core",
         "products": [{"name": "Core", "settings": [], "targets": ["Core", "CoreUI"], "type": {"library": ["automatic"]}}],
         "targets": [
           {"dependencies": [{"byName": ["CoreUI", null]}, {"product": ["Alamofire", "Alamofire", null, null]}, {"byName": ["Logging", null]}],
            "exclude": [], "name": "Core", "type": "regular"},
           {"dependencies": [{"target": ["Shared", null]}], "exclude": ["Old"], "name": "CoreUI", "path": "UI", "type": "regular"},
           {"dependencies": [], "exclude": [], "name": "Shared", "type": "regular"},
           {"dependencies": [{"byName": ["Core", null]}], "exclude": [], "name": "CoreTests", "type": "test"}],
         "dependencies": [
           {"sourceControl": [{"identity": "alamofire", "location": {"remote": [{"urlString": "https://github.com/Alamofire/Alamofire.git"}]}}]},
           {"fileSystem": [{"identity": "logging", "path": "/projects/Packages/Logging"}]}]}
        """

    @Test func productsTargetsAndDependencies() throws {
        let package = try LocalPackage(dump: Data(Self.dump.utf8), folder: URL(fileURLWithPath: "/projects/Packages/Core"))
        #expect(package.name == "Core")
        #expect(package.products == ["Core": ["Core", "CoreUI"]])
        #expect(package.targets["Core"]?.dependencies == [.target("CoreUI"), .product("Alamofire", package: "Alamofire"), .product("Logging", package: nil)])
        #expect(package.targets["CoreUI"]?.folder.path == "/projects/Packages/Core/UI")
        #expect(package.targets["CoreUI"]?.dependencies == [.target("Shared")])
        #expect(package.targets["Shared"]?.folder.path == "/projects/Packages/Core/Sources/Shared")
        #expect(package.targets["CoreTests"]?.type == "test")
        #expect(package.localDependencies.map(\.path) == ["/projects/Packages/Logging"])
    }

    /// A target's `.define`s, as SwiftPM 6.3's `dump-package` prints them (MessageKit's `IS_SPM` picks its
    /// asset bundle): those for another platform or for release builds are not an iPhone debug build's.
    @Test func definesForAnIPhoneDebugBuild() throws {
        let settings = #"""
            [{"kind": {"define": {"_0": "IS_SPM"}}, "tool": "swift"},
             {"condition": {"platformNames": ["macos"]}, "kind": {"define": {"_0": "MAC_ONLY"}}, "tool": "swift"},
             {"condition": {"config": "release", "platformNames": []}, "kind": {"define": {"_0": "RELEASE_ONLY"}}, "tool": "swift"},
             {"condition": {"config": "debug", "platformNames": ["ios"]}, "kind": {"define": {"_0": "IOS_DEBUG"}}, "tool": "swift"},
             {"kind": {"unsafeFlags": {"_0": ["-Onone"]}}, "tool": "swift"},
             {"kind": {"define": {"_0": "C_ONLY"}}, "tool": "c"}]
            """#
        let dump = #"{"name": "Kit", "products": [], "targets": [{"dependencies": [], "exclude": [], "name": "Kit", "type": "regular", "settings": "#
            + settings + "}]}"
        let package = try LocalPackage(dump: Data(dump.utf8), folder: URL(fileURLWithPath: "/projects/Kit"))
        #expect(package.targets["Kit"]?.defines == ["IS_SPM", "IOS_DEBUG"])
        #expect(try LocalPackage(dump: Data(Self.dump.utf8), folder: URL(fileURLWithPath: "/p")).targets["Core"]?.defines == [])
    }

    @Test func excludedPathsAreLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("localpackage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["UI/Button.swift", "UI/Old/Button.swift", "UI/Oldies.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import UIKit\n".utf8).write(to: url)
        }
        let package = try LocalPackage(dump: Data(Self.dump.utf8), folder: root)
        #expect(try package.swiftFiles(of: "CoreUI").map(\.lastPathComponent) == ["Button.swift", "Oldies.swift"])
        #expect(throws: AppSourceError.self) { try package.swiftFiles(of: "Nope") }
    }

    @Test func notAManifestIsAnErrorNamingThePackage() {
        #expect(throws: AppSourceError.self) { try LocalPackage(dump: Data("[1]".utf8), folder: URL(fileURLWithPath: "/p")) }
    }
}
