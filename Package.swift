// swift-tools-version:6.1
import PackageDescription

// One module per concern:
//   CollectionLayout  the layout engine (Foundation only): UIKit's layout API, solved headlessly.
//   Scene             what to draw: colours, fonts, rounded rects and labels (Foundation only).
//   Rendering         draws a Scene with Cairo + Pango to PNG, SVG or PDF; pins the fonts.
//   ScreenSpec        screens as JSON: decoding with JSON-path errors, device presets, Scene building.
//   LayoutshotCLI     the `layoutshot` commands; the executable is a thin `main.swift`.
//   EvidenceMeasure   `evidence-measure`: solid rectangles in a PNG, for Tests/UIKitEvidenceTests.
//   AutoLayout        UIKit's Auto Layout (Foundation only): a Cassowary simplex solver under
//                     NSLayoutConstraint, anchors, layout guides, intrinsic sizes and priorities.
//   UIKitViews        UIKit's view classes (UILabel, UIImageView, UIButton, cells) over AutoLayout, views from
//                     xibs (NibLoader), and a view tree drawn as Scene nodes.
//   InterfaceBuilder  reads .xib and .storyboard files (FoundationXML, entities and DTDs off) into a document model.
//   AppSources        the source transform an app's Swift files go through to compile on Linux (IB attributes out).
//   layoutshot-transform + the LayoutshotSourceTransform plugin: an app's files through AppSources into a target.
//   UIKit             (Linux only) `import UIKit` for iOS source files: re-exports the above, adds UIDevice and UIScreen.
let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "UIKitViews", targets: ["UIKitViews"]),
        .library(name: "ScreenSpec", targets: ["ScreenSpec"]),
        .library(name: "LayoutshotTesting", targets: ["LayoutshotTesting"]),
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        .plugin(name: "LayoutshotSourceTransform", targets: ["LayoutshotSourceTransform"]),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        .target(name: "AutoLayout", dependencies: ["CollectionLayout"]),
        .target(name: "InterfaceBuilder"),
        // The source transform an app's Swift files go through to compile on Linux (Foundation only).
        .target(name: "AppSources"),
        .executableTarget(name: "layoutshot-transform", dependencies: ["AppSources"]),
        // Compiles the `.swift` files below a target's `App` folder through the source transform.
        .plugin(name: "LayoutshotSourceTransform", capability: .buildTool(), dependencies: ["layoutshot-transform"]),
        .target(name: "UIKitViews", dependencies: ["AutoLayout", "InterfaceBuilder", "Scene", "FoundationOverlay"]),
        .target(name: "Scene"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPng", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJpeg", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .target(name: "Rendering", dependencies: ["Scene", "CCairo", "CPangoCairo", "CPng", "CJpeg"]),
        .target(name: "ScreenSpec", dependencies: ["CollectionLayout", "Scene", "AutoLayout", "InterfaceBuilder", "UIKitViews"]),
        // Atomic writes, bounded reads and frame dumps: what render, handout, layout and the golden checks share.
        .target(name: "LayoutshotFiles", dependencies: ["CollectionLayout", "ScreenSpec"]),
        // The one drawing pipeline: screen → solve → scene → bytes and frames (`ScreenDrawing`), and the redline overlay.
        .target(name: "ScreenPipeline", dependencies: ["CollectionLayout", "Scene", "ScreenSpec", "Rendering", "LayoutshotFiles", "UIKitViews"]),
        .target(name: "Golden", dependencies: ["CollectionLayout", "Rendering", "ScreenSpec", "LayoutshotFiles"]),
        .target(name: "Handout", dependencies: ["CollectionLayout", "Rendering", "Scene", "ScreenSpec", "ScreenPipeline"]),
        .target(name: "LayoutshotTesting", dependencies: ["CollectionLayout", "Golden", "LayoutshotFiles", "Rendering", "Scene", "ScreenSpec",
                                                         "ScreenPipeline"]),
        .target(name: "LayoutshotCLI", dependencies: ["CollectionLayout", "Scene", "ScreenSpec", "Rendering", "Golden", "LayoutshotFiles", "Handout", "ScreenPipeline",
                                                "AutoLayout", "InterfaceBuilder", "UIKitViews", "AppSources"]),
        .executableTarget(name: "layoutshot", dependencies: ["LayoutshotCLI"]),
        // Measures solid rectangles in a UIKit recording (a snapshot PNG) for the evidence corpus.
        .target(name: "EvidenceMeasure", dependencies: ["Rendering"]),
        .executableTarget(name: "evidence-measure", dependencies: ["EvidenceMeasure"]),
        .target(name: "CHeapStats"),
        // libFuzzer targets (scripts/fuzz builds them with -sanitize=fuzzer,address; a plain build links them too).
        .executableTarget(name: "fuzz-decode", dependencies: ["ScreenSpec"]),
        .executableTarget(name: "fuzz-solve", dependencies: ["ScreenSpec", "CollectionLayout"]),
        .executableTarget(name: "fuzz-xib", dependencies: ["InterfaceBuilder"]),
        .executableTarget(name: "fuzz-render", dependencies: ["ScreenSpec", "CollectionLayout", "Rendering", "Scene", "ScreenPipeline"]),
        .executableTarget(name: "layoutshot-bench", dependencies: ["CollectionLayout", "CHeapStats", "ScreenSpec", "Rendering", "Scene", "CPng", "AutoLayout",
                                                            "ScreenPipeline"]),
        // What several test targets share: where the team's `../shared/fixtures` are and the trait that skips a
        // suite needing them when they are absent (a failure under CI=true). Not a product.
        .target(name: "LayoutshotTestSupport", path: "Tests/Support"),
        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "LayoutshotTestSupport"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "LayoutshotTestSupport"]),
        .testTarget(name: "AppSourcesTests", dependencies: ["AppSources", "LayoutshotTestSupport"]),
        .testTarget(name: "UIKitViewsTests", dependencies: ["UIKitViews", "AutoLayout", "InterfaceBuilder", "Rendering", "Scene", "LayoutshotTestSupport"]),
        .testTarget(name: "ScreenSpecTests", dependencies: ["ScreenSpec", "CollectionLayout", "Scene", "Rendering", "Handout", "UIKitViews", "ScreenPipeline"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Scene", "LayoutshotTestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "CollectionLayout", "LayoutshotFiles", "Rendering", "Scene", "ScreenSpec", "LayoutshotTestSupport"]),
        .testTarget(name: "LayoutshotTestingTests", dependencies: ["LayoutshotTesting", "Golden", "CollectionLayout", "ScreenSpec"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ScreenPipelineTests", dependencies: ["ScreenPipeline", "ScreenSpec", "CollectionLayout", "Scene", "Rendering",
                                                                "LayoutshotFiles", "LayoutshotTestSupport"]),
        .testTarget(name: "EvidenceMeasureTests", dependencies: ["EvidenceMeasure", "Rendering"]),
        .testTarget(name: "UIKitEvidenceTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "CLITests", dependencies: ["LayoutshotCLI", "layoutshot", "CollectionLayout", "Rendering", "Golden", "LayoutshotFiles", "AppSources",
                                                "LayoutshotTestSupport"]),
    ]
)

// `UIKit` for Linux: `import UIKit` as iOS files write it (Foundation, the layouts, Auto Layout, the view
// classes, `UIDevice`, `UIScreen`). Declared only where Apple's UIKit is absent, so it never shadows the real one.
#if !canImport(Darwin)
// `_Testing_UIKit`, `_Testing_CoreImage`, `_Testing_CoreGraphics`: the empty cross-import overlays Swift Testing asks for when a file imports it and UIKit (Linux lacks them).
package.products.append(.library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreImage", "_Testing_CoreGraphics"]))
package.targets.append(.target(name: "UIKit", dependencies: ["CollectionLayout", "AutoLayout", "UIKitViews", "Scene", "InterfaceBuilder", "Security", "ImageIO", "CoreImage", "Combine", "UniformTypeIdentifiers"]))
package.targets.append(.target(name: "_Testing_UIKit"))
package.targets.append(.target(name: "_Testing_CoreImage"))
package.targets.append(.target(name: "_Testing_CoreGraphics"))
// `LayoutshotUIKit`: captures an app's view controller (its own code, compiled against `UIKit`) as a Screen.
package.products.append(.library(name: "LayoutshotUIKit", targets: ["LayoutshotUIKit"]))
package.targets.append(.target(name: "LayoutshotUIKit", dependencies: ["UIKit", "SwiftUI", "ScreenSpec", "Rendering", "Scene", "LayoutshotFiles", "ScreenPipeline"]))
// Its files are app code as apps write it: Swift 5 mode, as an Xcode project builds by default.
// `App/` holds the seeds' app code (excluded: compiled through the source transform, as `--swift` compiles it).
package.targets.append(.testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreImage", "_Testing_CoreGraphics", "LayoutshotUIKit", "ScreenSpec", "CoreData", "UniformTypeIdentifiers",
                                                                     "LayoutshotTesting", "LayoutshotTestSupport"], exclude: ["App", "__Snapshots__"],
                                   swiftSettings: [.swiftLanguageMode(.v5)], plugins: [.plugin(name: "LayoutshotSourceTransform")]))
// The seeds' layout code as the write-ups give it, `import UIKit` and all (Layoutshot's UIKit on Linux).
package.targets.append(.testTarget(name: "SeedCodeTests", dependencies: ["CollectionLayout", "UIKit", "_Testing_UIKit", "_Testing_CoreImage", "_Testing_CoreGraphics"]))
// `LayoutshotAppRunner`: the entry point of the package `layoutshot … --swift DIR --controller NAME` builds.
// `Combine`: a synchronous subset of Apple's Combine for an app's view models (issue 31; README "UIKit on Linux").
package.products.append(.library(name: "Combine", targets: ["Combine"]))
package.targets.append(.target(name: "Combine", dependencies: ["FoundationOverlay"]))
package.targets.append(.testTarget(name: "CombineTests", dependencies: ["Combine"]))
// Inert stand-ins for frameworks Linux lacks, for screens that only hold them (issue 31; README "UIKit on Linux").
package.products.append(.library(name: "SafariServices", targets: ["SafariServices"]))
package.targets.append(.target(name: "SafariServices", dependencies: ["UIKit"]))
package.products.append(.library(name: "CoreLocation", targets: ["CoreLocation"]))
package.targets.append(.target(name: "CoreLocation"))
package.products.append(.library(name: "MapKit", targets: ["MapKit"]))
package.targets.append(.target(name: "MapKit", dependencies: ["CoreLocation", "UIKit"]))
package.products.append(.library(name: "WebKit", targets: ["WebKit"]))
package.targets.append(.target(name: "WebKit", dependencies: ["UIKit"]))
package.products.append(.library(name: "AVFoundation", targets: ["AVFoundation"]))
package.targets.append(.target(name: "AVFoundation", dependencies: ["UIKit"]))
package.products.append(.library(name: "AVKit", targets: ["AVKit"]))
package.targets.append(.target(name: "AVKit", dependencies: ["AVFoundation", "UIKit"]))
package.products.append(.library(name: "CoreData", targets: ["CoreData"]))
package.targets.append(.target(name: "CoreData", dependencies: ["FoundationOverlay"]))
// `FoundationOverlay`: the names Apple's Foundation exports and Linux's lacks (CoreFoundation's bridged types,
// `OSStatus`, `NSErrorPointer`); `Security`: an in-memory keychain and inert keys and trust (issue 31).
package.products.append(.library(name: "FoundationOverlay", targets: ["FoundationOverlay"]))
package.targets.append(.target(name: "FoundationOverlay"))
// `UIResponder` (in AutoLayout, beside `UIView`) names the Objective-C runtime's `Selector`, which only
// FoundationOverlay has on Linux.
package.targets.first { $0.name == "AutoLayout" }?.dependencies.append("FoundationOverlay")
package.products.append(.library(name: "Security", targets: ["Security"]))
package.targets.append(.target(name: "Security", dependencies: ["FoundationOverlay"]))
// `zlib`: the system's zlib (Debian's zlib1g-dev), which iOS ships as a module (issue 31).
package.products.append(.library(name: "zlib", targets: ["zlib"]))
package.targets.append(.systemLibrary(name: "zlib", providers: [.apt(["zlib1g-dev"])]))
// `CloudKit`: records, zones and their identifiers as values; a container signed out of iCloud, operations never run (issue 31).
package.products.append(.library(name: "CloudKit", targets: ["CloudKit"]))
package.targets.append(.target(name: "CloudKit", dependencies: ["FoundationOverlay"]))
// `LocalAuthentication` and `UserNotifications`: a device with no biometry, a user who has not decided (issue 31).
package.products.append(.library(name: "LocalAuthentication", targets: ["LocalAuthentication"]))
package.targets.append(.target(name: "LocalAuthentication", dependencies: ["FoundationOverlay"]))
package.products.append(.library(name: "BackgroundTasks", targets: ["BackgroundTasks"]))
package.targets.append(.target(name: "BackgroundTasks"))
package.products.append(.library(name: "UserNotifications", targets: ["UserNotifications"]))
package.targets.append(.target(name: "UserNotifications"))
// `CoreGraphics` and `QuartzCore`: their imports find Foundation's geometry and Layoutshot's layers (issue 31).
package.products.append(.library(name: "CoreGraphics", targets: ["CoreGraphics"]))
package.targets.append(.target(name: "CoreGraphics", dependencies: ["CollectionLayout", "AutoLayout"]))
package.products.append(.library(name: "QuartzCore", targets: ["QuartzCore"]))
package.targets.append(.target(name: "QuartzCore", dependencies: ["UIKit"]))
// `UniformTypeIdentifiers`: the common declared types, their tags and conformance (issue 31).
package.products.append(.library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]))
package.targets.append(.target(name: "UniformTypeIdentifiers"))
// `os`: Apple's unified logging (Logger, OSLog, os_log, signposts), accepted and dropped (issue 31).
package.products.append(.library(name: "os", targets: ["os"]))
package.targets.append(.target(name: "os"))
// `SwiftUI`: declarations for UIKit screens that host SwiftUI content, drawn as labelled placeholders (issue 31).
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets.append(.target(name: "SwiftUI", dependencies: ["UIKit", "Combine"]))
// Images, hashing and photos a library such as Kingfisher reaches (issue 31; README "UIKit on Linux"):
// `ImageIO` reads headers, `CoreImage` keeps images unfiltered, `Accelerate` has vImage's box blur,
// `CryptoKit` and `CommonCrypto` a real SHA-256, `Photos`/`PhotosUI` no library, `MobileCoreServices` the kUTType names.
package.products.append(.library(name: "ImageIO", targets: ["ImageIO"]))
package.targets.append(.target(name: "ImageIO", dependencies: ["CoreGraphics", "AutoLayout", "FoundationOverlay"]))
package.products.append(.library(name: "CoreImage", targets: ["CoreImage"]))
package.targets.append(.target(name: "CoreImage", dependencies: ["ImageIO", "UIKitViews"]))
package.products.append(.library(name: "Accelerate", targets: ["Accelerate"]))
package.targets.append(.target(name: "Accelerate"))
package.products.append(.library(name: "CryptoKit", targets: ["CryptoKit"]))
package.targets.append(.target(name: "CryptoKit"))
// The golden tests' pixelmatch facts are fingerprinted with SHA-256: CryptoKit's (Apple's on Apple platforms).
package.targets.first { $0.name == "GoldenTests" }?.dependencies.append("CryptoKit")
package.products.append(.library(name: "CommonCrypto", targets: ["CommonCrypto"]))
package.targets.append(.target(name: "CommonCrypto", dependencies: ["CryptoKit"]))
package.products.append(.library(name: "Photos", targets: ["Photos"]))
package.targets.append(.target(name: "Photos", dependencies: ["UIKit"]))
package.products.append(.library(name: "PhotosUI", targets: ["PhotosUI"]))
package.targets.append(.target(name: "PhotosUI", dependencies: ["Photos", "UIKit"]))
package.products.append(.library(name: "MobileCoreServices", targets: ["MobileCoreServices"]))
package.targets.append(.target(name: "MobileCoreServices", dependencies: ["FoundationOverlay"]))
package.products.append(.library(name: "CoreServices", targets: ["CoreServices"]))
package.targets.append(.target(name: "CoreServices", dependencies: ["MobileCoreServices"]))
// `QuickLook`, `AuthenticationServices`, `MediaPlayer`, `StoreKit`, `WatchConnectivity`: inert — nothing is previewed,
// authenticated, played, bought or sent to a watch; what the app sets is kept (README "UIKit on Linux").
package.products.append(.library(name: "QuickLook", targets: ["QuickLook"]))
package.targets.append(.target(name: "QuickLook", dependencies: ["UIKit"]))
package.products.append(.library(name: "AuthenticationServices", targets: ["AuthenticationServices"]))
package.targets.append(.target(name: "AuthenticationServices", dependencies: ["UIKit"]))
package.products.append(.library(name: "MediaPlayer", targets: ["MediaPlayer"]))
package.targets.append(.target(name: "MediaPlayer", dependencies: ["UIKit"]))
package.products.append(.library(name: "StoreKit", targets: ["StoreKit"]))
package.targets.append(.target(name: "StoreKit", dependencies: ["UIKit"]))
package.products.append(.library(name: "WatchConnectivity", targets: ["WatchConnectivity"]))
package.targets.append(.target(name: "WatchConnectivity"))
package.targets.append(.testTarget(name: "StandInFrameworkTests", dependencies: ["CloudKit", "ImageIO", "CoreImage", "Accelerate", "CryptoKit", "CommonCrypto",
                                                                               "Photos", "PhotosUI", "MobileCoreServices", "CoreServices", "SafariServices", "WebKit", "AVFoundation", "AVKit", "CoreData", "SwiftUI", "os", "UniformTypeIdentifiers", "CoreGraphics", "QuartzCore", "LocalAuthentication", "UserNotifications", "Security", "zlib", "BackgroundTasks", "CoreLocation", "MapKit", "QuickLook", "AuthenticationServices", "MediaPlayer", "StoreKit", "WatchConnectivity", "UIKit", "_Testing_UIKit", "_Testing_CoreImage", "_Testing_CoreGraphics"]))
package.products.append(.library(name: "LayoutshotAppRunner", targets: ["LayoutshotAppRunner"]))
package.targets.append(.target(name: "LayoutshotAppRunner", dependencies: ["LayoutshotCLI", "LayoutshotUIKit", "UIKit", "SwiftUI", "ScreenSpec"]))
// The App Store clone's Games tab from its own code: `App/` (excluded) is compiled through the source transform.
package.targets.append(.testTarget(name: "AppStoreGamesTests", dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreImage", "_Testing_CoreGraphics", "LayoutshotUIKit", "ScreenSpec",
                                                                            "LayoutshotTesting", "CollectionLayout", "LayoutshotTestSupport"],
                                   exclude: ["App", "__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)],
                                   plugins: [.plugin(name: "LayoutshotSourceTransform")]))
// `assertLayoutSnapshot(of: viewController, …)` (LayoutshotTesting/AssertLayoutSnapshot+UIKit.swift).
if let testing = package.targets.first(where: { $0.name == "LayoutshotTesting" }) { testing.dependencies.append("LayoutshotUIKit") }
#endif

// `scripts/sanitize --tag TAG` declares only the test targets that hold the suites tagged TAG
// (LAYOUTSHOT_TEST_TARGETS, comma-separated), so its sanitizer build compiles those and what they need.
if let kept = Context.environment["LAYOUTSHOT_TEST_TARGETS"] {
    let names = Set(kept.split(separator: ",").map(String.init))
    package.targets.removeAll { $0.type == .test && !names.contains($0.name) }
}
