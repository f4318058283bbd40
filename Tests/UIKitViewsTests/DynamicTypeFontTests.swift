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

    /// I3: a text style's lines are its pitch apart (Apple's HIG leading), a system font's its line
    /// height: two lines of Body at @3x are 20.33 + 22 = 42.33 tall, as Interface Builder stored
    /// OnionBrowser/OnionBrowser @44edf9a `WhyViewController.xib`'s Body labels; two of Large Title
    /// 40.67 + 41 = 81.67; two lines of `systemFont(ofSize: 17)` 40.67 (2 × 20.29, rounded up).
    @Test("I3: multi-line text in a text style has its lines the style's pitch apart; the system font's lineHeight apart")
    func textStyleLinePitch() {
        #expect(TextStyle.linePitch(size: 17) == 22 && TextStyle.linePitch(size: 34) == 41 && TextStyle.linePitch(size: 12) == 16)
        #expect(TextStyle.linePitch(size: 29) == 35)   // between the 28 and 30 rows: 34 + 1
        let layout = TextLayout(measurer: TwoLines(), scale: 3)
        let body = layout.size(of: "two lines", font: .preferredFont(forTextStyle: .body), maxWidth: 100, lines: 0)
        let title = layout.size(of: "two lines", font: .preferredFont(forTextStyle: .largeTitle), maxWidth: 100, lines: 0)
        let system = layout.size(of: "two lines", font: .systemFont(ofSize: 17), maxWidth: 100, lines: 0)
        #expect(abs(body.height - (42 + 1.0 / 3)) < 1e-6 && abs(title.height - (81 + 2.0 / 3)) < 1e-6, "\(body) \(title)")
        #expect(abs(system.height - (40 + 2.0 / 3)) < 1e-6, "\(system)")
        #expect(layout.size(of: "one", font: .preferredFont(forTextStyle: .body), maxWidth: 100, lines: 1).height == 20 + 1.0 / 3)
    }
}

extension DynamicTypeFontTests {
    /// I3: the system font's metrics as UIKit prints them — `systemFontOfSize:15` `lineHeight` 17.900391
    /// (Stack Overflow, "Why is lineHeight of UIFont larger than font size?", iOS 9) and
    /// `systemFontOfSize(20)` ascender 19.04…, descender −4.82… (arcovv.github.io "iOS font study", 2016).
    @Test("I3: the system font's ascender, descender and lineHeight are UIKit's printouts")
    func systemFontMetricsI3() {
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 1e-6)
        let twenty = UIFont.systemFont(ofSize: 20)
        #expect(String(format: "%.2f", twenty.ascender) == "19.04" && String(format: "%.2f", twenty.descender) == "-4.82")
        #expect(twenty.leading == 0)
        #expect(TextLayout(measurer: TwoLines(), scale: 3).up(UIFont.systemFont(ofSize: 17).lineHeight) == 20 + 1.0 / 3)
    }
}

/// A measurer that sets every text on two lines, 80 pt wide.
private struct TwoLines: TextMeasuring {
    func size(of text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> CGSize { CGSize(width: 80, height: 40) }
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, numberOfLines: Int) throws -> MeasuredText {
        MeasuredText(size: CGSize(width: 80, height: 40), lineCount: numberOfLines == 1 ? 1 : 2)
    }
}
