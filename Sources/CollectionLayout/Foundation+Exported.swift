/// `import UIKit` brings Foundation with it, so iOS layout code uses `CGFloat`, `CGSize`, `CGRect`,
/// `IndexPath` and `NSLocalizedString` without importing it. `import CollectionLayout` does the same,
/// so that code compiles with `import UIKit` swapped for `import CollectionLayout` and nothing else
/// (`Tests/SeedCodeTests/ImportsNothingElse.swift` checks it).
@_exported import Foundation
