import AutoLayout
import CollectionLayout
import Scene
import Testing
import UIKitViews

/// Issue 28 Deliver 3: one text-style table (`TextStyle.dynamicTypeSizes`, rule I3), which
/// `UIFont.preferredFont(forTextStyle:)` follows for the simulated reader's content size, as a screen's
/// text-style fonts do under `--content-size`.
@Suite("One text-style table: UIFont.preferredFont follows the content size (I3)")
struct DynamicTypeFontTests {
    @Test("I3: preferredFont is the table's size at Large by default, at the simulated category inside a capture, at the traits' category when given")
    func preferredFontFollowsTheContentSize() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).spec.weight == .semibold)
        let phone = Device.custom(width: 375, height: 812, scale: 3)
        UIKitSimulation.with(phone, contentSizeCategory: .accessibilityLarge) {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 24)
        }
        var traits = UITraitCollection(horizontalSizeClass: .compact)
        traits.preferredContentSizeCategory = .extraSmall
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 14)
        // The same table the screen path reads.
        for category in UIContentSizeCategory.allCases {
            let fromUIKit = UIKitSimulation.with(phone, contentSizeCategory: category) { UIFont.preferredFont(forTextStyle: .title2).pointSize }
            #expect(Double(fromUIKit) == TextStyle.title2.font.withContentSize(category).size, "\(category)")
        }
    }
}
