// CoreGraphics on Linux (issue 31 Deliver 3): `import CoreGraphics` finds the geometry types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`), which Foundation has on Linux.
@_exported import Foundation
/// Core Graphics' own types Layoutshot declares: `CGAffineTransform` (CollectionLayout), `CGImage`,
/// `CGContext`, `CGColor`, `CGColorSpace`, `CGPath` (AutoLayout, beside the views that use them).
@_exported import CollectionLayout
@_exported import AutoLayout
