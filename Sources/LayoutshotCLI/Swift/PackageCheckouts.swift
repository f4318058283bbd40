import AppSources
import Foundation

/// Where a `--swift` build finds an app's remote Swift packages (issue 31 Deliver 1): each is read and
/// built like a local package, from
/// 1. **a folder of checkouts** (`--packages DIR`, repeatable): `DIR/<name>` or `DIR/checkouts/<name>`,
///    as Xcode's `-clonedSourcePackagesDirPath` and SwiftPM's `.build/checkouts` lay them out — the
///    name is the repository's (`InputBarAccessoryView`), matched without case;
/// 2. else **a clone in the cache** (`<cache>/packages/<identity>-<hash>`), made once with `git`: at the
///    revision the app's `Package.resolved` pins, else the requirement's revision or branch, else the
///    highest tag the version requirement accepts — the version Xcode would resolve.
/// A package neither gives is not built; why is kept (`unavailable`) for the error of a screen that
/// needs it.
struct PackageCheckouts {
    static let option = Option("--packages", "DIR", help: """
        a folder of the app's remote Swift packages, checked out (repeatable;
        DIR/NAME or DIR/checkouts/NAME, as Xcode's SourcePackages folder holds
        them); a package found in none is cloned into the cache with git
        """)

    var folders: [URL]
    var cache: URL
    /// identity → revision, from the app's `Package.resolved` files.
    var pins: [String: String]
    var environment: [String: String]
    /// identity → why it has no checkout.
    private(set) var unavailable: [String: String] = [:]

    /// The package's folder, or nil (and `unavailable[identity]` says why).
    mutating func checkout(_ package: RemotePackage) -> URL? {
        if let found = inFolders(package) { return found }
        do { return try clone(package) } catch {
            unavailable[package.identity] = "\(package.url) is in none of the --packages folders, and cloning it failed: \(error)"
            return nil
        }
    }

    /// Records why `package`, though checked out, cannot be built.
    mutating func markUnavailable(_ package: RemotePackage, because reason: String) {
        unavailable[package.identity] = "\(package.url): \(reason)"
    }

    private func inFolders(_ package: RemotePackage) -> URL? {
        for folder in folders {
            for parent in [folder, folder.appendingPathComponent("checkouts")] {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
                if let name = names.sorted().first(where: { RemotePackage.identity(of: $0) == package.identity }),
                   FileManager.default.fileExists(atPath: parent.appendingPathComponent("\(name)/Package.swift").path) {
                    return parent.appendingPathComponent(name).standardizedFileURL
                }
            }
        }
        return nil
    }

    /// A clone at the wanted revision, made once: a finished clone is renamed into place, so a run
    /// stopped halfway leaves nothing that looks finished.
    private func clone(_ package: RemotePackage) throws -> URL {
        let pin = pins[package.identity]
        let folder = cache.appendingPathComponent("packages/\(package.identity)-\(SwiftAppPackage.hash("\(package.url)\n\(package.requirement)\n\(pin ?? "")"))")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        guard let git = SwiftAppPackage.which("git", environment: environment) else { throw CLIError("git is not installed") }
        let partial = folder.deletingLastPathComponent().appendingPathComponent(".partial-\(folder.lastPathComponent)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: partial.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: partial) }
        try run(git, ["clone", "--quiet", "--no-checkout", package.url, partial.path])
        let wanted: String
        if let pin {
            wanted = pin
        } else {
            switch package.requirement {
            case .revision(let revision): wanted = revision
            case .branch(let branch): wanted = "origin/\(branch)"
            case .range, .exact:
                let tags = try run(git, ["-C", partial.path, "tag", "--list"]).split(separator: "\n").map(String.init)
                guard let tag = package.requirement.bestTag(among: tags) else {
                    throw CLIError("no tag of \(package.url) is a version \(package.requirement) accepts")
                }
                wanted = "refs/tags/\(tag)"
            }
        }
        try run(git, ["-C", partial.path, "-c", "advice.detachedHead=false", "checkout", "--quiet", wanted])
        guard FileManager.default.fileExists(atPath: partial.appendingPathComponent("Package.swift").path) else {
            throw CLIError("\(package.url) has no Package.swift at \(wanted)")
        }
        try? FileManager.default.moveItem(at: partial, to: folder)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw CLIError("cannot move the clone to \(folder.path)")
        }
        return folder
    }

    /// Runs git without prompting (no terminal questions, a stalled transfer given up after 30 s);
    /// its output, or its first error line.
    @discardableResult
    private func run(_ git: String, _ arguments: [String]) throws -> String {
        var quiet = environment
        quiet["GIT_TERMINAL_PROMPT"] = "0"
        quiet["GIT_ASKPASS"] = "/bin/false"
        let (status, out, err) = try SwiftAppPackage.capture(URL(fileURLWithPath: git),
                                                             ["-c", "http.lowSpeedLimit=1000", "-c", "http.lowSpeedTime=30"] + arguments,
                                                             environment: quiet)
        guard status == 0 else {
            let line = String(decoding: err, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git exited with \(status)"
            throw CLIError(line.replacingOccurrences(of: "fatal: ", with: ""))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The pins of every `Package.resolved` of the app's projects and workspace (Xcode keeps one in
    /// `*.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/` or `*.xcworkspace/xcshareddata/swiftpm/`),
    /// and of a `Package.resolved` in DIR.
    static func pins(folder: URL, projects: [URL]) -> [String: String] {
        var files = [folder.appendingPathComponent("Package.resolved")]
        files += projects.map { $0.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved") }
        files += XcodeWorkspace.workspaces(in: folder).map { $0.appendingPathComponent("xcshareddata/swiftpm/Package.resolved") }
        var pins: [String: String] = [:]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            pins.merge(RemotePackage.pins(resolved: data)) { first, _ in first }
        }
        return pins
    }
}
