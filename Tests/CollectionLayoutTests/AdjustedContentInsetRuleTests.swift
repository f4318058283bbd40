import Foundation
import Testing
@testable import CollectionLayout

/// D9: `adjustedContentInset` by `contentInsetAdjustmentBehavior`, on an iPhone 15 in portrait (safe area 59
/// above, 34 below) and in landscape (59 each side, 21 below), with a `contentInset` of 8 all round.
@Suite("D9 the adjusted content inset")
struct AdjustedContentInsetRuleTests {
    func viewport(_ behavior: UIScrollViewContentInsetAdjustmentBehavior, safe: UIEdgeInsets) -> Viewport {
        var v = Viewport(size: CGSize(width: 393, height: 852), safeAreaInsets: safe)
        v.contentInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        v.contentInsetAdjustmentBehavior = behavior
        return v
    }
    let portrait = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let landscape = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    @Test("D9: .never is the content inset alone; .always adds the whole safe area")
    func neverAndAlways() {
        #expect(viewport(.never, safe: portrait).adjustedContentInset(scrollDirection: .vertical) == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(viewport(.always, safe: landscape).adjustedContentInset(scrollDirection: .vertical)
                == UIEdgeInsets(top: 8, left: 67, bottom: 29, right: 67))
    }

    @Test("D9: .automatic and .scrollableAxes add the safe area on the scrolling axis only")
    func scrollingAxis() {
        for behavior in [UIScrollViewContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            #expect(viewport(behavior, safe: landscape).adjustedContentInset(scrollDirection: .vertical)
                    == UIEdgeInsets(top: 8, left: 8, bottom: 29, right: 8))
            #expect(viewport(behavior, safe: landscape).adjustedContentInset(scrollDirection: .horizontal)
                    == UIEdgeInsets(top: 8, left: 67, bottom: 8, right: 67))
        }
    }
}
