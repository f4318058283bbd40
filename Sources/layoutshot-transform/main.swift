// `layoutshot-transform INPUT.swift OUTPUT.swift`: one app file through the source transform
// (`AppSources.TransformedFile`), written atomically.
// `layoutshot-transform --previews OUTPUT.swift INPUT.swift…`: the target's `layoutshotPreviews()`
// (`TransformedFile.previewRegistry`), every `#Preview` of the inputs.
// The `LayoutshotSourceTransform` build plugin runs it for each of a target's app files, and once for
// the previews. A bad argument or unreadable file: one line, exit code 2.
import AppSources
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "--previews" {
        guard arguments.count >= 2 else { fail("usage: layoutshot-transform --previews OUTPUT.swift INPUT.swift…") }
        let files = try arguments.dropFirst(2).map { path -> (path: String, text: String) in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw AppSourceError("\(path): cannot read as UTF-8")
            }
            return (path, text)
        }
        try Data(TransformedFile.previewRegistry(files).utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
    } else {
        guard arguments.count == 2 else { fail("usage: layoutshot-transform INPUT.swift OUTPUT.swift") }
        let text = try TransformedFile.contents(ofFileAt: URL(fileURLWithPath: arguments[0]))
        try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
    }
} catch {
    fail("layoutshot-transform: \(error)")
}
