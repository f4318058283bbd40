import Foundation

extension UICollectionViewFlowLayout.SectionInsetReference {
    /// G2 (H2 for a waterfall's columns): the collection-view insets a flow-style section keeps
    /// clear of, as physical edges of the frame the layout is authored in. When the output
    /// transform mirrors that frame (`mirrored`, right-to-left), left and right are swapped first,
    /// so after mirroring each inset lands on its own side again; the layout margins, which are
    /// leading and trailing, end up leading and trailing.
    ///
    /// ```swift
    /// // Safe area left 47, right 0, right-to-left: lines keep 47 pt clear on the left after mirroring.
    /// reference.insets(in: viewport, scrollDirection: .vertical, mirrored: true)   // left 0, right 47
    /// ```
    func insets(in viewport: Viewport, scrollDirection: UICollectionViewScrollDirection, mirrored: Bool) -> UIEdgeInsets {
        var insets: UIEdgeInsets
        switch self {
        case .fromContentInset: insets = viewport.adjustedContentInset(scrollDirection: scrollDirection)
        case .fromSafeArea: insets = viewport.safeAreaInsets
        case .fromLayoutMargins:
            let m = viewport.layoutMargins
            let (left, right) = viewport.layoutDirection == .leftToRight ? (m.leading, m.trailing) : (m.trailing, m.leading)
            insets = UIEdgeInsets(top: m.top, left: left, bottom: m.bottom, right: right)
        }
        if mirrored { swap(&insets.left, &insets.right) }
        return insets
    }
}
