import Foundation
import Testing
@testable import CollectionLayout

/// D8: the offset `scrollToItem(at:at:animated:)` scrolls to. A vertical list on an iPhone 15 (393 × 852,
/// adjusted inset 59 above, 34 below: the visible area is 759 pt tall), 40 rows of 50 pt (content 2000 pt).
@Suite("D8 scrolling to an item")
struct ScrollToItemRuleTests {
    let bounds = CGSize(width: 393, height: 852)
    let content = CGSize(width: 393, height: 2000)
    let inset = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let rest = CGPoint(x: 0, y: -59)
    func row(_ i: Int) -> CGRect { CGRect(x: 0, y: CGFloat(i) * 50, width: 393, height: 50) }
    func offset(_ frame: CGRect, _ position: ScrollToItem.Position, from current: CGPoint? = nil) -> CGPoint {
        ScrollToItem.contentOffset(showing: frame, at: position, from: current ?? rest, boundsSize: bounds, contentSize: content,
                                   adjustedContentInset: inset)
    }

    @Test("D8 step 1: .top puts the item's top under the top inset, .bottom its bottom above the bottom inset, centred in the visible area")
    func vertical() {
        #expect(offset(row(10), .top) == CGPoint(x: 0, y: 500 - 59))
        #expect(offset(row(20), .bottom) == CGPoint(x: 0, y: 1050 - 59 - 759))
        #expect(offset(row(20), .centeredVertically) == CGPoint(x: 0, y: 1025 - 59 - 379.5))
        // No vertical option: the vertical offset stays.
        #expect(offset(row(20), .left, from: CGPoint(x: 0, y: 300)) == CGPoint(x: 0, y: 300))
    }

    @Test("D8 step 3: the last item at .top, or the first at .bottom, stops at the content's ends; the last at .bottom is the end")
    func keptWithinTheContent() {
        let end = CGPoint(x: 0, y: 2000 + 34 - 852)
        #expect(offset(row(39), .top) == end)
        #expect(offset(row(39), .bottom) == end)   // MessageKit's scrollToLastItem: the chat's last message above the bottom inset
        #expect(offset(row(0), .bottom) == rest)
        // Content shorter than the visible area: at rest whatever the position.
        let short = ScrollToItem.contentOffset(showing: row(3), at: .top, from: rest, boundsSize: bounds,
                                               contentSize: CGSize(width: 393, height: 400), adjustedContentInset: inset)
        #expect(short == rest)
    }

    @Test("D8 step 2: a horizontal carousel: .left, .right, .centeredHorizontally, kept within the content")
    func horizontal() {
        let card = CGRect(x: 600, y: 0, width: 200, height: 300)
        func horizontal(_ position: ScrollToItem.Position) -> CGPoint {
            ScrollToItem.contentOffset(showing: card, at: position, from: .zero, boundsSize: CGSize(width: 393, height: 300),
                                       contentSize: CGSize(width: 1000, height: 300), adjustedContentInset: .zero)
        }
        #expect(horizontal(.left) == CGPoint(x: 600, y: 0))    // the end is 1000 − 393 = 607
        #expect(horizontal(.right) == CGPoint(x: 407, y: 0))
        #expect(horizontal(.centeredHorizontally) == CGPoint(x: 503.5, y: 0))
        #expect(horizontal([.left, .top]) == CGPoint(x: 600, y: 0))
    }
}
