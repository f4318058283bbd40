import Foundation
import Testing
@testable import UIKit

/// What MessageKit's library needed to compile whole (issue 31, MessageKit/MessageKit @ b4493fe46).
struct MessageKitStopTests {
    @Test func stringDrawingMeasuresWithTheBoundMeasurerInUIKitsLineHeights() {
        let font = UIFont.systemFont(ofSize: 17)
        let one = "Hello".boundingRect(with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                       attributes: [.font: font], context: nil)
        #expect(one.origin == .zero && abs(one.height - font.lineHeight) < 0.001 && one.width > 0)
        let wrapped = String(repeating: "word ", count: 40).boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                                                         options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(wrapped.height > 3 * font.lineHeight && wrapped.width <= 100)
        // Without .usesLineFragmentOrigin: one line whose rectangle starts at the baseline.
        let baseline = "Hello".boundingRect(with: CGSize(width: 10, height: 10), options: [], attributes: [.font: font], context: nil)
        #expect(baseline.minY == -font.ascender && abs(baseline.height - font.lineHeight) < 0.001)
        let attributed = NSAttributedString(string: "Hi", attributes: [.font: font])
        #expect(abs(attributed.size().height - font.lineHeight) < 0.001)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    @Test func fontMetricsScaleWithTheContentSizeCategory() {
        let font = UIFont.systemFont(ofSize: 13)
        #expect(UIFontMetrics(forTextStyle: .footnote).scaledFont(for: font).pointSize == 13)
        UIKitSimulation.with(.custom(width: 375, height: 812, scale: 3), contentSizeCategory: .extraExtraExtraLarge) {
            // I3: Body is 17 pt at Large and 23 at XXXL.
            #expect(abs(UIFontMetrics.default.scaledValue(for: 17) - 23) < 0.001)
        }
    }

    @Test func progressViewIsFourPointsTallAndClampsItsProgress() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize.height == 4)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let nodes = progress.contentNodes(in: CGRect(x: 0, y: 0, width: 100, height: 4), appearance: .light, alpha: 1)
        #expect(nodes.count == 2)
    }

    @Test func textCheckingResultsKeepTheirLinkAndDetectorsFindNothing() throws {
        let url = try #require(URL(string: "https://example.com"))
        let link = NSTextCheckingResult.linkCheckingResult(range: NSRange(location: 2, length: 5), url: url)
        #expect(link.url == url && link.resultType == .link && link.range == NSRange(location: 2, length: 5))
        let detector = try NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        #expect(detector.matches(in: "see https://example.com", range: NSRange(location: 0, length: 23)).isEmpty)
    }

    @Test func keyValueObservingReportsTheInitialValueOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        var seen: [CGRect] = []
        let token = view.observe(\.frame, options: [.initial, .new]) { _, change in if let f = change.newValue { seen.append(f) } }
        view.frame = .zero
        #expect(seen == [CGRect(x: 0, y: 0, width: 10, height: 20)] && token.isValid)
    }

    @Test func scrollViewsAndCollectionViewsAnswerWhereThingsAre() {
        let scroll = UIScrollView(frame: .zero)
        scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(scroll.contentOffset.y == 30)
        let bar = UINavigationBar()
        #expect(bar.frame == .zero && bar.scrollEdgeAppearance == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
