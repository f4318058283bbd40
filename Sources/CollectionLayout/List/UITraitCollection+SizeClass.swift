import Foundation

extension UITraitCollection {
    /// UIKit's `UITraitCollection(horizontalSizeClass:)`: a trait collection that specifies only the
    /// horizontal size class (the vertical one `.unspecified`, scale 0 as UIKit's "unspecified",
    /// left to right). Code outside a solve — a screen decoder building list sections before any
    /// device is known — uses it to make an environment for `NSCollectionLayoutSection.list`.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
                  displayScale: 0, layoutDirection: .leftToRight)
    }
}
