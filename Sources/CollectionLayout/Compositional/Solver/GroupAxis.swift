import Foundation

/// A group's two axes, canonical: *along* is its layout axis (height for a vertical group, width
/// for a horizontal one), where subitems repeat and spacing applies (C1, C4); *across* is the other.
/// Edge spacings (B2) are read by their place on these axes: `leading` is the edge before an item
/// along the axis (top in a vertical group), `crossLeading` the edge before it across.
///
/// ```swift
/// let axis = GroupAxis(vertical: true)
/// axis.along(CGSize(width: 100, height: 40))   // 40
/// axis.size(along: 40, across: 100)            // 100 × 40
/// ```
struct GroupAxis {
    let vertical: Bool

    @inline(__always) func along(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    @inline(__always) func across(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    @inline(__always) func size(along a: CGFloat, across c: CGFloat) -> CGSize {
        vertical ? CGSize(width: c, height: a) : CGSize(width: a, height: c)
    }
    /// A point `along` the axis and `across` it.
    @inline(__always) func point(along a: CGFloat, across c: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: c, y: a) : CGPoint(x: a, y: c)
    }

    /// Whether a size is measured (A4) along the axis, and across it.
    func measuresAlong(_ s: DimSize) -> Bool { vertical ? s.height.isMeasured : s.width.isMeasured }
    func measuresAcross(_ s: DimSize) -> Bool { vertical ? s.width.isMeasured : s.height.isMeasured }

    /// A2: whether a node's size across the axis is a fraction of its container.
    func isFractionalAcross(_ node: NodeDef) -> Bool {
        let d = vertical ? node.size.width : node.size.height
        return d.kind == .fractionalWidth || d.kind == .fractionalHeight
    }

    /// B2: the edge spacing before and after an item along the axis, and before and after it across.
    func leading(_ e: EdgeSpacing) -> NSCollectionLayoutSpacing? { vertical ? e.top : e.leading }
    func trailing(_ e: EdgeSpacing) -> NSCollectionLayoutSpacing? { vertical ? e.bottom : e.trailing }
    func crossLeading(_ e: EdgeSpacing) -> NSCollectionLayoutSpacing? { vertical ? e.leading : e.top }
    func crossTrailing(_ e: EdgeSpacing) -> NSCollectionLayoutSpacing? { vertical ? e.trailing : e.bottom }

    /// "tall" or "wide": the axis in an error message.
    var extentName: String { vertical ? "tall" : "wide" }
}

/// B2: the lengths an edge spacing stands for.
extension Optional where Wrapped == NSCollectionLayoutSpacing {
    /// What a fixed spacing adds (a flexible one, nothing: it only takes what is left over).
    var fixedLength: CGFloat { if let s = self, s.isFixedSpacing { s.spacing } else { 0 } }
    /// The least it adds: the spacing of either kind.
    var minimumLength: CGFloat { self?.spacing ?? 0 }
    /// What it adds once the space left over is shared: `share` more when flexible.
    func length(share: CGFloat) -> CGFloat {
        guard let s = self else { return 0 }
        return s.spacing + (s.isFlexibleSpacing ? share : 0)
    }
    var isFlexible: Bool { self?.isFlexibleSpacing == true }
}
