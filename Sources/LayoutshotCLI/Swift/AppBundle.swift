import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's bundle, where `Bundle.main` looks (issue 31: the user's app as it is). An iOS app finds the
/// files of its Copy Bundle Resources phase at its bundle's top — `Bundle.main.url(forResource: "sound1",
/// withExtension: "m4a")`, sample data in JSON — and Linux's `Bundle.main` is the folder of the running
/// executable. So the runner runs from `<package>/Bundle/`: beside it, a symbolic link to each of the app
/// target's resources (`XcodeProject.resourceFiles`: files, asset catalogs, `.lproj` folders), by its name,
/// the first of a name kept (Xcode refuses two). An app without an Xcode project has none.
enum AppBundle {
    /// The package folder's list of the resources linked, a path a line.
    static let resourcesFile = "app-resources.txt"

    /// `<package>/Bundle/<runner's name>`, made anew from `runner` (a hard link, else a copy) and the
    /// resources listed in the package's `app-resources.txt`; assembled beside and renamed into place,
    /// so a run never meets half a bundle.
    static func make(runner: URL, packageFolder: URL) throws -> URL {
        let folder = packageFolder.appendingPathComponent("Bundle")
        let listed = (try? String(contentsOf: packageFolder.appendingPathComponent(resourcesFile), encoding: .utf8)) ?? ""
        let resources = listed.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
        let fm = FileManager.default
        let staging = packageFolder.appendingPathComponent("Bundle.\(getpid()).partial")
        try? fm.removeItem(at: staging)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            let executable = staging.appendingPathComponent(runner.lastPathComponent)
            if link(runner.path, executable.path) != 0 { try fm.copyItem(at: runner, to: executable) }
            var names: Set<String> = [runner.lastPathComponent]
            for resource in resources where names.insert(resource.lastPathComponent).inserted && fm.fileExists(atPath: resource.path) {
                try fm.createSymbolicLink(at: staging.appendingPathComponent(resource.lastPathComponent), withDestinationURL: resource)
            }
            try? fm.removeItem(at: folder)
            try fm.moveItem(at: staging, to: folder)
        } catch {
            try? fm.removeItem(at: staging)
            throw CLIError("cannot make the app's bundle in \(folder.path): \(error.localizedDescription)")
        }
        return folder.appendingPathComponent(runner.lastPathComponent)
    }
}
