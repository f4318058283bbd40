import Foundation

extension FileManager {
    /// Foundation's app group container (`containerURL(forSecurityApplicationGroupIdentifier:)`): iOS gives
    /// every app group of the app's entitlements a shared folder; here each group identifier gets one under
    /// the temporary folder, `layoutshot-app-groups/<identifier>`, made on first use as iOS makes it — so
    /// a screen that keeps its store or caches there writes nothing among the app's or the user's files.
    /// Nil for an empty identifier or one that is not a single path component (iOS: nil for a group the
    /// app is not entitled to).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".", groupIdentifier != ".." else { return nil }
        let folder = temporaryDirectory.appendingPathComponent("layoutshot-app-groups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do { try createDirectory(at: folder, withIntermediateDirectories: true) } catch { return nil }
        return folder
    }
}
