// `layoutshot-transform INPUT.swift OUTPUT.swift`: one app file through the source transform
// (`AppSources.TransformedFile`), written atomically. The `LayoutshotSourceTransform` build plugin runs
// it for each of a target's app files. A bad argument or unreadable file: one line, exit code 2.
import AppSources
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: layoutshot-transform INPUT.swift OUTPUT.swift\n".utf8))
    exit(2)
}
do {
    let text = try TransformedFile.contents(ofFileAt: URL(fileURLWithPath: arguments[0]))
    try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("layoutshot-transform: \(error)\n".utf8))
    exit(2)
}
