import Foundation

/// A Swift package an app gets from a repository (issue 31 Deliver 1): an Xcode project's
/// `XCRemoteSwiftPackageReference`, or a `.package(url:…)` dependency of a package's manifest.
///
/// ```swift
/// let kit = RemotePackage(url: "https://github.com/nathantannar4/InputBarAccessoryView.git",
///                         requirement: .range(lower: "6.0.0", upper: "7.0.0"))
/// kit.identity                                          // "inputbaraccessoryview", as SwiftPM names it
/// kit.requirement.bestTag(among: ["5.5.0", "6.1.0", "6.3.0", "7.0.0"])   // "6.3.0"
/// ```
public struct RemotePackage: Equatable, Sendable {
    /// What the app asks of the package's versions, as Xcode's and SwiftPM's requirements say it.
    public enum Requirement: Equatable, Sendable, CustomStringConvertible {
        /// A version from `lower` up to, not including, `upper` (`upToNextMajorVersion`, `from:`, ranges).
        case range(lower: String, upper: String)
        case exact(String)
        case branch(String)
        case revision(String)

        /// `6.0.0..<7.0.0`, `exactly 1.2.3`, `branch main`, `revision 0059e74`.
        public var description: String {
            switch self {
            case .range(let lower, let upper): return "\(lower)..<\(upper)"
            case .exact(let version): return "exactly \(version)"
            case .branch(let branch): return "branch \(branch)"
            case .revision(let revision): return "revision \(revision)"
            }
        }

        /// The highest tag that is a version the requirement accepts (`v1.2.3` and `1.2` read as
        /// versions too); nil for a branch or revision, or when no tag fits.
        public func bestTag(among tags: [String]) -> String? {
            let versions = tags.compactMap { tag in Version(tag).map { (tag, $0) } }
            switch self {
            case .range(let lower, let upper):
                guard let low = Version(lower), let high = Version(upper) else { return nil }
                return versions.filter { $0.1 >= low && $0.1 < high && $0.1.isRelease }.max { $0.1 < $1.1 }?.0
            case .exact(let version):
                guard let wanted = Version(version) else { return nil }
                return versions.first { $0.1 == wanted }?.0
            case .branch, .revision:
                return nil
            }
        }
    }

    /// The repository, as written (a URL, or a path for a package on this machine).
    public let url: String
    public let requirement: Requirement

    public init(url: String, requirement: Requirement) {
        self.url = url
        self.requirement = requirement
    }

    /// SwiftPM's identity: the URL's last path component without `.git`, lowercased.
    public var identity: String { Self.identity(of: url) }

    public static func identity(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// An `XCRemoteSwiftPackageReference`'s `requirement` dictionary; nil for a kind Xcode does not write.
    public static func requirement(xcode raw: [AnyHashable: Any]) -> Requirement? {
        let minimum = raw["minimumVersion"] as? String
        switch raw["kind"] as? String {
        case "upToNextMajorVersion": return minimum.flatMap(Version.init).map { .range(lower: $0.text, upper: "\($0.major + 1).0.0") }
        case "upToNextMinorVersion": return minimum.flatMap(Version.init).map { .range(lower: $0.text, upper: "\($0.major).\($0.minor + 1).0") }
        case "versionRange":
            guard let minimum, let maximum = raw["maximumVersion"] as? String else { return nil }
            return .range(lower: minimum, upper: maximum)
        case "exactVersion": return (raw["version"] as? String).map(Requirement.exact)
        case "branch": return (raw["branch"] as? String).map(Requirement.branch)
        case "revision": return (raw["revision"] as? String).map(Requirement.revision)
        default: return nil
        }
    }

    /// A `sourceControl` dependency of `swift package dump-package`'s JSON; nil for any other kind.
    public static func dependency(dump raw: [String: Any]) -> RemotePackage? {
        guard let source = (raw["sourceControl"] as? [[String: Any]])?.first,
              let location = source["location"] as? [String: Any] else { return nil }
        // `remote` for a URL (current JSON: `{"urlString": …}`; older: the string), `local` for a
        // repository on this machine (`.package(url: "file:///…")`).
        let remote = location["remote"] as? [Any] ?? location["local"] as? [Any]
        guard let url = (remote?.first as? [String: Any])?["urlString"] as? String ?? remote?.first as? String else { return nil }
        let requirement = source["requirement"] as? [String: Any] ?? [:]
        if let range = (requirement["range"] as? [[String: Any]])?.first, let lower = range["lowerBound"] as? String,
           let upper = range["upperBound"] as? String {
            return RemotePackage(url: url, requirement: .range(lower: lower, upper: upper))
        }
        for (key, make) in [("exact", Requirement.exact), ("branch", Requirement.branch), ("revision", Requirement.revision)] {
            if let value = (requirement[key] as? [String])?.first { return RemotePackage(url: url, requirement: make(value)) }
        }
        return nil
    }

    /// Pins of a `Package.resolved` (versions 1, 2 and 3, as Xcode and SwiftPM write it): identity →
    /// the revision the app was last resolved at. Empty for anything else.
    public static func pins(resolved data: Data) -> [String: String] {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        let pins = root["pins"] as? [[String: Any]] ?? (root["object"] as? [String: Any])?["pins"] as? [[String: Any]] ?? []
        var result: [String: String] = [:]
        for pin in pins {
            guard let url = pin["location"] as? String ?? pin["repositoryURL"] as? String,
                  let revision = (pin["state"] as? [String: Any])?["revision"] as? String else { continue }
            result[pin["identity"] as? String ?? identity(of: url)] = revision
        }
        return result
    }
}

/// A semantic version as package requirements compare them: major.minor.patch, a pre-release sorting
/// before its release; a leading `v` and missing minor or patch accepted.
struct Version: Comparable {
    let major: Int, minor: Int, patch: Int
    let preRelease: String
    var isRelease: Bool { preRelease.isEmpty }
    var text: String { "\(major).\(minor).\(patch)" + (preRelease.isEmpty ? "" : "-\(preRelease)") }

    init?(_ raw: String) {
        var text = Substring(raw)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        let core = text.split(separator: "+", maxSplits: 1).first ?? ""
        let parts = core.split(separator: "-", maxSplits: 1)
        let fields = (parts.first ?? "").split(separator: ".", omittingEmptySubsequences: false)
        let values = fields.compactMap { Int($0) }.filter { $0 >= 0 }
        guard (1...3).contains(fields.count), values.count == fields.count else { return nil }
        major = values[0]
        minor = values.count > 1 ? values[1] : 0
        patch = values.count > 2 ? values[2] : 0
        preRelease = parts.count > 1 ? String(parts[1]) : ""
    }

    static func < (a: Version, b: Version) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) { return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
        if a.preRelease.isEmpty != b.preRelease.isEmpty { return !a.preRelease.isEmpty }
        return a.preRelease < b.preRelease
    }
}
