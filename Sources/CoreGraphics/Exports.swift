// CoreGraphics on Linux (issue 31 Deliver 3): `import CoreGraphics` finds the geometry types
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`), which Foundation has on Linux.
@_exported import Foundation
