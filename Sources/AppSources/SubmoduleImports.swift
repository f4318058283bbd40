import Foundation

/// The source transform's step 8 (issue 31 Deliver 3): an import of a submodule of a framework Linux
/// lacks becomes an import of the stand-in module — `import os.log` and `import os.signpost` become
/// `import os` (Layoutshot's `os`: logging accepted and dropped; a Swift module has no submodules), the
/// name padded with spaces so every column stays; and `import Foundation` also imports the parts Linux
/// splits out of it (FoundationNetworking, FoundationXML) and what Apple's Foundation exports beside it
/// (Layoutshot's `Security`, which re-exports `FoundationOverlay`: CoreFoundation's bridged names; and
/// `Combine`, which Apple's Foundation re-exports: `ObservableObject` and `@Published` in a file that
/// imports only Foundation), at the end of the same line. `import CoreFoundation` is read as `import Foundation`: Linux's
/// CoreFoundation does not bridge, its `CFString` would clash with the bridged one.
///
/// ```swift
/// import os.log           →    import os
/// import Foundation       →    import Foundation; import FoundationNetworking; import FoundationXML; import Security
/// import CoreFoundation   →    import Foundation    ; import FoundationNetworking; …
/// ```
public enum SubmoduleImports {
    /// Submodule → the stand-in module that holds its declarations.
    static let standIns = ["os.log": "os", "os.signpost": "os", "os.activity": "os"]
    /// Modules whose Clang submodules (`import UIKit.UIView`, `import LocalAuthentication.LAContext` — each
    /// header of a framework is one on iOS) are imported whole: the frameworks Layoutshot gives as one
    /// Swift module (a Swift module has no submodules).
    static let whole: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "LocalAuthentication", "AVFoundation", "AVKit", "CoreData",
        "CoreImage", "CoreLocation", "MapKit", "Photos", "PhotosUI", "SafariServices", "WebKit", "UserNotifications",
        "Security", "ImageIO", "Accelerate", "CloudKit", "UniformTypeIdentifiers", "BackgroundTasks", "MobileCoreServices",
        "CoreServices", "QuickLook", "AuthenticationServices", "MediaPlayer", "StoreKit", "WatchConnectivity",
    ]

    /// Linux splits Foundation: `URLSession` and `URLRequest` are in FoundationNetworking, `XMLParser`
    /// in FoundationXML. `import Foundation` imports them too, on the same line.
    static let foundationParts = "; import FoundationNetworking; import FoundationXML; import Security; import Combine"

    public static func rewrite(_ text: String) -> String {
        guard text.contains("import ") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (i, line) in lines.enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" || $0 == "private" }) else { continue }
            if words[index + 1] == "Foundation", index + 2 == words.count {
                lines[i] = line + foundationParts
                continue
            }
            if words[index + 1] == "CoreFoundation", index + 2 == words.count {
                lines[i] = line.replacingOccurrences(of: "import CoreFoundation", with: "import Foundation    ") + foundationParts
                continue
            }
            let submodule = String(words[index + 1])
            // `import UIKit.UIView`: a Clang submodule of a module Layoutshot provides whole.
            let parent = submodule.split(separator: ".").first.map(String.init) ?? submodule
            guard let module = standIns[submodule] ?? (submodule.contains(".") && Self.whole.contains(parent) ? parent : nil) else { continue }
            lines[i] = line.replacingOccurrences(of: "import " + submodule, with: "import " + module + String(repeating: " ", count: submodule.count - module.count))
        }
        return lines.joined(separator: "\n")
    }
}
