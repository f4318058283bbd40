import Foundation
import InterfaceBuilder
import Testing
import LayoutshotTestSupport

/// The shared Interface Builder test files: `../shared/fixtures` from the package root (`SharedFixtures`, never
/// copied into the repository). Suites that need them carry `SharedFixtures.required`; a test that runs and finds
/// none (under `CI=true`) records an issue rather than passing.
enum Fixtures {
    /// The package root, from this file's path (Tests/InterfaceBuilderTests/Fixtures.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let root = SharedFixtures.root
    static let corpus = root.appendingPathComponent("xib-corpus")
    static let clone = root.appendingPathComponent("appstore-clone")

    /// The directory, or nil with a recorded issue when it is missing.
    static func require(_ directory: URL, sourceLocation: SourceLocation = #_sourceLocation) -> URL? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return directory
        }
        Issue.record("test fixtures missing: \(directory.path) (expected ../shared/fixtures beside the package)",
                     sourceLocation: sourceLocation)
        return nil
    }

    /// The corpus's xibs, relative to `corpus/` ("owner__repo/file.xib"), sorted.
    static func corpusFiles() -> [String] {
        guard let base = require(corpus) else { return [] }
        let dir = base.appendingPathComponent("corpus")
        let owners = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return owners.flatMap { owner in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(owner).path)) ?? [])
                .filter { $0.hasSuffix(".xib") }.map { "\(owner)/\($0)" }
        }.sorted()
    }

    /// The clone's twelve cell xibs, sorted.
    static func cloneCells() -> [String] {
        guard let base = require(clone) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.appendingPathComponent("Cells").path)) ?? []
        return names.filter { $0.hasSuffix(".xib") }.sorted()
    }

    static func corpusURL(_ relative: String) -> URL {
        corpus.appendingPathComponent("corpus").appendingPathComponent(relative)
    }

    static func read(_ url: URL) throws -> IBDocument {
        try IBDocument.read(contentsOf: url)
    }

    /// A corpus xib found by the end of its file name ("DeviceView.xib").
    static func corpusDocument(endingWith suffix: String) throws -> IBDocument? {
        guard let file = corpusFiles().first(where: { $0.hasSuffix(suffix) }) else {
            Issue.record("no corpus file ending with \(suffix)")
            return nil
        }
        return try read(corpusURL(file))
    }

    /// A clone cell ("SmallAppCell.xib").
    static func cloneCell(_ name: String) throws -> IBDocument? {
        guard let base = require(clone) else { return nil }
        return try read(base.appendingPathComponent("Cells").appendingPathComponent(name))
    }
}

extension IBDocument {
    /// Views below the roots (the roots themselves not counted), installed or not: MANIFEST.tsv's `views`.
    var viewCountBelowRoots: Int { allViews.count - roots.count }
    /// Every constraint, installed or not: MANIFEST.tsv's `constraints`.
    var constraintCount: Int { allViews.reduce(0) { $0 + $1.constraints.count + $1.uninstalledConstraints.count } }
}
