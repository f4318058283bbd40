// The Objective-C runtime's habits Linux lacks (`Selector`) and the names Apple's Foundation exports
// (`FoundationOverlay`), visible wherever UIKit's views are, as on iOS.
@_exported import FoundationOverlay
