@testable import AutoLayout
import Foundation
import Testing
import LayoutshotTestSupport

/// Engines and solvers reuse an earlier one's storage (`EngineStoragePool`, `SolverStatePool`): nothing of one
/// layout may show in the next.
@Suite("Recycled engine storage", .tags(.concurrency))
struct RecycledStorageTests {
    /// A row of `count` fixed-width views from the leading edge, `gap` apart, the last one's trailing edge free; and
    /// a view with no constraint on its x at all (a variable in no constraint is 0 — never an earlier layout's).
    private func tree(count: Int, gap: CGFloat) -> (UIView, [UIView], UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        var views: [UIView] = []
        for i in 0..<count {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            var cs = [v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 20),
                      v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)]
            cs.append(i == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: gap)
                             : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: gap))
            NSLayoutConstraint.activate(cs)
            views.append(v)
        }
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 10)])
        return (root, views, loose)
    }

    @Test("a layout after others of other trees gives the frames it gives first")
    func noCarryOver() {
        func frames(_ count: Int, _ gap: CGFloat) -> [CGRect] {
            let (root, views, loose) = tree(count: count, gap: gap)
            root.layoutIfNeeded()
            return views.map(\.frame) + [loose.frame]
        }
        let first = frames(3, 8)
        #expect(first[2] == CGRect(x: 8 + 38 + 38, y: 5, width: 30, height: 20))
        #expect(first[3].minX == 0)
        for (count, gap) in [(9, 2.0), (1, 40.0), (5, 13.0), (12, 1.0)] { _ = frames(count, CGFloat(gap)) }
        #expect(frames(3, 8) == first)
    }

    @Test("engines on eight threads at once give each thread's frames (the pools are shared)")
    func concurrentEngines() async {
        let expected = (1...8).map { i -> CGFloat in CGFloat(i) * 30 + CGFloat(i) * CGFloat(i) }   // i views, gap i
        let results = await withTaskGroup(of: (Int, CGFloat).self) { group in
            for i in 1...8 {
                group.addTask {
                    var last: CGFloat = 0
                    for _ in 0..<200 {
                        let (root, views, _) = tree(count: i, gap: CGFloat(i))
                        root.layoutIfNeeded()
                        last = views[i - 1].frame.maxX
                    }
                    return (i, last)
                }
            }
            var found: [Int: CGFloat] = [:]
            for await (i, value) in group { found[i] = value }
            return found
        }
        for i in 1...8 { #expect(results[i] == expected[i - 1]) }
    }
}
