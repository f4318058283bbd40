// Security on Linux (issue 31 Deliver 3; README "UIKit on Linux"). On iOS `import Foundation` (and so
// `import UIKit`) exposes Security and CoreFoundation's names; here `UIKit` re-exports this module and
// the source transform's step 8 imports it beside every `import Foundation`.
@_exported import Foundation
@_exported import FoundationOverlay
