import AutoLayout
import Foundation
import InterfaceBuilder

/// How far a laid-out xib is from the frames Interface Builder stored — Apple's own Auto Layout
/// result at the document's size. `layoutshot nib --compare` prints it; the corpus tests score it.
///
/// ```swift
/// let nib = try NibLoader().instantiate(doc); nib.layout()
/// let c = StoredFrameComparison(nib)
/// c.rows.filter { $0.deviation > 0.5 }      // the views that moved
/// ```
/// Stored frames are taken in the root's coordinates (the stored origins of the ancestors below the
/// root added up). Views IB marks misplaced or ambiguous, and the views inside them, are skipped:
/// IB did not solve them.
public struct StoredFrameComparison {
    public struct Row: Sendable {
        public var id: String
        public var className: String
        public var stored: CGRect
        public var solved: CGRect
        /// The largest difference of x, y, width and height, in points.
        public var deviation: CGFloat {
            max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY),
                abs(stored.width - solved.width), abs(stored.height - solved.height))
        }
    }

    public let rows: [Row]

    /// The rows by IB id (the first, should an id repeat).
    public var rowsByID: [String: Row] { Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }

    public init(_ nib: NibInstance, rootIndex: Int = 0) {
        guard nib.document.roots.indices.contains(rootIndex) else { rows = []; return }
        var out: [Row] = []
        func walk(_ ib: IBView, origin: CGPoint, isRoot: Bool) {
            guard !ib.misplaced, !ib.ambiguous, let f = ib.frame else { return }
            let stored = isRoot ? CGRect(origin: .zero, size: f.size) : f.offsetBy(dx: origin.x, dy: origin.y)
            if !isRoot, let view = nib.view(id: ib.id) {
                out.append(Row(id: ib.id, className: view.className, stored: stored, solved: nib.frameInRoot(view)))
            }
            for child in ib.subviews { walk(child, origin: stored.origin, isRoot: false) }
        }
        walk(nib.document.roots[rootIndex], origin: .zero, isRoot: true)
        rows = out
    }
}
