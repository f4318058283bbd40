// Swift Testing declares a cross-import overlay for CoreImage (Testing.swiftcrossimport/CoreImage.swiftoverlay names
// `_Testing_CoreImage`); Layoutshot's `UIKit` re-exports CoreImage as iOS's does, so a test file importing Testing and
// UIKit makes the compiler look for it. Empty, as `_Testing_UIKit` (which explains why).
