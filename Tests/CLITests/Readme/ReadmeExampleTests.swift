import Foundation
import Testing

/// Every Swift block in the README compiles, in a package of its own that depends on this repository
/// as a user's would, and every example that shows what it prints is run and prints exactly that.
///
/// The blocks are taken from README.md as they stand: the manifest block (`// swift-tools-version…`)
/// is the package's `Package.swift`, with its `.package(url:…)` pointed at this checkout; a block
/// whose first line is `// Sources/….swift` or `// Tests/….swift` is that file; any other block is a
/// program of its own (an executable target importing what it imports), run when a `text` block
/// introduced by "Prints" follows it.
@Suite("The README's Swift examples")
struct ReadmeExampleTests {
    struct Example {
        let target: String
        let source: String
        let expected: String?
    }

    struct ExamplePackage {
        let manifest: String
        let files: [String: String]
        let examples: [Example]
    }

    /// The library products of this repository, read from its manifest.
    static func products() throws -> [String] {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.components(separatedBy: ".library(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    /// The example package the README's blocks make, depending on the checkout at `dependency`.
    static func examplePackage(dependency: String) throws -> ExamplePackage {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let parsed = ReadmeBlocks(readme)
        let products = try products()
        var manifests: [String] = []
        var files: [String: String] = [:]
        var examples: [Example] = []
        for (index, block) in parsed.blocks.enumerated() where block.language == "swift" {
            switch ReadmeBlocks.role(of: block) {
            case .manifest: manifests.append(block.body)
            case .file(let path): files[path] = block.body
            case .program:
                examples.append(Example(target: "ReadmeExampleLine\(block.line)", source: block.body,
                                        expected: parsed.expectedOutput(after: index)))
            }
        }
        #expect(manifests.count == 1, "the README shows one package manifest")
        var manifest = try #require(manifests.first)
        let url = try #require(manifest.range(of: #"\.package\(url: "[^"]+", branch: "main"\)"#, options: .regularExpression),
                               "the manifest depends on Layoutshot by URL")
        manifest.replaceSubrange(url, with: ".package(path: \"\(dependency)\")")
        // Each program is an executable target depending on the products it imports.
        let targets = examples.map { example -> String in
            let imported = products.filter { example.source.contains("import \($0)\n") }
            let dependencies = imported.map { ".product(name: \"\($0)\", package: \"Layoutshot\")" }.joined(separator: ", ")
            return "    .executableTarget(name: \"\(example.target)\", dependencies: [\(dependencies)]),"
        }
        manifest += "\n\n// Added by ReadmeExampleTests: the README's programs.\npackage.targets += [\n\(targets.joined(separator: "\n"))\n]\n"
        for example in examples { files["Sources/\(example.target)/main.swift"] = example.source }
        return ExamplePackage(manifest: manifest, files: files, examples: examples)
    }

    /// The folders and files a target of the manifest excludes, created so the package is as a user's is.
    static func excludedPaths(in manifest: String) -> [String] {
        var paths: [String] = []
        for part in manifest.components(separatedBy: "Target(name: \"").dropFirst() {
            guard let name = part.split(separator: "\"").first, let exclude = part.range(of: "exclude: [") else { continue }
            let folder = part.hasPrefix("\(name)\"") && manifest.contains(".testTarget(name: \"\(name)\"") ? "Tests" : "Sources"
            let list = part[exclude.upperBound...].prefix { $0 != "]" }
            for entry in list.split(separator: ",") {
                let item = entry.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n"))
                if !item.isEmpty { paths.append("\(folder)/\(name)/\(item)") }
            }
        }
        return paths
    }

    @Test("the README has runnable layout examples, each showing what it prints, and the LayoutshotTesting files")
    func readmeHasExamples() throws {
        let package = try Self.examplePackage(dependency: "Layoutshot")
        #expect(package.examples.count >= 3)
        #expect(package.examples.filter { $0.expected != nil }.count >= 3)
        #expect(package.examples.first?.expected?.hasPrefix("CGSize(width: 393.0, height: 500.0)") == true)
        #expect(Set(package.files.keys).isSuperset(of: ["Sources/AppLayouts/FeedLayout.swift", "Tests/AppLayoutTests/FeedTests.swift"]))
        #expect(Self.excludedPaths(in: package.manifest) == ["Tests/AppLayoutTests/__Snapshots__", "Tests/AppLayoutTests/games-tab.json"])
    }

    @Test("every module of this repository that a README block imports is a library product a client can depend on")
    func importedModulesAreProducts() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Set(manifest.components(separatedBy: "arget(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let imported = Set(ReadmeBlocks(readme).blocks.filter { $0.language == "swift" }.flatMap { block in
            block.body.components(separatedBy: "\n").compactMap { line -> String? in
                line.hasPrefix("import ") ? String(line.dropFirst("import ".count).prefix { $0 != " " }) : nil
            }
        })
        let ours = imported.intersection(targets)
        #expect(ours == ["AutoLayout", "CollectionLayout", "LayoutshotTesting", "LayoutshotUIKit", "ScreenSpec", "UIKit"])   // UIKit, LayoutshotUIKit: Linux only (Package.swift)
        let products = Set(try Self.products())
        #expect(ours.isSubset(of: products), "imported but not a product: \(ours.subtracting(products))")
    }

    @Test("every Swift block compiles against the library products, without a warning about unhandled files, and each program prints what the README says")
    func examplesCompileAndRun() throws {
        // A fixed place under .build, so a second run builds incrementally.
        let root = repositoryRoot.appendingPathComponent(".build/readme-examples")
        let packageFolder = root.appendingPathComponent("package")
        let fm = FileManager.default
        try? fm.removeItem(at: packageFolder)
        try fm.createDirectory(at: packageFolder, withIntermediateDirectories: true)
        // The dependency's folder is named Layoutshot, so its package identity is what the manifest names.
        let link = packageFolder.appendingPathComponent("Layoutshot")
        try fm.createSymbolicLink(atPath: link.path, withDestinationPath: repositoryRoot.path)
        let package = try Self.examplePackage(dependency: link.path)
        try package.manifest.write(to: packageFolder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (path, source) in package.files {
            let url = packageFolder.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        for path in Self.excludedPaths(in: package.manifest) {
            let url = packageFolder.appendingPathComponent(path)
            if url.pathExtension.isEmpty { try fm.createDirectory(at: url, withIntermediateDirectories: true) }
            else { try "{}".write(to: url, atomically: true, encoding: .utf8) }
        }
        let build = childPackageBuild   // shared with the other child-package suites
        let inherited = ProcessInfo.processInfo.environment
        let environment = ["HOME": inherited["HOME"] ?? "/root", "PATH": inherited["PATH"] ?? "/usr/bin:/bin"]
        // Built and run under the shared folder's lock: a `--swift` run of another suite may clear the
        // folder's compiled products when Layoutshot's sources changed (`forgetStaleLayoutshotBuild`).
        typealias Executed = (status: Int32, out: Data, err: Data)
        let (run, results): (Executed, [Executed]) = try inChildPackageBuild(of: packageFolder) {
            let run: Executed = try execute("/bin/bash", ["-c", "swift build --build-tests --package-path \"$0\" --build-path \"$1\" 2>&1",
                                                          packageFolder.path, build.path], environment: environment)
            guard run.status == 0 else { return (run, []) }
            var results: [Executed] = []
            for example in package.examples {
                results.append(try execute(build.appendingPathComponent("debug/\(example.target)").path, [], environment: environment))
            }
            return (run, results)
        }
        let log = String(decoding: run.out, as: UTF8.self)
        try #require(run.status == 0, "the README's Swift blocks do not compile:\n\(log.suffix(4000))")
        #expect(!log.contains("unhandled"), "a target has files SwiftPM does not know what to do with:\n\(log)")
        #expect(!log.contains("warning: 'package'") && !log.contains("Invalid Exclude"), "\(log)")

        for (example, result) in zip(package.examples, results) {
            #expect(result.status == 0, "\(example.target): \(String(decoding: result.err, as: UTF8.self))")
            if let expected = example.expected {
                let printed = String(decoding: result.out, as: UTF8.self)
                #expect(printed.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines),
                        "the README block at \(example.target.dropFirst("ReadmeExample".count)) prints something else")
            }
        }
    }
}
