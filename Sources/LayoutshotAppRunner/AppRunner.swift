import Foundation
import LayoutshotCLI
import LayoutshotUIKit
import ScreenSpec
import UIKit

/// The entry point of the package `layoutshot … --swift DIR --controller NAME` builds: its generated
/// `main.swift` is one line, compiled in the app's module beside the app's transformed files.
///
/// ```swift
/// AppRunner.main(controller: "GamesViewController") { GamesViewController() }
/// ```
///
/// It runs the same `layout` or `render` command as `layoutshot` itself, with the same arguments,
/// the screen being a new controller captured on each device (`LayoutCapture`). The xibs are found
/// below `--swift DIR` and each `--xibs DIR`; a xib's `customClass` in the app's module.
public enum AppRunner {
    public static func main(controller name: String, _ make: @escaping () -> UIViewController) -> Never {
        stopWithParent()
        let arguments = Array(CommandLine.arguments.dropFirst())
        UIKitSimulation.nibFolders += nibFolders(arguments)
        exit(Layoutshot.run(arguments, appScreen: ControllerScreenSource(name: name, make: make)))
    }

    /// The entry point of `--swift DIR --preview NAME` (one preview) or of `render --swift DIR` (every
    /// preview): each preview's body drawn as a screen named after the preview.
    public static func main(previews: [(name: String, make: () -> Any)]) -> Never {
        stopWithParent()
        let arguments = Array(CommandLine.arguments.dropFirst())
        UIKitSimulation.nibFolders += nibFolders(arguments)
        let screens = previews.map { preview in
            ControllerScreenSource(name: preview.name, make: { controller(from: preview.make()) }, screenName: preview.name)
        }
        exit(Layoutshot.run(arguments, appScreens: screens))
    }

    /// The entry point of `layoutshot nib FILE --swift DIR`'s runner: the `nib` command with the app's
    /// classes for the xib's custom classes (in `module`, else its `customModule`), the app's
    /// `@IBInspectable` setters registered, views prepared for Interface Builder.
    public static func nib(module: String, inspectables: [NibInspectables.Setter]) -> Never {
        stopWithParent()
        let arguments = Array(CommandLine.arguments.dropFirst())
        UIKitSimulation.nibFolders += nibFolders(arguments)
        NibInspectables.register(inspectables)
        exit(UIKitSimulation.with(appModules: [module]) {
            Layoutshot.run(arguments, nibClassLookup: { name, customModule in UINib.appClass(name, module: customModule) })
        })
    }

    /// Ends the runner when the `layoutshot` that started it (`LAYOUTSHOT_PARENT_PID`, set by
    /// `RunnerProcess`) is gone — killed, say — so no orphan goes on writing: a thread checks the parent
    /// every 100 ms. Without the variable (the runner run by hand) it does nothing.
    static func stopWithParent() {
        guard let parent = ProcessInfo.processInfo.environment["LAYOUTSHOT_PARENT_PID"].flatMap({ Int32($0) }), parent > 1 else { return }
        guard getppid() == parent else { _exit(ExitCode.failure) }
        let watcher = Thread {
            while getppid() == parent { usleep(100_000) }
            _exit(ExitCode.failure)
        }
        watcher.name = "layoutshot-parent-watch"
        watcher.start()
    }

    /// What a `#Preview`'s body made, as the controller a capture draws (`PreviewScreens`).
    public static func controller(from made: Any) -> UIViewController { PreviewScreens.controller(from: made) }

    /// `--swift DIR` and every `--xibs DIR` (as `--opt value` or `--opt=value`), symbolic links resolved
    /// (a folder walk does not descend into a link: a linked checkout's xibs and assets were not found).
    static func nibFolders(_ arguments: [String]) -> [URL] {
        var folders: [URL] = []
        for (i, argument) in arguments.enumerated() {
            for option in ["--swift", "--xibs"] {
                if argument == option, i + 1 < arguments.count { folders.append(URL(fileURLWithPath: arguments[i + 1])) }
                if argument.hasPrefix(option + "=") { folders.append(URL(fileURLWithPath: String(argument.dropFirst(option.count + 1)))) }
            }
        }
        return folders.map { $0.standardizedFileURL.resolvingSymlinksInPath() }
    }
}

/// The app's controller, made anew for each capture.
struct ControllerScreenSource: AppScreenSource {
    let name: String
    let make: () -> UIViewController
    /// The screen's name in frame dumps and file names; nil: the controller's class (`LayoutCapture`).
    var screenName: String? = nil

    func capture(on device: Device, traits: Traits) throws -> (screen: Screen, device: Device) {
        do {
            let capture = try LayoutCapture(of: make(), on: device, traits: traits)
            var screen = capture.screen
            if let screenName { screen.name = screenName }
            return (screen, capture.device)
        } catch {
            throw CLIError("\(name)(): \(error)")
        }
    }
}
