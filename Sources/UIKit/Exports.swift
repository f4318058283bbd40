/// Layoutshot's `UIKit` for Linux: `import UIKit` in an iOS file brings what it brings on iOS —
/// Foundation, the collection-view layouts (`CollectionLayout`), Auto Layout and `UIView`
/// (`AutoLayout`), the view classes (`UIKitViews`) — and the device, screen and traits below.
/// The product exists only where Apple's UIKit does not (Package.swift), so on Apple platforms
/// `import UIKit` stays Apple's.
@_exported import Foundation
@_exported import CollectionLayout
@_exported import AutoLayout
@_exported import UIKitViews
/// On iOS `import UIKit` reaches Security and CoreFoundation's names through Foundation (issue 31).
@_exported import Security
// Apple's Foundation re-exports Combine (`ObservableObject`, `@Published`), and UIKit exports Foundation.
@_exported import Combine
/// On iOS `import UIKit` reaches `URLSession` and `URLRequest` through Foundation; Linux keeps them in
/// FoundationNetworking (Kingfisher's files import only UIKit).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
/// On iOS `import UIKit` reaches Core Image and ImageIO (UIKit's headers import them): `CIImage`,
/// `CGImageSourceCreateWithData` in a file that imports only UIKit (Kingfisher's).
@_exported import CoreImage
@_exported import ImageIO
