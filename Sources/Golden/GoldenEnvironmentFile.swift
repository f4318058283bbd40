import Foundation
import Rendering
import ScreenSpec
import LayoutshotFiles

/// `<goldens>/environment.json`: the `RenderEnvironment` the goldens in a folder were recorded with.
///
/// ```json
/// {"layoutshot": "0.1.0", "libraries": {"cairo": "1.16.0", …}, "fonts": {"Inter-Regular.otf": "411640 bytes, crc32 …", …}}
/// ```
/// The Layoutshot version is kept for people; it is not compared (a change in Layoutshot's own
/// drawing is what golden tests are there to catch).
public enum GoldenEnvironmentFile {
    public static func path(in folder: String) -> String { "\(folder)/environment.json" }

    /// The recorded environment, or nil when the folder has none.
    /// - Throws: `GoldenError` when the file exists but cannot be read.
    public static func read(in folder: String) throws -> RenderEnvironment? {
        let file = path(in: folder)
        let found: Data?
        do { found = try BoundedFile.readIfPresent(file, maximumSize: 1 << 20) } catch { throw GoldenError(error.description) }
        guard let data = found else { return nil }
        do {
            let root = try JSONNode(JSONValue.parse(data)).object()
            root.allow("layoutshot")
            func strings(_ key: String) throws -> [String: String] {
                let object = try root.required(key).object()
                var result: [String: String] = [:]
                for name in object.keys { result[name] = try object.required(name).string() }
                return result
            }
            return RenderEnvironment(libraries: try strings("libraries"), fonts: try strings("fonts"))
        } catch {
            throw GoldenError("\(file): \(error)")
        }
    }

    public static func write(_ environment: RenderEnvironment, version: String, in folder: String) throws {
        func object(_ values: [String: String]) -> String {
            "{" + values.keys.sorted().map { "\n    \(jsonString($0)): \(jsonString(values[$0]!))" }.joined(separator: ",") + "\n  }"
        }
        let text = "{\n  \"layoutshot\": \(jsonString(version)),\n  \"libraries\": \(object(environment.libraries)),\n"
            + "  \"fonts\": \(object(environment.fonts))\n}\n"
        try AtomicFile.write(Array(text.utf8), to: path(in: folder))
    }
}
