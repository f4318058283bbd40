import Foundation
import Testing

/// The team's shared folder, `../shared` beside the repository: the real Interface Builder files
/// (`fixtures/appstore-clone`, `fixtures/xib-corpus`, `fixtures/xib-corpus-2`) whose stored frames are
/// Apple's Auto Layout output. They are never copied into the repository, so a clone made elsewhere has
/// none: a suite that reads them carries `SharedFixtures.required` and is skipped there with one line
/// saying what is missing and how to get it. Under `CI=true` the suite runs anyway and its missing files
/// fail it: CI never skips them silently.
///
/// ```swift
/// @Suite(SharedFixtures.required) struct CorpusTests { … SharedFixtures.folder("xib-corpus/corpus") … }
/// ```
public enum SharedFixtures {
    /// The repository's root, from this file's path (`Tests/Support/SharedFixtures.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/fixtures`, resolved.
    public static let root = repositoryRoot.appendingPathComponent("../shared/fixtures").standardizedFileURL

    /// A folder or file below `../shared/fixtures` ("appstore-clone/Cells").
    public static func folder(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Whether the shared fixtures are beside the repository.
    public static var isPresent: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether this run is CI's (`CI=true`), where a missing fixture is a failure, never a skip.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a skipped suite says, once.
    public static let missing: Comment = """
        needs ../shared/fixtures (the team's xibs, kept beside the repository, never in it): \
        copy the team's shared folder next to the checkout to run it (with CI=true its absence fails)
        """

    /// The suite trait: the suite runs when the fixtures are present or under `CI=true`, else it is
    /// skipped with `missing`.
    public static var required: ConditionTrait { .enabled(if: isPresent || isCI, missing) }
}
