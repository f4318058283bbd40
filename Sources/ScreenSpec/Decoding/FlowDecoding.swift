import CollectionLayout
import Foundation

/// `UICollectionViewFlowLayout`.
extension LayoutDecoding {
    /// `UICollectionViewFlowLayout` and its properties.
    static func flowLayout(_ node: JSONNode) throws -> UICollectionViewFlowLayout {
        let o = try node.object()
        let layout = UICollectionViewFlowLayout()
        func size(_ key: String) throws -> CGSize? {
            guard let n = o.optional(key) else { return nil }
            let s = try n.object()
            let size = CGSize(width: try s.required("width").nonNegative(), height: try s.required("height").nonNegative())
            try s.finish()
            return size
        }
        if let s = try size("itemSize") {
            guard s.width > 0, s.height > 0 else {
                throw SpecError(path: o.path.isEmpty ? "itemSize" : "\(o.path).itemSize", "must be larger than 0×0")
            }
            layout.itemSize = s
        }
        if let n = o.optional("minimumInteritemSpacing") { layout.minimumInteritemSpacing = try n.nonNegative() }
        if let n = o.optional("minimumLineSpacing") { layout.minimumLineSpacing = try n.nonNegative() }
        if let n = o.optional("sectionInset") { layout.sectionInset = try edgeInsets(n) }
        if let n = o.optional("sectionInsetReference") {
            let references: KeyValuePairs<String, UICollectionViewFlowLayout.SectionInsetReference> =
                ["fromContentInset": .fromContentInset, "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins]
            layout.sectionInsetReference = try choice(n, references)
        }
        if let s = try size("headerReferenceSize") { layout.headerReferenceSize = s }
        if let s = try size("footerReferenceSize") { layout.footerReferenceSize = s }
        if let n = o.optional("scrollDirection") { layout.scrollDirection = try scrollDirection(n) }
        try o.finish()
        return layout
    }
}
