import AutoLayout
import Foundation

extension AttributeScopes {
    /// UIKit's `AttributeScopes.UIKitAttributes`: the attributes an `AttributedString` carries for UIKit
    /// — its font, colours, paragraph style, kerning, tracking, underline and strikethrough. Kept; a
    /// button configuration's title is drawn in its first run's font and foreground colour.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = "NSUnderline"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = "NSStrikethrough"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSBaselineOffset"
        }
    }

    /// UIKit's `uiKit` scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font = …`, `string.foregroundColor = …`: the UIKit attributes by name, as on iOS.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
