// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names
// `_Testing_CoreGraphics`); Layoutshot's `UIKit` re-exports CoreGraphics as iOS's does, so a test file importing Testing and
// UIKit makes the compiler look for it. Empty, as `_Testing_UIKit` (which explains why).
