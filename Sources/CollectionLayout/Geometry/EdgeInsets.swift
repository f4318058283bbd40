import Foundation

/// UIKit's `NSDirectionalEdgeInsets`: leading and trailing follow the layout direction
/// (leading is the left edge in left-to-right, the right edge in right-to-left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

/// UIKit's `UIEdgeInsets`: absolute left and right.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()

    /// These insets as leading/trailing for a layout direction.
    public func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

/// UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// UIKit's `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}

/// UIKit's `UICollectionView.ScrollDirection` (its Objective-C name; the `UIKit` module's `UICollectionView` has the Swift one).
public enum UICollectionViewScrollDirection: Int, Hashable, Sendable {
    case vertical, horizontal
}

extension CGRect {
    /// UIKit's `CGRect.inset(by:)`: the rectangle less `insets` on each side (negative insets grow it; a size
    /// may come out negative, as `UIEdgeInsetsInsetRect` gives it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
    /// Core Graphics' `CGRect.equalTo(_:)`.
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
