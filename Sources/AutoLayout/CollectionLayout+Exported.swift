/// UIKit's geometry types (`UIEdgeInsets`, `NSDirectionalEdgeInsets`, `UIUserInterfaceLayoutDirection`)
/// and Foundation come with `import AutoLayout`, as they come with `import UIKit`.
@_exported import CollectionLayout
