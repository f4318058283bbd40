import CollectionLayout
import Foundation

/// A flow layout's `UICollectionViewDelegateFlowLayout` built from a screen file: per-item sizes
/// (`sections[i].items[j].size`) and per-section metrics (`sections[i].layout`). What a screen does
/// not say falls back to the layout's own properties, as UIKit's optional delegate methods do.
final class ScreenFlowDelegate: FlowLayoutDelegate {
    struct SectionMetrics {
        var sectionInset: UIEdgeInsets?
        var minimumLineSpacing: CGFloat?
        var minimumInteritemSpacing: CGFloat?
        var headerReferenceSize: CGSize?
        var footerReferenceSize: CGSize?
    }

    let metrics: [SectionMetrics]
    let itemSizes: [[CGSize?]]

    init(metrics: [SectionMetrics], itemSizes: [[CGSize?]]) {
        self.metrics = metrics; self.itemSizes = itemSizes
    }

    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout { layout as! UICollectionViewFlowLayout }
    private func section(_ s: Int) -> SectionMetrics { metrics.indices.contains(s) ? metrics[s] : SectionMetrics() }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let s = indexPath.section, i = indexPath.item
        return (itemSizes.indices.contains(s) && itemSizes[s].indices.contains(i) ? itemSizes[s][i] : nil)
            ?? flow(collectionViewLayout).itemSize
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        self.section(section).sectionInset ?? flow(collectionViewLayout).sectionInset
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        self.section(section).minimumLineSpacing ?? flow(collectionViewLayout).minimumLineSpacing
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        self.section(section).minimumInteritemSpacing ?? flow(collectionViewLayout).minimumInteritemSpacing
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        self.section(section).headerReferenceSize ?? flow(collectionViewLayout).headerReferenceSize
    }

    func collectionView(_ collectionView: any LayoutCollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        self.section(section).footerReferenceSize ?? flow(collectionViewLayout).footerReferenceSize
    }

    /// `sections[i].layout` of a flow screen: the delegate's per-section metrics.
    static func metrics(_ node: JSONNode) throws -> SectionMetrics {
        let o = try node.object()
        var m = SectionMetrics()
        if let n = o.optional("sectionInset") { m.sectionInset = try LayoutDecoding.edgeInsets(n) }
        if let n = o.optional("minimumLineSpacing") { m.minimumLineSpacing = try n.signedLength() }
        if let n = o.optional("minimumInteritemSpacing") { m.minimumInteritemSpacing = try n.signedLength() }
        if let n = o.optional("headerReferenceSize") { m.headerReferenceSize = try LayoutDecoding.flowSize(n) }
        if let n = o.optional("footerReferenceSize") { m.footerReferenceSize = try LayoutDecoding.flowSize(n) }
        try o.finish()
        return m
    }
}
