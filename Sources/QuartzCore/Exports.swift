// QuartzCore on Linux (issue 31 Deliver 3): `import QuartzCore` finds Layoutshot's `CALayer` and its
// relatives, which live beside `UIView` (README "UIKit on Linux").
@_exported import UIKit
