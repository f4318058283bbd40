import ScreenSpec
import Testing

@Suite("Did-you-mean suggestions")
struct NameSuggestionTests {
    @Test("The nearest name within max(2, length / 3) edits, case-insensitively")
    func nearest() {
        let behaviours = ["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
        #expect(NameSuggestion.nearest(to: "groupPagingCenter", in: behaviours) == "groupPagingCentered")
        #expect(NameSuggestion.nearest(to: "GROUPPAGING", in: behaviours) == "groupPaging")
        #expect(NameSuggestion.nearest(to: "continous", in: behaviours) == "continuous")
        #expect(NameSuggestion.nearest(to: "sideways", in: behaviours) == nil)
        #expect(NameSuggestion.nearest(to: "systemGrey5", in: ["systemGray4", "systemGray5", "systemGray6"]) == "systemGray5")   // 1 edit, not 2
    }

    @Test("Swapped neighbours are one edit; the allowed distance grows with the name")
    func distances() {
        #expect(NameSuggestion.nearest(to: "heigth", in: ["width", "height"]) == "height")
        #expect(NameSuggestion.nearest(to: "drak", in: ["light", "dark"]) == "dark")
        #expect(NameSuggestion.allowedDistance(forLength: 3) == 2)
        #expect(NameSuggestion.allowedDistance(forLength: 17) == 5)
        #expect(NameSuggestion.nearest(to: "abcdef", in: ["abcxyz"]) == nil)          // 3 edits > 2
        #expect(NameSuggestion.nearest(to: "abcdefghi", in: ["abcdefxyz"]) == "abcdefxyz")   // 3 edits ≤ 9 / 3
    }

    @Test("Two candidates equally near: no guess")
    func ties() {
        let presets = ["iphone-se", "iphone-15", "iphone-15-plus", "iphone-16-pro"]
        #expect(NameSuggestion.nearest(to: "iphone-99", in: presets) == nil)
        #expect(NameSuggestion.nearest(to: "iphone-16-pr", in: presets) == "iphone-16-pro")
        #expect(NameSuggestion.nearest(to: "up", in: ["top", "up"]) == "up")   // an exact match is nearest
    }

    @Test("didYouMean: the hint with its quotes, or nothing")
    func hint() {
        #expect(NameSuggestion.didYouMean("rendr", in: ["layout", "render"], quote: "'") == "; did you mean 'render'?")
        #expect(NameSuggestion.didYouMean("colour", in: ["color", "font"]) == #"; did you mean "color"?"#)
        #expect(NameSuggestion.didYouMean("zzz", in: ["color", "font"]).isEmpty)
        #expect(NameSuggestion.didYouMean("x", in: [String]()).isEmpty)
        #expect(NameSuggestion.didYouMean(String(repeating: "a", count: 10_000), in: ["a"]).isEmpty)   // too long to compare
    }
}
