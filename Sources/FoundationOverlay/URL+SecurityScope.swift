import Foundation

extension URL {
    /// Foundation's security-scoped access (a document picker's URL on iOS): there is no sandbox here,
    /// so no URL is security-scoped — `false`, as iOS answers for a URL that is not.
    public func startAccessingSecurityScopedResource() -> Bool { false }
    public func stopAccessingSecurityScopedResource() {}
}
