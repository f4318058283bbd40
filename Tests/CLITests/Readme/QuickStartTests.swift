import Foundation
import Testing

/// The README's Quick start is two commands, and `.ci/run` runs exactly those two, in order — so CI
/// proves on every submission what the README promises a newcomer on a fresh clone.
@Suite("The README's Quick start and .ci/run")
struct QuickStartTests {
    static func readme() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The command lines of the Quick start's shell block.
    static func quickStartCommands() throws -> [String] {
        let section = try #require(ReadmeBlocks.section("Quick start", of: readme()), "README has a ## Quick start")
        let block = try #require(ReadmeBlocks(section).blocks.first { $0.language == "sh" }, "Quick start has a sh block")
        return commandLines(block.body)
    }

    /// Lines that run something: not blank, not comments, not the script's own set-up.
    static func commandLines(_ script: String) -> [String] {
        script.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix("set ") && !line.hasPrefix("cd ")
        }
    }

    @Test("the Quick start has exactly two commands: render every sample, run every test")
    func twoCommands() throws {
        let commands = try Self.quickStartCommands()
        #expect(commands.count == 2)
        #expect(commands.first?.contains("render --all") == true)
        #expect(commands.first?.hasPrefix("scripts/install-deps && ") == true)
        #expect(commands.last == "scripts/install-deps --test && scripts/test")
    }

    @Test(".ci/run runs the Quick start's two commands as the README writes them, in order, and nothing else")
    func ciRunsTheQuickStart() throws {
        let ci = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.hasPrefix("#!/usr/bin/env bash\n"))
        #expect(ci.contains("set -euo pipefail"), "a failing command fails CI")
        #expect(Self.commandLines(ci) == (try Self.quickStartCommands()))
    }

    @Test("every script and binary the Quick start names exists, and the scripts are executable")
    func scriptsExist() throws {
        let words = try Self.quickStartCommands().joined(separator: " ").split(separator: " ").map(String.init)
        let scripts = Set(words.filter { $0.hasPrefix("scripts/") })
        #expect(scripts == ["scripts/install-deps", "scripts/test"])
        for script in scripts {
            #expect(FileManager.default.isExecutableFile(atPath: repositoryRoot.appendingPathComponent(script).path), "\(script)")
        }
        // The binary the first command runs is the product it builds.
        let first = try #require(try Self.quickStartCommands().first)
        #expect(first.contains("--product layoutshot") && first.contains(".build/release/layoutshot render"))
    }
}
