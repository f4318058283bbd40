// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay
// names `_Testing_UIKit`), so a file that imports both Testing and UIKit makes the compiler look for
// this module. Apple's toolchains ship it; the Linux toolchain does not. Layoutshot's `UIKit`
// product includes this empty one so that a test file with `import Testing` and `import UIKit`
// compiles on Linux. It adds nothing.
