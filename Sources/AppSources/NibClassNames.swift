import Foundation

/// The classes each of an app's xibs and storyboards names (`customClass="FeedCell"`), by the file's
/// name without extension: step 5 of `DeclarationClosure` — a nib made by name makes these classes by
/// name, so the code that names the nib reaches them. Read as text (an attribute scan, no XML parse):
/// a class the scan misses is only a class the closure may leave out.
public enum NibClassNames {
    /// `FeedCell` → `["FeedCell", "BadgeView"]` for every `.xib` and `.storyboard` below `folders`.
    public static func scan(_ folders: [URL]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil,
                                                             options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let stem = url.deletingPathExtension().lastPathComponent
                for name in classes(in: text) where !(result[stem] ?? []).contains(name) { result[stem, default: []].append(name) }
            }
        }
        return result
    }

    /// The `customClass` attribute values in a document's text, in order, each once.
    public static func classes(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        let marker = "customClass=\""
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let name = String(rest[..<end])
            if !name.isEmpty, !found.contains(name) { found.append(name) }
            rest = rest[end...]
        }
        return found
    }
}
